import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { TableToolbar } from './TableToolbar';

const CLOCK = {
  name: 'clock',
  label: 'Clock',
  options: [
    { value: 'on_track', label: 'On track' },
    { value: 'overdue', label: 'Overdue' },
  ],
};

/** The toolbar as a screen holds it: the query and filters come from the URL, here a state a "Back" button sets. */
function Toolbar({
  onQueryChange,
  onFilterChange,
}: {
  onQueryChange: (q: string | undefined) => void;
  onFilterChange?: (name: string, value: string | undefined) => void;
}) {
  const [query, setQuery] = useState<string | undefined>('Peñafrancia');
  const [clock, setClock] = useState<string | undefined>();
  return (
    <>
      <TableToolbar
        searchLabel="Search applications"
        query={query}
        onQueryChange={(q) => {
          onQueryChange(q);
          setQuery(q);
        }}
        filters={[CLOCK]}
        values={{ clock }}
        onFilterChange={(name, value) => {
          onFilterChange?.(name, value);
          setClock(value);
        }}
      />
      <button type="button" onClick={() => setQuery('Añonuevo')}>
        Back
      </button>
    </>
  );
}

describe('the search and filters above a table', () => {
  it('shows the search the URL holds, and follows the URL when it changes (back, a link)', async () => {
    const { user } = renderWithProviders(<Toolbar onQueryChange={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    expect(search).toHaveValue('Peñafrancia');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(search).toHaveValue('Añonuevo');
  });

  it('sends what is typed after a pause, as one search rather than one per keystroke', async () => {
    const onQueryChange = vi.fn();
    const { user } = renderWithProviders(<Toolbar onQueryChange={onQueryChange} />);
    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.clear(search);
    await user.type(search, '  anonuevo ');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalled());
    expect(onQueryChange.mock.calls).toEqual([['anonuevo']]);
  });

  it('sends the search at once on Enter, and an emptied search as none', async () => {
    const onQueryChange = vi.fn();
    const { user } = renderWithProviders(<Toolbar onQueryChange={onQueryChange} />);
    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.clear(search);
    await user.keyboard('{Enter}');
    expect(onQueryChange.mock.calls).toEqual([[undefined]]);
    await user.type(search, 'Ibáñez{Enter}');
    expect(onQueryChange.mock.calls.at(-1)).toEqual(['Ibáñez']);
  });

  it('applies a filter at once, and Any clears it', async () => {
    const onFilterChange = vi.fn();
    const { user } = renderWithProviders(<Toolbar onQueryChange={vi.fn()} onFilterChange={onFilterChange} />);
    const clock = screen.getByRole('combobox', { name: 'Clock' });
    await user.selectOptions(clock, 'Overdue');
    expect(onFilterChange.mock.calls).toEqual([['clock', 'overdue']]);
    expect(clock).toHaveValue('overdue');
    await user.selectOptions(clock, 'Any');
    expect(onFilterChange.mock.calls.at(-1)).toEqual(['clock', undefined]);
  });
});
