import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../../ui/form/FormDialog';
import type { FormValuesOf } from '../../ui/form/form-values';
import { type Agency, type AgencyUpdate, useUpdateAgency } from './agencies.queries';

/**
 * Change (or remove, left empty) the address where an agency gets a copy of every notice meant for it
 * (docs/EMAIL.md): `PATCH /api/v1/staff/agencies/{code}`. The service's refusal lands on the field.
 */
export function EditAgencyContactDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const update = useUpdateAgency(agency.code);
  const form = useForm<FormValuesOf<AgencyUpdate>>({
    initialValues: { contactEmail: agency.contactEmail ?? '' },
    validate: {
      contactEmail: (value) =>
        value.trim() === '' || /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? null : 'Enter an email address, or leave it empty',
    },
  });
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <FormDialog
      title={`Contact email of ${agency.code}`}
      size="md"
      onClose={close}
      form={form}
      onSubmit={(values) => update.mutate({ contactEmail: values.contactEmail.trim() || null }, { onSuccess: close })}
      error={update.error}
      submitLabel="Save"
      pending={update.isPending}
      intro={<Text size="sm">{agency.name}</Text>}
    >
      <TextInput
        label="Contact email"
        type="email"
        description="Gets a copy of every notice meant for the agency. Leave it empty for none."
        data-autofocus
        {...form.getInputProps('contactEmail')}
      />
    </FormDialog>
  );
}
