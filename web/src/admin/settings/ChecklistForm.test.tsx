import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../../testing/session-api';
import type { Setting } from './settings.queries';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../../shell/StaffShell';
import '../AdminPage';
import './SettingsPage';

const ADMIN: StaffAccount = { email: 'luz.panares@bmb.gov.ph', password: 'x', name: 'Luzviminda Pañares', roles: ['admin'] };
const FORM = { type: 'application_form', title: 'Application form, signed by the applicant', required: true };
const PROPOSAL = { type: 'research_proposal', title: 'Research proposal', required: true };
const RECEIPT = { type: 'proof_of_payment', title: 'Official receipt of the permit fee', required: false };
const LETTER = { type: 'letter_of_intent', title: 'Letter of intent', required: true };
const CHECKLISTS: Setting = {
  key: 'attachments.checklists',
  description: 'The documents each application type needs.',
  value: { defaultChecklist: [FORM, PROPOSAL, RECEIPT], byApplicationType: { bioprospecting: [LETTER, FORM] } },
  default: { defaultChecklist: [FORM], byApplicationType: {} },
  source: 'stored',
  updatedAt: '2026-11-20T01:00:00.000Z',
  updatedBy: null,
  schema: {},
  version: '2026-11-20T01:00:00.000Z',
};
const URL = 'PUT /api/v1/staff/settings/attachments.checklists';

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([ADMIN]);
  service.signIn(ADMIN.email);
  service.routes.set('GET /api/v1/staff/settings', () => json([CHECKLISTS]));
});
const puts = () => service.requests.filter((request) => request.method === 'PUT');

describe('the requirement checklists form', () => {
  it("edits, adds, reorders and removes the items of an application type's checklist and saves the whole value on the version read", async () => {
    service.routes.set(URL, (_request, body) => json({ ...CHECKLISTS, value: (body as { value: unknown }).value }));
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Requirement checklists' });
    expect(within(form).getByLabelText('Title of item 1')).toHaveValue(FORM.title);
    expect(within(form).getByLabelText('Item 3 required')).not.toBeChecked();

    await user.selectOptions(within(form).getByLabelText('Checklist'), 'Application type: bioprospecting');
    expect(within(form).getByRole('table', { name: 'Documents of the checklist of bioprospecting' })).toBeVisible();
    expect(within(form).getByLabelText('Type code of item 1')).toHaveValue('letter_of_intent');
    await user.click(within(form).getByRole('button', { name: 'Move item 2 up' }));
    expect(within(form).getByLabelText('Type code of item 1')).toHaveValue('application_form');
    await user.click(within(form).getByLabelText('Item 2 required'));
    await user.click(within(form).getByRole('button', { name: 'Add a document' }));
    await user.type(within(form).getByLabelText('Title of item 3'), 'PCSD SEP clearance');
    await user.type(within(form).getByLabelText('Type code of item 3'), 'pcsd_sep_clearance');
    await user.click(within(form).getByRole('button', { name: 'Save checklists' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.headers.get('if-match')).toBe('"2026-11-20T01:00:00.000Z"');
    expect(puts()[0]?.body).toEqual({
      value: {
        defaultChecklist: [FORM, PROPOSAL, RECEIPT],
        byApplicationType: {
          bioprospecting: [
            FORM,
            { ...LETTER, required: false },
            { type: 'pcsd_sep_clearance', title: 'PCSD SEP clearance', required: true },
          ],
        },
      },
    });
  });

  it('adds a checklist for a new application type from the default, and removes an item with the keyboard', async () => {
    service.routes.set(URL, (_request, body) => json({ ...CHECKLISTS, value: (body as { value: unknown }).value }));
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Requirement checklists' });
    await user.click(within(form).getByRole('button', { name: 'Add a checklist' }));
    expect(within(form).getByText('Application type: enter it as agencies submit it, e.g. commercial')).toBeVisible();
    await user.type(within(form).getByLabelText('Application type with its own checklist'), 'commercial');
    await user.click(within(form).getByRole('button', { name: 'Add a checklist' }));
    expect(within(form).getByLabelText('Checklist')).toHaveDisplayValue('Application type: commercial');
    within(form).getByRole('button', { name: 'Remove item 3' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save checklists' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ value: { byApplicationType: { commercial: [FORM, PROPOSAL] } } });
  });

  it('refuses a duplicate type code, a code of the wrong form and an empty title, naming each field, and sends nothing', async () => {
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Requirement checklists' });
    await user.selectOptions(within(form).getByLabelText('Checklist'), 'Application type: bioprospecting');
    const code = within(form).getByLabelText('Type code of item 2');
    await user.clear(code);
    await user.type(code, 'letter_of_intent');
    await user.click(within(form).getByRole('button', { name: 'Add a document' }));
    await user.type(within(form).getByLabelText('Type code of item 3'), 'Signed MOA');
    // Back to the default checklist: a failed save shows the checklist with the first mistake.
    await user.selectOptions(within(form).getByLabelText('Checklist'), 'Default checklist');
    await user.click(within(form).getByRole('button', { name: 'Save checklists' }));
    expect(await within(form).findByText('Type code: letter_of_intent is listed twice in this checklist (item 1)')).toBeVisible();
    expect(within(form).getByText('Type code: lower-case letters, digits and _, starting with a letter')).toBeVisible();
    expect(within(form).getByText('Title: enter what the document is')).toBeVisible();
    expect(within(form).getByText('Not saved: check the marked fields')).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it("shows the service's refusal as its title and detail", async () => {
    service.routes.set(URL, () =>
      problem(400, 'validation_failed', 'The request is not valid', '1 field is not valid', [
        { pointer: '/value/defaultChecklist/0/title', detail: 'must NOT have more than 200 characters' },
      ]),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Requirement checklists' });
    await user.click(within(form).getByLabelText('Item 1 required'));
    await user.click(within(form).getByRole('button', { name: 'Save checklists' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('/value/defaultChecklist/0/title: must NOT have more than 200 characters');
  });

  it('offers to reload when someone else changed the checklists since (412), and shows theirs', async () => {
    let current = CHECKLISTS;
    service.routes.set('GET /api/v1/staff/settings', () => json([current]));
    service.routes.set(URL, () =>
      problem(412, 'precondition_failed', 'The resource has changed since the version given', 'attachments.checklists was changed'),
    );
    const { user } = renderApp('/app/admin/settings', service.fetch);
    const form = await screen.findByRole('form', { name: 'Requirement checklists' });
    await user.click(within(form).getByLabelText('Item 1 required'));
    await user.click(within(form).getByRole('button', { name: 'Save checklists' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    current = {
      ...CHECKLISTS,
      value: { defaultChecklist: [RECEIPT], byApplicationType: {} },
      updatedAt: '2026-11-25T01:00:00.000Z',
      version: '2026-11-25T01:00:00.000Z',
    };
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Requirement checklists' })).getByLabelText('Title of item 1')).toHaveValue(
        RECEIPT.title,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
