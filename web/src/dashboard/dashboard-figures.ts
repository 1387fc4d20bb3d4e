import { displayText } from '../format/text';
import type { AssigneeClocks, Dashboard, DashboardMonth } from './dashboard.queries';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `2026-11` → `Nov 2026` (a Manila month, as the API names it). */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** Working days with one decimal, or a dash for a month without decisions. */
export function workingDays(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('en-PH', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

export function assigneeLabel(row: AssigneeClocks): string {
  if (row.assignee === null) return 'Nobody assigned';
  return row.assignee.name === null ? 'Former user' : displayText(row.assignee.name);
}

export interface Totals {
  readonly received: number;
  readonly decided: number;
  readonly decidedOverLimit: number;
  readonly atRisk: number;
  readonly overdue: number;
}

/** The year's sums and today's open clocks, for the figures above the charts. */
export function totalsOf(dashboard: Dashboard): Totals {
  const sum = (pick: (month: DashboardMonth) => number) => dashboard.months.reduce((total, month) => total + pick(month), 0);
  return {
    received: sum((month) => month.received),
    decided: sum((month) => month.decided),
    decidedOverLimit: sum((month) => month.decidedOverLimit),
    atRisk: dashboard.clocksByAssignee.reduce((total, row) => total + row.atRisk, 0),
    overdue: dashboard.clocksByAssignee.reduce((total, row) => total + row.overdue, 0),
  };
}

/** The month with the most received, in words: the monthly chart's text alternative starts there. */
export function busiestMonth(months: readonly DashboardMonth[]): DashboardMonth | undefined {
  return months.reduce<DashboardMonth | undefined>(
    (best, month) => (best === undefined || month.received > best.received ? month : best),
    undefined,
  );
}
