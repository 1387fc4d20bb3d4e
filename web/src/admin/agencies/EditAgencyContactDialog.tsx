import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../../ui/form/use-problem-on-form';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';
import { type Agency, useUpdateAgency } from './agencies.queries';

/**
 * Change (or remove, left empty) the address where an agency gets a copy of every notice meant for it
 * (docs/EMAIL.md): `PATCH /api/v1/staff/agencies/{code}`. The service's refusal lands on the field.
 */
export function EditAgencyContactDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const update = useUpdateAgency(agency.code);
  const form = useForm({
    initialValues: { contactEmail: agency.contactEmail ?? '' },
    validate: {
      contactEmail: (value) =>
        value.trim() === '' || /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? null : 'Enter an email address, or leave it empty',
    },
  });
  const problem = useProblemOnForm(form, update.error);
  const close = () => {
    update.reset();
    onClose();
  };
  const label = `Contact email of ${agency.code}`;
  return (
    <Modal opened onClose={close} title={label}>
      <form
        noValidate
        aria-label={label}
        onSubmit={form.onSubmit((values) => update.mutate({ contactEmail: values.contactEmail.trim() || null }, { onSuccess: close }))}
      >
        <Stack gap="md">
          {problem && <ProblemAlert problem={problem} />}
          <Text size="sm">{agency.name}</Text>
          <TextInput
            label="Contact email"
            type="email"
            description="Gets a copy of every notice meant for the agency. Leave it empty for none."
            data-autofocus
            {...form.getInputProps('contactEmail')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
