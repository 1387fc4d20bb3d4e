import path from 'node:path';
import type { Command } from 'commander';
import type { BackupManifest } from '../backup/backup.manifest.js';
import { openBlobStore } from '../blobs/open-blob-store.js';
import { loadConfig } from '../config.js';
import { printJson, withDatabase } from './context.js';

function summary(verb: string, folder: string, manifest: BackupManifest): string {
  const { database, blobs } = manifest;
  return (
    `${verb} ${folder}: the ${database.dialect} database (${database.file}, ${database.size} bytes, ` +
    `migration ${database.migration ?? 'none'}) and ${blobs.count} stored file(s), ${blobs.bytes} bytes.\n`
  );
}

/** `biopermit backup` and `biopermit restore` (docs/OPERATIONS.md, Backups). */
export function registerBackupCommands(program: Command): void {
  program
    .command('backup')
    .description(
      'copy the database (SQLite: online backup; PostgreSQL: pg_dump) and every stored file into a new folder, ' +
        'while the service runs; the folder holds personal data: keep it as safe as the database',
    )
    .requiredOption('--out <folder>', 'a new (or empty) folder for this backup')
    .option('--json', 'print the manifest as JSON')
    .action((options: { out: string; json?: boolean }) =>
      withDatabase(
        async (database, config) => {
          const store = openBlobStore(config.files);
          try {
            const folder = path.resolve(options.out);
            // Loaded on demand, like serve's modules: every command's start pays for what it imports.
            const { takeBackup } = await import('../backup/backup.service.js');
            const manifest = await takeBackup(database, config.databaseUrl, store, folder);
            if (options.json) printJson(manifest);
            else process.stdout.write(summary('Backed up to', folder, manifest));
          } finally {
            await store.close();
          }
        },
        // A backup copies the database as it is: it never migrates it.
        { migrate: false },
      ),
    );

  program
    .command('restore')
    .description(
      'restore a backup into the new, empty database DATABASE_URL names and into BLOB_STORE_URL; ' +
        'then run audit verify and blobs verify, and start the service with the same SIGNING_KEY_ENCRYPTION_KEY',
    )
    .requiredOption('--from <folder>', 'the folder biopermit backup wrote')
    .option('--json', 'print the manifest as JSON')
    .action(async (options: { from: string; json?: boolean }) => {
      // Not withDatabase: opening (and migrating) the target first would make it a database that is not empty.
      const config = loadConfig();
      const store = openBlobStore(config.files);
      try {
        const folder = path.resolve(options.from);
        const { restoreBackup } = await import('../backup/backup.service.js');
        const manifest = await restoreBackup(config.databaseUrl, store, folder);
        if (options.json) printJson(manifest);
        else {
          process.stdout.write(summary('Restored from', folder, manifest));
          process.stdout.write('Now check it: biopermit audit verify && biopermit blobs verify\n');
        }
      } finally {
        await store.close();
      }
    });
}
