import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from '../app/theme';
import { ChartFigure } from './ChartFigure';
import type { Dashboard } from './dashboard.queries';
import { assigneeLabel, busiestMonth, monthLabel, workingDays } from './dashboard-figures';

/** Tooltip lines in the text colour: recharts paints them in the series' colour, too light on white (WCAG 1.4.3). */
const TOOLTIP_ITEM = { color: 'var(--mantine-color-text)' } as const;

/** The theme's colours, as SVG needs them (fills are attributes, not CSS). */
const GREEN = theme.colors?.forest?.[7] ?? '#227a4e';
const LIGHT_GREEN = theme.colors?.forest?.[3] ?? '#7fc9a0';
const AMBER = theme.colors?.warning?.[4] ?? '#e08a1e';
const RED = '#c92a2a';
const GREY = '#495057';
const AXIS = { fontSize: 12, fill: GREY };

/** Legend entries in the text colour: the swatch carries the series' colour, the words stay readable (AA). */
const legendText = (value: string) => <span style={{ color: GREY }}>{value}</span>;

/** Charts are drawn only (no focus stops, no roles of their own): ChartFigure names them and gives the table. */
function Frame({ height = 260, children }: { height?: number; children: ReactElement }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 480, height }}>
      {children}
    </ResponsiveContainer>
  );
}

export function MonthlyFlowFigure({ dashboard }: { dashboard: Dashboard }) {
  const data = dashboard.months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  const busiest = busiestMonth(dashboard.months);
  const latest = dashboard.months.at(-1);
  return (
    <ChartFigure
      id="monthly-flow"
      title="Received and decided per month"
      summary={
        latest
          ? `${monthLabel(latest.month)}: ${latest.received} received, ${latest.decided} decided.` +
            (busiest && busiest.received > 0 ? ` Most received: ${monthLabel(busiest.month)} (${busiest.received}).` : '')
          : 'No months to show.'
      }
      chart={
        <Frame>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={AXIS} />
            <Tooltip itemStyle={TOOLTIP_ITEM} />
            <Legend formatter={legendText} />
            <Bar dataKey="received" name="Received" fill={LIGHT_GREEN} isAnimationActive={false} />
            <Bar dataKey="decided" name="Decided" fill={GREEN} isAnimationActive={false} />
          </BarChart>
        </Frame>
      }
      table={{
        columns: ['Month', 'Received', 'Decided'],
        rows: data.map((month) => [month.label, month.received, month.decided]),
      }}
    />
  );
}

export function ProcessingTimeFigure({ dashboard }: { dashboard: Dashboard }) {
  const data = dashboard.months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  const decided = dashboard.months.filter((month) => month.averageWorkingDays !== null);
  const over = dashboard.months.reduce((total, month) => total + month.decidedOverLimit, 0);
  const latest = decided.at(-1);
  return (
    <ChartFigure
      id="processing-time"
      title="Processing time against the limit"
      summary={
        latest
          ? `Decisions of ${monthLabel(latest.month)} took ${workingDays(latest.averageWorkingDays)} working days on average, ` +
            `against a limit of ${workingDays(latest.averageLimit)}. ${over} decided after their due date in twelve months.`
          : 'No decisions in twelve months.'
      }
      chart={
        <Frame>
          <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
            <YAxis tick={AXIS} />
            <Tooltip itemStyle={TOOLTIP_ITEM} formatter={(value) => (typeof value === 'number' ? workingDays(value) : String(value))} />
            <Legend formatter={legendText} />
            <Bar dataKey="averageWorkingDays" name="Working days taken (average)" fill={GREEN} isAnimationActive={false} />
            <Line
              dataKey="averageLimit"
              name="Limit (average)"
              stroke={RED}
              strokeDasharray="6 3"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              isAnimationActive={false}
            />
          </ComposedChart>
        </Frame>
      }
      table={{
        columns: ['Month', 'Working days taken', 'Limit', 'Decided after the due date'],
        rows: data.map((month) => [
          month.label,
          workingDays(month.averageWorkingDays),
          workingDays(month.averageLimit),
          month.decidedOverLimit,
        ]),
      }}
    />
  );
}

export function ClocksByAssigneeFigure({ dashboard }: { dashboard: Dashboard }) {
  const data = dashboard.clocksByAssignee.map((row) => ({ ...row, label: assigneeLabel(row) }));
  const first = data[0];
  return (
    <ChartFigure
      id="clocks-by-assignee"
      title="At risk and overdue by evaluator"
      summary={
        first
          ? `${data.length} ${data.length === 1 ? 'person has' : 'people have'} open applications at risk or overdue; ` +
            `the most overdue: ${first.label} (${first.overdue} overdue, ${first.atRisk} at risk).`
          : 'No open application is at risk or overdue.'
      }
      chart={
        <Frame height={Math.max(120, 40 + data.length * 36)}>
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS} />
            <YAxis type="category" dataKey="label" width={150} tick={AXIS} />
            <Tooltip itemStyle={TOOLTIP_ITEM} />
            <Legend formatter={legendText} />
            <Bar dataKey="overdue" name="Overdue" stackId="clocks" fill={RED} isAnimationActive={false} />
            <Bar dataKey="atRisk" name="At risk" stackId="clocks" fill={AMBER} isAnimationActive={false} />
          </BarChart>
        </Frame>
      }
      table={{ columns: ['Assignee', 'Overdue', 'At risk'], rows: data.map((row) => [row.label, row.overdue, row.atRisk]) }}
    />
  );
}

export function OutcomeFigure({ dashboard }: { dashboard: Dashboard }) {
  const { approved, denied } = dashboard.decisionsByOutcome;
  const total = approved + denied;
  const share = (count: number) => (total === 0 ? '—' : `${Math.round((count / total) * 100)}%`);
  const data = [
    { label: 'Approved', count: approved },
    { label: 'Denied', count: denied },
  ];
  return (
    <ChartFigure
      id="decisions-by-outcome"
      title="Decisions by outcome"
      summary={
        total === 0
          ? 'No decisions in twelve months.'
          : `${approved} approved (${share(approved)}) and ${denied} denied (${share(denied)}) in twelve months; an issued permit counts as approved.`
      }
      chart={
        <Frame height={140}>
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS} />
            <YAxis type="category" dataKey="label" width={80} tick={AXIS} />
            <Tooltip itemStyle={TOOLTIP_ITEM} />
            <Bar dataKey="count" name="Decisions" fill={GREEN} isAnimationActive={false} />
          </BarChart>
        </Frame>
      }
      table={{ columns: ['Outcome', 'Decisions', 'Share'], rows: data.map((row) => [row.label, row.count, share(row.count)]) }}
    />
  );
}
