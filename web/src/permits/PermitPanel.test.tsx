import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffApplication } from '../applications/application.queries';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { ABSCH_EXPORT, applicationIn, ISSUED_PERMIT, permitsOf } from './permit.fixtures';
import type { ApplicationAbsch, ApplicationPermits } from './permit.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const APPROVER: StaffAccount = {
  email: 'natividad.bernardino@bmb.gov.ph',
  password: 'x',
  name: 'Natividad Bernardino',
  roles: ['approver'],
};
const PERMIT_ACTIONS = [
  'issue',
  'reinstate_permit',
  'renew_permit',
  'amend_permit',
  'suspend_permit',
  'revoke_permit',
  'void_permit',
  'publish_to_absch',
  'record_cbd_status',
];

let service: SessionApiStandIn;
let application: StaffApplication;
let permits: ApplicationPermits;
const PATH = `/api/v1/staff/applications/${applicationIn('approved', []).id}`;

beforeEach(() => {
  application = applicationIn('approved', ['issue']);
  permits = permitsOf([], null);
  absch = NO_PUBLICATION;
  service = new SessionApiStandIn([APPROVER]);
  service.signIn(APPROVER.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(application), { headers: { 'content-type': 'application/json', etag: `"${application.version}"` } }),
  );
  service.routes.set(`GET ${PATH}/permits`, () => json(permits));
  service.routes.set(`GET ${PATH}/absch`, () => json(absch));
  service.routes.set(`GET ${PATH}/obligations`, () => json({ items: [], authorisedSpecies: [] }));
});

const NO_PUBLICATION: ApplicationAbsch = {
  applicationId: applicationIn('approved', []).id,
  cbdStatus: null,
  configured: true,
  automatic: false,
  publications: [],
  communiques: [],
  drift: null,
};
let absch = NO_PUBLICATION;

function actionRequests() {
  return service.requests.filter((request) => request.method === 'POST' && request.path === `${PATH}/actions`);
}

async function permitSection() {
  return screen.findByRole('region', { name: 'Permit' });
}

describe('the permit panel', () => {
  it('follows the permit in the header, and shows a decided clock as stopped, not running', async () => {
    application = {
      ...applicationIn('issued', []),
      clock: {
        ...applicationIn('issued', []).clock,
        status: 'stopped',
        state: 'on_track',
        stopped: true,
        startDate: '2026-11-02',
        stopDate: '2026-11-18',
        dueDate: '2026-11-30',
        daysUsed: 12,
        daysLeft: 8,
        effectiveLimit: 20,
      },
    };
    permits = permitsOf(
      [{ ...ISSUED_PERMIT, status: 'revoked', statusReason: 'Specimens exported without a permit.' }],
      'revocation_pending',
    );
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const header = await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByText('Permit revoked')).toBeVisible();
    expect(header.closest('header') ?? document.body).not.toHaveTextContent('Permit issued');
    const clock = screen.getByRole('region', { name: 'Summary and clock' });
    expect(clock).toHaveTextContent('Stopped on 18 Nov 2026: 12 of 20 working days used');
    expect(clock).not.toHaveTextContent(/On track|working days left/);
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent('No action of yours is open on this application now.');
  });

  it('offers the approver the issue of an approved application, and sends it with If-Match', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      application = applicationIn('issued', PERMIT_ACTIONS, application.version + 1);
      permits = permitsOf([ISSUED_PERMIT]);
      return json(application);
    });
    const { user } = renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await permitSection();
    expect(await within(section).findByText(/^Approved: issue the permit/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent('Your actions on the permit are in its sections below.');
    await user.click(within(section).getByRole('button', { name: 'Issue the permit' }));
    const form = await screen.findByRole('form', { name: 'Issue the permit' });
    await user.click(within(form).getByRole('button', { name: 'Issue the permit' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Issue the permit' })).toBeNull());
    expect(actionRequests()[0]?.body).toEqual({ action: 'issue' });
    expect(actionRequests()[0]?.headers.get('if-match')).toBe('"7"');
    expect((await within(section).findAllByText('Issued, in force'))[0]).toBeVisible();
  });

  it('shows the number, status, validity, verification link and certificate history of an issued permit', async () => {
    application = applicationIn('issued', PERMIT_ACTIONS);
    permits = permitsOf([ISSUED_PERMIT]);
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await permitSection();
    expect((await within(section).findAllByText('Issued, in force'))[0]).toBeVisible();
    expect(within(section).getAllByText('GP-2026-0001')[0]).toBeVisible();
    // Valid through the Manila day before the anniversary.
    expect(section).toHaveTextContent('26 Nov 2026 to 25 Nov 2027 (inclusive)');
    expect(within(section).getByRole('textbox', { name: /^Verification link/ })).toHaveValue(ISSUED_PERMIT.verificationUrl);
    expect(within(section).getByRole('img', { name: 'QR code of the verification link of GP-2026-0001' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Open the verification page' })).toHaveAttribute(
      'href',
      ISSUED_PERMIT.verificationUrl,
    );
    expect(within(section).getByRole('link', { name: /Download the certificate/ })).toHaveAttribute(
      'href',
      `/api/v1/staff/permits/${ISSUED_PERMIT.id}/certificate`,
    );
    const history = within(section).getByRole('table', { name: 'Certificate history' });
    expect(within(history).getByRole('link', { name: 'Download GP-2026-0001.pdf (GP-2026-0001)' })).toHaveAttribute(
      'href',
      ISSUED_PERMIT.certificates[0]?.downloadPath,
    );
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Renew the permit',
      'Amend the permit',
      'Suspend the permit',
      'Revoke the permit',
      'Void the permit',
      'Preview the certificate',
      'Copy the link',
    ]);
    // The action bar leaves the permit's actions to its sections.
    expect(within(screen.getByRole('region', { name: 'Actions' })).queryAllByRole('button')).toEqual([]);
  });

  it("says a certificate file erased with the holder's personal data is gone, rather than offering a download that answers 410", async () => {
    application = applicationIn('issued', PERMIT_ACTIONS);
    const erasedAt = '2033-01-05T02:00:00.000Z';
    permits = permitsOf([
      { ...ISSUED_PERMIT, status: 'expired', certificates: ISSUED_PERMIT.certificates.map((file) => ({ ...file, erasedAt })) },
    ]);
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await permitSection();
    expect(await within(section).findByText(/The certificate's file was erased with the holder's personal data on/)).toBeVisible();
    expect(within(section).queryByRole('link', { name: /Download the certificate/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Preview the certificate' })).toBeNull();
    const history = within(section).getByRole('table', { name: 'Certificate history' });
    expect(within(history).queryAllByRole('link')).toEqual([]);
    expect(history).toHaveTextContent('Erased');
  });

  it("offers only the actions that fit the permit's status: a suspended permit may be reinstated, revoked or voided", async () => {
    application = applicationIn('issued', PERMIT_ACTIONS);
    permits = permitsOf([{ ...ISSUED_PERMIT, status: 'suspended', statusReason: 'Under investigation.' }]);
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await permitSection();
    expect((await within(section).findAllByText('Suspended'))[0]).toBeVisible();
    expect(within(section).getByText('Under investigation.')).toBeVisible();
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((label) => label?.endsWith('the permit')),
    ).toEqual(['Reinstate the permit', 'Revoke the permit', 'Void the permit']);
  });

  it("asks for a suspension's reasons, and shows a refusal as the problem's title and detail", async () => {
    application = applicationIn('issued', PERMIT_ACTIONS);
    permits = permitsOf([ISSUED_PERMIT]);
    service.routes.set(`POST ${PATH}/actions`, () =>
      problem(409, 'action_not_allowed', 'This action is not allowed on the application now', 'suspend_permit: the permit is revoked.'),
    );
    const { user } = renderApp(`/app/applications/${application.id}`, service.fetch);
    await user.click(await within(await permitSection()).findByRole('button', { name: 'Suspend the permit' }));
    const form = await screen.findByRole('form', { name: 'Suspend the permit' });
    await user.click(within(form).getByRole('button', { name: 'Suspend the permit' }));
    expect(await within(form).findByText('Enter reasons')).toBeVisible();
    expect(actionRequests()).toHaveLength(0);
    // Pasted rather than typed key by key: the same change event, without a render per character.
    await user.click(within(form).getByLabelText(/^Reasons/));
    await user.paste('Collection outside the permitted sites.');
    await user.click(within(form).getByRole('button', { name: 'Suspend the permit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This action is not allowed on the application now');
    expect(alert).toHaveTextContent('suspend_permit: the permit is revoked.');
    expect(actionRequests()[0]?.body).toEqual({ action: 'suspend_permit', reasons: 'Collection outside the permitted sites.' });
  });

  it('says someone else changed the application on a 412, and reloads it on request', async () => {
    application = applicationIn('issued', PERMIT_ACTIONS);
    permits = permitsOf([ISSUED_PERMIT]);
    service.routes.set(`POST ${PATH}/actions`, () => {
      application = applicationIn('issued', PERMIT_ACTIONS, application.version + 1);
      permits = permitsOf([{ ...ISSUED_PERMIT, status: 'revoked', statusReason: 'Revoked by a colleague.' }]);
      return problem(412, 'precondition_failed', 'The resource has changed since the version given', 'The application is at version 8.');
    });
    const { user } = renderApp(`/app/applications/${application.id}`, service.fetch);
    await user.click(await within(await permitSection()).findByRole('button', { name: 'Renew the permit' }));
    const form = await screen.findByRole('form', { name: 'Renew the permit' });
    await user.click(within(form).getByRole('button', { name: 'Renew the permit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(await permitSection()).findByText('Revoked by a colleague.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Renew the permit' })).toBeNull();
  });

  it('shows a permit list the service refuses as its problem', async () => {
    application = applicationIn('issued', []);
    service.routes.set(`GET ${PATH}/permits`, () =>
      problem(503, 'service_unavailable', 'The service is unavailable', 'The blob store cannot be reached now.'),
    );
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const alert = await within(await permitSection()).findByRole('alert');
    expect(alert).toHaveTextContent('The service is unavailable');
    expect(alert).toHaveTextContent('The blob store cannot be reached now.');
  });

  it('shows nothing of a permit on an application not yet decided', async () => {
    application = applicationIn('for_decision', ['approve', 'deny']);
    renderApp(`/app/applications/${application.id}`, service.fetch);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Permit' })).toBeNull();
    expect(service.requests.some((request) => request.path.endsWith('/permits'))).toBe(false);
  });
});

describe('the Clearing-House section', () => {
  beforeEach(() => {
    application = applicationIn('issued', ['record_cbd_status']);
    permits = permitsOf([ISSUED_PERMIT]);
  });

  it("previews the IRCC document with the Clearing-House's objections, to copy or download", async () => {
    service.routes.set(`GET /api/v1/staff/permits/${ISSUED_PERMIT.id}/absch-document`, () => json(ABSCH_EXPORT));
    const { user } = renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'ABS Clearing-House' });
    expect(await within(section).findByText('Ready to submit')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Show the IRCC document' }));
    const document = await within(section).findByRole('region', { name: 'absPermit document of GP-2026-0001' });
    expect(JSON.parse(document.textContent ?? '')).toEqual(ABSCH_EXPORT.document);
    expect(within(section).getByText('The Clearing-House would refuse this document')).toBeVisible();
    expect(within(section).getByText('Competent national authority')).toBeVisible();
    expect(section).toHaveTextContent('Error.Mandatory — absCNA — absCNA is mandatory');
    expect(within(section).getByRole('button', { name: 'Copy the JSON' })).toBeVisible();
    const download = within(section).getByRole('link', { name: 'Download absPermit-GP-2026-0001.json' });
    expect(download).toHaveAttribute('download', 'absPermit-GP-2026-0001.json');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
  });

  it('records a publication step, and shows the refusal of one out of order', async () => {
    service.routes.set(`POST ${PATH}/actions`, () =>
      problem(
        409,
        'action_not_allowed',
        'This action is not allowed on the application now',
        'record_cbd_status: from ready the next step is submitted or not_applicable, not published',
      ),
    );
    const { user } = renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'ABS Clearing-House' });
    await user.click(await within(section).findByRole('button', { name: 'Record ABS Clearing-House status' }));
    const form = await screen.findByRole('form', { name: 'Record ABS Clearing-House status' });
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'published');
    await user.click(within(form).getByLabelText(/^IRCC identifier/));
    await user.paste('ABSCH-IRCC-PH-260001-1');
    await user.click(within(form).getByRole('button', { name: 'Record ABS Clearing-House status' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('from ready the next step is submitted or not_applicable, not published');
    expect(actionRequests()[0]?.body).toEqual({ action: 'record_cbd_status', to: 'published', irccIdentifier: 'ABSCH-IRCC-PH-260001-1' });
  });

  it('publishes through the Clearing-House, and shows its validation errors by field, the IRCC link and the communiqués', async () => {
    application = applicationIn('issued', ['publish_to_absch', 'record_cbd_status']);
    absch = {
      ...absch,
      cbdStatus: 'ready',
      publications: [
        {
          id: '0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4a',
          permitId: ISSUED_PERMIT.id,
          intent: 'submit',
          state: 'invalid',
          documentIdentifier: ISSUED_PERMIT.id,
          workflowId: null,
          irccIdentifier: null,
          irccUrl: null,
          errors: [{ code: 'Error.Mandatory', property: 'absCNA' }],
          reason: null,
          lastError: null,
          attempts: 0,
          nextAttemptAt: null,
          answer: null,
          createdAt: '2026-11-27T01:00:00.000Z',
          updatedAt: '2026-11-27T01:01:00.000Z',
        },
      ],
      communiques: [
        {
          id: '0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4b',
          permitId: ISSUED_PERMIT.id,
          recordIdentifier: 'CP-1',
          irccIdentifier: 'ABSCH-IRCC-PH-260001-1',
          checkpoints: ['Checkpoint of Japan'],
          entity: 'Acme Bioprospecting Ltd',
          entityMismatch: true,
          sourceCountries: ['ph'],
          publishedAt: null,
          receivedAt: '2026-11-27T02:00:00.000Z',
        },
      ],
    };
    service.routes.set(`POST ${PATH}/actions`, () => json(application));
    const { user } = renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'ABS Clearing-House' });
    expect(await within(section).findByText('The Clearing-House refused the document')).toBeVisible();
    expect(section).toHaveTextContent('Competent national authority is missing.');
    const communiques = within(section).getByRole('table', { name: 'Checkpoint communiqués' });
    expect(communiques).toHaveTextContent('Acme Bioprospecting Ltd');
    expect(within(communiques).getByText('Not the holder')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Publish to the ABS Clearing-House' }));
    const form = await screen.findByRole('form', { name: 'Publish to the ABS Clearing-House' });
    await user.click(within(form).getByRole('button', { name: 'Publish to the ABS Clearing-House' }));
    await waitFor(() => expect(actionRequests()[0]?.body).toEqual({ action: 'publish_to_absch' }));
  });

  it('links the IRCC to the Clearing-House, and lists where the material was declared, flagging an entity that is not the holder', async () => {
    const ircc = 'ABSCH-IRCC-PH-260001-1';
    const irccUrl = `https://absch.cbd.int/database/${ircc}`;
    permits = { ...permitsOf([ISSUED_PERMIT], 'published'), absLinkCode: ircc };
    const communique = (id: string, entity: string, entityMismatch: boolean, checkpoint: string) => ({
      id,
      permitId: ISSUED_PERMIT.id,
      recordIdentifier: `CP-${checkpoint}`,
      irccIdentifier: ircc,
      checkpoints: [checkpoint],
      entity,
      entityMismatch,
      sourceCountries: ['ph'],
      publishedAt: '2027-02-01',
      receivedAt: '2027-02-02T02:00:00.000Z',
    });
    absch = {
      ...absch,
      cbdStatus: 'published',
      publications: [
        {
          id: '0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4c',
          permitId: ISSUED_PERMIT.id,
          intent: 'submit',
          state: 'published',
          documentIdentifier: ISSUED_PERMIT.id,
          workflowId: 'wf-1',
          irccIdentifier: ircc,
          irccUrl,
          errors: [],
          reason: null,
          lastError: null,
          attempts: 1,
          nextAttemptAt: null,
          answer: null,
          createdAt: '2026-11-27T01:00:00.000Z',
          updatedAt: '2026-11-28T01:00:00.000Z',
        },
      ],
      communiques: [
        communique('0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4d', 'University of the Philippines Los Baños', false, 'Japan MOE'),
        communique('0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4e', 'Acme Bioprospecting Ltd', true, 'German BfN'),
      ],
    };
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'ABS Clearing-House' });
    const links = await within(section).findAllByRole('link', { name: ircc });
    // Printed once: in the section's facts, not again under the publication.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([irccUrl]);
    const table = within(section).getByRole('table', { name: 'Checkpoint communiqués' });
    const [, declared, flagged] = within(table).getAllByRole('row');
    expect(declared).toHaveTextContent('Japan MOE');
    expect(declared).toHaveTextContent('University of the Philippines Los Baños');
    expect(declared).toHaveTextContent('PH');
    expect(declared).toHaveTextContent('Published 1 Feb 2027Received 2 Feb 2027');
    expect(declared).not.toHaveTextContent('Not the holder');
    expect(flagged).toHaveTextContent('German BfN');
    expect(within(flagged as HTMLElement).getByText('Not the holder')).toBeVisible();
  });
});
