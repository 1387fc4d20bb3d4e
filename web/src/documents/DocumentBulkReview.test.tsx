import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { DOCUMENTS, ENDORSEMENT, FORM, PROPOSAL, QUARANTINED } from '../testing/fixtures/staff-documents';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const INTAKE: StaffAccount = { email: 'ana.dimaculangan@bmb.gov.ph', password: 'x', name: 'Ana Dimaculangan', roles: ['intake'] };
const APP = { ...SUBMITTED_APPLICATION, allowedActions: ['accept_document', 'reject_document'] };
const PATH = `/api/v1/staff/applications/${APP.id}`;
const BULK = '/api/v1/staff/bulk/document-reviews';

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([INTAKE]);
  service.signIn(INTAKE.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(APP), { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } }),
  );
  service.routes.set(`GET ${PATH}/attachments`, () => json(DOCUMENTS));
  service.routes.set(`GET ${PATH}/agreements`, () => json([]));
});

async function openFiles() {
  const view = renderApp(`/app/applications/${APP.id}`, service.fetch);
  const region = await screen.findByRole('region', { name: 'Documents' });
  const files = await within(region).findByRole('table', { name: 'Documents' });
  return { ...view, region, files };
}

const sentBatches = () => service.requests.filter((request) => request.method === 'POST' && request.path === BULK);

describe('reviewing several documents at once', () => {
  it('offers a checkbox on each document a review applies to, and none on a quarantined one', async () => {
    const { files } = await openFiles();
    for (const reviewable of [FORM, ENDORSEMENT, PROPOSAL]) {
      expect(within(files).getByRole('checkbox', { name: `Select ${reviewable.title}` })).toBeVisible();
    }
    expect(within(files).queryByRole('checkbox', { name: `Select ${QUARANTINED.title}` })).toBeNull();
    // Nothing selected, no bar.
    expect(screen.queryByRole('toolbar', { name: 'Selected documents' })).toBeNull();
  });

  it('accepts the selected documents in one batch and lists each outcome, with the reason of a refusal', async () => {
    service.routes.set(`POST ${BULK}`, () =>
      json({
        done: 1,
        refused: 1,
        results: [
          { item: FORM.id, outcome: 'done', applicationId: APP.id, version: 4 },
          {
            item: PROPOSAL.id,
            outcome: 'refused',
            problem: {
              type: '/problems/action_not_allowed',
              title: 'This action is not allowed on the application now',
              status: 409,
              detail: 'accept_document applies to a document that is uploaded or rejected; this one is accepted',
              instance: BULK,
              code: 'action_not_allowed',
              requestId: 'r-1',
            },
          },
        ],
      }),
    );
    const { user, files, region } = await openFiles();
    await user.click(within(files).getByRole('checkbox', { name: `Select ${FORM.title}` }));
    await user.click(within(files).getByRole('checkbox', { name: `Select ${PROPOSAL.title}` }));
    const bar = screen.getByRole('toolbar', { name: 'Selected documents' });
    expect(bar).toHaveTextContent('2 documents selected');
    await user.click(within(bar).getByRole('button', { name: 'Accept selected' }));

    const results = await within(region).findByRole('status', { name: /^Documents reviewed/ });
    expect(results).toHaveTextContent('1 done, 1 refused');
    expect(results).toHaveTextContent(`${FORM.title}: done`);
    expect(results).toHaveTextContent(`${PROPOSAL.title}: refused — accept_document applies to a document that is uploaded or rejected`);
    expect(sentBatches()[0]?.body).toEqual({
      items: [
        { attachmentId: FORM.id, decision: 'accept' },
        { attachmentId: PROPOSAL.id, decision: 'accept' },
      ],
    });
    // The selection is cleared once the batch is done.
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected documents' })).toBeNull());
  });

  it('rejects the selected documents only with a reason, sent for each', async () => {
    service.routes.set(`POST ${BULK}`, () =>
      json({ done: 1, refused: 0, results: [{ item: FORM.id, outcome: 'done', applicationId: APP.id, version: 4 }] }),
    );
    const { user, files } = await openFiles();
    await user.click(within(files).getByRole('checkbox', { name: `Select ${FORM.title}` }));
    const bar = screen.getByRole('toolbar', { name: 'Selected documents' });
    await user.click(within(bar).getByRole('button', { name: 'Reject selected' }));
    expect(await within(bar).findByText('Enter the reason: the agency is told it for each document')).toBeVisible();
    expect(sentBatches()).toHaveLength(0);
    await user.type(within(bar).getByRole('textbox', { name: 'Reason for rejection' }), 'Not signed.');
    await user.click(within(bar).getByRole('button', { name: 'Reject selected' }));
    await screen.findByRole('status', { name: /^Documents reviewed/ });
    expect(sentBatches()[0]?.body).toEqual({ items: [{ attachmentId: FORM.id, decision: 'reject', reasons: 'Not signed.' }] });
  });

  it('shows the refusal of the whole batch (a role that may review nothing)', async () => {
    service.routes.set(`POST ${BULK}`, () =>
      problem(403, 'not_permitted', 'Your roles do not allow this', 'Reviewing documents needs the role intake'),
    );
    const { user, files } = await openFiles();
    await user.click(within(files).getByRole('checkbox', { name: `Select ${FORM.title}` }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected documents' })).getByRole('button', { name: 'Accept selected' }));
    expect(await screen.findByText(/Reviewing documents needs the role intake/)).toBeVisible();
  });
});
