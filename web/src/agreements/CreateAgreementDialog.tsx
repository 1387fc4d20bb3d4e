import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../ui/form/FormDialog';
import { KIND_LABELS } from './agreement-vocabulary';
import { type AgreementKind, useCreateAgreement } from './agreements.queries';

/** Drafts an agreement: its kind, title and what it covers (the agency's `moa` shows it at once). */
export function CreateAgreementDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const create = useCreateAgreement(applicationId);
  const values = useForm({
    initialValues: { kind: 'memorandum_of_agreement' as AgreementKind, title: '', description: '' },
    validate: { title: (title) => (title.trim() ? null : 'Enter the title') },
  });
  return (
    <FormDialog
      title="Draft an agreement"
      onClose={onClose}
      form={values}
      onSubmit={({ kind, title, description }) =>
        create.mutate({ kind, title: title.trim(), description: description.trim() || null }, { onSuccess: onClose })
      }
      error={create.error}
      withFieldErrors
      submitLabel="Draft"
      pending={create.isPending}
    >
      <NativeSelect
        label="Kind"
        required
        data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
        {...values.getInputProps('kind')}
      />
      <TextInput label="Title" required data-autofocus {...values.getInputProps('title')} />
      <Textarea label="What it covers" autosize minRows={2} maxRows={6} {...values.getInputProps('description')} />
    </FormDialog>
  );
}
