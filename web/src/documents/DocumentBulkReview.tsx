import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { type BatchAnswer, useBulkDocumentReviews } from '../bulk/bulk.queries';
import type { Selection } from '../bulk/selection';
import { ErrorView } from '../ui/problem/ErrorView';
import { type DocumentReview, REVIEWABLE } from './DocumentTable';
import type { StaffAttachment } from './documents.queries';

interface DocumentBulkReviewProps {
  readonly attachments: readonly StaffAttachment[];
  readonly selection: Selection;
  readonly reviews: ReadonlySet<DocumentReview>;
  readonly onDone: (answer: BatchAnswer) => void;
}

/**
 * Accept or reject the selected documents in one step (issue 32 §4): one batch, each document its
 * own review (journal, notice to the agency, audit). A rejection needs its reason, told to the agency
 * for each document; a document the review does not apply to is refused by the service, which says why.
 */
export function DocumentBulkReview({ attachments, selection, reviews, onDone }: DocumentBulkReviewProps) {
  const [reasons, setReasons] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const review = useBulkDocumentReviews();
  const chosen = attachments.filter((attachment) => selection.selected.has(attachment.id));
  const send = (decision: 'accept' | 'reject') => {
    if (decision === 'reject' && reasons.trim() === '') return setMissingReason(true);
    review.mutate(
      chosen.map((attachment) => ({
        attachmentId: attachment.id,
        decision,
        ...(decision === 'reject' ? { reasons: reasons.trim() } : {}),
      })),
      {
        onSuccess: (answer) => {
          selection.clear();
          setReasons('');
          onDone(answer);
        },
      },
    );
  };
  return (
    <>
      <BulkActionBar noun="documents" count={chosen.length} onClear={selection.clear}>
        {reviews.has('accept_document') && (
          <Button
            size="compact-sm"
            loading={review.isPending && review.variables?.[0]?.decision === 'accept'}
            disabled={review.isPending || !chosen.some((a) => REVIEWABLE.accept_document.has(a.status))}
            onClick={() => send('accept')}
          >
            Accept selected
          </Button>
        )}
        {reviews.has('reject_document') && (
          <>
            <TextInput
              size="xs"
              label="Reason for rejection"
              value={reasons}
              onChange={(event) => {
                setReasons(event.currentTarget.value);
                setMissingReason(false);
              }}
              error={missingReason ? 'Enter the reason: the agency is told it for each document' : undefined}
              maxLength={10_000}
            />
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              loading={review.isPending && review.variables?.[0]?.decision === 'reject'}
              disabled={review.isPending}
              onClick={() => send('reject')}
            >
              Reject selected
            </Button>
          </>
        )}
      </BulkActionBar>
      {review.error && <ErrorView error={review.error} />}
    </>
  );
}
