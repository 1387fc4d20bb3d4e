import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { isSettingKey, SETTING_DEFINITIONS, type SettingKey } from './setting.definitions.js';
import type { AdminSetting } from './settings.schemas.js';
import { type ChangeContext, getSetting, listSettings, resetSetting, updateSetting } from './settings.service.js';

/**
 * The settings store for admins (settings.staff.routes.ts), generic over the registry
 * (setting.definitions.ts): each setting comes with the JSON Schema of its value, so the back-office
 * can draw its form from it; a key the registry does not know is a 404.
 */

function withSchema(view: Awaited<ReturnType<typeof getSetting>>): AdminSetting {
  return { ...view, schema: SETTING_DEFINITIONS[view.key].schema };
}

function knownKey(key: string): SettingKey {
  if (!isSettingKey(key)) throw new AppError('not_found', `No setting ${key}; GET /api/v1/staff/settings lists them`);
  return key;
}

export async function listAdminSettings(db: Kysely<DB>): Promise<AdminSetting[]> {
  return (await listSettings(db)).map(withSchema);
}

export async function getAdminSetting(db: Kysely<DB>, key: string): Promise<AdminSetting> {
  return withSchema(await getSetting(db, { key: knownKey(key) }));
}

/** Sets the whole value; with `expectedVersion` (the version read), refused when the setting changed since. */
export async function updateAdminSetting(
  db: Kysely<DB>,
  change: { readonly key: string; readonly value: unknown; readonly expectedVersion: string | undefined },
  context: ChangeContext,
): Promise<AdminSetting> {
  const key = knownKey(change.key);
  const { value, expectedVersion } = change;
  return withSchema(await updateSetting(db, { key, value, ...(expectedVersion ? { expectedVersion } : {}) }, context));
}

export async function resetAdminSetting(db: Kysely<DB>, key: string, context: ChangeContext): Promise<AdminSetting> {
  return withSchema(await resetSetting(db, { key: knownKey(key) }, context));
}
