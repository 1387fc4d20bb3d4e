import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT, staffTermsOf } from '../terms/terms.fixtures';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
import { applicationIn, permitsOf } from './permit.fixtures';
import '../shell/StaffShell';
import '../applications/ApplicationPage';

const APPROVER: StaffAccount = { email: 'liza.soberano@bmb.gov.ph', password: 'x', name: 'Liza Soberano', roles: ['approver'] };
const APP = applicationIn('approved', ['issue']);
const PATH = `/api/v1/staff/applications/${APP.id}`;
const PREVIEW = {
  applicationId: APP.id,
  registrationNo: APP.registrationNo,
  permitType: 'gratuitous permit',
  title: 'Gratuitous Permit',
  description: 'Phylogeography of Luzon forest frogs',
  conditions: ['The holder keeps every specimen tagged with the permit number.', 'No collection within 200 metres of a nesting colony.'],
  validityMonths: 6,
  dateIssued: '2026-12-02T03:00:00.000Z',
  dateExpired: '2027-06-01T15:59:59.999Z',
  signatory: { name: null, position: 'Director' },
};

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([APPROVER]);
  service.signIn(APPROVER.email);
  service.routes.set(
    `GET ${PATH}`,
    () => new Response(JSON.stringify(APP), { headers: { 'content-type': 'application/json', etag: `"${APP.version}"` } }),
  );
  service.routes.set(`GET ${PATH}/permits`, () => json(permitsOf([], null)));
  service.routes.set(`GET ${PATH}/obligations`, () => json({ items: [], authorisedSpecies: [] }));
});

describe('the Issue dialog', () => {
  it('lists what the permit will be issued with, and links the specimen certificate', async () => {
    service.routes.set(`GET ${PATH}/permit-preview`, () => json(PREVIEW));
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(
      await within(await screen.findByRole('region', { name: 'Permit' })).findByRole('button', { name: 'Issue the permit' }),
    );
    const form = await screen.findByRole('form', { name: 'Issue the permit' });
    const defaults = await within(form).findByRole('region', { name: 'The permit will be issued with' });
    expect(within(defaults).getByRole('row', { name: /^Title/ })).toHaveTextContent('TitleGratuitous Permit');
    expect(within(defaults).getByRole('row', { name: /^Description/ })).toHaveTextContent(
      'DescriptionPhylogeography of Luzon forest frogs',
    );
    expect(within(defaults).getByRole('row', { name: /^Valid for/ })).toHaveTextContent(
      'Valid for6 months: issued today, valid until 1 Jun 2027 (inclusive)',
    );
    expect(within(defaults).getByRole('row', { name: /^Signatory/ })).toHaveTextContent(
      'Signatoryyou, the approver who issues it, Director',
    );
    expect(
      within(defaults)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PREVIEW.conditions);
    const specimen = within(defaults).getByRole('link', { name: /Preview the certificate/ });
    // The service answers the PDF inline: the browser's own viewer opens it, beside the dialog.
    expect(specimen).toHaveAttribute('href', `${PATH}/permit-preview/certificate`);
    expect(specimen).toHaveAttribute('target', '_blank');
  });

  it('shows the approved terms before the irreversible step: specimens with their quantities, collectors, conditions as numbered', async () => {
    service.routes.set(`GET ${PATH}/permit-preview`, () => json(PREVIEW));
    const approved = {
      ...DRAFT,
      status: 'approved' as const,
      lines: DRAFT.lines.map((line) => ({ ...line, quantity: 40, unit: 'specimens' as const })),
      specialConditions: ['Collection of Rafflesia limited to bract clippings; no whole flowers.'],
    };
    service.routes.set(`GET ${PATH}/terms`, () => json(staffTermsOf(approved, false)));
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(
      await within(await screen.findByRole('region', { name: 'Permit' })).findByRole('button', { name: 'Issue the permit' }),
    );
    const form = await screen.findByRole('form', { name: 'Issue the permit' });
    const defaults = await within(form).findByRole('region', { name: 'The permit will be issued with' });
    const specimens = await within(defaults).findByRole('table', { name: 'Authorised specimens the permit will state' });
    expect(within(specimens).getAllByRole('row')[1]).toHaveTextContent(
      'Platymantis luzonensisPhilippine forest frogBatong Malake, Los Baños, Laguna40 specimenswhole; hand collection',
    );
    expect(within(defaults).getByText('Maria Clara Santos')).toBeVisible();
    expect(
      within(within(defaults).getByRole('row', { name: /^Conditions/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([...DRAFT.standardConditions, 'Collection of Rafflesia limited to bract clippings; no whole flowers. special']);
    expect(within(defaults).getByText('Issuing cannot be undone: look at the certificate first.')).toBeVisible();
  });

  it('says why when the defaults cannot be read, and the form stays usable', async () => {
    service.routes.set(`GET ${PATH}/permit-preview`, () =>
      problem(409, 'action_not_allowed', 'This action is not allowed on the application now', 'Permit GP-2026-0001 is already issued'),
    );
    const { user } = renderApp(`/app/applications/${APP.id}`, service.fetch);
    await user.click(
      await within(await screen.findByRole('region', { name: 'Permit' })).findByRole('button', { name: 'Issue the permit' }),
    );
    const form = await screen.findByRole('form', { name: 'Issue the permit' });
    expect(await within(form).findByText(/Permit GP-2026-0001 is already issued/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toBeEnabled();
  });
});
