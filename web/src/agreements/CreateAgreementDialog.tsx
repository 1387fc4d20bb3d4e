import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { KIND_LABELS } from './agreement-vocabulary';
import { type AgreementKind, useCreateAgreement } from './agreements.queries';

/** Drafts an agreement: its kind, title and what it covers (the agency's `moa` shows it at once). */
export function CreateAgreementDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const create = useCreateAgreement(applicationId);
  const values = useForm({
    initialValues: { kind: 'memorandum_of_agreement' as AgreementKind, title: '', description: '' },
    validate: { title: (title) => (title.trim() ? null : 'Enter the title') },
  });
  const problem = useProblemOnForm(values, create.error);
  return (
    <Modal opened onClose={onClose} title="Draft an agreement" size="lg">
      <form
        noValidate
        aria-label="Draft an agreement"
        onSubmit={values.onSubmit(({ kind, title, description }) =>
          create.mutate({ kind, title: title.trim(), description: description.trim() || null }, { onSuccess: onClose }),
        )}
      >
        <Stack gap="md">
          {problem && <ProblemAlert problem={problem} withFieldErrors />}
          <NativeSelect
            label="Kind"
            required
            data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
            {...values.getInputProps('kind')}
          />
          <TextInput label="Title" required data-autofocus {...values.getInputProps('title')} />
          <Textarea label="What it covers" autosize minRows={2} maxRows={6} {...values.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
