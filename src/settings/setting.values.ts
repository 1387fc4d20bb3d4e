import { Type } from 'typebox';
import { inputValidator } from '../http/input-validation.js';
import { SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey, type SettingValue } from './setting.definitions.js';
import type { SettingRow } from './settings.repository.js';
import type { SettingSource } from './settings.schemas.js';

/** Per key, a check of `{ value }`: failing fields are named `/value/…`. */
export const checkSettingValue = Object.fromEntries(
  SETTING_KEYS.map((key) => [
    key,
    inputValidator(Type.Object({ value: SETTING_DEFINITIONS[key].schema }, { additionalProperties: false })),
  ]),
) as Record<SettingKey, (input: unknown) => { value: unknown }>;

export interface ResolvedSetting<K extends SettingKey = SettingKey> {
  readonly value: SettingValue<K>;
  readonly source: SettingSource;
}

/** The value in force for a key, from its stored row (when valid) or its default. */
export function resolveSetting<K extends SettingKey>(key: K, row: SettingRow | undefined): ResolvedSetting<K> {
  // A copy: a caller that changes the value it got must not change the default.
  const fallback = structuredClone(SETTING_DEFINITIONS[key].default) as SettingValue<K>;
  if (row === undefined) return { value: fallback, source: 'default' };
  try {
    return { value: checkSettingValue[key]({ value: JSON.parse(row.value) }).value as SettingValue<K>, source: 'stored' };
  } catch {
    return { value: fallback, source: 'invalid' };
  }
}
