import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { AppError } from '../../src/http/errors.js';
import { SETTING_KEYS, timeLimitFor } from '../../src/settings/setting.definitions.js';
import { createSettingsReader } from '../../src/settings/settings.cache.js';
import { getSetting, listSettings, readSetting, resetSetting, updateSetting } from '../../src/settings/settings.service.js';
import { testDialects } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';

const operator = { actor: OPERATOR_ACTOR };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const pointers = (error: AppError) => error.extras.errors?.map((e) => ('pointer' in e ? e.pointer : e.parameter));

describe('time limits', () => {
  const limits = { defaultWorkingDays: 20, byApplicationType: { research: 7, commercial: 20 } };
  it('an application type listed has its own limit; any other type has the default', () => {
    expect(timeLimitFor(limits, 'research')).toBe(7);
    expect(timeLimitFor(limits, 'bioprospecting')).toBe(20);
    expect(timeLimitFor(limits, 'toString')).toBe(20);
  });
});

describe.each(testDialects)('settings (%s)', (dialect) => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  it('has its defaults in code before anything is stored: 20 working days, 30 days of grace', async () => {
    expect(await readSetting(database.db, 'clock.time_limits')).toEqual({ defaultWorkingDays: 20, byApplicationType: {} });
    expect(await readSetting(database.db, 'workflow.abandonment_grace')).toEqual({ incompleteDays: 30, unansweredRequestDays: 30 });
    const all = await listSettings(database.db);
    expect(all.map((s) => s.key)).toEqual(SETTING_KEYS);
    expect(all.every((s) => s.source === 'default' && s.updatedAt === null)).toBe(true);
  });

  it('stores a new value, audited with the value before and after', async () => {
    const value = { defaultWorkingDays: 20, byApplicationType: { research: 7 } };
    const view = await updateSetting(database.db, { key: 'clock.time_limits', value }, operator);
    expect(view).toMatchObject({ key: 'clock.time_limits', value, source: 'stored', updatedBy: OPERATOR_ACTOR.id });
    expect(await readSetting(database.db, 'clock.time_limits')).toEqual(value);

    const second = { defaultWorkingDays: 7, byApplicationType: {} };
    await updateSetting(database.db, { key: 'clock.time_limits', value: second }, operator);
    const audit = (await database.auditRows('setting.changed')).filter((row) => row.subject_id === 'clock.time_limits');
    expect(audit.map((row) => row.details)).toEqual([
      { before: { defaultWorkingDays: 20, byApplicationType: {} }, beforeSource: 'default', after: value },
      { before: value, beforeSource: 'stored', after: second },
    ]);
    expect(audit[0]?.actor).toBe(`operator:${OPERATOR_ACTOR.id}`);
  });

  it.each([
    [{ defaultWorkingDays: 0, byApplicationType: {} }, '/value/defaultWorkingDays'],
    [{ defaultWorkingDays: 20.5, byApplicationType: {} }, '/value/defaultWorkingDays'],
    [{ defaultWorkingDays: 20, byApplicationType: { research: '7' } }, '/value/byApplicationType/research'],
    [{ defaultWorkingDays: 20 }, '/value/byApplicationType'],
    [{ defaultWorkingDays: 20, byApplicationType: {}, extra: 1 }, '/value/extra'],
    [20, '/value'],
  ])('refuses time limits %j, naming %s, and stores nothing', async (value, pointer) => {
    const before = await getSetting(database.db, { key: 'clock.time_limits' });
    const audited = (await database.auditRows('setting.changed')).length;
    const error = await refusal(updateSetting(database.db, { key: 'clock.time_limits', value }, operator));
    expect(error.code).toBe('validation_failed');
    expect(pointers(error)).toContain(pointer);
    expect(await getSetting(database.db, { key: 'clock.time_limits' })).toEqual(before);
    expect(await database.auditRows('setting.changed')).toHaveLength(audited);
  });

  it('refuses an unknown key', async () => {
    const error = await refusal(updateSetting(database.db, { key: 'clock.speed', value: 1 }, operator));
    expect([error.code, pointers(error)]).toEqual(['validation_failed', ['/key']]);
    expect((await refusal(getSetting(database.db, { key: 'clock.speed' }))).code).toBe('validation_failed');
  });

  it('reset brings the default back, audited; resetting a key not stored is refused', async () => {
    await updateSetting(
      database.db,
      { key: 'workflow.abandonment_grace', value: { incompleteDays: 10, unansweredRequestDays: 15 } },
      operator,
    );
    const view = await resetSetting(database.db, { key: 'workflow.abandonment_grace' }, operator);
    expect(view).toMatchObject({ source: 'default', value: { incompleteDays: 30, unansweredRequestDays: 30 } });
    expect((await database.auditRows('setting.reset')).at(-1)?.details).toEqual({
      before: { incompleteDays: 10, unansweredRequestDays: 15 },
      after: { incompleteDays: 30, unansweredRequestDays: 30 },
    });
    expect((await refusal(resetSetting(database.db, { key: 'workflow.abandonment_grace' }, operator))).code).toBe('not_found');
  });

  it('a stored value this version no longer accepts reads as the default, marked invalid', async () => {
    await database.db
      .insertInto('settings')
      .values({
        key: 'workflow.abandonment_grace',
        value: '{"incompleteDays":"soon"}',
        updated_at: new Date().toISOString(),
        updated_by: OPERATOR_ACTOR.id,
      })
      .execute();
    const view = await getSetting(database.db, { key: 'workflow.abandonment_grace' });
    expect(view).toMatchObject({ source: 'invalid', value: { incompleteDays: 30, unansweredRequestDays: 30 } });
    const told: string[] = [];
    const reader = createSettingsReader(database.db, { onInvalid: (key) => told.push(key) });
    expect(await reader.get('workflow.abandonment_grace')).toEqual({ incompleteDays: 30, unansweredRequestDays: 30 });
    expect(told).toEqual(['workflow.abandonment_grace']);
    await database.db.deleteFrom('settings').where('key', '=', 'workflow.abandonment_grace').execute();
  });

  it('a cached reader in another process sees a change once its time to live has passed, not before', async () => {
    const other = await database.open();
    let clock = 1_000_000;
    const reader = createSettingsReader(other.db, { ttlMs: 5000, now: () => clock });
    const first = await reader.get('clock.time_limits');
    // Another process's change: written straight to the table, so this process is not told.
    const value = { defaultWorkingDays: 3, byApplicationType: {} };
    await database.db
      .updateTable('settings')
      .set({ value: JSON.stringify(value) })
      .where('key', '=', 'clock.time_limits')
      .execute();
    clock += 4999;
    expect(await reader.get('clock.time_limits')).toEqual(first);
    clock += 1;
    expect(await reader.get('clock.time_limits')).toEqual(value);
  });

  it('a cached reader in the process that made the change sees it at once', async () => {
    const clock = 2_000_000;
    const reader = createSettingsReader(database.db, { ttlMs: 60_000, now: () => clock });
    await reader.get('clock.time_limits');
    const value = { defaultWorkingDays: 7, byApplicationType: { research: 3 } };
    await updateSetting(database.db, { key: 'clock.time_limits', value }, operator);
    expect(await reader.get('clock.time_limits')).toEqual(value);
  });

  it('a caller that changes the value it read does not change the default', async () => {
    const value = await readSetting(database.db, 'workflow.abandonment_grace');
    value.incompleteDays = 1;
    expect((await readSetting(database.db, 'workflow.abandonment_grace')).incompleteDays).toBe(30);
  });
});
