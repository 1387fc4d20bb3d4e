import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { KeysetPager } from './KeysetPager';

function pager(props: Partial<Parameters<typeof KeysetPager>[0]> = {}) {
  const onPageChange = vi.fn();
  const view = renderWithProviders(
    <KeysetPager
      label="Overdue applications"
      previousCursor={null}
      nextCursor="after:20"
      onLaterPage={false}
      summary="Showing 20 applications"
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return { ...view, onPageChange, nav: screen.getByRole('navigation', { name: 'Pages of Overdue applications' }) };
}

describe('the keyset pager', () => {
  it('on the first page offers only the next one, named for its table, and says what it shows', async () => {
    const { user, nav, onPageChange } = pager();
    expect(nav).toHaveTextContent('Showing 20 applications');
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([['after:20']]);
  });

  it('on a later page goes back through its cursor, or to the first page without one', async () => {
    const { user, nav, onPageChange } = pager({ previousCursor: 'before:21', nextCursor: null, onLaterPage: true });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(onPageChange.mock.calls).toEqual([['before:21'], [undefined]]);
  });
});
