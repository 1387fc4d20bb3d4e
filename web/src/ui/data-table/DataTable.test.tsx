import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../api/problem';
import { renderWithProviders } from '../../testing/render';
import { type Column, DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
  place: string;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Permittee', sortKey: 'name', cell: (row) => row.name },
  { id: 'place', header: 'Place', cell: (row) => row.place },
];
const ROWS: Row[] = [
  { id: '1', name: 'Niño Añonuevo', place: 'Parañaque' },
  { id: '2', name: 'María Ibáñez', place: 'Las Piñas' },
];

function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return (
    <DataTable<Row> caption="Applications" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} empty={<p>Nothing here</p>} {...props} />
  );
}

describe('the data table', () => {
  it('shows its rows, Filipino names and places with their diacritics', () => {
    renderWithProviders(table());
    const grid = screen.getByRole('table', { name: 'Applications' });
    expect(within(grid).getByRole('cell', { name: 'Niño Añonuevo' })).toBeVisible();
    expect(within(grid).getByRole('cell', { name: 'Parañaque' })).toBeVisible();
    expect(within(grid).getByRole('cell', { name: 'María Ibáñez' })).toBeVisible();
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
  });

  it('marks the sorted column for screen readers and asks for the other order on a click', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(table({ sort: { key: 'name', order: 'asc' }, onSortChange }));
    const header = screen.getByRole('columnheader', { name: /Permittee/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Place' })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', order: 'desc' });
  });

  it('sorts by keyboard: Tab to the header, Enter', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(table({ sort: { key: 'other', order: 'asc' }, onSortChange }));
    // First the scrolling region of the table (so a table wider than the screen scrolls by keyboard), then the header.
    await user.tab();
    expect(document.activeElement).toHaveAttribute('role', 'region');
    await user.tab();
    expect(screen.getByRole('button', { name: /Permittee/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', order: 'asc' });
  });

  it('shows placeholder rows, marked busy, while the first page loads', () => {
    renderWithProviders(table({ rows: undefined }));
    expect(screen.getByRole('table', { name: 'Applications' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('cell', { name: 'Niño Añonuevo' })).toBeNull();
  });

  it('shows its empty state when the page has no rows', () => {
    renderWithProviders(table({ rows: [] }));
    expect(screen.getByText('Nothing here')).toBeVisible();
  });

  it('shows the problem in place of the rows when loading fails, with a retry', async () => {
    const onRetry = vi.fn();
    const error = new ProblemError({
      title: 'Too many requests',
      detail: 'Wait a minute, then try again.',
      status: 429,
      code: 'rate_limited',
      requestId: 'req-7',
    });
    const { user } = renderWithProviders(table({ rows: undefined, error, onRetry }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveTextContent('Wait a minute, then try again.');
    expect(alert).toHaveTextContent('req-7');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
