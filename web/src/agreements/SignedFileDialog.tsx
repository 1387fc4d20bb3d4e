import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { type StaffAgreement, useUploadSignedFile } from './agreements.queries';

/** The signed file of an agreement (a newer one replaces it), checked by the service's upload pipeline. */
export function SignedFileDialog({ agreement, onClose }: { agreement: StaffAgreement; onClose: () => void }) {
  const upload = useUploadSignedFile(agreement.applicationId, agreement.id);
  const values = useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: { file: (file) => (file ? null : 'Choose the signed file') },
  });
  const problem = useProblemOnForm(values, upload.error);
  return (
    <Modal opened onClose={onClose} title="Upload the signed file" size="lg">
      <form
        noValidate
        aria-label="Upload the signed file"
        onSubmit={values.onSubmit(({ file }) => {
          if (file) upload.mutate(file, { onSuccess: onClose });
        })}
      >
        <Stack gap="md">
          <Text size="sm">
            <strong>{agreement.title}</strong>
            {agreement.fileName ? `: replaces ${agreement.fileName}.` : '.'}
          </Text>
          {problem && <ProblemAlert problem={problem} withFieldErrors />}
          <FileInput label="Signed file" required placeholder="Choose a file" data-autofocus {...values.getInputProps('file')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
