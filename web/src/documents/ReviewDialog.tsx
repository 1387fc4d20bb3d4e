import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACTION_FORMS } from '../applications/action-forms';
import { useApplicationAction } from '../applications/application.queries';
import { FormDialog } from '../ui/form/FormDialog';
import type { ChecklistItem, StaffAttachment } from './documents.queries';

/** The review to take: on one document, or on one requirement of the checklist. */
export type Review =
  | { readonly action: 'reject_document'; readonly attachment: StaffAttachment }
  | { readonly action: 'waive_requirement'; readonly item: ChecklistItem };

interface ReviewDialogProps {
  readonly applicationId: string;
  readonly etag: string;
  readonly review: Review;
  readonly onClose: () => void;
  /** Says what was done, once the service took it. */
  readonly onDone: (text: string) => void;
  /** Reads the application again (after a 412: someone else changed it). */
  readonly onReload: () => void;
}

/**
 * Reject a document or waive a requirement: the workflow action, sent with If-Match (the version the page
 * read), with the one text the agency is told, the reason (the notice's template puts it in its place).
 * Accepting needs no form: it is the row's button.
 */
export function ReviewDialog({ applicationId, etag, review, onClose, onDone, onReload }: ReviewDialogProps) {
  const form = ACTION_FORMS[review.action];
  const subject = review.action === 'waive_requirement' ? review.item.title : review.attachment.title;
  const take = useApplicationAction(applicationId, etag);
  const values = useForm({
    initialValues: { reasons: '' },
    validate: { reasons: (value) => (value.trim() ? null : 'Enter the reason') },
  });
  const send = ({ reasons }: { reasons: string }) => {
    const body =
      review.action === 'waive_requirement'
        ? { action: review.action, type: review.item.type, reasons: reasons.trim() }
        : { action: review.action, attachmentId: review.attachment.id, reasons: reasons.trim() };
    take.mutate(body, {
      onSuccess: () => {
        onDone(`${review.action === 'waive_requirement' ? 'Waived' : 'Rejected'}: ${subject}.`);
        onClose();
      },
    });
  };
  return (
    <FormDialog
      title={form.label}
      onClose={onClose}
      form={values}
      onSubmit={send}
      error={take.error}
      onStaleReload={() => {
        onReload();
        onClose();
      }}
      submitLabel={form.label}
      submitColor={form.weighty ? 'red.9' : undefined}
      pending={take.isPending}
      intro={
        <Text size="sm">
          <strong>{subject}</strong>: {form.explanation}
        </Text>
      }
    >
      <Textarea
        label="Reason"
        description="The agency reads it in the notice (unless the document is internal)."
        required
        autosize
        minRows={2}
        maxRows={8}
        data-autofocus
        {...values.getInputProps('reasons')}
      />
    </FormDialog>
  );
}
