import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { SessionApiStandIn } from '../testing/session-api';
// Loaded on first use in the app; loaded here first so the first test does not wait for its transform.
import './CatalogPage';
import '../shell/StaffShell';

/** The catalogue's table: the pattern every workqueue follows, its state in the URL. */
let service: SessionApiStandIn;
beforeEach(() => {
  service = new SessionApiStandIn([{ email: 'chief@bmb.gov.ph', password: 'x', name: 'Ligaya Ocampo', roles: ['chief'] }]);
  service.signIn('chief@bmb.gov.ph');
});

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Sample applications' });
  return within(table).getAllByRole('row').slice(1);
}

describe('a table whose state lives in the URL', () => {
  it('opens a bookmarked search, filter and sort as they were', async () => {
    renderApp('/app/catalog?q=penafrancia&clock=on_track&sort=permittee&order=asc', service.fetch);
    expect(await screen.findByRole('table', { name: 'Sample applications' })).toBeVisible();
    expect(screen.getByLabelText('Search sample applications')).toHaveValue('penafrancia');
    for (const row of bodyRows()) expect(row).toHaveTextContent('María Clara Peñafrancia');
    for (const row of bodyRows()) expect(row).toHaveTextContent('On track');
    expect(screen.getByRole('columnheader', { name: /Permittee/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('puts the sort in the URL and back to the first page', async () => {
    const { user, router } = renderApp('/app/catalog?cursor=after%3Asample-10', service.fetch);
    await user.click(within(await screen.findByRole('columnheader', { name: /Permittee/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'permittee', order: 'asc' }));
  });

  it('pages forward and back through cursors, and back to the first page', async () => {
    const { user, router } = renderApp('/app/catalog', service.fetch);
    const pager = await screen.findByRole('navigation', { name: 'Pages of sample applications' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstPage = bodyRows().map((row) => row.textContent);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('cursor'));
    const secondPage = bodyRows().map((row) => row.textContent);
    expect(secondPage).not.toEqual(firstPage);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(bodyRows().map((row) => row.textContent)).toEqual(firstPage));

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('keeps the filter when paging, and a new filter starts at the first page', async () => {
    const { user, router } = renderApp('/app/catalog?agency=BMB', service.fetch);
    const pager = await screen.findByRole('navigation', { name: 'Pages of sample applications' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ agency: 'BMB', cursor: expect.any(String) }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clock' }), 'Overdue');
    await waitFor(() => expect(router.state.location.search).toEqual({ agency: 'BMB', clock: 'overdue' }));
  });

  it('searches what is typed, ignoring accents, after a pause', async () => {
    const { user, router } = renderApp('/app/catalog', service.fetch);
    await user.type(await screen.findByLabelText('Search sample applications'), 'anonuevo');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'anonuevo' }));
    for (const row of bodyRows()) expect(row).toHaveTextContent('José Rizal Añonuevo');
  });

  it('says so when nothing matches, and clears the search in one step', async () => {
    const { user, router } = renderApp('/app/catalog?q=nobody%20by%20this%20name', service.fetch);
    expect(await screen.findByText('No applications match')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(bodyRows()).toHaveLength(10);
  });
});
