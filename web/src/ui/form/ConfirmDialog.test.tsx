import { Text } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../api/problem';
import { renderWithProviders } from '../../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

const question = (props: { onConfirm?: () => void; onClose?: () => void; error?: unknown; pending?: boolean }) => (
  <ConfirmDialog
    title="Revoke this API client?"
    opened
    onClose={props.onClose ?? (() => undefined)}
    onConfirm={props.onConfirm ?? (() => undefined)}
    confirmLabel="Revoke"
    confirmColor="red"
    pending={props.pending ?? false}
    error={props.error}
  >
    <Text size="sm">Its tokens stop working within seconds.</Text>
  </ConfirmDialog>
);

describe('the confirmation dialog', () => {
  it('says what will happen and does it only when confirmed', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(question({ onConfirm, onClose }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API client?' });
    expect(within(dialog).getByText('Its tokens stop working within seconds.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal as its title and detail, the question still there', async () => {
    const error = new ProblemError({
      title: 'You may not do this',
      detail: 'Revoking clients needs the admin role.',
      status: 403,
      code: 'forbidden',
    });
    renderWithProviders(question({ error }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API client?' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('You may not do this');
    expect(alert).toHaveTextContent('Revoking clients needs the admin role.');
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeVisible();
  });
});
