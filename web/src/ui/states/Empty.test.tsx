import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Empty } from './Empty';

describe('the empty state', () => {
  it('says plainly that there is nothing, and offers what to do about it', async () => {
    const clear = vi.fn();
    const { user } = renderWithProviders(
      <Empty
        title="No application matches"
        description="Change the search or the filters."
        action={
          <Button variant="default" onClick={clear}>
            Clear search and filters
          </Button>
        }
      />,
    );
    expect(screen.getByText('No application matches')).toBeVisible();
    expect(screen.getByText('Change the search or the filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('offers nothing when there is nothing to do', () => {
    renderWithProviders(<Empty title="No live session" description="The user is not logged in anywhere." />);
    expect(screen.getByText('No live session')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
