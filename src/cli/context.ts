import { subjectKeySealing } from '../audit/subject-keys.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, migrateToLatest, openDatabase } from '../db/database.js';

/**
 * Opens the configured database, migrated (unless `migrate: false`, for the command that migrates and
 * reports what it applied), runs `work`, and always closes it.
 */
export async function withDatabase<T>(
  work: (database: Database, config: Config) => Promise<T>,
  options: { readonly migrate?: boolean } = {},
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    requireDurableWrites: config.requireDurableWrites,
    poolSize: 2,
    preparedStatements: config.databasePreparedStatements,
    sqliteCacheSizeMiB: 16,
    // Audit rows written by a command encrypt personal values with keys sealed as the service seals them.
    plugins: [subjectKeySealing(config.tokens.signingKeyEncryptionKey)],
  });
  try {
    if (options.migrate !== false) await migrateToLatest(database.db);
    return await work(database, config);
  } finally {
    await database.close();
  }
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Plain columns for humans; --json for scripts. */
export function printTable(rows: readonly Record<string, string | null>[], columns: readonly string[]): void {
  if (rows.length === 0) {
    process.stdout.write('(none)\n');
    return;
  }
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '-').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${line(columns)}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((c) => row[c] ?? '-'))}\n`);
}
