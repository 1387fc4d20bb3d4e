import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../../ui/form/FormDialog';
import { useCreateAgency } from './agencies.queries';

/** Register an agency: its code (as it sends it in `sourceAgencyCode`, fixed for good) and its name. */
export function CreateAgencyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateAgency();
  const form = useForm({
    initialValues: { code: '', name: '', contactEmail: '' },
    validate: {
      code: (value) => (value.trim().length > 0 ? null : 'Enter the agency code, like BMB'),
      name: (value) => (value.trim().length > 0 ? null : "Enter the agency's name"),
      contactEmail: (value) =>
        value.trim() === '' || /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? null : 'Enter an email address, or leave it empty',
    },
  });
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title="New agency"
      opened={opened}
      size="md"
      onClose={close}
      form={form}
      onSubmit={(values) =>
        create.mutate(
          { code: values.code.trim(), name: values.name.trim(), contactEmail: values.contactEmail.trim() || null },
          { onSuccess: close },
        )
      }
      error={create.error}
      submitLabel="Register agency"
      pending={create.isPending}
    >
      <TextInput
        label="Code"
        description="As the agency sends it in sourceAgencyCode. It cannot change later."
        required
        data-autofocus
        {...form.getInputProps('code')}
      />
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <TextInput
        label="Contact email"
        type="email"
        description="Gets a copy of every notice meant for the agency. Optional."
        {...form.getInputProps('contactEmail')}
      />
    </FormDialog>
  );
}
