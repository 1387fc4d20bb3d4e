import type { Kysely } from 'kysely';
import type { StaffActor } from '../auth/actor.js';
import { manilaDate, manilaStartOfDay } from '../clock/manila-time.js';
import type { DialectName } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { psgcTable } from '../places/psgc.table.js';
import { assertMayReadDashboard, readableAgencies } from '../policy/read.policy.js';
import { incidentsAwaitingNotice } from '../privacy/incidents/incident.repository.js';
import { requestCounts } from '../privacy/requests/data-subject-request.service.js';
import { timeLimitFor } from '../settings/setting.definitions.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { staffNames } from '../staff/staff-user.repository.js';
import { DECIDED_APPLICATION } from '../vocabulary/status-groups.js';
import { OPEN_STATUSES } from '../workqueues/queues.js';
import {
  applicationsByPlace,
  clocksByAssignee,
  communiquesPerYear,
  decisionsSince,
  overdueObligations,
  receivedByMonth,
} from './dashboard.repository.js';
import type { Dashboard } from './dashboard.schemas.js';

export interface DashboardDeps {
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  readonly settings: SettingsReader;
}

const MONTHS = 12;

/** The last twelve Manila months, oldest first, ending with the current one. */
export function lastMonths(now: Date): string[] {
  const [year, month] = manilaDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (MONTHS - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The PSGC name of a code (the release in force); null for the uncoded. */
const placeName = (code: string | null): string | null => (code === null ? null : (psgcTable().byCode.get(code)?.name ?? null));

const compareCodes = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b));

/** In code order (region, then province), the uncoded (null) last at each level. */
function inCodeOrder<T extends { readonly order: readonly (string | null)[] }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    for (let i = 0; i < a.order.length; i++) {
      const compared = compareCodes(a.order[i] ?? null, b.order[i] ?? null);
      if (compared !== 0) return compared;
    }
    return 0;
  });
}

/** The office's figures for chiefs, approvers and admins, in the agencies they work on. */
export async function dashboardOf(deps: DashboardDeps, actor: StaffActor, now: Date = new Date()): Promise<Dashboard> {
  assertMayReadDashboard(actor);
  const agencies = readableAgencies(actor);
  const months = lastMonths(now);
  const since = manilaStartOfDay(`${months[0]}-01`);
  const [received, decisions, clocks, limits, requests, incidents, obligationsOverdue, communiques, regions, provinces] = await Promise.all(
    [
      receivedByMonth(deps.db, deps.dialect, since, agencies),
      decisionsSince(deps.db, deps.dialect, since, agencies),
      clocksByAssignee(deps.db, OPEN_STATUSES, agencies),
      deps.settings.get('clock.time_limits'),
      requestCounts(deps.db, manilaDate(now)),
      incidentsAwaitingNotice(deps.db),
      overdueObligations(deps.db, agencies),
      communiquesPerYear(deps.db, agencies),
      applicationsByPlace(deps.db, 'region', since, OPEN_STATUSES, agencies),
      applicationsByPlace(deps.db, 'province', since, OPEN_STATUSES, agencies),
    ],
  );
  const byMonth = new Map(months.map((month) => [month, { received: 0, decided: 0, days: 0, limit: 0, over: 0 }]));
  for (const row of received) {
    const entry = byMonth.get(row.month);
    if (entry !== undefined) entry.received += row.count;
  }
  const outcomes = { approved: 0, denied: 0 };
  for (const row of decisions) {
    const entry = byMonth.get(row.month);
    if (entry === undefined || !DECIDED_APPLICATION.has(row.status)) continue;
    entry.decided += row.count;
    entry.days += row.workingDays;
    entry.limit += row.count * timeLimitFor(limits, row.applicationType) * (row.extended ? 2 : 1);
    entry.over += row.overLimit;
    if (row.status === 'denied') outcomes.denied += row.count;
    else outcomes.approved += row.count;
  }
  const perAssignee = new Map<string | null, { atRisk: number; overdue: number }>();
  for (const row of clocks) {
    const entry = perAssignee.get(row.assigneeId) ?? { atRisk: 0, overdue: 0 };
    if (row.state === 'at_risk') entry.atRisk += row.count;
    else entry.overdue += row.count;
    perAssignee.set(row.assigneeId, entry);
  }
  const names = await staffNames(
    deps.db,
    [...perAssignee.keys()].filter((id): id is string => id !== null),
  );
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    months: months.map((month) => {
      const m = byMonth.get(month) as { received: number; decided: number; days: number; limit: number; over: number };
      return {
        month,
        received: m.received,
        decided: m.decided,
        averageWorkingDays: m.decided === 0 ? null : round(m.days / m.decided),
        averageLimit: m.decided === 0 ? null : round(m.limit / m.decided),
        decidedOverLimit: m.over,
      };
    }),
    clocksByAssignee: [...perAssignee]
      .map(([id, counts]) => ({ assignee: id === null ? null : { id, name: names.get(id) ?? null }, ...counts }))
      .sort((a, b) => b.overdue - a.overdue || b.atRisk - a.atRisk),
    decisionsByOutcome: outcomes,
    obligationsOverdue,
    communiquesPerYear: communiques,
    byPlace: {
      regions: inCodeOrder(regions.map((row) => ({ ...row, order: [row.regionCode] }))).map((row) => ({
        code: row.regionCode,
        name: placeName(row.regionCode),
        received: row.received,
        open: row.open,
      })),
      provinces: inCodeOrder(provinces.map((row) => ({ ...row, order: [row.regionCode, row.provinceCode] }))).map((row) => ({
        code: row.provinceCode,
        name: placeName(row.provinceCode),
        regionCode: row.regionCode,
        received: row.received,
        open: row.open,
      })),
    },
    agencies: agencies === null ? null : [...agencies],
    privacy: {
      openRequests: requests.open,
      overdueRequests: requests.overdue,
      incidentsAwaitingNotice: incidents.map((incident) => ({
        id: incident.id,
        summary: incident.summary,
        noticeDueAt: incident.notice_due_at,
        hoursLeft: round((Date.parse(incident.notice_due_at) - now.getTime()) / 3_600_000),
      })),
    },
    generatedAt: now.toISOString(),
  };
}
