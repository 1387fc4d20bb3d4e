import { type Command, InvalidArgumentError } from 'commander';
import { OPERATOR_ACTOR } from '../auth/actor.js';
import { HOLIDAY_KINDS } from '../clock/holiday.schemas.js';
import { addHoliday, ensureHolidaysSeeded, listHolidays, removeHoliday, seedHolidays } from '../clock/holiday.service.js';
import { manilaYear, weekday } from '../clock/manila-time.js';
import type { Database } from '../db/database.js';
import { AppError, describeFieldError } from '../http/errors.js';
import { listJobLeases, recentJobRuns } from '../jobs/job.repository.js';
import { SETTING_KEYS } from '../settings/setting.definitions.js';
import { getSetting, listSettings, resetSetting, updateSetting } from '../settings/settings.service.js';
import { printJson, printTable, withDatabase as withDatabaseOnly } from './context.js';

/** The operator's commands for the working-day calendar, the settings and the scheduled jobs. */

const operator = { actor: OPERATOR_ACTOR };
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function year(value: string): number {
  if (!/^\d{4}$/.test(value)) throw new InvalidArgumentError('expected a year, e.g. 2027');
  return Number(value);
}

function json(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError(
      'validation_failed',
      `VALUE must be JSON, e.g. '{"defaultWorkingDays": 20, "byApplicationType": {}}' (got ${value})`,
    );
  }
}

/** withDatabase, with every failing field of a refused input in the message (the CLI prints only the message). */
async function withDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  try {
    await withDatabaseOnly(work);
  } catch (error) {
    const fields = error instanceof AppError ? (error.extras.errors ?? []) : [];
    if (error instanceof AppError && fields.length > 1) throw new AppError(error.code, fields.map(describeFieldError).join('; '));
    throw error;
  }
}

export function registerCalendarCommands(program: Command): void {
  registerHolidayCommands(program);
  registerSettingCommands(program);
  registerJobCommands(program);
}

function registerHolidayCommands(program: Command): void {
  const holidays = program
    .command('holidays')
    .description('the non-working days of the processing clock (Asia/Manila); this year and next are seeded from date-holidays');
  holidays
    .command('list')
    .description('list the holidays of a year')
    .option('--year <year>', 'the year (default: the current year in Manila)', year)
    .option('--json', 'print as JSON')
    .action((options: { year?: number; json?: boolean }) =>
      withDatabase(async ({ db }) => {
        await ensureHolidaysSeeded(db);
        const days = await listHolidays(db, { year: options.year ?? manilaYear(Date.now()) });
        if (options.json) printJson(days);
        else
          printTable(
            days.map((d) => ({ date: d.date, day: WEEKDAYS[weekday(d.date)] ?? '', name: d.name, kind: d.kind, source: d.source })),
            ['date', 'day', 'name', 'kind', 'source'],
          );
      }),
    );
  holidays
    .command('add')
    .description('add a non-working day, e.g. one declared by proclamation; audited')
    .argument('<date>', 'the date, YYYY-MM-DD')
    .requiredOption('--name <name>', 'what the day is, as the proclamation names it')
    .option('--kind <kind>', `${HOLIDAY_KINDS.join(', ')} (default proclaimed)`)
    .option('--json', 'print the day as JSON')
    .action((date: string, options: { name: string; kind?: string; json?: boolean }) =>
      withDatabase(async ({ db }) => {
        await ensureHolidaysSeeded(db);
        const added = await addHoliday(
          db,
          { date, name: options.name, ...(options.kind === undefined ? {} : { kind: options.kind }) },
          operator,
        );
        if (options.json) printJson(added);
        else process.stdout.write(`${added.date} (${added.name}) is now a ${added.kind} holiday.\n`);
      }),
    );
  holidays
    .command('remove')
    .description('make a holiday a working day again (seeding the year again does not bring it back); audited')
    .argument('<date>', 'the date, YYYY-MM-DD')
    .action((date: string) =>
      withDatabase(async ({ db }) => {
        await ensureHolidaysSeeded(db);
        const removed = await removeHoliday(db, { date }, operator);
        process.stdout.write(`${removed.date} (${removed.name}) is a working day now.\n`);
      }),
    );
  holidays
    .command('seed')
    .description("add a year's regular holidays and special non-working days from date-holidays (safe to run again)")
    .requiredOption('--year <year>', 'the year', year)
    .action((options: { year: number }) =>
      withDatabase(async ({ db }) => {
        const result = await seedHolidays(db, { year: options.year }, operator);
        process.stdout.write(
          result.added.length === 0 ? `${result.year}: nothing to add.\n` : `${result.year}: added ${result.added.length} days.\n`,
        );
      }),
    );
}

function registerSettingCommands(program: Command): void {
  const settings = program.command('settings').description(`settings the workflow reads: ${SETTING_KEYS.join(', ')}`);
  settings
    .command('get')
    .description('print a setting’s value as JSON, or list every setting')
    .argument('[key]', `one of ${SETTING_KEYS.join(', ')}`)
    .option('--json', 'print the setting(s) with default, source and last change')
    .action((key: string | undefined, options: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        if (key !== undefined) {
          const view = await getSetting(db, { key });
          printJson(options.json ? view : view.value);
          return;
        }
        const views = await listSettings(db);
        if (options.json) printJson(views);
        else
          printTable(
            views.map((v) => ({ key: v.key, source: v.source, value: JSON.stringify(v.value), updated: v.updatedAt })),
            ['key', 'source', 'value', 'updated'],
          );
      }),
    );
  settings
    .command('set')
    .description('store a setting’s whole value (JSON, checked against its schema); audited with before and after')
    .argument('<key>', `one of ${SETTING_KEYS.join(', ')}`)
    .argument('<value>', 'the value as JSON')
    .action((key: string, value: string) =>
      withDatabase(async ({ db }) => {
        const view = await updateSetting(db, { key, value: json(value) }, operator);
        process.stdout.write(`${view.key} = ${JSON.stringify(view.value)}\n`);
      }),
    );
  settings
    .command('reset')
    .description('remove a stored value: the default in code applies again; audited')
    .argument('<key>', `one of ${SETTING_KEYS.join(', ')}`)
    .action((key: string) =>
      withDatabase(async ({ db }) => {
        const view = await resetSetting(db, { key }, operator);
        process.stdout.write(`${view.key} = ${JSON.stringify(view.value)} (default)\n`);
      }),
    );
}

function registerJobCommands(program: Command): void {
  const jobs = program.command('jobs').description('scheduled jobs (run by the servers: SCHEDULER_ENABLED)');
  jobs
    .command('list')
    .description('each job: who holds it now, when it is due, and its last run')
    .option('--json', 'print as JSON')
    .action((options: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const view = [];
        for (const lease of await listJobLeases(db)) {
          const [last] = await recentJobRuns(db, lease.name, 1);
          view.push({
            name: lease.name,
            holder: lease.holder,
            leaseExpires: lease.expires_at,
            nextRun: lease.next_run_at,
            lastStarted: last?.started_at ?? null,
            lastOutcome: last?.outcome ?? null,
            lastError: last?.error ?? null,
          });
        }
        if (options.json) printJson(view);
        else printTable(view, ['name', 'holder', 'nextRun', 'lastStarted', 'lastOutcome']);
      }),
    );
}
