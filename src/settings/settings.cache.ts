import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SettingKey, SettingValue } from './setting.definitions.js';
import { resolveSetting } from './setting.values.js';
import { listSettingRows, type SettingRow } from './settings.repository.js';

/**
 * Settings for hot paths (the workflow's actions, the scheduler's jobs): every row read in one query
 * and kept for `ttlMs`. Correct across processes within that time: a change made by another process
 * (or the CLI) is seen at the latest `ttlMs` later; a change made through this process's settings
 * service is seen at once. A transaction that must see the very latest value uses `readSetting`.
 */

export const DEFAULT_SETTINGS_TTL_MS = 5000;

/** Bumped by every change made in this process, so that its readers drop their copy at once. */
let localChanges = 0;

export function noteSettingsChanged(): void {
  localChanges += 1;
}

export interface SettingsReader {
  get<K extends SettingKey>(key: K): Promise<SettingValue<K>>;
  /** Drops the cached copy: the next get reads the database. */
  invalidate(): void;
}

export interface SettingsReaderOptions {
  readonly ttlMs?: number;
  /** The clock, for tests; Date.now by default. */
  readonly now?: () => number;
  /** Told when a stored value no longer passes its schema (its default is used meanwhile). */
  readonly onInvalid?: (key: SettingKey) => void;
}

export function createSettingsReader(db: Kysely<DB>, options: SettingsReaderOptions = {}): SettingsReader {
  const ttlMs = options.ttlMs ?? DEFAULT_SETTINGS_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { rows: Map<string, SettingRow>; loadedAt: number; changes: number } | undefined;
  let loading: Promise<Map<string, SettingRow>> | undefined;

  const fresh = () => cached !== undefined && cached.changes === localChanges && now() - cached.loadedAt < ttlMs;

  async function rows(): Promise<Map<string, SettingRow>> {
    if (fresh() && cached !== undefined) return cached.rows;
    // Callers that arrive while a load is under way share it.
    loading ??= (async () => {
      const changes = localChanges;
      const loadedAt = now();
      try {
        const loaded = new Map((await listSettingRows(db)).map((row) => [row.key, row]));
        cached = { rows: loaded, loadedAt, changes };
        return loaded;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  return {
    async get(key) {
      const resolved = resolveSetting(key, (await rows()).get(key));
      if (resolved.source === 'invalid') options.onInvalid?.(key);
      return resolved.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
