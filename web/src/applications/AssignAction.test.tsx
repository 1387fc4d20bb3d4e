import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import '../shell/StaffShell';
import './ApplicationPage';

const CHIEF: StaffAccount = { email: 'ramon.bautista@bmb.gov.ph', password: 'x', name: 'Ramon Bautista', roles: ['chief'] };
const APP = { ...SUBMITTED_APPLICATION, status: 'accepted', allowedActions: ['assign'] };
const PATH = `/api/v1/staff/applications/${APP.id}`;
const EVALUATORS = [
  { id: '0193a0b0-0000-7000-8000-000000000011', name: 'José Peñafrancia', roles: ['evaluator'], agencyCodes: null },
  { id: '0193a0b0-0000-7000-8000-000000000012', name: 'Liza Soberano', roles: ['evaluator'], agencyCodes: [APP.sourceAgencyCode] },
];

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([CHIEF]);
  service.signIn(CHIEF.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(APP), { headers: { 'content-type': 'application/json', etag: '"1"' } }),
  );
});

describe('assigning an application', () => {
  it("offers the colleagues of the application's agency by name and role, and sends the chosen one's id", async () => {
    service.routes.set('GET /api/v1/staff/directory', () => json(EVALUATORS));
    service.routes.set(`POST ${PATH}/actions`, () => json({ ...APP, version: 2 }));
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const form = await screen.findByRole('form', { name: 'Assign' });
    const select = within(form).getByRole('combobox', { name: /Assignee/ });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'José Peñafrancia (Evaluator)', 'Liza Soberano (Evaluator)']);
    // Only those the application may be assigned to now: the service's policy decides the list.
    expect(service.requests.map((request) => request.path)).toContain(`/api/v1/staff/directory?assignableTo=${APP.id}`);

    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('Enter assignee')).toBeVisible();
    await user.selectOptions(select, 'Liza Soberano (Evaluator)');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Assign' })).toBeNull());
    const sent = service.requests.find((request) => request.method === 'POST' && request.path === `${PATH}/actions`);
    expect(sent?.body).toEqual({ action: 'assign', assigneeId: EVALUATORS[1]?.id });
  });

  it('lists colleagues in the order of the Filipino alphabet, accents beside their letter', async () => {
    const names = ['Ortega', 'Añonuevo', 'Nuñez', 'Ñañez', 'Abad'];
    service.routes.set('GET /api/v1/staff/directory', () =>
      json(names.map((name, i) => ({ id: `0193a0b0-0000-7000-8000-00000000002${i}`, name, roles: ['evaluator'], agencyCodes: null }))),
    );
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const select = within(await screen.findByRole('form', { name: 'Assign' })).getByRole('combobox', { name: /Assignee/ });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(' (Evaluator)', '')),
    ).toEqual(['Choose…', 'Abad', 'Añonuevo', 'Nuñez', 'Ñañez', 'Ortega']);
  });

  it('says so when nobody may work on the agency, and the field stays closed', async () => {
    service.routes.set('GET /api/v1/staff/directory', () => json([]));
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const form = await screen.findByRole('form', { name: 'Assign' });
    expect(await within(form).findByRole('option', { name: `Nobody may work on ${APP.sourceAgencyCode}` })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Assignee/ })).toBeDisabled();
  });

  it('shows the title and detail of a refused directory read', async () => {
    service.routes.set('GET /api/v1/staff/directory', () =>
      problem(403, 'not_permitted', 'Not permitted', 'The staff directory needs one of the roles chief, admin'),
    );
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const form = await screen.findByRole('form', { name: 'Assign' });
    expect(await within(form).findByText('Not permitted: The staff directory needs one of the roles chief, admin')).toBeVisible();
  });
});
