import type { SettingValue } from './settings.queries';

/** The value of `clock.time_limits`, as the API document publishes its schema (ClockTimeLimitsSetting). */
export type TimeLimits = SettingValue<'clock.time_limits'>;

const isWorkingDays = (value: unknown): value is number => Number.isInteger(value);

/** The value as time limits, or undefined when it has another shape (then the JSON editor shows it as it is). */
export function asTimeLimits(value: unknown): TimeLimits | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { defaultWorkingDays, byApplicationType, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isWorkingDays(defaultWorkingDays)) return undefined;
  if (typeof byApplicationType !== 'object' || byApplicationType === null) return undefined;
  if (!Object.values(byApplicationType).every(isWorkingDays)) return undefined;
  return { defaultWorkingDays, byApplicationType: byApplicationType as Record<string, number> };
}

/** One row of the form: an application type and its limit (text while typed). */
export interface TimeLimitRow {
  applicationType: string;
  workingDays: number | string;
}

export function rowsOf(limits: TimeLimits): TimeLimitRow[] {
  return Object.entries(limits.byApplicationType).map(([applicationType, workingDays]) => ({ applicationType, workingDays }));
}

/** The form's rows as the setting's value (the service checks the numbers and names against its schema). */
export function timeLimitsOf(defaultWorkingDays: number | string, rows: readonly TimeLimitRow[]): TimeLimits {
  return {
    defaultWorkingDays: Number(defaultWorkingDays),
    byApplicationType: Object.fromEntries(rows.map((row) => [row.applicationType.trim(), Number(row.workingDays)])),
  };
}
