import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProblemError, StaleRecordError } from '../api/problem';
import { formatCalendarDate, formatDateTime } from '../format/datetime';
import { ClockBadge } from '../ui/clock/ClockBadge';
import { PhilippinesMap } from '../ui/map/PhilippinesMap';
import { Page } from '../ui/page/Page';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { StaleRecordAlert } from '../ui/problem/StaleRecordAlert';
import { Empty } from '../ui/states/Empty';
import { SampleTable } from './SampleTable';

const SAMPLE_POINTS = [
  { id: 'makiling', label: 'Mount Makiling Forest Reserve, Los Baños, Laguna', latitude: 14.1486, longitude: 121.2158 },
  { id: 'apo', label: 'Mount Apo Natural Park, Kidapawan, Cotabato', latitude: 6.9875, longitude: 125.2708 },
  { id: 'puerto-princesa', label: 'Puerto Princesa Subterranean River, Palawan', latitude: 10.1925, longitude: 118.9261 },
  { id: 'parañaque', label: 'Las Piñas–Parañaque Wetland Park, Parañaque', latitude: 14.4962, longitude: 120.9836 },
];

const SAMPLE_PROBLEM = new ProblemError({
  title: 'The request is not valid',
  detail: '/reasons: must not be empty',
  status: 400,
  code: 'validation_failed',
  errors: [{ pointer: '/reasons', detail: 'must not be empty' }],
  requestId: 'req-4f2a9c',
});

const SAMPLE_STALE = new StaleRecordError({
  title: 'The application changed',
  detail: 'ABS-2026-000042 is at version 7; this page had version 6.',
  status: 412,
  code: 'precondition_failed',
});

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The building blocks the screens are made of, each with sample data: a living reference for the
 * people building the screens, and what the screenshots show before the staff API exists.
 */
export function CatalogPage() {
  return (
    <Page title="Building blocks" description="The parts every screen of the back-office is made of, with sample data.">
      <Section title="Data table" description="Search, filters, sort and page live in the address: bookmark or share it, reload, go back.">
        <SampleTable />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="Processing clock" description="Working days in Asia/Manila; the state in words, not colour alone.">
          <Group gap="sm">
            <ClockBadge state="on_track" workingDaysLeft={12} />
            <ClockBadge state="at_risk" workingDaysLeft={3} />
            <ClockBadge state="overdue" workingDaysLeft={-2} />
            <ClockBadge state="on_track" workingDaysLeft={9} paused />
          </Group>
        </Section>
        <Section title="Dates and times" description="Always Philippine time, day first, 24-hour clock.">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Received</Table.Th>
                <Table.Td>{formatDateTime('2026-11-24T06:05:00Z')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Due</Table.Th>
                <Table.Td>{formatCalendarDate('2026-12-22')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Section>
      </SimpleGrid>
      <Section title="Problems" description="Every error shows the service's title and detail, and the reference to quote.">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ProblemAlert problem={SAMPLE_PROBLEM} withFieldErrors />
          <StaleRecordAlert problem={SAMPLE_STALE} onReload={() => undefined} />
        </SimpleGrid>
      </Section>
      <Section title="Map of collection locations" description="Drawn from data in the page: no network, no tile server.">
        <PhilippinesMap points={SAMPLE_POINTS} />
      </Section>
      <Section title="Empty state" description="Nothing to show, said plainly, with what to do next.">
        <Empty title="No applications in this queue" description="When one arrives, it appears here." />
      </Section>
    </Page>
  );
}
