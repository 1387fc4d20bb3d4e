import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { DOCUMENTS, DRAFT_MOA } from '../testing/fixtures/staff-documents';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import type { StaffAgreement } from './agreements.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const EVALUATOR: StaffAccount = { email: 'jose.rizal@bmb.gov.ph', password: 'x', name: 'José Rizal', roles: ['evaluator'] };
const APP = SUBMITTED_APPLICATION;
const PATH = `/api/v1/staff/applications/${APP.id}`;
const EXECUTED: StaffAgreement = {
  ...DRAFT_MOA,
  id: '0b000000-0000-4000-8000-000000000002',
  title: 'Benefit sharing with Barangay Kinabuhayan',
  kind: 'benefit_sharing_agreement',
  status: 'executed',
  fileName: 'signed-bsa.pdf',
  fileExtension: 'pdf',
  allowedActions: ['terminated'],
  mayUploadSignedFile: false,
};

let service: SessionApiStandIn;
let agreements: StaffAgreement[];
beforeEach(() => {
  agreements = [DRAFT_MOA, EXECUTED];
  service = new SessionApiStandIn([EVALUATOR]);
  service.signIn(EVALUATOR.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(APP), { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } }),
  );
  service.routes.set(`GET ${PATH}/attachments`, () => json(DOCUMENTS));
  service.routes.set(`GET ${PATH}/agreements`, () => json(agreements));
});

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

const sent = (method: string, path: string) => service.requests.filter((request) => request.method === method && request.path === path);

async function openAgreements() {
  const view = renderApp(`/app/applications/${APP.id}`, service.fetch);
  const region = await screen.findByRole('region', { name: 'Agreements' });
  await within(region).findByRole('table', { name: 'Agreements' });
  return { ...view, region };
}

function rowOf(region: HTMLElement, title: string): HTMLElement {
  const row = within(region)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(title));
  if (!row) throw new Error(`no row ${title}`);
  return row;
}

describe('the agreements of an application', () => {
  it('lists each agreement with its kind, status and signed file, and the steps it may take next', async () => {
    const { region } = await openAgreements();
    const draft = rowOf(region, DRAFT_MOA.title);
    expect(draft).toHaveTextContent('Memorandum of agreement (MOA)');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('No signed file yet');
    expect(buttonsOf(draft)).toEqual(['Upload signed file', 'Send for signature']);
    const executed = rowOf(region, EXECUTED.title);
    expect(executed).toHaveTextContent('signed-bsa.pdf');
    expect(buttonsOf(executed)).toEqual(['Terminate']);
  });

  it("offers exactly the steps the service allows this user, whatever the agreement's status", async () => {
    const unsigned: StaffAgreement = {
      ...DRAFT_MOA,
      id: '0b000000-0000-4000-8000-000000000004',
      title: 'MOA out for signature, not signed yet',
      status: 'for_signature',
      allowedActions: ['draft'],
    };
    const readOnly: StaffAgreement = {
      ...DRAFT_MOA,
      id: '0b000000-0000-4000-8000-000000000005',
      title: 'Undertaking read by a viewer',
      allowedActions: [],
      mayUploadSignedFile: false,
    };
    agreements = [unsigned, readOnly];
    const { region } = await openAgreements();
    expect(buttonsOf(rowOf(region, unsigned.title))).toEqual(['Upload signed file', 'Back to draft']);
    expect(buttonsOf(rowOf(region, readOnly.title))).toEqual([]);
  });

  it.each([
    [['evaluator'], true],
    [['viewer'], false],
  ] as const)('offers drafting an agreement to %j only where the service allows it (%s)', async (roles, offered) => {
    const account: StaffAccount = { email: `${roles[0]}@bmb.gov.ph`, password: 'x', name: roles[0], roles: [...roles] };
    service = new SessionApiStandIn([account]);
    service.signIn(account.email);
    service.routes.set(
      `GET ${PATH}`,
      () => new Response(JSON.stringify(APP), { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } }),
    );
    service.routes.set(`GET ${PATH}/attachments`, () => json(DOCUMENTS));
    const none = { ...DRAFT_MOA, allowedActions: [], mayUploadSignedFile: false };
    service.routes.set(`GET ${PATH}/agreements`, () => json(offered ? agreements : [none]));
    const { region } = await openAgreements();
    const draft = within(region).queryByRole('button', { name: 'Draft an agreement' });
    if (offered) expect(draft).toBeVisible();
    else {
      expect(draft).toBeNull();
      expect(buttonsOf(rowOf(region, DRAFT_MOA.title))).toEqual([]);
    }
  });

  it('drafts an agreement once it has a title, and lists it', async () => {
    service.routes.set(`POST ${PATH}/agreements`, (_request, body) => {
      const created = { ...DRAFT_MOA, id: '0b000000-0000-4000-8000-000000000003', ...(body as object) } as StaffAgreement;
      agreements = [...agreements, created];
      return json(created, 201);
    });
    const { user, region } = await openAgreements();
    await user.click(within(region).getByRole('button', { name: 'Draft an agreement' }));
    const form = await screen.findByRole('form', { name: 'Draft an agreement' });
    await user.click(within(form).getByRole('button', { name: 'Draft' }));
    expect(await within(form).findByText('Enter the title')).toBeVisible();
    expect(sent('POST', `${PATH}/agreements`)).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/^Kind/), 'Affidavit of undertaking');
    await user.type(within(form).getByLabelText(/^Title/), 'Undertaking of Ma. Señora Peñafrancia');
    await user.click(within(form).getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Draft an agreement' })).toBeNull());
    expect(sent('POST', `${PATH}/agreements`)[0]?.body).toEqual({
      kind: 'affidavit_of_undertaking',
      title: 'Undertaking of Ma. Señora Peñafrancia',
      description: null,
    });
    expect(await within(region).findByText('Undertaking of Ma. Señora Peñafrancia')).toBeVisible();
  });

  it('terminates an agreement only with a reason', async () => {
    service.routes.set(`POST /api/v1/staff/agreements/${EXECUTED.id}/status`, () => json({ ...EXECUTED, status: 'terminated' }));
    const { user, region } = await openAgreements();
    await user.click(within(rowOf(region, EXECUTED.title)).getByRole('button', { name: 'Terminate' }));
    const form = await screen.findByRole('form', { name: 'Terminate' });
    await user.click(within(form).getByRole('button', { name: 'Terminate' }));
    expect(await within(form).findByText('Enter the reason')).toBeVisible();
    await user.type(within(form).getByLabelText(/^Reason/), 'The permittee withdrew from the project.');
    await user.click(within(form).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Terminate' })).toBeNull());
    expect(sent('POST', `/api/v1/staff/agreements/${EXECUTED.id}/status`)[0]?.body).toEqual({
      to: 'terminated',
      reason: 'The permittee withdrew from the project.',
    });
  });

  it("shows a refused step as the problem's title and detail", async () => {
    service.routes.set(`POST /api/v1/staff/agreements/${DRAFT_MOA.id}/status`, () =>
      problem(403, 'not_permitted', 'You may not do this', 'Writing agreements needs the role evaluator, chief or admin.'),
    );
    const { user, region } = await openAgreements();
    await user.click(within(rowOf(region, DRAFT_MOA.title)).getByRole('button', { name: 'Send for signature' }));
    const form = await screen.findByRole('form', { name: 'Send for signature' });
    await user.click(within(form).getByRole('button', { name: 'Send for signature' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('You may not do this');
    expect(alert).toHaveTextContent('Writing agreements needs the role evaluator, chief or admin.');
    expect(sent('POST', `/api/v1/staff/agreements/${DRAFT_MOA.id}/status`)[0]?.body).toEqual({ to: 'for_signature', reason: null });
  });

  it('uploads the signed file as multipart, and shows a refused file as its problem', async () => {
    let answer = problem(415, 'unsupported_media_type', 'The file type is not accepted', 'The content is a Windows executable, not a PDF.');
    service.routes.set(`PUT /api/v1/staff/agreements/${DRAFT_MOA.id}/signed-file`, () => answer);
    const { user, region } = await openAgreements();
    await user.click(within(rowOf(region, DRAFT_MOA.title)).getByRole('button', { name: 'Upload signed file' }));
    const form = await screen.findByRole('form', { name: 'Upload the signed file' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Choose the signed file')).toBeVisible();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['MZ'], 'moa-signed.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The file type is not accepted');
    expect(alert).toHaveTextContent('The content is a Windows executable, not a PDF.');

    answer = json({ ...DRAFT_MOA, fileName: 'moa-signed.pdf' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Upload the signed file' })).toBeNull());
    const uploads = sent('PUT', `/api/v1/staff/agreements/${DRAFT_MOA.id}/signed-file`);
    expect(uploads).toHaveLength(2);
    expect(((uploads[1]?.body as FormData | undefined)?.get('file') as File | undefined)?.name).toBe('moa-signed.pdf');
  });
});
