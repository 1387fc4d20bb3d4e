import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import { ActionOutcome, useOutcome } from '../applications/ActionOutcome';
import { useApplicationAction } from '../applications/application.queries';
import { useSession } from '../auth/session.queries';
import { BulkResults } from '../bulk/BulkResults';
import type { BatchAnswer } from '../bulk/bulk.queries';
import { useSelection } from '../bulk/selection';
import type { RequiredClearance } from '../places/clearance-vocabulary';
import { ErrorView } from '../ui/problem/ErrorView';
import { Empty } from '../ui/states/Empty';
import { PageLoader } from '../ui/states/PageLoader';
import { DocumentBulkReview } from './DocumentBulkReview';
import { type DocumentReview, DocumentTable } from './DocumentTable';
import { DocumentViewer } from './DocumentViewer';
import { documentsQuery } from './documents.queries';
import { RequirementChecklist } from './RequirementChecklist';
import { type Review, ReviewDialog } from './ReviewDialog';
import { UploadDocumentDialog } from './UploadDocumentDialog';

interface DocumentsSectionProps {
  readonly applicationId: string;
  /** The application's ETag: each review is an action sent with If-Match. */
  readonly etag: string;
  /** The application's `allowedActions`: which reviews the service allows this user now. */
  readonly allowedActions: readonly string[];
  /** Reads the application again (after a 412). */
  readonly onReload: () => void;
  /** The clearances the jurisdiction rules require, listed in the checklist after the documents. */
  readonly clearances?: readonly RequiredClearance[];
}

const REVIEWS: readonly DocumentReview[] = ['accept_document', 'reject_document'];

/**
 * The documents of an application: the requirement checklist with each state, every file with its
 * status, a viewer for PDFs and images, the reviews (accept, reject, waive) and the staff upload.
 */
export function DocumentsSection({ applicationId, etag, allowedActions, onReload, clearances }: DocumentsSectionProps) {
  const loaded = useQuery(documentsQuery(useApi(), applicationId));
  const [viewing, setViewing] = useState<string | undefined>();
  const [review, setReview] = useState<Review | undefined>();
  const [uploading, setUploading] = useState(false);
  const { outcome, announce, dismiss } = useOutcome();
  // Accepting is one click on the row: nothing to type, and undone by a rejection if need be.
  const accept = useApplicationAction(applicationId, etag);
  const acceptingId = accept.variables && 'attachmentId' in accept.variables ? accept.variables.attachmentId : undefined;
  // The session says whether the service lets this user upload (a viewer may not): no button it would refuse.
  const mayUpload = useSession()?.permissions.uploadDocuments ?? false;
  // Several documents reviewed in one step: the selection, and what the batch did to each.
  const selection = useSelection();
  const [batch, setBatch] = useState<BatchAnswer | undefined>();
  if (loaded.error) return <ErrorView error={loaded.error} onRetry={() => void loaded.refetch()} />;
  if (!loaded.data) return <PageLoader />;
  const { attachments, checklist, missingRequirements } = loaded.data;
  const reviews = new Set(REVIEWS.filter((action) => allowedActions.includes(action)));
  const shown = attachments.find((attachment) => attachment.id === viewing);
  const missing = checklist.filter((item) => missingRequirements.includes(item.type)).map((item) => item.title);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" role="status">
          {missing.length === 0
            ? 'Every required document is accepted or waived.'
            : `Still needed before acceptance: ${missing.join('; ')}.`}
        </Text>
        {mayUpload && (
          <Button size="xs" variant="default" onClick={() => setUploading(true)}>
            Upload a document
          </Button>
        )}
      </Group>
      <div>
        <Title order={3} size="h5" mb={4}>
          Requirement checklist
        </Title>
        <RequirementChecklist
          checklist={checklist}
          {...(clearances ? { clearances } : {})}
          {...(allowedActions.includes('waive_requirement') ? { onWaive: (item) => setReview({ action: 'waive_requirement', item }) } : {})}
        />
      </div>
      <ActionOutcome outcome={outcome} onDismiss={dismiss} />
      {batch && (
        <BulkResults
          title="Documents reviewed"
          answer={batch}
          nameOf={(id) => attachments.find((attachment) => attachment.id === id)?.title ?? id}
          onDismiss={() => setBatch(undefined)}
        />
      )}
      {accept.error !== null && (
        <ErrorView
          error={accept.error}
          onRetry={() => {
            accept.reset();
            onReload();
            void loaded.refetch();
          }}
        />
      )}
      <div>
        <Title order={3} size="h5" mb={4}>
          Files
        </Title>
        {reviews.size > 0 && (
          <DocumentBulkReview
            attachments={attachments}
            selection={selection}
            reviews={reviews}
            onDone={(answer) => {
              setBatch(answer);
              onReload();
            }}
          />
        )}
        {attachments.length === 0 ? (
          <Empty title="No documents yet" description="The agency's uploads and the staff's appear here." />
        ) : (
          <DocumentTable
            applicationId={applicationId}
            attachments={attachments}
            reviews={reviews}
            viewing={shown?.id}
            onView={(attachment) => setViewing(attachment.id)}
            accepting={accept.isPending ? acceptingId : undefined}
            selection={reviews.size > 0 ? selection : undefined}
            onReview={(action, attachment) => {
              if (action === 'reject_document') return setReview({ action, attachment });
              accept.mutate(
                { action: 'accept_document', attachmentId: attachment.id },
                { onSuccess: () => announce(`Accepted: ${attachment.title}.`) },
              );
            }}
          />
        )}
      </div>
      {shown && <DocumentViewer applicationId={applicationId} attachment={shown} onClose={() => setViewing(undefined)} />}
      {review && (
        <ReviewDialog
          applicationId={applicationId}
          etag={etag}
          review={review}
          onClose={() => setReview(undefined)}
          onDone={announce}
          onReload={() => {
            // Someone else changed the application: its documents too, likely (their review is what moved it).
            onReload();
            void loaded.refetch();
          }}
        />
      )}
      {uploading && <UploadDocumentDialog applicationId={applicationId} checklist={checklist} onClose={() => setUploading(false)} />}
    </Stack>
  );
}
