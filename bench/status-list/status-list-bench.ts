import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createCredentialKeyRing } from '../../src/auth/credential-key-ring.js';
import { regenerateStatusList } from '../../src/credentials/status-list.service.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { newId } from '../../src/shared/ids.js';
import { freshDatabase } from '../fresh-database.js';
import { percentile } from '../percentile.js';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:status-list`: regenerating the credentials' status lists (issue 29 §3) with 100,000
 * permits: the query of the permits whose bit is set, the bitstring and its GZIP, the vc+jwt signature
 * and the stored row, for the revocation and the suspension list. The permits are rows written
 * straight into a fresh database (foreign keys off for the load only: no application behind them), with
 * 3 % revoked, 1 % superseded and 1 % suspended, spread over the indexes.
 */

const USAGE = `npm run bench:status-list -- [--permits N] [--repeat R] [--dialect sqlite|postgres]
  --permits N   permits with a credential (default 100000; at most 131072, one list)
  --repeat R    regenerations of each list measured (default 9)
  --dialect D   sqlite (default) or postgres (BENCH_POSTGRES_URL names the server)`;

const { values } = parseArgs({
  options: {
    permits: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '9' },
    dialect: { type: 'string', default: 'sqlite' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const PERMITS = Number(values.permits);
const REPEAT = Number(values.repeat);
const dialect = values.dialect === 'postgres' ? 'postgres' : 'sqlite';
const ISSUER = 'https://permits.bench.example.ph';
const BENCH_ACTOR = newId();

/** A fixed scatter of statuses (a multiplicative hash): the lists compress as real ones would, not as a pattern. */
function statusOf(i: number): string {
  let h = Math.imul(i + 1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  const r = ((h ^ (h >>> 13)) >>> 0) % 100;
  return r < 3 ? 'revoked' : r < 4 ? 'superseded' : r < 5 ? 'suspended' : 'issued';
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-bench-status-'));
const fresh = await freshDatabase(dialect, dir, 'status_list');
const database = await openDatabase({ url: fresh.url, requireDurableWrites: false });
try {
  await migrateToLatest(database.db);
  const { db } = database;
  const loadStarted = performance.now();
  // The load only: permits with no application behind them (SQLite: its one connection, outside a transaction).
  if (dialect === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
    const now = new Date().toISOString();
    for (let start = 0; start < PERMITS; start += 500) {
      const permits = [];
      const credentials = [];
      for (let i = start; i < Math.min(PERMITS, start + 500); i++) {
        const id = newId();
        permits.push({
          id,
          application_id: newId(),
          permit_no: `GP-2026-${String(i + 1).padStart(6, '0')}`,
          title: 'Gratuitous Permit',
          status: statusOf(i),
          created_by: BENCH_ACTOR,
          created_at: now,
          issuance: 'original',
          conditions: '[]',
        });
        credentials.push({ permit_id: id, credential_id: newId(), status_index: i, kid: 'bench', issued_at: now, credential: 'BP1:' });
      }
      await trx.insertInto('permits').values(permits).execute();
      await trx.insertInto('permit_credentials').values(credentials).execute();
    }
  });
  if (dialect === 'sqlite') await sql`pragma foreign_keys = on`.execute(db);
  const loadMs = performance.now() - loadStarted;
  const keys = createCredentialKeyRing(db, { signingKeyEncryptionKey: undefined });
  await keys.initialize();
  const deps = { db, keys, issuer: ISSUER };
  const rows: string[] = [];
  for (const id of ['revocation-0', 'suspension-0']) {
    const samples: number[] = [];
    let jwt = '';
    for (let r = 0; r < REPEAT + 1; r++) {
      const started = performance.now();
      jwt = await regenerateStatusList(db, deps, id);
      if (r > 0) samples.push(performance.now() - started); // the first warms the statement and the key
    }
    samples.sort((a, b) => a - b);
    rows.push(
      `| ${id} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 100).toFixed(1)} | ${(jwt.length / 1024).toFixed(1)} |`,
    );
  }
  process.stdout.write(
    [
      `Status lists at ${PERMITS.toLocaleString('en')} permits (${dialect}; ${machineDescription()}), ${REPEAT} regenerations each, load ${(loadMs / 1000).toFixed(1)} s:`,
      '',
      '| list | p50 ms | max ms | credential KB |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  await database.close();
  await fresh.drop();
  await fs.rm(dir, { recursive: true, force: true });
}
