import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isStaleRecord } from '../api/problem';
import { ACTION_FORMS } from '../applications/action-forms';
import { useApplicationAction } from '../applications/application.queries';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { StaleRecordAlert } from '../ui/problem/StaleRecordAlert';
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
  const problem = useProblemOnForm(values, take.error);
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
    <Modal opened onClose={onClose} title={form.label} size="lg">
      <form noValidate aria-label={form.label} onSubmit={values.onSubmit(send)}>
        <Stack gap="md">
          <Text size="sm">
            <strong>{subject}</strong>: {form.explanation}
          </Text>
          {isStaleRecord(take.error) ? (
            <StaleRecordAlert
              problem={take.error}
              onReload={() => {
                onReload();
                onClose();
              }}
            />
          ) : (
            problem && <ProblemAlert problem={problem} withFieldErrors />
          )}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={form.weighty ? 'red.9' : undefined} loading={take.isPending}>
              {form.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
