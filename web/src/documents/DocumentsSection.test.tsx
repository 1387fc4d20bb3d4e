import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { DOCUMENTS, ENDORSEMENT, FORM, LIBRARY_CV, NCIP_NOTE, QUARANTINED } from '../testing/fixtures/staff-documents';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const INTAKE: StaffAccount = { email: 'ana.dimaculangan@bmb.gov.ph', password: 'x', name: 'Ana Dimaculangan', roles: ['intake'] };
const REVIEWS = ['accept_document', 'reject_document', 'waive_requirement'];
const APP = { ...SUBMITTED_APPLICATION, allowedActions: ['return_incomplete', 'accept', ...REVIEWS] };
const PATH = `/api/v1/staff/applications/${APP.id}`;

let service: SessionApiStandIn;
let version = APP.version;
function serveApplication(allowedActions: string[] = APP.allowedActions) {
  service.routes.set(
    `GET ${PATH}`,
    () =>
      new Response(JSON.stringify({ ...APP, version, allowedActions }), {
        headers: { 'content-type': 'application/json', etag: `"${version}"` },
      }),
  );
}
beforeEach(() => {
  version = APP.version;
  service = new SessionApiStandIn([INTAKE]);
  service.signIn(INTAKE.email);
  serveApplication();
  service.routes.set(`GET ${PATH}/attachments`, () => json(DOCUMENTS));
  service.routes.set(`GET ${PATH}/agreements`, () => json([]));
});

const sent = (method: string, path: string) => service.requests.filter((request) => request.method === method && request.path === path);

async function openDocuments() {
  const view = renderApp(`/app/applications/${APP.id}`, service.fetch);
  const region = await screen.findByRole('region', { name: 'Documents' });
  await within(region).findByRole('table', { name: 'Requirement checklist' });
  return { ...view, region };
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('the documents of an application', () => {
  it("says where else a document from the agency's library is attached and when it was accepted before, by whom", async () => {
    service.routes.set(`GET ${PATH}/attachments`, () => json({ ...DOCUMENTS, attachments: [...DOCUMENTS.attachments, LIBRARY_CV] }));
    const { region } = await openDocuments();
    const files = within(region).getByRole('table', { name: 'Documents' });
    const cv = rowOf(files, LIBRARY_CV.title);
    expect(cv).toHaveTextContent('From the agency’s document library. Also attached to: BP-2026-000101, BP-2026-000102');
    expect(cv).toHaveTextContent(/Accepted before in BP-2026-000101 on .*2026 by Ana Dimaculangan \(Intake/);
    const links = within(cv).getAllByRole('link', { name: 'BP-2026-000101' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/applications/0d000000-0000-4000-8000-000000000001',
      '/app/applications/0d000000-0000-4000-8000-000000000001',
    ]);
    // An uploaded file says nothing of a library.
    expect(rowOf(files, FORM.title)).not.toHaveTextContent('library');
  });

  it('shows the checklist with each state in words, what is still needed, and every file with its status', async () => {
    const { region } = await openDocuments();
    const checklist = within(region).getByRole('table', { name: 'Requirement checklist' });
    expect(rowOf(checklist, 'Application form')).toHaveTextContent(/YesTo review/);
    expect(rowOf(checklist, 'Endorsement of the dean')).toHaveTextContent('RejectedThe letter is not signed.');
    expect(rowOf(checklist, 'Research proposal')).toHaveTextContent('Accepted');
    expect(rowOf(checklist, 'Prior clearance')).toHaveTextContent('Missing');
    expect(rowOf(checklist, 'NCIP')).toHaveTextContent(/NoWaivedNot in an ancestral domain\./);
    // Waiving is offered only on a required item it would change.
    expect(within(rowOf(checklist, 'Official receipt')).queryByRole('button')).toBeNull();
    expect(within(rowOf(checklist, 'Prior clearance')).getByRole('button', { name: 'Waive Prior clearance of the LGU' })).toBeVisible();
    expect(within(rowOf(checklist, 'Research proposal')).queryByRole('button')).toBeNull();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Still needed before acceptance: Application form; Endorsement of the dean, adviser or an expert; Prior clearance of the LGU.',
    );

    const files = within(region).getByRole('table', { name: 'Documents' });
    const form = rowOf(files, FORM.title);
    expect(within(form).getByRole('link', { name: FORM.fileName })).toHaveAttribute('href', `${PATH}/attachments/${FORM.id}/file`);
    expect(within(form).getByRole('button', { name: `Accept ${FORM.title}` })).toBeVisible();
    expect(within(form).getByRole('button', { name: `Reject ${FORM.title}` })).toBeVisible();
    // A rejected file may be accepted after all; an accepted one rejected; a quarantined one is never served.
    expect(within(rowOf(files, ENDORSEMENT.title)).queryByRole('button', { name: /^Reject/ })).toBeNull();
    const quarantined = rowOf(files, QUARANTINED.title);
    expect(quarantined).toHaveTextContent('Quarantined');
    expect(within(quarantined).queryByRole('link')).toBeNull();
    expect(within(quarantined).queryByRole('button')).toBeNull();
    const internal = rowOf(files, NCIP_NOTE.title);
    expect(internal).toHaveTextContent('Internal');
    expect(internal).toHaveTextContent('by staff');
    // A Word file has no view in the browser: its link downloads it.
    expect(within(internal).queryByRole('button', { name: `View ${NCIP_NOTE.title}` })).toBeNull();
    // The reviews are taken on their rows, not from the action bar.
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: /document|requirement/ })).toBeNull();
  });

  it('shows an optional document not sent as such, not as a missing requirement', async () => {
    const { region } = await openDocuments();
    const checklist = within(region).getByRole('table', { name: 'Requirement checklist' });
    const receipt = rowOf(checklist, 'Official receipt');
    expect(receipt).toHaveTextContent('Optional, not sent');
    expect(receipt).not.toHaveTextContent('Missing');
  });

  it('offers no review where the service allows this user none', async () => {
    serveApplication(['return_incomplete']);
    const { region } = await openDocuments();
    expect(within(region).queryByRole('button', { name: /^(Accept|Reject|Waive) / })).toBeNull();
    expect(within(region).getByRole('button', { name: `View ${FORM.title}` })).toBeVisible();
  });

  it.each([
    [['intake'], true],
    [['evaluator'], true],
    [['viewer'], false],
  ] as const)('offers the upload to %j only where the service lets it upload (%s); every file stays readable', async (roles, offered) => {
    const account: StaffAccount = { email: `${roles[0]}@bmb.gov.ph`, password: 'x', name: roles[0], roles: [...roles] };
    service = new SessionApiStandIn([account]);
    service.signIn(account.email);
    serveApplication(roles[0] === 'intake' ? APP.allowedActions : []);
    service.routes.set(`GET ${PATH}/attachments`, () => json(DOCUMENTS));
    service.routes.set(`GET ${PATH}/agreements`, () => json([]));
    const { region } = await openDocuments();
    const upload = within(region).queryByRole('button', { name: 'Upload a document' });
    if (offered) expect(upload).toBeVisible();
    else expect(upload).toBeNull();
    expect(within(region).getByRole('button', { name: `View ${FORM.title}` })).toBeVisible();
  });

  it('shows a PDF in a frame and an image as itself, both from the inline file route', async () => {
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: `View ${FORM.title}` }));
    const viewer = within(region).getByRole('figure', { name: `Viewer: ${FORM.title}` });
    expect(within(viewer).getByTitle(FORM.title)).toHaveAttribute('src', `${PATH}/attachments/${FORM.id}/file?disposition=inline`);
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${PATH}/attachments/${FORM.id}/file`);

    await user.click(within(region).getByRole('button', { name: `View ${ENDORSEMENT.title}` }));
    const image = within(region).getByRole('img', { name: ENDORSEMENT.title });
    expect(image).toHaveAttribute('src', `${PATH}/attachments/${ENDORSEMENT.id}/file?disposition=inline`);
    await user.click(within(region).getByRole('button', { name: 'Close the viewer' }));
    expect(within(region).queryByRole('figure')).toBeNull();
  });

  it('rejects a document only with a reason, sent with If-Match', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return json({ ...APP, version });
    });
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: `Reject ${FORM.title}` }));
    const form = await screen.findByRole('form', { name: 'Reject a document' });
    expect(form).toHaveTextContent(FORM.title);
    // One text for the agency: the reason.
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    expect(within(form).queryByLabelText(/Message to the agency/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Reject a document' }));
    expect(await within(form).findByText('Enter the reason')).toBeVisible();
    expect(sent('POST', `${PATH}/actions`)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Reason/), 'The form is not signed by the applicant.');
    await user.click(within(form).getByRole('button', { name: 'Reject a document' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reject a document' })).toBeNull());
    const [request] = sent('POST', `${PATH}/actions`);
    expect(request?.headers.get('if-match')).toBe(`"${APP.version}"`);
    expect(request?.body).toEqual({
      action: 'reject_document',
      attachmentId: FORM.id,
      reasons: 'The form is not signed by the applicant.',
    });
    // The page reads the application and its documents again.
    await waitFor(() => expect(sent('GET', `${PATH}/attachments`)).toHaveLength(2));
  });

  it('accepts documents one click each, each with the ETag the last acceptance produced, focusing what was done', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return new Response(JSON.stringify({ ...APP, version }), { headers: { 'content-type': 'application/json', etag: `"${version}"` } });
    });
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: `Accept ${ENDORSEMENT.title}` }));
    const said = await within(region).findByText(`Accepted: ${ENDORSEMENT.title}.`);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(said.closest('[role="status"]')).toHaveFocus());
    await user.click(within(region).getByRole('button', { name: `Accept ${FORM.title}` }));
    expect(await within(region).findByText(`Accepted: ${FORM.title}.`)).toBeVisible();

    const [first, second] = sent('POST', `${PATH}/actions`);
    expect(first?.body).toEqual({ action: 'accept_document', attachmentId: ENDORSEMENT.id });
    expect(first?.headers.get('if-match')).toBe(`"${APP.version}"`);
    expect(second?.body).toEqual({ action: 'accept_document', attachmentId: FORM.id });
    expect(second?.headers.get('if-match')).toBe(`"${APP.version + 1}"`);
  });

  it('waives a requirement with its reason, the one field the agency reads', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return json({ ...APP, version });
    });
    const { user, region } = await openDocuments();
    await user.click(await within(region).findByRole('button', { name: 'Waive Prior clearance of the LGU' }));
    const waive = await screen.findByRole('form', { name: 'Waive a requirement' });
    expect(within(waive).getAllByRole('textbox')).toHaveLength(1);
    await user.type(within(waive).getByLabelText(/^Reason/), 'Collection is outside any LGU-regulated area.');
    await user.click(within(waive).getByRole('button', { name: 'Waive a requirement' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Waive a requirement' })).toBeNull());
    expect(sent('POST', `${PATH}/actions`).map((request) => request.body)).toEqual([
      { action: 'waive_requirement', type: 'prior_clearance', reasons: 'Collection is outside any LGU-regulated area.' },
    ]);
    expect(within(region).getByText('Waived: Prior clearance of the LGU.').closest('[role="status"]')).toHaveFocus();
  });

  it('says someone else changed the application on a 412, and reloads it on request', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return problem(
        412,
        'precondition_failed',
        'The resource has changed since the version given',
        `The application is at version ${version}.`,
      );
    });
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: `Accept ${FORM.title}` }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    expect(alert).toHaveTextContent(`The application is at version ${APP.version + 1}.`);
    const reads = sent('GET', PATH).length;
    const documentReads = sent('GET', `${PATH}/attachments`).length;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(sent('GET', PATH).length).toBeGreaterThan(reads));
    await waitFor(() => expect(sent('GET', `${PATH}/attachments`).length).toBeGreaterThan(documentReads));
    await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
  });

  it("shows a refusal as the problem's title and detail", async () => {
    service.routes.set(`POST ${PATH}/actions`, () =>
      problem(409, 'action_not_allowed', 'This action is not allowed on the application now', 'Reviewing documents needs the role intake.'),
    );
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: `Reject ${FORM.title}` }));
    const form = await screen.findByRole('form', { name: 'Reject a document' });
    await user.type(within(form).getByLabelText(/^Reason/), 'Unsigned.');
    await user.click(within(form).getByRole('button', { name: 'Reject a document' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This action is not allowed on the application now');
    expect(alert).toHaveTextContent('Reviewing documents needs the role intake.');
  });

  it('shows the documents that cannot be read as the problem, the rest of the page still there', async () => {
    service.routes.set(`GET ${PATH}/attachments`, () =>
      problem(503, 'service_unavailable', 'The service is temporarily unavailable', 'The database does not answer.'),
    );
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const region = await screen.findByRole('region', { name: 'Documents' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The service is temporarily unavailable');
    expect(alert).toHaveTextContent('The database does not answer.');
    expect(screen.getByRole('region', { name: 'Permittee' })).toHaveTextContent(APP.application.name);
  });
});

/** Mantine's file input is a button over a hidden input: the upload goes to the input, as the browser's dialog would. */
function fileInputOf(form: HTMLElement): HTMLInputElement {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('a staff upload', () => {
  it('needs the file, the requirement and the title, then sends them as multipart with the internal flag', async () => {
    service.routes.set(`POST ${PATH}/attachments`, () => json(NCIP_NOTE, 201));
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: 'Upload a document' }));
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Choose the file')).toBeVisible();
    expect(within(form).getByText('Choose the requirement it answers')).toBeVisible();
    expect(sent('POST', `${PATH}/attachments`)).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/^Requirement/), 'Prior clearance of the LGU');
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Prior clearance of the LGU');
    await user.upload(fileInputOf(form), new File(['%PDF-1.7 clearance'], 'clearance.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByLabelText(/^Internal/));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Upload a document' })).toBeNull());
    const [request] = sent('POST', `${PATH}/attachments`);
    const body = request?.body as FormData;
    expect(request?.headers.get('x-csrf-token')).toBe(`csrf-${INTAKE.email}`);
    expect([...body.keys()]).toEqual(['type', 'title', 'internal', 'file']);
    expect(body.get('type')).toBe('prior_clearance');
    expect(body.get('internal')).toBe('true');
    expect((body.get('file') as File).name).toBe('clearance.pdf');
  });

  it("shows a refused file as the problem's title and detail, the field's message on its field", async () => {
    service.routes.set(`POST ${PATH}/attachments`, () =>
      problem(400, 'validation_failed', 'The request is not valid', 'title: must NOT have more than 500 characters', [
        { pointer: '/title', detail: 'must NOT have more than 500 characters' },
      ]),
    );
    const { user, region } = await openDocuments();
    await user.click(within(region).getByRole('button', { name: 'Upload a document' }));
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await user.selectOptions(within(form).getByLabelText(/^Requirement/), 'Application form');
    await user.upload(fileInputOf(form), new File(['%PDF-1.7'], 'form.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(within(form).getByLabelText(/^Title/)).toHaveAccessibleDescription(/must NOT have more than 500 characters/);
  });
});
