import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useApi } from '../api/api-context';
import { formatCalendarDate, formatDateTime } from '../format/datetime';
import { Page } from '../ui/page/Page';
import { ErrorView } from '../ui/problem/ErrorView';
import { PageLoader } from '../ui/states/PageLoader';
import { ClearingHouseFigures, ObligationFigures, PermitsByPlace, PermitsByType, ProcessingTimes } from './ReportTables';
import { type Period, periodOf } from './report-search';
import { type NationalReport, nationalReportHref, nationalReportQuery } from './reports.queries';

const route = getRouteApi('/staff/reports');

/** The period's two days; `to` before `from` is said on the field, as the service would refuse it. */
function PeriodForm({ period, onApply }: { period: Period; onApply: (period: Period) => void }) {
  const [draft, setDraft] = useState(period);
  const backwards = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards && draft.from !== '' && draft.to !== '') onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Period">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="From"
          type="date"
          required
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          style={{ flex: '0 1 11rem' }}
        />
        <TextInput
          label="To"
          type="date"
          required
          value={draft.to}
          error={backwards ? 'is before the first day' : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          style={{ flex: '0 1 11rem' }}
        />
        <Button type="submit" variant="default" disabled={backwards}>
          Show
        </Button>
      </Group>
    </form>
  );
}

const TILES = [
  ['issued', 'Issued'],
  ['renewed', 'Renewed'],
  ['amended', 'Amended'],
  ['suspended', 'Suspended'],
  ['revoked', 'Revoked'],
] as const;

function PermitTotals({ report }: { report: NationalReport }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" component="section" aria-label="Permits in the period">
      {TILES.map(([key, label]) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={650} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {report.permits.totals[key].toLocaleString('en-PH')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The national report pack (issue 32 §3, docs/REPORTS.md): a period's figures for the Nagoya
 * Protocol's national report and the annual report, as tables, with the CSV and the one-page PDF of
 * the same period to download.
 */
export function ReportsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const period = periodOf(search);
  const report = useQuery({ ...nationalReportQuery(useApi(), period), placeholderData: keepPreviousData });
  const apply = (next: Period) => void navigate({ search: { from: next.from, to: next.to } });
  const figures = report.data;
  return (
    <Page
      title="Reports"
      description={
        <>
          The national report pack: permits, the ABS Clearing-House, obligations and processing times of a period, in Philippine time.{' '}
          {formatCalendarDate(period.from)} to {formatCalendarDate(period.to)}, both included
          {figures ? `; ${figures.agencies === null ? 'every agency' : `agencies ${figures.agencies.join(', ')}`}` : ''}.
        </>
      }
      actions={
        <>
          <Button component="a" href={nationalReportHref('csv', period)} download variant="default">
            Download CSV
          </Button>
          <Button component="a" href={nationalReportHref('pdf', period)} download>
            Download PDF summary
          </Button>
        </>
      }
    >
      <PeriodForm key={`${period.from}/${period.to}`} period={period} onApply={apply} />
      {report.error ? (
        <ErrorView error={report.error} onRetry={() => void report.refetch()} />
      ) : !figures ? (
        <PageLoader />
      ) : (
        <>
          <PermitTotals report={figures} />
          <PermitsByType report={figures} />
          <PermitsByPlace report={figures} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ClearingHouseFigures report={figures} />
            <ObligationFigures report={figures} />
          </SimpleGrid>
          <ProcessingTimes report={figures} />
          <Text size="xs" c="dimmed">
            Made {formatDateTime(figures.generatedAt)}. How each figure is counted: docs/REPORTS.md.
          </Text>
        </>
      )}
    </Page>
  );
}
