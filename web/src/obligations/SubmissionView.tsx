import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { DocumentViewer, isViewable } from '../documents/DocumentViewer';
import { fileUrl, type StaffAttachment } from '../documents/documents.queries';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { DateTime } from '../ui/datetime/DateTime';
import { AlertTriangleIcon } from '../ui/icons';
import { AuthorisedSpeciesTable } from './AuthorisedSpeciesTable';
import { SUBMISSION_STATUS } from './obligation-vocabulary';
import type { AuthorisedSpecies, StaffSubmission } from './obligations.queries';
import { SpecimenTable } from './SpecimenTable';

export interface SubmissionViewProps {
  readonly applicationId: string;
  readonly submission: StaffSubmission;
  /** Its number among the obligation's submissions, oldest first. */
  readonly number: number;
  readonly authorisedSpecies: readonly AuthorisedSpecies[];
  /** The application's documents by id: a submission's files are among them (for the viewer). */
  readonly attachments: ReadonlyMap<string, StaffAttachment>;
  /** The file shown in the viewer, if any (one at a time on the panel). */
  readonly viewing: string | undefined;
  readonly onView: (attachmentId: string | undefined) => void;
}

function FlagSummary({ submission }: { submission: StaffSubmission }) {
  const rows = new Set(submission.flags.map((flag) => flag.row)).size;
  return (
    <Alert
      color="warning"
      variant="light"
      icon={<AlertTriangleIcon />}
      title={`${rows} of ${submission.specimens?.length ?? 0} rows do not match the permit`}
    >
      <Text size="sm">Flagged for your review, not refused: the rows and what does not match are highlighted below.</Text>
    </Alert>
  );
}

/**
 * One submission of an obligation: its state, the agency's note, the reason of a rejection, its files (opened
 * in the document viewer) and, for a collection report, its specimen rows beside what the permit authorises.
 */
export function SubmissionView({
  applicationId,
  submission,
  number,
  authorisedSpecies,
  attachments,
  viewing,
  onView,
}: SubmissionViewProps) {
  const status = SUBMISSION_STATUS[submission.status];
  const Icon = status.icon;
  const shown = submission.files.map((file) => attachments.get(file.attachmentId)).find((attachment) => attachment?.id === viewing);
  return (
    <Stack gap="xs" component="section" aria-label={`Submission ${number}`}>
      <Group gap="sm" wrap="wrap">
        <Title order={4} size="h6">
          Submission {number}
        </Title>
        <ToneBadge tone={status.tone} icon={<Icon size={12} strokeWidth={2.4} />}>
          {status.label}
        </ToneBadge>
        <Text size="xs" c="dimmed">
          sent <DateTime value={submission.submittedAt} />
          {submission.reviewedAt && (
            <>
              , reviewed <DateTime value={submission.reviewedAt} />
            </>
          )}
        </Text>
      </Group>
      {submission.reason && <Text size="sm">Reason for the rejection: {submission.reason}</Text>}
      {submission.note && <Text size="sm">Note from the agency: {submission.note}</Text>}
      <Group gap="md">
        {submission.files.map((file) => {
          const attachment = attachments.get(file.attachmentId);
          return (
            <Group key={file.attachmentId} gap={6} wrap="nowrap">
              <Anchor href={fileUrl(applicationId, file.attachmentId, 'attachment')} download={file.fileName} size="sm">
                {file.fileName}
              </Anchor>
              {attachment && attachment.status !== 'quarantined' && isViewable(attachment) && (
                <Button
                  size="compact-sm"
                  variant={viewing === file.attachmentId ? 'filled' : 'default'}
                  aria-pressed={viewing === file.attachmentId}
                  aria-label={`View ${file.fileName}`}
                  onClick={() => onView(viewing === file.attachmentId ? undefined : file.attachmentId)}
                >
                  View
                </Button>
              )}
            </Group>
          );
        })}
      </Group>
      {shown && <DocumentViewer applicationId={applicationId} attachment={shown} onClose={() => onView(undefined)} />}
      {submission.specimens && (
        <>
          {submission.flags.length > 0 && <FlagSummary submission={submission} />}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Title order={5} size="h6" mb={4}>
                Specimens reported ({submission.specimens.length} {submission.specimens.length === 1 ? 'row' : 'rows'})
              </Title>
              <SpecimenTable rows={submission.specimens} flags={submission.flags} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Title order={5} size="h6" mb={4}>
                Authorised by the permit
              </Title>
              <AuthorisedSpeciesTable species={authorisedSpecies} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
