import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { libraryHolidays } from '../../src/clock/holiday.source.js';
import { manilaYear } from '../../src/clock/manila-time.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { SETTING_KEYS } from '../../src/settings/setting.definitions.js';
import { biopermit, fail, succeed } from '../helpers/cli-in-process.js';
import { succeed as succeedInChild } from '../helpers/cli-run.js';
import { testDialects } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';

/**
 * `biopermit holidays …`, `settings …` and `jobs …`: the commands run in this process
 * (helpers/cli-in-process.ts: the same program, its own environment, streams and exit code), and
 * `migrate`, which seeds the calendar, as operators run it, in a child process.
 */

const SLOW_TEST_MS = 240_000;
const OPERATOR = `operator:${OPERATOR_ACTOR.id}`;

describe('biopermit holidays, settings and jobs --help', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-cli-'));
  const url = `sqlite:${path.join(dir, 'x.db')}`;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const COMMANDS: [string, string[]][] = [
    ['', ['holidays', 'settings', 'jobs']],
    ['holidays', ['list', 'add', 'remove', 'seed']],
    ['holidays list', ['--year <year>', '--json']],
    ['holidays add', ['<date>', '--name <name>', '--kind <kind>', 'proclaimed', '--json']],
    ['holidays remove', ['<date>']],
    ['holidays seed', ['--year <year>']],
    ['settings', ['get', 'set', 'reset', 'clock.time_limits', 'workflow.abandonment_grace']],
    ['settings get', ['[key]', '--json']],
    ['settings set', ['<key>', '<value>']],
    ['settings reset', ['<key>']],
    ['jobs', ['list']],
    ['jobs list', ['--json']],
  ];

  it.for(COMMANDS)('"biopermit %s --help" names what it takes', async ([command, mentions], { expect }) => {
    const args = command === '' ? ['--help'] : [...command.split(' '), '--help'];
    const result = await biopermit(url, ...args);
    expect(result.code).toBe(0);
    for (const mention of mentions) expect(result.stdout).toContain(mention);
  });
});

describe.each(testDialects)('biopermit holidays, settings and jobs (%s)', (dialect) => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  const holidayDates = async (year: number) =>
    (
      await database.db
        .selectFrom('holidays')
        .select('date')
        .where('date', 'like', `${year}-%`)
        .where('removed_at', 'is', null)
        .orderBy('date')
        .execute()
    ).map((row) => row.date);

  it('migrate seeds the current Manila year and the next', { timeout: SLOW_TEST_MS }, async () => {
    const fresh = await openMigratedDatabase(dialect);
    try {
      await succeedInChild(fresh.url, 'migrate');
      const year = manilaYear(Date.now());
      for (const y of [year, year + 1]) {
        const rows = await fresh.db.selectFrom('holidays').select('date').where('date', 'like', `${y}-%`).orderBy('date').execute();
        expect(rows.map((row) => row.date)).toEqual(libraryHolidays(y).map((d) => d.date));
      }
    } finally {
      await fresh.drop();
    }
  });

  it('lists a year as a table and as JSON', { timeout: SLOW_TEST_MS }, async () => {
    await succeed(database.url, 'holidays', 'seed', '--year', '2026');
    const table = await succeed(database.url, 'holidays', 'list', '--year', '2026');
    expect(table.split('\n')[0]).toMatch(/^date\s+day\s+name\s+kind\s+source$/);
    expect(table).toMatch(/^2026-08-21\s+Fri\s+Ninoy Aquino Day\s+special_non_working\s+date-holidays$/m);
    const listed = JSON.parse(await succeed(database.url, 'holidays', 'list', '--year', '2026', '--json')) as { date: string }[];
    expect(listed.map((d) => d.date)).toEqual(libraryHolidays(2026).map((d) => d.date));
  });

  it('seeds a year, and the second time says there is nothing to add', { timeout: SLOW_TEST_MS }, async () => {
    expect(await succeed(database.url, 'holidays', 'seed', '--year', '2035')).toBe(`2035: added ${libraryHolidays(2035).length} days.\n`);
    expect(await succeed(database.url, 'holidays', 'seed', '--year', '2035')).toBe('2035: nothing to add.\n');
    await fail(database.url, '/year: must be >= 2000', 'holidays', 'seed', '--year', '1999');
  });

  it('adds a proclaimed day, refuses it a second time, removes it, and refuses to remove it again, all audited', {
    timeout: SLOW_TEST_MS,
  }, async () => {
    expect(await succeed(database.url, 'holidays', 'add', '2026-07-15', '--name', 'Typhoon Carina (Proc. 999)')).toBe(
      '2026-07-15 (Typhoon Carina (Proc. 999)) is now a proclaimed holiday.\n',
    );
    await fail(database.url, '2026-07-15 is already a holiday', 'holidays', 'add', '2026-07-15', '--name', 'Again');
    expect(await succeed(database.url, 'holidays', 'remove', '2026-07-15')).toBe(
      '2026-07-15 (Typhoon Carina (Proc. 999)) is a working day now.\n',
    );
    await fail(database.url, '2026-07-15 is not a holiday', 'holidays', 'remove', '2026-07-15');
    expect(await holidayDates(2026)).not.toContain('2026-07-15');
    const audit = [...(await database.auditRows('holiday.added')), ...(await database.auditRows('holiday.removed'))];
    expect(audit.filter((row) => row.subject_id === '2026-07-15').map((row) => row.actor)).toEqual([OPERATOR, OPERATOR]);
  });

  it('refuses a day that is not a date, and a kind that is not one', { timeout: SLOW_TEST_MS }, async () => {
    await fail(database.url, '/date: must be a date', 'holidays', 'add', '2026-02-30', '--name', 'X');
    await fail(
      database.url,
      '/kind: must be one of "regular", "special_non_working", "proclaimed"',
      'holidays',
      'add',
      '2026-07-16',
      '--name',
      'X',
      '--kind',
      'bank',
    );
    expect(await holidayDates(2026)).not.toContain('2026-07-16');
  });

  it('gets, sets and resets a setting, audited with before and after', { timeout: SLOW_TEST_MS }, async () => {
    const table = await succeed(database.url, 'settings', 'get');
    expect(table).toMatch(/^clock\.time_limits\s+default\s+\{"defaultWorkingDays":20,"byApplicationType":\{\}\}\s+-$/m);
    const value = '{"defaultWorkingDays":20,"byApplicationType":{"research":7}}';
    expect(await succeed(database.url, 'settings', 'set', 'clock.time_limits', value)).toBe(`clock.time_limits = ${value}\n`);
    expect(JSON.parse(await succeed(database.url, 'settings', 'get', 'clock.time_limits'))).toEqual(JSON.parse(value));
    const view = JSON.parse(await succeed(database.url, 'settings', 'get', 'clock.time_limits', '--json'));
    expect(view).toMatchObject({
      source: 'stored',
      updatedBy: OPERATOR_ACTOR.id,
      default: { defaultWorkingDays: 20, byApplicationType: {} },
    });
    expect(await succeed(database.url, 'settings', 'reset', 'clock.time_limits')).toBe(
      'clock.time_limits = {"defaultWorkingDays":20,"byApplicationType":{}} (default)\n',
    );
    await fail(database.url, 'clock.time_limits is not set: its default already applies', 'settings', 'reset', 'clock.time_limits');
    expect((await database.auditRows('setting.changed')).at(-1)).toMatchObject({ actor: OPERATOR, details: { after: JSON.parse(value) } });
    expect((await database.auditRows('setting.reset')).at(-1)).toMatchObject({ actor: OPERATOR });
  });

  it('refuses a setting value that breaks its schema, naming every field, and one that is not JSON', {
    timeout: SLOW_TEST_MS,
  }, async () => {
    const stored = () => database.db.selectFrom('settings').selectAll().orderBy('key').execute();
    const before = await stored();
    const audited = (await database.auditRows('setting.changed')).length;
    await fail(
      database.url,
      '/value/byApplicationType: is required; /value/defaultWorkingDays: must be >= 1',
      'settings',
      'set',
      'clock.time_limits',
      '{"defaultWorkingDays":0}',
    );
    const result = await biopermit(database.url, 'settings', 'set', 'workflow.abandonment_grace', 'thirty');
    expect([result.code, result.stderr]).toEqual([1, expect.stringContaining('VALUE must be JSON')]);
    await fail(
      database.url,
      `/key: must be one of ${SETTING_KEYS.map((key) => `"${key}"`).join(', ')}`,
      'settings',
      'set',
      'clock.speed',
      '1',
    );
    expect(await stored()).toEqual(before);
    expect(await database.auditRows('setting.changed')).toHaveLength(audited);
  });

  it('lists the jobs with their holder, next run and last outcome', { timeout: SLOW_TEST_MS }, async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const scheduler = createScheduler({ db: database.db, log, tickMs: 1000, holder: 'test-process' });
    scheduler.register({ name: 'cli-listed', intervalMs: 60_000, run: async () => ({ ok: true }) });
    await scheduler.runDueJobs();
    const [job] = JSON.parse(await succeed(database.url, 'jobs', 'list', '--json')) as Record<string, unknown>[];
    expect(job).toEqual({
      name: 'cli-listed',
      holder: null,
      leaseExpires: null,
      nextRun: expect.any(String),
      lastStarted: expect.any(String),
      lastOutcome: 'succeeded',
      lastError: null,
    });
    expect(await succeed(database.url, 'jobs', 'list')).toMatch(/^cli-listed\s+-\s+\S+Z\s+\S+Z\s+succeeded$/m);
  });
});
