import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACTION_FORMS } from '../applications/action-forms';
import { useApplicationAction } from '../applications/application.queries';
import { FormDialog } from '../ui/form/FormDialog';
import type { ChecklistItem, StaffAttachment } from './documents.queries';

/** The review to take: on one document, or on one requirement of the checklist. */
export type Review =
  | { readonly action: 'accept_document' | 'reject_document'; readonly attachment: StaffAttachment }
  | { readonly action: 'waive_requirement'; readonly item: ChecklistItem };

interface ReviewDialogProps {
  readonly applicationId: string;
  readonly etag: string;
  readonly review: Review;
  readonly onClose: () => void;
  /** Reads the application again (after a 412: someone else changed it). */
  readonly onReload: () => void;
}

/**
 * Accept or reject a document, or waive a requirement: the workflow action, sent with If-Match (the
 * version the page read). A rejection and a waiver need the reason the agency is told.
 */
export function ReviewDialog({ applicationId, etag, review, onClose, onReload }: ReviewDialogProps) {
  const form = ACTION_FORMS[review.action];
  const needsReason = review.action !== 'accept_document';
  const subject = review.action === 'waive_requirement' ? review.item.title : review.attachment.title;
  const take = useApplicationAction(applicationId, etag);
  const values = useForm({
    initialValues: { reasons: '', message: '' },
    validate: { reasons: (value) => (needsReason && !value.trim() ? 'Enter the reason' : null) },
  });
  const send = ({ reasons, message }: { reasons: string; message: string }) => {
    const optional = message.trim() ? { message: message.trim() } : {};
    const body =
      review.action === 'waive_requirement'
        ? { action: review.action, type: review.item.type, reasons: reasons.trim(), ...optional }
        : review.action === 'reject_document'
          ? { action: review.action, attachmentId: review.attachment.id, reasons: reasons.trim(), ...optional }
          : { action: review.action, attachmentId: review.attachment.id, ...optional };
    take.mutate(body, { onSuccess: onClose });
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
      {needsReason && (
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
      )}
      <Textarea
        label="Message to the agency"
        description="Replaces the text of the notice template; leave empty to send the template as it is."
        autosize
        minRows={2}
        maxRows={8}
        {...values.getInputProps('message')}
      />
    </FormDialog>
  );
}
