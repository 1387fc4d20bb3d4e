import { Alert, Anchor, Badge, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { formatCalendarDate, formatDate } from '../format/datetime';
import { AlertTriangleIcon } from '../ui/icons';
import { ErrorView } from '../ui/problem/ErrorView';
import { type ApplicationAbsch, applicationAbschQuery } from './permit.queries';

type Publication = ApplicationAbsch['publications'][number];

const STATE_WORDS: Record<Publication['state'], string> = {
  requested: 'Waiting for the publication job',
  submitting: 'Being submitted',
  submitted: 'Submitted: waiting for the Publishing Authority',
  published: 'Published',
  rejected: 'Rejected',
  invalid: 'Refused by the Clearing-House’s validation',
  failed: 'Failed',
};

/** A date the Clearing-House gives as a calendar day or as an instant. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : formatDate(value);
}

/** The newest publication: its state, the Clearing-House's answer, its errors by field, the IRCC and its link. */
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
        ({publication.intent === 'submit' ? 'first publication' : publication.intent},{' '}
        {publication.updatedAt.slice(0, 16).replace('T', ' ')} UTC)
      </Text>
      {publication.errors.length > 0 && (
        <Alert color="warning" variant="light" icon={<AlertTriangleIcon />} title="The Clearing-House’s validation errors, by field">
          <List size="sm">
            {publication.errors.map((error) => (
              <List.Item key={`${error.property}-${error.code}`}>
                <Text span ff="monospace" size="sm">
                  {error.property || '(document)'}
                </Text>
                : {error.code}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {publication.reason && <Text size="sm">Reason given: {publication.reason}</Text>}
      {publication.lastError && (
        <Text size="sm" c="dimmed">
          Last attempt failed ({publication.lastError}); tried again at {publication.nextAttemptAt ?? 'the next publication'}.
        </Text>
      )}
      {publication.irccIdentifier && publication.irccUrl && (
        <Text size="sm">
          IRCC:{' '}
          <Anchor href={publication.irccUrl} target="_blank" rel="noreferrer">
            {publication.irccIdentifier}
          </Anchor>
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
      {drift && (
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
