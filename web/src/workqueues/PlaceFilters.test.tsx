import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_COUNTS, INTAKE_QUEUE_PAGE } from '../testing/fixtures';
import { psgcCodeListOf } from '../testing/fixtures/psgc';
import { renderApp } from '../testing/render';
import { json, problem, SessionApiStandIn, type StaffAccount } from '../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for their transform.
import '../shell/StaffShell';
import './WorkqueuesPage';

const EVALUATOR: StaffAccount = { email: 'ramon.villanueva@bmb.gov.ph', password: 'x', name: 'Ramon Villanueva', roles: ['evaluator'] };

let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([EVALUATOR]);
  service.signIn(EVALUATOR.email);
  service.routes.set('GET /api/v1/staff/workqueues', () => json(INTAKE_COUNTS));
  service.routes.set('GET /api/v1/staff/agencies', () => json([]));
  service.routes.set('GET /api/v1/staff/applications', () => json(INTAKE_QUEUE_PAGE));
  service.routes.set('GET /api/v1/staff/code-lists/psgc', (request) => {
    const parent = new URL(request.url).searchParams.get('parent');
    const list = psgcCodeListOf(parent);
    return list ? json(list) : problem(404, 'not_found', 'No such resource', `No PSGC code ${parent}`);
  });
});

function lastListQuery(): URLSearchParams {
  const path = service.requests.filter((request) => request.path.startsWith('/api/v1/staff/applications')).at(-1)?.path ?? '';
  return new URLSearchParams(path.split('?')[1]);
}

describe('the place filters of the workqueues', () => {
  it('offers regions and their provinces by name and sends their PSGC codes, in the URL too', async () => {
    const { user, router } = renderApp('/app/workqueues?queue=for_evaluation', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    const province = screen.getByLabelText('Province');
    expect(province).toBeDisabled();
    const region = screen.getByLabelText('Region');
    await within(region).findByRole('option', { name: 'MIMAROPA Region' });

    await user.selectOptions(region, 'MIMAROPA Region');
    await waitFor(() => expect(lastListQuery().get('regionCode')).toBe('1700000000'));
    await within(province).findByRole('option', { name: 'Palawan' });
    expect(province).toBeEnabled();
    await user.selectOptions(province, 'Palawan');
    await waitFor(() => expect(lastListQuery().get('provinceCode')).toBe('1705300000'));
    expect(lastListQuery().getAll('regionCode')).toEqual(['1700000000']);
    expect(router.state.location.search).toEqual({ queue: 'for_evaluation', regionCode: '1700000000', provinceCode: '1705300000' });
  });

  it("forgets the province when another region is chosen, and lists that region's provinces", async () => {
    const { user } = renderApp('/app/workqueues?queue=for_evaluation&regionCode=1700000000&provinceCode=1705300000', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    const region = screen.getByLabelText('Region');
    const province = screen.getByLabelText('Province');
    await within(region).findByRole('option', { name: 'Region IV-A' });
    await user.selectOptions(region, 'Region IV-A');
    await waitFor(() => expect(lastListQuery().get('regionCode')).toBe('0400000000'));
    expect(lastListQuery().has('provinceCode')).toBe(false);
    expect(await within(province).findByRole('option', { name: 'Laguna' })).toBeVisible();
    expect(within(province).queryByRole('option', { name: 'Palawan' })).toBeNull();
  });

  it('lists a bookmarked province under its region, and narrows to applications with place warnings', async () => {
    const { user, router } = renderApp('/app/workqueues?queue=for_evaluation&provinceCode=1705300000', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    const province = screen.getByLabelText('Province');
    await within(province).findByRole('option', { name: 'Palawan' });
    expect(province).toHaveValue('1705300000');
    expect(lastListQuery().get('provinceCode')).toBe('1705300000');

    await user.selectOptions(screen.getByLabelText('Place warnings'), 'With warnings');
    await waitFor(() => expect(lastListQuery().get('placeWarnings')).toBe('any'));
    expect(router.state.location.search).toEqual({ queue: 'for_evaluation', provinceCode: '1705300000', placeWarnings: 'any' });
  });

  it('drops a malformed code from the URL instead of sending it', async () => {
    renderApp('/app/workqueues?queue=for_evaluation&regionCode=17&placeWarnings=some', service.fetch);
    await screen.findByRole('table', { name: 'For evaluation applications' });
    await waitFor(() => expect(lastListQuery().get('queue')).toBe('for_evaluation'));
    expect(lastListQuery().has('regionCode')).toBe(false);
    expect(lastListQuery().has('placeWarnings')).toBe(false);
  });

  it('clears the place filters with the search when nothing matches', async () => {
    service.routes.set('GET /api/v1/staff/applications', () => json({ items: [], nextCursor: null }));
    const { user, router } = renderApp('/app/workqueues?queue=for_evaluation&regionCode=1700000000&placeWarnings=none', service.fetch);
    await user.click(await screen.findByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ queue: 'for_evaluation' }));
    await waitFor(() => expect(lastListQuery().has('regionCode')).toBe(false));
    expect(lastListQuery().has('placeWarnings')).toBe(false);
  });
});
