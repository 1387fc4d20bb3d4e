import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session.queries';
import { formatDateTime } from '../format/datetime';
import { hoursAndMinutes } from '../format/duration';
import { AnchorLink } from '../ui/link/AnchorLink';
import type { Dashboard } from './dashboard.queries';

const figure = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;

/** "41 h 30 min left" or "late by 3 h": the 72-hour notice to the National Privacy Commission. */
export function countdownText(hoursLeft: number): string {
  const minutes = Math.round(Math.abs(hoursLeft) * 60);
  return hoursLeft >= 0 ? `${hoursAndMinutes(minutes)} left` : `late by ${hoursAndMinutes(minutes)}`;
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Obligations({ overdue }: { overdue: number }) {
  return (
    <Card title="Permit obligations" id="follow-up-obligations">
      <Text size="sm">
        {overdue === 0
          ? 'No obligation of a permit is overdue.'
          : `${overdue.toLocaleString('en-PH')} obligation${overdue === 1 ? ' is' : 's are'} overdue (reports, deposits, publications).`}
      </Text>
      {overdue > 0 && (
        <AnchorLink to="/workqueues" search={{ queue: 'obligations_overdue' }} size="sm">
          Open the “Obligations overdue” queue
        </AnchorLink>
      )}
    </Card>
  );
}

function Communiques({ perYear }: { perYear: Dashboard['communiquesPerYear'] }) {
  return (
    <Card title="Checkpoint communiqués" id="follow-up-communiques">
      {perYear.length === 0 ? (
        <Text size="sm">No checkpoint has declared material of our permits yet.</Text>
      ) : (
        <Table aria-label="Checkpoint communiqués per year" withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year</Table.Th>
              <Table.Th scope="col" ta="right">
                Communiqués
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Naming another entity
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {perYear.map((row) => (
              <Table.Tr key={row.year}>
                <Table.Th scope="row">{row.year}</Table.Th>
                <Table.Td {...figure}>{row.count.toLocaleString('en-PH')}</Table.Td>
                <Table.Td {...figure}>{row.flagged.toLocaleString('en-PH')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function PersonalData({ privacy }: { privacy: Dashboard['privacy'] }) {
  const permissions = useSession()?.permissions;
  const { openRequests, overdueRequests, incidentsAwaitingNotice } = privacy;
  return (
    <Card title="Personal data" id="follow-up-privacy">
      <Text size="sm">
        {openRequests === 0
          ? 'No data subject’s request is open.'
          : `${openRequests.toLocaleString('en-PH')} request${openRequests === 1 ? '' : 's'} of data subjects open, `}
        {openRequests > 0 && (
          <Text span fw={overdueRequests > 0 ? 650 : undefined} c={overdueRequests > 0 ? 'red.9' : undefined} inherit>
            {overdueRequests.toLocaleString('en-PH')} past the 30 working days.
          </Text>
        )}
      </Text>
      {permissions?.handleDataSubjects && openRequests > 0 && (
        <AnchorLink to="/privacy/requests" size="sm">
          Open the requests
        </AnchorLink>
      )}
      {incidentsAwaitingNotice.length === 0 ? (
        <Text size="sm">No breach awaits its notice to the National Privacy Commission.</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Breaches awaiting the Commission’s notice">
          {incidentsAwaitingNotice.map((incident) => (
            <Group component="li" key={incident.id} gap="xs" wrap="nowrap" align="baseline">
              <Badge color={incident.hoursLeft < 0 ? 'red.9' : incident.hoursLeft < 24 ? 'orange.9' : 'gray.7'} variant="filled">
                {countdownText(incident.hoursLeft)}
              </Badge>
              <Text size="sm">
                {incident.summary} — notice due {formatDateTime(incident.noticeDueAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {permissions?.recordIncidents && incidentsAwaitingNotice.length > 0 && (
        <AnchorLink to="/privacy/incidents" size="sm">
          Record the notices
        </AnchorLink>
      )}
    </Card>
  );
}

/**
 * What follows the decisions and needs someone: permits' overdue obligations (issue 20 §1), the
 * checkpoints' communiqués per year for the national report (issue 20 §3), and the data subjects'
 * requests and breaches with their legal deadlines (issue 21 §1, §3).
 */
export function FollowUpsPanel({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <Obligations overdue={dashboard.obligationsOverdue} />
      <Communiques perYear={dashboard.communiquesPerYear} />
      <PersonalData privacy={dashboard.privacy} />
    </SimpleGrid>
  );
}
