import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBlob } from '../../src/blobs/blob.repository.js';
import { type BlobTestDatabase, createBlobTestDatabase } from '../helpers/blob-database.js';
import { blobStoreKinds, createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';
import { type CliRun, runCli } from '../helpers/cli-in-process.js';
import { testDialects } from '../helpers/databases.js';

/**
 * `biopermit blobs gc` and `biopermit blobs verify` on the database and the store that DATABASE_URL and
 * BLOB_STORE_URL name: in this process (helpers/cli-in-process.ts: the same program, its own
 * environment, streams and exit code), and `verify` finding a problem as operators run it, a child
 * process whose exit code is 1.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');
const SLOW_TEST_MS = 120_000;
const SETTING = /^(DATABASE_URL|DATA_DIR|BLOB_STORE_URL|UPLOAD_LIMIT_BYTES|CLAMAV_SOCKET|LOG_LEVEL|AWS_\w+)$/;
/** The SDK's notice that its later releases need Node 22 is for operators, not for these assertions. */
const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/** `biopermit args…` with these settings, in this process. */
function biopermit(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return runCli(args, { env: { ...QUIET_SDK, ...env } });
}

/** `node bin/biopermit.js args…` with these settings, in a child process. */
function spawnBiopermit(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name)));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: ROOT, env: { ...base, LOG_LEVEL: 'silent', ...QUIET_SDK, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') reject(error);
        else resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
      },
    );
  });
}

const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));
const longAgo = new Date(Date.now() - 48 * 3_600_000);

describe.each(combinations)('biopermit blobs on %s with the %s store', (dialect, kind) => {
  let testStore: TestBlobStore;
  let testDatabase: BlobTestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    testStore = await createTestBlobStore(kind);
    testDatabase = await createBlobTestDatabase(dialect);
    env = { ...testStore.env, DATABASE_URL: testDatabase.url };
  });
  afterAll(async () => {
    await testDatabase.drop();
    await testStore.drop();
  });

  it(
    'gc --dry-run reports an orphan past the grace period, gc removes it, and a young one stays',
    async () => {
      const orphan = await testStore.store.put(Readable.from([randomBytes(300)]));
      const young = await testStore.store.put(Readable.from([randomBytes(200)]));
      await testStore.backdate(orphan.sha256, longAgo);

      const dryRun = await biopermit(env, 'blobs', 'gc', '--dry-run', '--json');
      expect(dryRun.stderr).toBe('');
      expect(dryRun.code).toBe(0);
      expect(JSON.parse(dryRun.stdout)).toEqual({
        dryRun: true,
        removed: [{ sha256: orphan.sha256, size: 300, reason: 'unregistered' }],
        bytesRemoved: 300,
        temporaryFilesRemoved: 0,
      });
      expect(await testStore.store.stat(orphan.sha256)).toBeDefined();

      const gc = await biopermit(env, 'blobs', 'gc');
      expect(gc.code).toBe(0);
      expect(gc.stdout).toContain('Removed 1 file(s), 300 bytes, and 0 partial file(s)');
      expect(gc.stdout).toContain(`${orphan.sha256}  300   unregistered`);
      expect(await testStore.store.stat(orphan.sha256)).toBeUndefined();
      expect(await testStore.store.stat(young.sha256)).toBeDefined();
    },
    SLOW_TEST_MS,
  );

  it(
    'verify exits 1 and names the file whose bytes changed',
    async () => {
      const blob = await testStore.store.put(Readable.from([Buffer.from('an affidavit of undertaking')]));
      await testDatabase.database.db.transaction().execute((trx) =>
        registerBlob(trx, testStore.store, {
          ...blob,
          contentType: 'text/plain; charset=utf-8',
          scanStatus: 'clean',
          scanSignature: null,
        }),
      );
      await fs.writeFile(testStore.fileOf(blob.sha256), 'an affidavit of undertakinG');

      const verify = await spawnBiopermit(env, 'blobs', 'verify');
      expect(verify.code).toBe(1);
      expect(verify.stdout).toMatch(/Checked \d+ file\(s\), \d+ bytes, in (filesystem|s3 bucket) .*: 1 problem\(s\)/);
      expect(verify.stdout).toContain(`${blob.sha256}  content_mismatch`);
    },
    SLOW_TEST_MS,
  );
});

it(
  'biopermit blobs gc refuses a grace period under an hour',
  async () => {
    const result = await biopermit(
      { DATABASE_URL: `sqlite:${path.join(os.tmpdir(), 'biopermit-never-opened.db')}` },
      'blobs',
      'gc',
      '--grace-hours',
      '0',
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('expected a number of hours, at least 1');
  },
  SLOW_TEST_MS,
);
