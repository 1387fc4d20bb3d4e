import { Checkbox, FileInput, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../ui/form/FormDialog';
import { type ChecklistItem, useDocumentUpload } from './documents.queries';

interface UploadDocumentDialogProps {
  readonly applicationId: string;
  readonly checklist: readonly ChecklistItem[];
  readonly onClose: () => void;
}

interface UploadValues {
  file: File | null;
  type: string;
  title: string;
  description: string;
  internal: boolean;
}

/**
 * A document staff add (a referral's clearance, a signed agreement…): its type from the checklist,
 * its title, and whether only staff may see it. The service checks the file (size, type, malware)
 * and names any field it refuses.
 */
export function UploadDocumentDialog({ applicationId, checklist, onClose }: UploadDocumentDialogProps) {
  const upload = useDocumentUpload(applicationId);
  const values = useForm<UploadValues>({
    initialValues: { file: null, type: '', title: '', description: '', internal: false },
    validate: {
      file: (file) => (file ? null : 'Choose the file'),
      type: (type) => (type ? null : 'Choose the requirement it answers'),
      title: (title) => (title.trim() ? null : 'Enter the title'),
    },
  });
  const titleOf = (type: string) => checklist.find((item) => item.type === type)?.title ?? '';
  return (
    <FormDialog
      title="Upload a document"
      onClose={onClose}
      form={values}
      onSubmit={({ file, ...fields }) => {
        if (file) upload.mutate({ file, ...fields, title: fields.title.trim() }, { onSuccess: onClose });
      }}
      error={upload.error}
      withFieldErrors
      submitLabel="Upload"
      pending={upload.isPending}
    >
      <NativeSelect
        label="Requirement"
        required
        data-autofocus
        data={[{ value: '', label: 'Choose…' }, ...checklist.map((item) => ({ value: item.type, label: item.title }))]}
        {...values.getInputProps('type')}
        onChange={(event) => {
          const type = event.currentTarget.value;
          // The requirement's title is the usual title of its document: offered, still editable.
          if (!values.values.title.trim() || values.values.title === titleOf(values.values.type))
            values.setFieldValue('title', titleOf(type));
          values.setFieldValue('type', type);
        }}
      />
      <TextInput label="Title" required {...values.getInputProps('title')} />
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...values.getInputProps('description')} />
      <FileInput
        label="File"
        required
        description="PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text."
        placeholder="Choose a file"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        {...values.getInputProps('file')}
      />
      <Checkbox label="Internal: for staff only (the agency never sees it)" {...values.getInputProps('internal', { type: 'checkbox' })} />
    </FormDialog>
  );
}
