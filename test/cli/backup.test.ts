import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyEncryption } from '../../src/auth/key-encryption.js';
import { openDatabase } from '../../src/db/database.js';
import { newId } from '../../src/shared/ids.js';
import { logVerifierKey } from '../../src/transparency-log/log-key.js';
import { integratePendingEntries, publishCheckpoint } from '../../src/transparency-log/transparency-log.service.js';
import { createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';
import { type CliRun, runCli } from '../helpers/cli-in-process.js';
import { createTestDatabase, postgresAvailable, type TestDatabase, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { multipart } from '../helpers/files-app.js';
import { type ServerProcess, startServerProcess } from '../helpers/processes.js';
import { pdf } from '../helpers/sample-files.js';
import { seedAgencyWithToken } from '../helpers/seeded-agency.js';

/**
 * The restore drill (issue 30 §6): `biopermit backup` taken while a `biopermit serve` process takes
 * submissions and uploads, restored with `biopermit restore` into a new database and a new store, where
 * `audit verify`, `blobs verify` and `log verify` (the public log of permits) pass and every application acknowledged before the backup began
 * is there with its document. SQLite with the filesystem store (the default), PostgreSQL with S3
 * (production's shape). Then each refusal: nothing is overwritten, and a damaged backup is named.
 */
const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'silent' };

function biopermit(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return runCli(args, { env: { ...QUIET_SDK, ...env } });
}

function temporaryFolder(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `biopermit-${name}-`));
}

interface Acknowledged {
  readonly registrationNo: string;
  readonly attachmentId: string;
}

/** Submissions, each with a document, one after another until `stop()`: what each acknowledged, in order. */
function loadOf(server: ServerProcess, agency: string, token: string) {
  const acknowledged: Acknowledged[] = [];
  let running = true;
  const authorization = { authorization: `Bearer ${token}` };
  const one = async (n: number): Promise<void> => {
    const submitted = await fetch(`${server.baseUrl}/api/v1/external/application`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify(aSubmission(agency)),
    });
    if (submitted.status !== 201) throw new Error(`submission answered ${submitted.status}: ${await submitted.text()}`);
    const { registrationNo } = (await submitted.json()) as { registrationNo: string };
    const form = multipart([
      { name: 'type', value: 'research_proposal' },
      { name: 'title', value: `Proposal ${n}` },
      { name: 'file', fileName: `proposal-${n}.pdf`, contentType: 'application/pdf', content: pdf(`backup drill document ${n}`) },
    ]);
    const uploaded = await fetch(`${server.baseUrl}/api/v1/external/application/${registrationNo}/agency/${agency}/attachments`, {
      method: 'POST',
      headers: { ...authorization, ...form.headers },
      body: form.payload,
    });
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { id } = (await uploaded.json()) as { id: string };
    acknowledged.push({ registrationNo, attachmentId: id });
  };
  // Two clients at once, as agencies send.
  const workers = [0, 1].map(async (worker) => {
    for (let n = worker; running; n += 2) await one(n);
  });
  return {
    acknowledged,
    async stop(): Promise<void> {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `entries` log entries written as changes write them, numbered and signed as the job does; the log's verifier key. */
async function aSignedLog(url: string, entries: number): Promise<string> {
  const database = await openDatabase({ url, requireDurableWrites: false, poolSize: 1 });
  try {
    const rows = Array.from({ length: entries }, (_, i) => ({
      id: newId(),
      permit_id: null,
      entry: JSON.stringify({ kind: 'issued', permitNo: `GP-DRILL-${i}`, v: 1 }),
      created_at: new Date().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100)
      await database.db
        .insertInto('transparency_log_pending')
        .values(rows.slice(i, i + 100))
        .execute();
    await integratePendingEntries(database.db);
    const origin = 'drill.example.gov.ph/log';
    await publishCheckpoint(database.db, { origin, sealer: new KeyEncryption(undefined) });
    return (await logVerifierKey(database.db, origin)) as string;
  } finally {
    await database.close();
  }
}

const drills = testDialects.map((dialect) => [dialect, dialect === 'sqlite' ? 'filesystem' : 's3'] as const);

describe.each(drills)('the restore drill on %s with the %s store', (dialect, kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('restores a backup taken under load to a service where audit verify, blobs verify and log verify pass, losing nothing acknowledged before it', {
    timeout: 180_000,
  }, async () => {
    const source = await createTestDatabase(dialect);
    cleanups.push(() => source.drop());
    const sourceStore = await createTestBlobStore(kind);
    cleanups.push(() => sourceStore.drop());
    const { agency, token } = await seedAgencyWithToken(source.url, 'DRILL', 'Backup drill agency');
    const server = await startServerProcess({ DATABASE_URL: source.url, API_RATE_LIMIT_PER_MINUTE: '0', ...sourceStore.env });
    cleanups.push(async () => {
      if (server.alive()) await server.stop();
    });

    const load = loadOf(server, agency, token);
    await until(() => load.acknowledged.length >= 10, 'ten acknowledged submissions');
    // The public log of permits (issue 29 §4), past one tile, signed, and seen once by `log verify`.
    const logState = path.join(temporaryFolder('log-state'), 'state.json');
    const vkey = await aSignedLog(source.url, 300);
    const seen = await biopermit({}, 'log', 'verify', server.baseUrl, '--state', logState, '--vkey', vkey);
    expect(seen.code, seen.stdout + seen.stderr).toBe(0);
    const beforeBackup = [...load.acknowledged];
    const folder = path.join(temporaryFolder('backup'), 'taken-under-load');
    cleanups.push(() => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));
    const backup = await biopermit({ DATABASE_URL: source.url, ...sourceStore.env }, 'backup', '--out', folder, '--json');
    const afterBackup = load.acknowledged.length;
    await load.stop();
    await server.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // The load went on while the backup ran: the service was not stopped for it.
    expect(load.acknowledged.length).toBeGreaterThan(beforeBackup.length);
    const manifest = JSON.parse(backup.stdout) as { database: { dialect: string; migration: string }; blobs: { count: number } };
    expect(manifest.database.dialect).toBe(dialect);
    expect(manifest.blobs.count).toBeGreaterThanOrEqual(beforeBackup.length);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);

    const target = await createTestDatabase(dialect);
    cleanups.push(() => target.drop());
    const targetStore = await createTestBlobStore(kind);
    cleanups.push(() => targetStore.drop());
    const restored = { DATABASE_URL: target.url, ...targetStore.env };
    const restore = await biopermit(restored, 'restore', '--from', folder);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored from ${folder}`);

    const audit = await biopermit(restored, 'audit', 'verify');
    expect(audit.code, audit.stdout + audit.stderr).toBe(0);
    expect(audit.stdout).toContain('Audit trail intact');
    const blobs = await biopermit(restored, 'blobs', 'verify', '--json');
    expect(blobs.code, blobs.stdout + blobs.stderr).toBe(0);
    expect(JSON.parse(blobs.stdout)).toMatchObject({ problems: [] });

    // The restored service serves the very log that was seen before the backup: the same head, the same key.
    const restoredServer = await startServerProcess({ ...restored, SCHEDULER_ENABLED: 'false' });
    try {
      const log = await biopermit({}, 'log', 'verify', restoredServer.baseUrl, '--state', logState);
      expect(log.code, log.stdout + log.stderr).toBe(0);
      expect(log.stdout).toContain('300 entries');
      expect(log.stdout).toContain('consistent with the 300 entries seen before');
    } finally {
      await restoredServer.stop();
    }

    const reader = await openDatabase({ url: target.url, requireDurableWrites: false, poolSize: 1 });
    try {
      const applications = await reader.db.selectFrom('applications').select('registration_no').execute();
      const attachments = await reader.db.selectFrom('application_attachments').select('id').execute();
      const registrationNos = new Set(applications.map((row) => row.registration_no));
      const attachmentIds = new Set(attachments.map((row) => row.id));
      for (const { registrationNo, attachmentId } of beforeBackup) {
        expect(registrationNos.has(registrationNo), registrationNo).toBe(true);
        expect(attachmentIds.has(attachmentId), attachmentId).toBe(true);
      }
      // A consistent copy: what it holds is a prefix of what was acknowledged, never more than was.
      expect(applications.length).toBeLessThanOrEqual(afterBackup + 2);
    } finally {
      await reader.close();
    }

    // The restored database is someone's data now: a second restore over it is refused, and writes nothing.
    const again = await biopermit(restored, 'restore', '--from', folder);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      dialect === 'sqlite' ? /which exists: restore to a new path/ : /has \d+ table\(s\): restore into a new, empty database/,
    );
  });
});

describe('backup and restore refuse, naming what is wrong', () => {
  let source: TestDatabase;
  let store: TestBlobStore;
  let env: Record<string, string>;
  let folder: string;
  const scratch: string[] = [];

  beforeAll(async () => {
    source = await createTestDatabase('sqlite');
    store = await createTestBlobStore('filesystem');
    const { agency, token } = await seedAgencyWithToken(source.url, 'REFUSE', 'Refusals agency');
    const server = await startServerProcess({ DATABASE_URL: source.url, API_RATE_LIMIT_PER_MINUTE: '0', ...store.env });
    const load = loadOf(server, agency, token);
    await until(() => load.acknowledged.length >= 2, 'two acknowledged submissions');
    await load.stop();
    await server.stop();
    env = { DATABASE_URL: source.url, ...store.env };
    folder = path.join(temporaryFolder('refusals'), 'backup');
    scratch.push(path.dirname(folder));
    const taken = await biopermit(env, 'backup', '--out', folder);
    expect(taken.code, taken.stderr).toBe(0);
  }, 120_000);
  afterAll(async () => {
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
    await store?.drop();
    await source?.drop();
  });

  /** A copy of the good backup to damage, and a new SQLite path and store to restore it to. */
  function copyOfBackup(): { copy: string; restoreEnv: Record<string, string> } {
    const dir = temporaryFolder('damaged');
    scratch.push(dir);
    const copy = path.join(dir, 'backup');
    fs.cpSync(folder, copy, { recursive: true });
    return { copy, restoreEnv: { DATABASE_URL: `sqlite:${path.join(dir, 'restored.db')}`, BLOB_STORE_URL: path.join(dir, 'blobs') } };
  }

  afterEach(() => {
    // Every refusal left the database it was given as it was.
    expect(fs.existsSync(source.url.slice('sqlite:'.length))).toBe(true);
  });

  it('a backup into a folder that is not empty', async () => {
    const run = await biopermit(env, 'backup', '--out', folder);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${folder} is not empty: give a new folder for each backup`);
  });

  it('a restore over an existing database', async () => {
    const run = await biopermit(env, 'restore', '--from', folder);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('which exists: restore to a new path, or move that file away first');
  });

  it('a folder without a manifest (a backup that did not finish), writing nothing', async () => {
    const { copy, restoreEnv } = copyOfBackup();
    fs.rmSync(path.join(copy, 'manifest.json'));
    const run = await biopermit(restoreEnv, 'restore', '--from', copy);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('has no manifest.json: not a biopermit backup, or one that did not finish');
    expect(fs.existsSync(restoreEnv.DATABASE_URL?.slice('sqlite:'.length) ?? '')).toBe(false);
  });

  it('a manifest that is not one, naming the field', async () => {
    const { copy, restoreEnv } = copyOfBackup();
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'manifest.json'), 'utf8'));
    manifest.database.sha256 = 'not a digest';
    fs.writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify(manifest));
    const run = await biopermit(restoreEnv, 'restore', '--from', copy);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("manifest.json is not a biopermit backup's manifest: /database/sha256");
  });

  it('a database file changed after the backup, writing nothing', async () => {
    const { copy, restoreEnv } = copyOfBackup();
    const file = path.join(copy, 'database.sqlite');
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8((bytes.at(-1) ?? 0) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(file, bytes);
    const run = await biopermit(restoreEnv, 'restore', '--from', copy);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("database.sqlite does not match the manifest's digest");
    expect(fs.existsSync(restoreEnv.DATABASE_URL?.slice('sqlite:'.length) ?? '')).toBe(false);
  });

  it('a damaged stored file, named, before the database is written', async () => {
    const { copy, restoreEnv } = copyOfBackup();
    const prefix = fs.readdirSync(path.join(copy, 'blobs'))[0] ?? '';
    const name = fs.readdirSync(path.join(copy, 'blobs', prefix))[0] ?? '';
    fs.appendFileSync(path.join(copy, 'blobs', prefix, name), 'tampered');
    const run = await biopermit(restoreEnv, 'restore', '--from', copy);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`blobs/${prefix}/${name} was damaged`);
    expect(fs.existsSync(restoreEnv.DATABASE_URL?.slice('sqlite:'.length) ?? '')).toBe(false);
  });

  it.runIf(postgresAvailable)('a SQLite backup into a PostgreSQL database', async () => {
    const target = await createTestDatabase('postgres');
    try {
      const run = await biopermit({ DATABASE_URL: target.url, BLOB_STORE_URL: temporaryFolder('pg-blobs') }, 'restore', '--from', folder);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('the backup is of a sqlite database and DATABASE_URL names a postgres one');
    } finally {
      await target.drop();
    }
  });
});
