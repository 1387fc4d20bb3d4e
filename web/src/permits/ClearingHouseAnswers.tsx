import { Alert, Badge, Box, Code, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { formatCalendarDate, formatDate } from '../format/datetime';
import { DateTime } from '../ui/datetime/DateTime';
import { AlertTriangleIcon } from '../ui/icons';
import { ErrorView } from '../ui/problem/ErrorView';
import { AbschObjections } from './AbschObjections';
import { type ApplicationAbsch, applicationAbschQuery } from './permit.queries';

export type Publication = ApplicationAbsch['publications'][number];

/** A publication still being worked on (the job has it queued, is submitting it, or follows its request): one at a time. */
export function isUnderWay(publication: Publication | undefined): boolean {
  return publication !== undefined && ['requested', 'submitting', 'submitted'].includes(publication.state);
}

export const STATE_WORDS: Record<Publication['state'], string> = {
  requested: 'Queued for the publication job',
  submitting: 'Being submitted',
  submitted: 'Submitted: waiting for the Publishing Authority',
  published: 'Published',
  rejected: 'Rejected',
  invalid: 'Refused by the Clearing-House’s validation',
  failed: 'Stopped',
};

/** A date the Clearing-House gives as a calendar day or as an instant. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : formatDate(value);
}

/** The newest publication: its state and when (Manila time), the Clearing-House's answer, its objections by field (the IRCC is the section's). */
function LatestPublication({ publication }: { publication: Publication }) {
  return (
    <Stack gap={6}>
      {/* A div, not a paragraph: the badge is a div. */}
      <Text size="sm" component="div">
        <Badge
          variant="light"
          tt="none"
          color={
            publication.state === 'published'
              ? 'forest'
              : publication.state === 'invalid' || publication.state === 'rejected' || publication.state === 'failed'
                ? 'warning'
                : 'gray'
          }
        >
          {STATE_WORDS[publication.state]}
        </Badge>{' '}
        ({publication.intent === 'submit' ? 'first publication' : publication.intent}, <DateTime value={publication.updatedAt} />)
      </Text>
      {publication.errors.length > 0 && (
        <Alert color="warning" variant="light" icon={<AlertTriangleIcon />} title="The Clearing-House refused the document">
          <AbschObjections objections={publication.errors} label="What the Clearing-House refused, by field" />
        </Alert>
      )}
      {publication.reason && <Text size="sm">Reason given: {publication.reason}</Text>}
      {publication.lastError && publication.state === 'failed' && (
        <Alert color="warning" variant="light" icon={<AlertTriangleIcon />} title="The publication stopped">
          <Text size="sm">{publication.lastError}</Text>
        </Alert>
      )}
      {publication.lastError && publication.state !== 'failed' && (
        <Text size="sm" c="dimmed" component="div">
          The last attempt did not go through; biopermit tries again{' '}
          {publication.nextAttemptAt ? (
            <>
              on <DateTime value={publication.nextAttemptAt} />
            </>
          ) : (
            'at the next publication'
          )}
          .
          <Box component="details" fz="xs">
            <summary>Details</summary>
            <Code fz="xs">{publication.lastError}</Code>
          </Box>
        </Text>
      )}
    </Stack>
  );
}

/** What biopermit's own publication got from the Clearing-House, and the checkpoint communiqués naming the IRCC (issue 20 §5). */
export function ClearingHouseAnswers({ applicationId }: { applicationId: string }) {
  const absch = useQuery(applicationAbschQuery(useApi(), applicationId));
  if (absch.isPending) return <Loader size="sm" aria-label="Loading the Clearing-House’s answers" />;
  if (absch.isError) return <ErrorView error={absch.error} />;
  const { publications, communiques, drift, configured } = absch.data;
  const latest = publications[0];
  return (
    <Stack gap="sm">
      {!configured && (
        <Text size="xs" c="dimmed">
          biopermit does not publish by itself here (no Clearing-House account configured): record each step by hand.
        </Text>
      )}
      {/* A publication stopped for what the drift says (an IRCC another permit holds) says it once, below. */}
      {drift && !(latest?.state === 'failed' && latest.lastError !== null && drift.includes(latest.lastError)) && (
        <Alert color="warning" variant="light" icon={<AlertTriangleIcon />} title="The Clearing-House differs from biopermit">
          <Text size="sm">{drift}</Text>
        </Alert>
      )}
      {latest && <LatestPublication publication={latest} />}
      <Title order={3} size="h5">
        Checkpoint communiqués
      </Title>
      {communiques.length === 0 ? (
        <Text size="sm" c="dimmed">
          No checkpoint has declared this permit’s material yet.
        </Text>
      ) : (
        <Table fz="sm" aria-label="Checkpoint communiqués">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Communiqué</Table.Th>
              <Table.Th>Declared at (checkpoints)</Table.Th>
              <Table.Th>Entity named</Table.Th>
              <Table.Th>Source countries</Table.Th>
              <Table.Th>Dates</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {communiques.map((communique) => (
              <Table.Tr key={communique.id}>
                <Table.Td>
                  {communique.recordIdentifier}
                  <Text size="xs" c="dimmed">
                    names {communique.irccIdentifier}
                  </Text>
                </Table.Td>
                <Table.Td>{communique.checkpoints.join(', ') || '—'}</Table.Td>
                <Table.Td>
                  {communique.entity ?? '—'}{' '}
                  {communique.entityMismatch && (
                    <Badge color="warning" variant="light" tt="none">
                      Not the holder
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{communique.sourceCountries.map((country) => country.toUpperCase()).join(', ') || '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {communique.publishedAt && <div>Published {dayOf(communique.publishedAt)}</div>}
                  <div>Received {formatDate(communique.receivedAt)}</div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
