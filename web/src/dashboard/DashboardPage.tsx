import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { formatDateTime } from '../format/datetime';
import { Page } from '../ui/page/Page';
import { ErrorView } from '../ui/problem/ErrorView';
import { PageLoader } from '../ui/states/PageLoader';
import { ClocksByAssigneeFigure, MonthlyFlowFigure, OutcomeFigure, ProcessingTimeFigure } from './DashboardCharts';
import { PlacesFigure } from './DashboardPlaces';
import { dashboardQuery } from './dashboard.queries';
import { totalsOf } from './dashboard-figures';
import { FollowUpsPanel } from './FollowUpsPanel';
import { OutboxHealthPanel } from './OutboxHealthPanel';

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={650} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-PH')}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/**
 * For chiefs and approvers: the office's last twelve months (received, decided, processing time
 * against the limit, outcomes) and today's clocks at risk or overdue by evaluator. Each chart has its
 * figures in a table too.
 */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery(useApi()));
  const description = 'The last twelve months, in Philippine time, and the open applications at risk today.';
  if (dashboard.error)
    return (
      <Page title="Dashboard" description={description}>
        <ErrorView error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </Page>
    );
  if (!dashboard.data) return <PageLoader />;
  const figures = dashboard.data;
  const totals = totalsOf(figures);
  return (
    <Page
      title="Dashboard"
      description={
        <>
          {description} {figures.agencies === null ? 'Every agency.' : `Agencies ${figures.agencies.join(', ')}.`} As of{' '}
          {formatDateTime(figures.generatedAt)}.
        </>
      }
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="section" aria-label="The year in figures">
        <Figure label="Received" value={totals.received} note="in twelve months" />
        <Figure label="Decided" value={totals.decided} note={`${totals.decidedOverLimit} after their due date`} />
        <Figure label="At risk" value={totals.atRisk} note="open today" />
        <Figure label="Overdue" value={totals.overdue} note="open today" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MonthlyFlowFigure dashboard={figures} />
        <ProcessingTimeFigure dashboard={figures} />
        <ClocksByAssigneeFigure dashboard={figures} />
        <OutcomeFigure dashboard={figures} />
      </SimpleGrid>
      <FollowUpsPanel dashboard={figures} />
      <PlacesFigure dashboard={figures} />
      <OutboxHealthPanel />
    </Page>
  );
}
