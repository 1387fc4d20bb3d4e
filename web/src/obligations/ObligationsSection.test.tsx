import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffApplication } from '../applications/application.queries';
import { applicationIn, ISSUED_PERMIT, permitsOf } from '../permits/permit.fixtures';
import type { ApplicationAbsch } from '../permits/permit.queries';
import { DOCUMENTS } from '../testing/fixtures/staff-documents';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { CERTIFICATE_OF_DEPOSIT, COLLECTION_REPORT, FINAL_REPORT, OBLIGATIONS, REPORT_FILE } from './obligation.fixtures';
import type { StaffObligations } from './obligations.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const CHIEF: StaffAccount = { email: 'ramon.villanueva@bmb.gov.ph', password: 'x', name: 'Ramon Villanueva', roles: ['chief'] };
const REVIEWS = ['accept_obligation', 'reject_obligation', 'waive_obligation'];

let service: SessionApiStandIn;
let application: StaffApplication;
let obligations: StaffObligations;
const PATH = `/api/v1/staff/applications/${applicationIn('issued', []).id}`;
const NO_PUBLICATION: ApplicationAbsch = {
  applicationId: applicationIn('issued', []).id,
  cbdStatus: 'ready',
  configured: false,
  automatic: false,
  publications: [],
  communiques: [],
  drift: null,
};

beforeEach(() => {
  application = applicationIn('issued', REVIEWS);
  obligations = OBLIGATIONS;
  service = new SessionApiStandIn([CHIEF]);
  service.signIn(CHIEF.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(application), { headers: { 'content-type': 'application/json', etag: `"${application.version}"` } }),
  );
  service.routes.set(`GET ${PATH}/permits`, () => json(permitsOf([ISSUED_PERMIT])));
  service.routes.set(`GET ${PATH}/absch`, () => json(NO_PUBLICATION));
  service.routes.set(`GET ${PATH}/obligations`, () => json(obligations));
  service.routes.set(`GET ${PATH}/attachments`, () => json({ ...DOCUMENTS, attachments: [...DOCUMENTS.attachments, REPORT_FILE] }));
});

function actionRequests() {
  return service.requests.filter((request) => request.method === 'POST' && request.path === `${PATH}/actions`);
}

async function openObligations() {
  const view = renderApp(`/app/applications/${application.id}`, service.fetch);
  const section = await screen.findByRole('region', { name: 'Obligations' });
  await within(section).findByRole('article', { name: COLLECTION_REPORT.title });
  return { ...view, section };
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe("the permit's obligations", () => {
  it('lists each obligation by its title (not its type code), its due date and state, the overdue one set apart', async () => {
    const { section } = await openObligations();
    expect(within(section).getByRole('status')).toHaveTextContent('3 obligations, 1 overdue, 1 to review (1 flagged).');
    const overdue = within(section).getByRole('article', { name: CERTIFICATE_OF_DEPOSIT.title });
    expect(overdue).not.toHaveTextContent('certificate_of_deposit');
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('Due 30 May 2027');
    expect(overdue).toHaveTextContent('Nothing submitted yet.');
    expect(overdue).toHaveStyle({ borderLeftWidth: '6px', borderLeftColor: '#9b1c1c' });
    const pending = within(section).getByRole('article', { name: FINAL_REPORT.title });
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Due 25 Nov 2027');
    expect(pending).not.toHaveStyle({ borderLeftWidth: '6px' });
    const report = within(section).getByRole('article', { name: COLLECTION_REPORT.title });
    expect(report).toHaveTextContent('Submitted: to review');
    // Each obligation offers what fits its state: a submission to review is accepted or rejected; any open one waived.
    const buttons = (article: HTMLElement) =>
      within(article)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((label) => ['Accept', 'Reject', 'Waive'].includes(label ?? ''));
    expect(buttons(report)).toEqual(['Accept', 'Reject', 'Waive']);
    expect(buttons(overdue)).toEqual(['Waive']);
    expect(buttons(pending)).toEqual(['Waive']);
    // The page's action bar leaves them to the obligations.
    expect(within(screen.getByRole('region', { name: 'Actions' })).queryAllByRole('button')).toEqual([]);
  });

  it('offers no review to a user the service does not allow one', async () => {
    application = applicationIn('issued', []);
    const { section } = await openObligations();
    expect(within(section).queryByRole('button', { name: /^(Accept|Reject|Waive):/ })).toBeNull();
  });

  it("shows a collection report's specimen rows beside the permit's species, the flagged rows highlighted", async () => {
    const { section, user } = await openObligations();
    const report = within(section).getByRole('article', { name: COLLECTION_REPORT.title });
    expect(within(report).getByText('2 of 3 rows do not match the permit')).toBeVisible();
    expect(report).toHaveTextContent('Note from the agency: Two frogs were found dead on the trail and kept.');
    const specimens = within(report).getByRole('table', { name: 'Specimens reported' });
    const clean = rowOf(specimens, 'Platymantis luzonensis');
    expect(clean).toHaveTextContent('4 tissue samples');
    expect(clean.querySelector('mark')).toBeNull();
    expect(within(specimens).queryByText(/Flags of row 1:/)).toBeNull();
    const bullfrog = rowOf(specimens, 'Rana catesbeiana');
    expect(within(bullfrog).getByText('Rana catesbeiana').tagName).toBe('MARK');
    expect(within(bullfrog).getByText('3 Feb 2027').tagName).not.toBe('MARK');
    expect(rowOf(specimens, 'Flags of row 2:')).toHaveTextContent(
      'Species not on the permit: Rana catesbeiana is not among the species of the permit.',
    );
    const lucban = rowOf(specimens, 'Lucban');
    expect(within(lucban).getByText('Lucban, Quezon').tagName).toBe('MARK');
    expect(within(lucban).getByText('2 May 2027').tagName).toBe('MARK');
    expect(within(lucban).getByText('Rhacophorus pardalis').tagName).not.toBe('MARK');
    const lucbanFlags = rowOf(specimens, 'Flags of row 3:');
    expect(lucbanFlags).toHaveTextContent('Place not on the permit: Lucban, Quezon is not a location of the permit.');
    expect(lucbanFlags).toHaveTextContent('Date outside the collection period: 2027-05-02 is after the collection period');
    const authorised = within(report).getByRole('table', { name: 'Authorised by the permit' });
    expect(rowOf(authorised, 'Platymantis luzonensis')).toHaveTextContent('Los Baños, Laguna1 Dec 2026 – 31 Mar 2027');
    expect(authorised).not.toHaveTextContent('Rana catesbeiana');
    // The report's file opens in the document viewer, framed from the staff file route.
    expect(within(report).getByRole('link', { name: 'collection-report.pdf' })).toHaveAttribute('href', REPORT_FILE.url);
    await user.click(within(report).getByRole('button', { name: 'View collection-report.pdf' }));
    const viewer = await within(report).findByRole('figure', { name: `Viewer: ${REPORT_FILE.title}` });
    expect(within(viewer).getByTitle(REPORT_FILE.title)).toHaveAttribute('src', `${REPORT_FILE.url}?disposition=inline`);
    await user.click(within(viewer).getByRole('button', { name: 'Close the viewer' }));
    expect(within(report).queryByRole('figure')).toBeNull();
  });

  it('accepts a submission with the obligation’s id, sent with If-Match', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      obligations = { ...OBLIGATIONS, items: [{ ...COLLECTION_REPORT, status: 'accepted' }, CERTIFICATE_OF_DEPOSIT, FINAL_REPORT] };
      application = applicationIn('issued', REVIEWS, application.version + 1);
      return json(application);
    });
    const { section, user } = await openObligations();
    await user.click(within(section).getByRole('button', { name: `Accept: ${COLLECTION_REPORT.title}` }));
    const form = await screen.findByRole('form', { name: 'Accept an obligation' });
    expect(form).toHaveTextContent(COLLECTION_REPORT.title);
    expect(within(form).queryByLabelText(/Obligation id/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Accept an obligation' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Accept an obligation' })).toBeNull());
    expect(actionRequests()[0]?.body).toEqual({ action: 'accept_obligation', obligationId: COLLECTION_REPORT.id });
    expect(actionRequests()[0]?.headers.get('if-match')).toBe('"7"');
    const report = within(section).getByRole('article', { name: COLLECTION_REPORT.title });
    expect(await within(report).findByText('Accepted')).toBeVisible();
    expect(within(report).queryByRole('button', { name: /^(Accept|Reject|Waive):/ })).toBeNull();
  });

  it('asks a rejection for its reason, and shows a refusal as its title and detail', async () => {
    service.routes.set(`POST ${PATH}/actions`, () =>
      problem(
        409,
        'action_not_allowed',
        'This action is not allowed on the application now',
        'reject_obligation: the obligation is accepted, not submitted.',
      ),
    );
    const { section, user } = await openObligations();
    await user.click(within(section).getByRole('button', { name: `Reject: ${COLLECTION_REPORT.title}` }));
    const form = await screen.findByRole('form', { name: 'Reject an obligation' });
    await user.click(within(form).getByRole('button', { name: 'Reject an obligation' }));
    expect(await within(form).findByText('Enter reasons')).toBeVisible();
    expect(actionRequests()).toHaveLength(0);
    await user.click(within(form).getByLabelText(/^Reasons/));
    await user.paste('Rana catesbeiana was not authorised: explain or correct row 2.');
    await user.click(within(form).getByRole('button', { name: 'Reject an obligation' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This action is not allowed on the application now');
    expect(alert).toHaveTextContent('reject_obligation: the obligation is accepted, not submitted.');
    expect(actionRequests()[0]?.body).toEqual({
      action: 'reject_obligation',
      obligationId: COLLECTION_REPORT.id,
      reasons: 'Rana catesbeiana was not authorised: explain or correct row 2.',
    });
  });

  it('waives an overdue obligation with the reason', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      obligations = {
        ...OBLIGATIONS,
        items: [COLLECTION_REPORT, { ...CERTIFICATE_OF_DEPOSIT, status: 'waived', statusReason: 'No specimen was kept.' }, FINAL_REPORT],
      };
      return json(application);
    });
    const { section, user } = await openObligations();
    await user.click(within(section).getByRole('button', { name: `Waive: ${CERTIFICATE_OF_DEPOSIT.title}` }));
    const form = await screen.findByRole('form', { name: 'Waive an obligation' });
    await user.click(within(form).getByLabelText(/^Reasons/));
    await user.paste('No specimen was kept.');
    await user.click(within(form).getByRole('button', { name: 'Waive an obligation' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Waive an obligation' })).toBeNull());
    expect(actionRequests()[0]?.body).toEqual({
      action: 'waive_obligation',
      obligationId: CERTIFICATE_OF_DEPOSIT.id,
      reasons: 'No specimen was kept.',
    });
    const deposit = within(section).getByRole('article', { name: CERTIFICATE_OF_DEPOSIT.title });
    expect(await within(deposit).findByText('Waived because: No specimen was kept.')).toBeVisible();
    expect(deposit).not.toHaveStyle({ borderLeftWidth: '6px' });
  });

  it('says when a permit owes nothing', async () => {
    obligations = { items: [], authorisedSpecies: [] };
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const section = await screen.findByRole('region', { name: 'Obligations' });
    expect(await within(section).findByText('Nothing owed')).toBeVisible();
  });

  it('shows the service’s refusal to read the obligations as its problem', async () => {
    service.routes.set(`GET ${PATH}/obligations`, () =>
      problem(503, 'service_unavailable', 'The service is unavailable', 'The database cannot be reached now.'),
    );
    renderApp(`/app/applications/${application.id}`, service.fetch);
    const alert = await within(await screen.findByRole('region', { name: 'Obligations' })).findByRole('alert');
    expect(alert).toHaveTextContent('The service is unavailable');
    expect(alert).toHaveTextContent('The database cannot be reached now.');
  });
});
