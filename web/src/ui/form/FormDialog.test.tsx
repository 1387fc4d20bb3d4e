import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProblemError, StaleRecordError } from '../../api/problem';
import { renderWithProviders } from '../../testing/render';
import { FormDialog } from './FormDialog';

const REFUSED = new ProblemError({
  title: 'The request is not valid',
  detail: 'name: already used by another agency',
  status: 400,
  code: 'validation_failed',
  errors: [{ pointer: '/name', detail: 'already used by another agency' }],
});

interface HarnessProps {
  readonly error?: unknown;
  readonly pending?: boolean;
  readonly onSubmit?: (values: { name: string }) => void;
  readonly onClose?: () => void;
  readonly onStaleReload?: () => void;
  readonly done?: boolean;
}

/** A one-field dialog as the back-office writes them. */
function Harness({
  error,
  pending = false,
  onSubmit = () => undefined,
  onClose = () => undefined,
  onStaleReload,
  done = false,
}: HarnessProps) {
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : 'Enter the name') },
  });
  return (
    <FormDialog
      title="Name the thing"
      onClose={onClose}
      form={form}
      onSubmit={onSubmit}
      error={error}
      submitLabel="Save"
      pending={pending}
      intro={<Text size="sm">What the form is about.</Text>}
      {...(onStaleReload ? { onStaleReload, fieldLabels: { name: 'Name' } } : {})}
      {...(done ? { done: { title: 'Thing named', content: <Text>Shown once: s3cr3t</Text> } } : {})}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
    </FormDialog>
  );
}

describe('the form dialog', () => {
  it('is a dialog named by its title holding a form of the same name, its intro above the fields', async () => {
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Name the thing' });
    const form = within(dialog).getByRole('form', { name: 'Name the thing' });
    expect(within(form).getByText('What the form is about.')).toBeVisible();
    expect(within(form).getByLabelText(/Name/)).toBeVisible();
  });

  it('sends the values once its own rules pass, and not before', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const form = await screen.findByRole('form', { name: 'Name the thing' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the name')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Name/), 'Bukidnon');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bukidnon' });
  });

  it('closes on Cancel', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Harness onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'Name the thing' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the call pending on its submit button', async () => {
    renderWithProviders(<Harness pending />);
    const form = await screen.findByRole('form', { name: 'Name the thing' });
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
  });

  it("shows a refusal as its title and detail, and puts the field's message on the field", async () => {
    renderWithProviders(<Harness error={REFUSED} />);
    const form = await screen.findByRole('form', { name: 'Name the thing' });
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('The request is not valid');
    expect(alert).toHaveTextContent('name: already used by another agency');
    expect(await within(form).findByText('already used by another agency')).toBeVisible();
  });

  it('offers to reload after a 412 when the change was sent on a version', async () => {
    const onStaleReload = vi.fn();
    const stale = new StaleRecordError({ title: 'Precondition failed', detail: 'The version changed', status: 412, code: 'stale_record' });
    const { user } = renderWithProviders(<Harness error={stale} onStaleReload={onStaleReload} />);
    const form = await screen.findByRole('form', { name: 'Name the thing' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Someone else changed this record');
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    expect(onStaleReload).toHaveBeenCalledTimes(1);
  });

  it('shows what the call answered in place of the form, with Done', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Harness done onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Thing named' });
    expect(within(dialog).getByText('Shown once: s3cr3t')).toBeVisible();
    expect(within(dialog).queryByRole('form')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
