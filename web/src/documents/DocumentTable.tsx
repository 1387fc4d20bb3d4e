import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { SelectBox } from '../bulk/SelectBox';
import type { Selection } from '../bulk/selection';
import { DateTime } from '../ui/datetime/DateTime';
import { isViewable } from './DocumentViewer';
import { StateBadge } from './document-states';
import { fileUrl, type StaffAttachment } from './documents.queries';
import { LibraryReuseNote } from './LibraryReuseNote';

export type DocumentReview = 'accept_document' | 'reject_document';

interface DocumentTableProps {
  readonly applicationId: string;
  readonly attachments: readonly StaffAttachment[];
  /** The reviews the service allows this user now (from the application's `allowedActions`). */
  readonly reviews: ReadonlySet<DocumentReview>;
  readonly viewing: string | undefined;
  readonly onView: (attachment: StaffAttachment) => void;
  readonly onReview: (action: DocumentReview, attachment: StaffAttachment) => void;
  /** The document whose acceptance is being sent, if any: its button shows it, and no other review starts meanwhile (each needs the ETag it produces). */
  readonly accepting?: string | undefined;
  /** Documents chosen for a batch review (the bulk action bar above the table); no checkboxes without it. */
  readonly selection?: Selection | undefined;
}

/** What the service lets each review start from (docs/ATTACHMENTS.md): an accepted file can still be rejected. */
export const REVIEWABLE: Record<DocumentReview, ReadonlySet<StaffAttachment['status']>> = {
  accept_document: new Set(['uploaded', 'rejected']),
  reject_document: new Set(['uploaded', 'accepted']),
};

function size(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Every file of the application, oldest first: superseded and quarantined ones too, for the record. */
export function DocumentTable({
  applicationId,
  attachments,
  reviews,
  viewing,
  onView,
  onReview,
  accepting,
  selection,
}: DocumentTableProps) {
  const selectable = (attachment: StaffAttachment) => [...reviews].some((review) => REVIEWABLE[review].has(attachment.status));
  return (
    <Table verticalSpacing={6}>
      <caption className="visually-hidden">Documents</caption>
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th scope="col">
              <span className="visually-hidden">Select</span>
            </Table.Th>
          )}
          <Table.Th scope="col">Document</Table.Th>
          <Table.Th scope="col">File</Table.Th>
          <Table.Th scope="col">Uploaded</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">
            <span className="visually-hidden">Actions</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attachments.map((attachment) => {
          const served = attachment.status !== 'quarantined';
          return (
            <Table.Tr key={attachment.id}>
              {selection && (
                <Table.Td>
                  {selectable(attachment) && (
                    <SelectBox
                      label={`Select ${attachment.title}`}
                      checked={selection.selected.has(attachment.id)}
                      onChange={() => selection.toggle(attachment.id)}
                    />
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {attachment.title}
                  </Text>
                  {attachment.internal && (
                    <Badge size="xs" variant="outline" color="gray.8" tt="none">
                      Internal
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" ff="monospace">
                  {attachment.type}
                </Text>
                {attachment.library && <LibraryReuseNote library={attachment.library} />}
              </Table.Td>
              <Table.Td fz="sm">
                {served ? (
                  <Anchor href={fileUrl(applicationId, attachment.id, 'attachment')} download={attachment.fileName} size="sm">
                    {attachment.fileName}
                  </Anchor>
                ) : (
                  attachment.fileName
                )}
                <Text size="xs" c="dimmed">
                  {size(attachment.size)}
                </Text>
              </Table.Td>
              <Table.Td fz="sm">
                <DateTime value={attachment.createdAt} />
                <Text size="xs" c="dimmed">
                  by {attachment.uploadedByKind === 'staff' ? 'staff' : 'the agency'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StateBadge state={attachment.status} />
                {attachment.reason && (
                  <Text size="xs" mt={2}>
                    {attachment.reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  {served && isViewable(attachment) && (
                    <Button
                      size="compact-sm"
                      variant={viewing === attachment.id ? 'filled' : 'default'}
                      aria-pressed={viewing === attachment.id}
                      onClick={() => onView(attachment)}
                      aria-label={`View ${attachment.title}`}
                    >
                      View
                    </Button>
                  )}
                  {reviews.has('accept_document') && REVIEWABLE.accept_document.has(attachment.status) && (
                    <Button
                      size="compact-sm"
                      onClick={() => onReview('accept_document', attachment)}
                      aria-label={`Accept ${attachment.title}`}
                      loading={accepting === attachment.id}
                      disabled={accepting !== undefined && accepting !== attachment.id}
                    >
                      Accept
                    </Button>
                  )}
                  {reviews.has('reject_document') && REVIEWABLE.reject_document.has(attachment.status) && (
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      onClick={() => onReview('reject_document', attachment)}
                      aria-label={`Reject ${attachment.title}`}
                      disabled={accepting !== undefined}
                    >
                      Reject
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
