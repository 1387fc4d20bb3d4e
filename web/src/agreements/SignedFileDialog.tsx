import { FileInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../ui/form/FormDialog';
import { type StaffAgreement, useUploadSignedFile } from './agreements.queries';

/** The signed file of an agreement (a newer one replaces it), checked by the service's upload pipeline. */
export function SignedFileDialog({ agreement, onClose }: { agreement: StaffAgreement; onClose: () => void }) {
  const upload = useUploadSignedFile(agreement.applicationId, agreement.id);
  const values = useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: { file: (file) => (file ? null : 'Choose the signed file') },
  });
  return (
    <FormDialog
      title="Upload the signed file"
      onClose={onClose}
      form={values}
      onSubmit={({ file }) => {
        if (file) upload.mutate(file, { onSuccess: onClose });
      }}
      error={upload.error}
      withFieldErrors
      submitLabel="Upload"
      pending={upload.isPending}
      intro={
        <Text size="sm">
          <strong>{agreement.title}</strong>
          {agreement.fileName ? `: replaces ${agreement.fileName}.` : '.'}
        </Text>
      }
    >
      <FileInput label="Signed file" required placeholder="Choose a file" data-autofocus {...values.getInputProps('file')} />
    </FormDialog>
  );
}
