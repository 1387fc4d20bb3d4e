import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { renderApp } from '../testing/render';
import { problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { actionBody } from './action-forms';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './ApplicationPage';

const INTAKE: StaffAccount = { email: 'ana.dimaculangan@bmb.gov.ph', password: 'x', name: 'Ana Dimaculangan', roles: ['intake'] };
const APP = SUBMITTED_APPLICATION;
const PATH = `/api/v1/staff/applications/${APP.id}`;

let service: SessionApiStandIn;
let version = APP.version;
beforeEach(() => {
  version = APP.version;
  service = new SessionApiStandIn([INTAKE]);
  service.signIn(INTAKE.email);
  service.routes.set(
    `GET ${PATH}`,
    () =>
      new Response(JSON.stringify({ ...APP, version, status: version > APP.version ? 'incomplete' : APP.status }), {
        headers: { 'content-type': 'application/json', etag: `"${version}"` },
      }),
  );
});

function actionRequests() {
  return service.requests.filter((request) => request.method === 'POST' && request.path === `${PATH}/actions`);
}

describe('the application page', () => {
  it('shows the summary, the permittee, the timeline and the actions this user may take', async () => {
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: APP.registrationNo })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Permittee' })).toHaveTextContent(APP.application.name);
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Return as incomplete', 'Accept as complete']);
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Submitted');
  });

  it('reads the application again when it is opened again: what the agency did meanwhile shows at once', async () => {
    const { router } = renderApp(`/app/applications/${APP.id}`, service.fetch, { queryClient: createQueryClient() });
    await screen.findByRole('heading', { level: 1, name: APP.registrationNo });
    expect(screen.queryByText('Incomplete')).toBeNull();
    await router.navigate({ to: '/workqueues' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: APP.registrationNo })).toBeNull());
    // Within the cache's 30 s: the agency answered, the application moved on.
    version += 1;
    router.history.back();
    await screen.findByRole('heading', { level: 1, name: APP.registrationNo });
    expect(await screen.findByText('Incomplete')).toBeVisible();
  });

  it("shows the personal data stored of the permittee: date of birth, sex, occupation, employer and the agency's notes", async () => {
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const permittee = await screen.findByRole('region', { name: 'Permittee' });
    const fact = (label: string) => within(permittee).getByText(label, { selector: 'th' }).nextElementSibling?.textContent;
    expect(fact('Date of birth')).toBe('12 Apr 1988');
    expect(fact('Sex')).toBe('Female');
    expect(fact('Occupation')).toBe('Researcher');
    expect(fact('Employer')).toBe('University of the Philippines, Diliman');
    expect(fact("Agency's notes")).toBe('Team of four');
  });

  it("tells the chief why Endorse is not open to her, and shows the recommendation's reasons where she decides", async () => {
    const evaluator = { kind: 'staff', id: '0193a5f0-0000-7000-8000-000000000002', name: 'Ramon Villanueva' };
    service.routes.set(
      `GET ${PATH}`,
      () =>
        new Response(
          JSON.stringify({
            ...APP,
            status: 'for_decision',
            allowedActions: ['assign'],
            unavailableActions: [
              { action: 'endorse', reason: 'endorse needs the application assigned to you; it is assigned to someone else' },
              { action: 'accept_document', reason: 'accept_document is not possible now: nothing to review' },
            ],
            recommendation: { recommendation: 'approve', by: evaluator, at: '2026-12-01T02:00:00Z', reasons: 'Complete, cleared by PAMB.' },
            endorsement: null,
          }),
          { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } },
        ),
    );
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Assign']);
    const waiting = within(actions).getByRole('list', { name: 'Not open to you yet' });
    // Only the bar's own actions: a document's review is offered on its row.
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Endorse needs the application assigned to you; it is assigned to someone else.']);
    const chain = screen.getByRole('region', { name: 'Recommendation and endorsement' });
    expect(chain).toHaveTextContent('Recommended: approve');
    expect(chain).toHaveTextContent('Ramon Villanueva');
    expect(chain).toHaveTextContent('Reasons: Complete, cleared by PAMB.');
    expect(chain).toHaveTextContent('Not endorsed yet.');
  });

  it("shows the approver the endorsement's note beside the recommendation", async () => {
    const person = (name: string) => ({ kind: 'staff', id: '0193a5f0-0000-7000-8000-000000000003', name });
    service.routes.set(
      `GET ${PATH}`,
      () =>
        new Response(
          JSON.stringify({
            ...APP,
            status: 'for_decision',
            allowedActions: ['approve', 'deny'],
            recommendation: { recommendation: 'deny', by: person('Ramon Villanueva'), at: '2026-12-01T02:00:00Z', reasons: 'Endangered.' },
            endorsement: { by: person('Liza Soriano'), at: '2026-12-01T03:00:00Z', text: 'Agreed: the species is listed.' },
          }),
          { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } },
        ),
    );
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const chain = await screen.findByRole('region', { name: 'Recommendation and endorsement' });
    expect(chain).toHaveTextContent('Recommended: deny');
    expect(chain).toHaveTextContent('Reasons: Endangered.');
    expect(chain).toHaveTextContent('Liza Soriano');
    expect(chain).toHaveTextContent('Note: Agreed: the species is listed.');
    expect(within(screen.getByRole('region', { name: 'Actions' })).queryByRole('list')).toBeNull();
  });

  it('names in the timeline who was assigned and which document, each step once with its notice', async () => {
    const intake = { kind: 'staff', id: '0193a5f0-0000-7000-8000-000000000004', name: 'Ana Dimaculangan' };
    const evaluator = { kind: 'staff', id: '0193a5f0-0000-7000-8000-000000000005', name: 'Ramon Villanueva' };
    const at = (minute: number) => `2026-11-27T0${minute}:00:00.000Z`;
    const title = 'Research proposal (objectives, methods, species, sites, schedule)';
    service.routes.set(
      `GET ${PATH}`,
      () =>
        new Response(
          JSON.stringify({
            ...APP,
            timeline: [
              ...APP.timeline,
              {
                sequence: 2,
                action: 'document_accepted',
                actor: intake,
                role: 'intake',
                payload: { attachmentId: APP.id, type: 'research_proposal', title },
                at: at(1),
              },
              {
                sequence: 3,
                action: 'assigned',
                actor: intake,
                role: 'chief',
                payload: { assigneeId: evaluator.id },
                assignee: evaluator,
                at: at(2),
              },
            ],
            notices: [
              ...APP.notices,
              {
                id: '01a217b4-0ff0-74f9-9471-c13174704299',
                log: 'document_accepted',
                message: `The document "${title}" is accepted.`,
                visibility: 'external',
                author: intake,
                createdAt: at(1),
              },
            ],
          }),
          { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } },
        ),
    );
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const steps = timeline.querySelectorAll('.mantine-Timeline-itemTitle');
    expect([...steps].map((step) => step.textContent)).toEqual([
      'Assigned to Ramon Villanueva',
      `Document accepted: ${title}`,
      'Submitted',
    ]);
    // The notices are told under the step that wrote them, not as steps of their own.
    expect(within(timeline).getAllByText('Document accepted')).toHaveLength(1);
    // A notice is named in words, never by its code (issue 31: "Notice: received").
    expect(within(timeline).getByText('Acknowledgement of receipt')).toBeVisible();
    expect(timeline).not.toHaveTextContent(/Notice: /);
    expect(within(timeline).getAllByText(`The document "${title}" is accepted.`)).toHaveLength(1);
    expect(timeline).toHaveTextContent(APP.notices[0]?.message ?? '');
  });

  it("shows each species' collection period and state", async () => {
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const species = await screen.findByRole('region', { name: 'Species' });
    const frog = within(species).getByRole('row', { name: /Platymantis luzonensis/ });
    expect(frog).toHaveTextContent('1 Dec 2026 – 31 Mar 2027');
    expect(within(frog).getByRole('cell', { name: 'tissue sample' })).toBeVisible();
    expect(within(species).getByRole('columnheader', { name: 'State' })).toBeVisible();
    expect(species).not.toHaveTextContent('— – —');
  });

  it('says where the actions on documents are, without a permit section where there is no permit', async () => {
    service.routes.set(
      `GET ${PATH}`,
      () =>
        new Response(JSON.stringify({ ...APP, allowedActions: ['accept_document', 'reject_document'] }), {
          headers: { 'content-type': 'application/json', etag: `"${APP.version}"` },
        }),
    );
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(actions).toHaveTextContent('Your actions on the documents are in their section below.');
    expect(actions).not.toHaveTextContent(/permit/);
    expect(screen.queryByRole('region', { name: 'Permit' })).toBeNull();
  });

  it('says who reads each field: an internal notice is not a message to the agency', async () => {
    service.routes.set(
      `GET ${PATH}`,
      () =>
        new Response(JSON.stringify({ ...APP, status: 'under_evaluation', allowedActions: ['recommend', 'release_hold'] }), {
          headers: { 'content-type': 'application/json', etag: `"${APP.version}"` },
        }),
    );
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Recommend' }));
    const form = await screen.findByRole('form', { name: 'Recommend' });
    expect(within(form).queryByLabelText(/Message to the agency/)).toBeNull();
    expect(within(form).getByLabelText(/^Reasons/)).toHaveAccessibleDescription(/Only staff read this/);
    expect(within(form).getByLabelText(/Text of the internal notice/)).toHaveAccessibleDescription(/the agency does not/);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Release the hold' }));
    const release = await screen.findByRole('form', { name: 'Release the hold' });
    expect(within(release).getByLabelText(/Note for the file/)).toHaveAccessibleDescription(/the agency does not see it/);
  });

  it('says so on a field whose text reaches the agency', async () => {
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    expect(within(form).getByLabelText(/^Reasons/)).toHaveAccessibleDescription('The agency reads this in the notice.');
    expect(within(form).getByLabelText(/Message to the agency/)).toHaveAccessibleDescription(/Sent to the agency/);
  });

  it('sends an action with If-Match and its fields, after checking the required ones', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return new Response(JSON.stringify({ ...APP, version, status: 'incomplete' }), { headers: { 'content-type': 'application/json' } });
    });
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    expect(await within(form).findByText('Enter reasons')).toBeVisible();
    expect(actionRequests()).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Missing requirements/), 'Prior informed consent{Enter}  {Enter}Map of the site');
    await user.type(within(form).getByLabelText(/^Reasons/), 'Two documents are missing.');
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return as incomplete' })).toBeNull());
    const sent = actionRequests()[0];
    expect(sent?.headers.get('if-match')).toBe(`"${APP.version}"`);
    // A fresh key per submission: a replay of this request answers the original result instead of a 412.
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-ana.dimaculangan@bmb.gov.ph');
    expect(sent?.body).toEqual({
      action: 'return_incomplete',
      missingItems: ['Prior informed consent', 'Map of the site'],
      reasons: 'Two documents are missing.',
    });
    expect(await screen.findByText('Incomplete')).toBeVisible();
  });

  it('moves the focus to what the action did once its form closes', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return new Response(JSON.stringify({ ...APP, version, status: 'incomplete' }), { headers: { 'content-type': 'application/json' } });
    });
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    await user.type(within(form).getByLabelText(/^Reasons/), 'Two documents are missing.');
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    const said = await screen.findByText('Return as incomplete: done. The application is incomplete.');
    const status = said.closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("returns as incomplete without missing items, the notice then listing the checklist's, and says so", async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return new Response(JSON.stringify({ ...APP, version, status: 'incomplete' }), { headers: { 'content-type': 'application/json' } });
    });
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    const items = within(form).getByLabelText(/Missing requirements/);
    expect(items).not.toBeRequired();
    expect(items).toHaveAccessibleDescription(/Left empty, the notice lists the checklist's missing items/);
    await user.type(within(form).getByLabelText(/^Reasons/), 'The endorsement letter is not signed.');
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return as incomplete' })).toBeNull());
    expect(actionRequests().map((request) => request.body)).toEqual([
      { action: 'return_incomplete', reasons: 'The endorsement letter is not signed.' },
    ]);
  });

  it("puts the service's refusal of a return without missing items on that field", async () => {
    service.routes.set(`POST ${PATH}/actions`, () =>
      problem(400, 'validation_failed', 'The request is not valid', '/missingItems is required', [
        { pointer: '/missingItems', detail: 'is required: every required document of the checklist is accepted or waived' },
      ]),
    );
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    await user.type(within(form).getByLabelText(/^Reasons/), 'Incomplete.');
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    // In the form's problem list and under the field itself (and, as the service wrote it, under Details).
    const shown = await within(form).findAllByText(/every required document of the checklist is accepted or waived/);
    expect(shown.filter((element) => !element.closest('details'))).toHaveLength(2);
    const field = within(form).getByLabelText(/Missing requirements/);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/every required document of the checklist is accepted or waived/);
  });

  it('speaks to people in a refusal: the field by its label, no internal code, the technical text under Details', async () => {
    let answer = problem(400, 'validation_failed', 'The request is not valid', '/missingItems is required', [
      { pointer: '/missingItems', detail: 'is required: every required document of the checklist is accepted or waived' },
    ]);
    service.routes.set(`POST ${PATH}/actions`, () => answer);
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    await user.type(within(form).getByLabelText(/^Reasons/), 'Incomplete.');
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    const alert = await within(form).findByRole('alert');
    expect(
      within(alert).getByText('Missing requirements is required: every required document of the checklist is accepted or waived.'),
    ).toBeVisible();
    expect(within(alert).getByText('Details')).toBeVisible();
    expect(alert.querySelector('details')).toHaveTextContent('validation_failed: /missingItems is required');
    expect(alert.querySelector('details')).toHaveTextContent('/missingItems: is required: every required document');

    answer = problem(
      409,
      'action_not_allowed',
      'This action is not allowed on the application now',
      'return_incomplete: from under_evaluation the application cannot go back to incomplete',
    );
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    expect(await within(form).findByText('From under evaluation the application cannot go back to incomplete.')).toBeVisible();
    expect(within(form).getByRole('alert').querySelector('details')).toHaveTextContent(
      'return_incomplete: from under_evaluation the application cannot go back to incomplete',
    );
  });

  it('keeps what was typed when the session ended while sending, and brings the form back filled after logging in again', async () => {
    service.routes.set(`POST ${PATH}/actions`, () => {
      version += 1;
      return new Response(JSON.stringify({ ...APP, version, status: 'incomplete' }), { headers: { 'content-type': 'application/json' } });
    });
    const { user, router } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Return as incomplete' }));
    const form = await screen.findByRole('form', { name: 'Return as incomplete' });
    await user.type(within(form).getByLabelText(/^Reasons/), 'The map of the site is missing.');
    service.expire();
    await user.click(within(form).getByRole('button', { name: 'Return as incomplete' }));
    expect(await screen.findByText('Your session has ended. Log in again to continue where you were.')).toBeVisible();

    await user.type(screen.getByLabelText(/Email/), INTAKE.email);
    await user.type(screen.getByLabelText(/Password/), `${INTAKE.password}{Enter}`);
    const again = await screen.findByRole('form', { name: 'Return as incomplete' });
    expect(router.state.location.pathname).toBe(`/applications/${APP.id}`);
    expect(within(again).getByLabelText(/^Reasons/)).toHaveValue('The map of the site is missing.');
    expect(within(again).getByText('Your form is back as you left it')).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Return as incomplete' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return as incomplete' })).toBeNull());
    // The first was refused with the session (401); the second, the same form, is taken.
    expect(actionRequests().map((request) => request.body)).toEqual([
      { action: 'return_incomplete', reasons: 'The map of the site is missing.' },
      { action: 'return_incomplete', reasons: 'The map of the site is missing.' },
    ]);
    // Sent: nothing is kept any more.
    expect(sessionStorage.length).toBe(0);
  }, 60_000);

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
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Accept as complete' }));
    const form = await screen.findByRole('form', { name: 'Accept as complete' });
    await user.click(within(form).getByRole('button', { name: 'Accept as complete' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    expect(alert).toHaveTextContent(`The application is at version ${APP.version + 1}.`);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Incomplete')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Accept as complete' })).toBeNull();
  });

  it("shows any other refusal as the problem's title and detail", async () => {
    service.routes.set(`POST ${PATH}/actions`, () =>
      problem(409, 'action_not_allowed', 'This action is not allowed on the application now', 'Accept needs the role intake.'),
    );
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Accept as complete' }));
    const form = await screen.findByRole('form', { name: 'Accept as complete' });
    await user.click(within(form).getByRole('button', { name: 'Accept as complete' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This action is not allowed on the application now');
    expect(alert).toHaveTextContent('Accept needs the role intake.');
  });

  it('shows an application that is not there as the problem', async () => {
    service.routes.set(`GET ${PATH}`, () => problem(404, 'not_found', 'No such resource', 'No application with this id that you may see.'));
    renderApp(`/app/applications/${APP.id}`, service.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No such resource');
    expect(alert).toHaveTextContent('No application with this id that you may see.');
  });
});

describe('an action body', () => {
  it('leaves out empty optional fields and splits lines', () => {
    expect(actionBody('refer', { body: 'pcsd', text: ' In Palawan ', message: '' })).toEqual({
      action: 'refer',
      body: 'pcsd',
      text: 'In Palawan',
    });
  });
});
