import type { Kysely } from 'kysely';
import { type AuditEvent, recordAuditEvent } from '../audit/audit.repository.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { inputValidator } from '../http/input-validation.js';
import { nowIso } from '../shared/time.js';
import { SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey, type SettingValue } from './setting.definitions.js';
import { checkSettingValue, resolveSetting } from './setting.values.js';
import { noteSettingsChanged } from './settings.cache.js';
import {
  deleteSettingRow,
  findSettingRow,
  listSettingRows,
  lockSettingRow,
  type SettingRow,
  upsertSettingRow,
} from './settings.repository.js';
import { SettingKeyInput, SettingUpdate, type SettingView } from './settings.schemas.js';

/**
 * The settings store: typed values in the `settings` table, each checked against its key's schema on
 * the way in and on the way out; a key not stored has its default in code. Changes are audited with
 * the value before and after. Reads on hot paths go through settings.cache.ts.
 */

/** Who changes a setting, and the request it came in (for the audit trail). */
export type ChangeContext = Pick<AuditEvent, 'actor' | 'actorRole' | 'requestId' | 'clientAddress'>;

const checkKey = inputValidator(SettingKeyInput);
const checkUpdate = inputValidator(SettingUpdate);
function toView(key: SettingKey, row: SettingRow | undefined): SettingView {
  const { value, source } = resolveSetting(key, row);
  return {
    key,
    description: SETTING_DEFINITIONS[key].description,
    value,
    default: SETTING_DEFINITIONS[key].default,
    source,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
    version: versionOf(row),
  };
}

/** A setting's version: when it was set (a change replaces the whole value), or `default`. */
function versionOf(row: SettingRow | undefined): string {
  return row?.updated_at ?? 'default';
}

/** The value in force, read now (not cached): for a transaction that must see the latest value. */
export async function readSetting<K extends SettingKey>(db: Kysely<DB>, key: K): Promise<SettingValue<K>> {
  return resolveSetting(key, await findSettingRow(db, key)).value;
}

/** Every setting with its value in force, default and source. */
export async function listSettings(db: Kysely<DB>): Promise<SettingView[]> {
  const rows = new Map((await listSettingRows(db)).map((row) => [row.key, row]));
  return SETTING_KEYS.map((key) => toView(key, rows.get(key)));
}

export async function getSetting(db: Kysely<DB>, input: unknown): Promise<SettingView> {
  const { key } = checkKey(input);
  return toView(key, await findSettingRow(db, key));
}

/**
 * Stores a new value for a key (the whole value), audited with the value before and after. With the
 * version the caller read, refused (precondition_failed) when someone changed the setting since.
 */
export async function updateSetting(db: Kysely<DB>, input: unknown, context: ChangeContext): Promise<SettingView> {
  const { key, value: raw, expectedVersion } = checkUpdate(input);
  const { value } = checkSettingValue[key]({ value: raw });
  const row: SettingRow = { key, value: JSON.stringify(value), updated_at: nowIso(), updated_by: context.actor.id };
  await db.transaction().execute(async (trx) => {
    await lockSettingRow(trx, key);
    const current = await findSettingRow(trx, key);
    if (expectedVersion !== undefined && expectedVersion !== versionOf(current)) {
      throw new AppError(
        'precondition_failed',
        `${key} was changed since version ${expectedVersion} (now ${versionOf(current)}): read it again`,
      );
    }
    const before = resolveSetting(key, current);
    await upsertSettingRow(trx, row);
    await recordAuditEvent(trx, {
      ...context,
      action: 'setting.changed',
      subjectType: 'setting',
      subjectId: key,
      details: { before: before.value, beforeSource: before.source, after: value },
      before: { value: before.value },
      after: { value },
    });
  });
  noteSettingsChanged();
  return toView(key, row);
}

/** Removes the stored value: the default in code applies again. Refused when nothing is stored. */
export async function resetSetting(db: Kysely<DB>, input: unknown, context: ChangeContext): Promise<SettingView> {
  const { key } = checkKey(input);
  await db.transaction().execute(async (trx) => {
    await lockSettingRow(trx, key);
    const row = await findSettingRow(trx, key);
    if (row === undefined || !(await deleteSettingRow(trx, key))) {
      throw new AppError('not_found', `${key} is not set: its default already applies`);
    }
    await recordAuditEvent(trx, {
      ...context,
      action: 'setting.reset',
      subjectType: 'setting',
      subjectId: key,
      details: { before: resolveSetting(key, row).value, after: SETTING_DEFINITIONS[key].default },
      before: { value: resolveSetting(key, row).value },
      after: { value: SETTING_DEFINITIONS[key].default },
    });
  });
  noteSettingsChanged();
  return toView(key, undefined);
}
