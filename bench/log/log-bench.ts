import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { KeyEncryption } from '../../src/auth/key-encryption.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { newId } from '../../src/shared/ids.js';
import { consistencyProof, inclusionProof } from '../../src/transparency-log/merkle.js';
import {
  inclusionProofText,
  integratePendingEntries,
  publishCheckpoint,
  storedNodeReader,
} from '../../src/transparency-log/transparency-log.service.js';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:log`: the public log of permits (issue 29 §4) at a million entries. It fills a fresh
 * database with `--entries` entries as changes write them (pending rows) and as the job numbers them
 * (1,000 a transaction), then measures at that size: an append numbered alone (one change's entry,
 * integrated by itself: the worst case), a checkpoint signed, and the inclusion and consistency proofs
 * (their size, and the time to build one from the stored tiles). `--db sqlite|postgres`.
 */

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'sqlite' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    samples: { type: 'string', default: '200' },
  },
});
const ENTRIES = Number(values.entries);
const SAMPLES = Number(values.samples);
const ORIGIN = 'bench.example.gov.ph/log';

const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-log-bench-'));
let url = `sqlite:${path.join(directory, 'bench.sqlite')}`;
let dropPostgres: (() => Promise<void>) | undefined;
if (values.db === 'postgres') {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: values['postgres-url'] });
  await admin.connect();
  const name = `biopermit_log_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const base = new URL(values['postgres-url'] as string);
  base.pathname = `/${name}`;
  url = base.toString();
  dropPostgres = async () => {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  };
}
const database = await openDatabase({ url, requireDurableWrites: true, poolSize: 2 });
const { db } = database;
await migrateToLatest(db);
const sealer = new KeyEncryption(undefined);

/** An entry of the size a permit's is (about 200 bytes). */
const entryOf = (i: number) =>
  JSON.stringify({
    certificateSha256: i.toString(16).padStart(8, '0').repeat(8),
    kind: 'issued',
    permitNo: `GP-2026-${String(i).padStart(7, '0')}`,
    status: 'issued',
    time: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    v: 1,
  });

async function writePending(from: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, k) => ({
    id: newId(),
    permit_id: null,
    entry: entryOf(from + k),
    created_at: new Date().toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 250)
    await db
      .insertInto('transparency_log_pending')
      .values(rows.slice(i, i + 250))
      .execute();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] as number;

try {
  const fillStarted = performance.now();
  const CHUNK = 10_000;
  for (let done = 0; done < ENTRIES - SAMPLES; done += CHUNK) {
    const count = Math.min(CHUNK, ENTRIES - SAMPLES - done);
    await writePending(done, count);
    await integratePendingEntries(db);
    if ((done + count) % 100_000 === 0)
      process.stderr.write(`${done + count} entries, ${((performance.now() - fillStarted) / 1000).toFixed(0)} s\n`);
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  await publishCheckpoint(db, { origin: ORIGIN, sealer, maxAgeMs: 0 });

  // One change's entry, written in its own transaction and numbered alone: the worst case of the job.
  const write: number[] = [];
  const integrate: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    let t0 = performance.now();
    await writePending(ENTRIES - SAMPLES + i, 1);
    write.push(performance.now() - t0);
    t0 = performance.now();
    await integratePendingEntries(db);
    integrate.push(performance.now() - t0);
  }
  const signing: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await publishCheckpoint(db, { origin: ORIGIN, sealer, maxAgeMs: 0 });
    signing.push(performance.now() - t0);
  }
  const size = ENTRIES;
  const proofTimes: number[] = [];
  let proofHashes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const index = Math.floor(Math.random() * size);
    const t0 = performance.now();
    const proof = await inclusionProof(storedNodeReader(db), index, size);
    proofTimes.push(performance.now() - t0);
    proofHashes = Math.max(proofHashes, proof.length);
  }
  const proofText = (await inclusionProofText(db, size - 1)) as string;
  const consistency = await consistencyProof(storedNodeReader(db), size - 1000, size);
  const consistencyTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const from = 1 + Math.floor(Math.random() * (size - 1));
    const t0 = performance.now();
    await consistencyProof(storedNodeReader(db), from, size);
    consistencyTimes.push(performance.now() - t0);
  }

  const ms = (x: number) => x.toFixed(2);
  process.stdout.write(
    `${machineDescription()}\n${values.db === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${size.toLocaleString('en')} entries\n\n`,
  );
  process.stdout.write('| measure | median | p99 |\n|---|---|---|\n');
  process.stdout.write(
    `| fill: entries numbered a second (10,000 pending, then the job) | ${((ENTRIES - SAMPLES) / fillSeconds).toFixed(0)} | |\n`,
  );
  process.stdout.write(`| append: one change's pending entry, its own transaction (ms) | ${ms(median(write))} | ${ms(p99(write))} |\n`);
  process.stdout.write(`| append: that entry numbered alone by the job (ms) | ${ms(median(integrate))} | ${ms(p99(integrate))} |\n`);
  process.stdout.write(`| checkpoint: root from the tiles and signed (ms) | ${ms(median(signing))} | ${ms(p99(signing))} |\n`);
  process.stdout.write(`| inclusion proof built from the tiles (ms) | ${ms(median(proofTimes))} | ${ms(p99(proofTimes))} |\n`);
  process.stdout.write(
    `| consistency proof built from the tiles (ms) | ${ms(median(consistencyTimes))} | ${ms(p99(consistencyTimes))} |\n`,
  );
  process.stdout.write(
    `\nInclusion proof: ${proofHashes} hashes (${proofHashes * 32} bytes); as a tlog-proof file with its checkpoint, ${Buffer.byteLength(proofText)} bytes.\n` +
      `Consistency proof ${size - 1000} → ${size}: ${consistency.length} hashes (${consistency.length * 32} bytes).\n`,
  );
} finally {
  await database.close();
  await dropPostgres?.();
  await fs.rm(directory, { recursive: true, force: true });
}
