import { type Command, InvalidArgumentError } from 'commander';
import { collectGarbage } from '../blobs/blob-gc.service.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { verifyBlobs } from '../blobs/blob-verify.service.js';
import { openBlobStore } from '../blobs/open-blob-store.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { printJson, printTable, withDatabase } from './context.js';

const HOUR_MS = 3_600_000;

function hours(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expected a number of hours, at least 1');
  return Number(value);
}

/** The configured database and blob store, both closed afterwards. */
export function withBlobStore<T>(work: (database: Database, store: BlobStore, config: Config) => Promise<T>): Promise<T> {
  return withDatabase(async (database, config) => {
    const store = openBlobStore(config.files);
    try {
      return await work(database, store, config);
    } finally {
      await store.close();
    }
  });
}

/** `biopermit blobs gc` and `biopermit blobs verify`: the operator's care of stored files (docs/BLOBS.md). */
export function registerBlobCommands(program: Command): void {
  const blobs = program.command('blobs').description('look after the stored files (BLOB_STORE_URL)');

  blobs
    .command('gc')
    .description('remove stored files that no row references, last written before the grace period')
    .option('--dry-run', 'report what would be removed, remove nothing')
    .option('--grace-hours <hours>', 'keep files written within this many hours: an upload may be about to record them', hours, 24)
    .option('--json', 'print the report as JSON')
    .action((options: { dryRun?: boolean; graceHours: number; json?: boolean }) =>
      withBlobStore(async ({ db }, store) => {
        const report = await collectGarbage(db, store, { graceMs: options.graceHours * HOUR_MS, dryRun: options.dryRun === true });
        if (options.json) {
          printJson(report);
          return;
        }
        const verb = report.dryRun ? 'Would remove' : 'Removed';
        process.stdout.write(
          `${verb} ${report.removed.length} file(s), ${report.bytesRemoved} bytes, and ${report.temporaryFilesRemoved} partial file(s) ` +
            `from ${store.description} (grace ${options.graceHours} h).\n`,
        );
        if (report.removed.length > 0) {
          printTable(
            report.removed.map((blob) => ({ sha256: blob.sha256, size: String(blob.size), reason: blob.reason })),
            ['sha256', 'size', 'reason'],
          );
        }
      }),
    );

  blobs
    .command('verify')
    .description('re-hash every stored file and report damage: bytes that changed, rows without bytes; exit 1 if any')
    .option('--json', 'print the report as JSON')
    .action((options: { json?: boolean }) =>
      withBlobStore(async ({ db }, store) => {
        const report = await verifyBlobs(db, store);
        if (report.problems.length > 0) process.exitCode = 1;
        if (options.json) {
          printJson(report);
          return;
        }
        process.stdout.write(
          `Checked ${report.checked} file(s), ${report.bytesRead} bytes, in ${store.description}: ` +
            `${report.problems.length === 0 ? 'no problems' : `${report.problems.length} problem(s)`}` +
            `${report.unregistered > 0 ? `; ${report.unregistered} file(s) without a row (blobs gc removes them after the grace period)` : ''}.\n`,
        );
        if (report.problems.length > 0) {
          printTable(
            report.problems.map(({ sha256, problem, detail }) => ({ sha256, problem, detail })),
            ['sha256', 'problem', 'detail'],
          );
        }
      }),
    );
}
