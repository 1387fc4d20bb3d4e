import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { registerBlob } from '../../src/blobs/blob.repository.js';
import type { BlobStore } from '../../src/blobs/blob-store.js';
import { fsyncPath } from '../../src/blobs/digest-file.js';
import { createFilesystemBlobStore } from '../../src/blobs/filesystem-blob-store.js';
import { createS3BlobStore } from '../../src/blobs/s3-blob-store.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { installProblemHandler } from '../../src/http/problem.plugin.js';
import { installRouteIndex } from '../../src/http/route-index.js';
import { installMultipart } from '../../src/uploads/multipart.plugin.js';
import { receiveUpload } from '../../src/uploads/upload.pipeline.js';
import { DocumentUploadFields } from '../../src/uploads/upload.schemas.js';
import { DEFAULT_ZIP_BOUNDS } from '../../src/uploads/zip-bounds.js';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:upload`: one 5 MiB PDF at a time through the upload pipeline (HTTP multipart →
 * hash and count → temporary file → sniff → store → blobs row in SQLite), beside writing the same
 * bytes with fs alone and sending them to S3 with the SDK alone. Sequential uploads: the time of one
 * upload, not the capacity of the machine. S3 is s3rver (from npm) on this machine.
 */

const USAGE = `npm run bench:upload -- [--iterations N] [--megabytes M]
  --iterations N   uploads measured per row, after 2 unmeasured ones (default 20)
  --megabytes M    file size in MiB (default 5)`;

const { values } = parseArgs({
  options: { iterations: { type: 'string', default: '20' }, megabytes: { type: 'string', default: '5' }, help: { type: 'boolean' } },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const ITERATIONS = Number(values.iterations);
const SIZE = Math.round(Number(values.megabytes) * 1024 * 1024);
const WARMUP = 2;

interface Row {
  readonly name: string;
  readonly timesMs: number[];
}

/** A PDF (so the pipeline accepts it) whose bytes differ per upload, so no upload finds its content already stored. */
function fileFor(iteration: number, base: Buffer): Buffer {
  const bytes = Buffer.from(base);
  bytes.write(`%PDF-1.7\n%${String(iteration).padStart(8, '0')}\n`, 0, 'latin1');
  return bytes;
}

async function measure(name: string, base: Buffer, once: (bytes: Buffer) => Promise<void>): Promise<Row> {
  const timesMs: number[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    const bytes = fileFor(i, base);
    const start = process.hrtime.bigint();
    await once(bytes);
    if (i >= WARMUP) timesMs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  process.stderr.write(`${name}: done\n`);
  return { name, timesMs };
}

async function uploadApp(store: BlobStore, database: Database): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  installProblemHandler(app, installRouteIndex(app));
  await app.register(async (scope) => {
    await installMultipart(scope, 64 * 1024 * 1024);
    scope.post('/documents', async (request, reply) => {
      const upload = await receiveUpload(
        request,
        { store, limitBytes: 64 * 1024 * 1024, scanner: undefined, zipBounds: DEFAULT_ZIP_BOUNDS },
        DocumentUploadFields,
      );
      await database.db.transaction().execute((trx) => registerBlob(trx, store, upload.blob));
      return reply.code(201).send({ sha256: upload.blob.sha256 });
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/documents` };
}

async function postFile(url: string, bytes: Buffer): Promise<void> {
  const form = new FormData();
  form.set('type', 'research_proposal');
  form.set('title', 'Benchmark upload');
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'proposal.pdf');
  const response = await fetch(url, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function p90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)] ?? Number.NaN;
}

function table(rows: readonly Row[], reference: Record<string, string>): string {
  const lines = ['| | median ms | p90 ms | MiB/s (median) | × reference |', '|---|---:|---:|---:|---:|'];
  const medians = new Map(rows.map((row) => [row.name, median(row.timesMs)]));
  for (const row of rows) {
    const m = median(row.timesMs);
    const ref = reference[row.name];
    const ratio = ref === undefined ? '' : `${(m / (medians.get(ref) ?? Number.NaN)).toFixed(1)} × ${ref.split(',')[0]}`;
    lines.push(
      `| ${row.name} | ${m.toFixed(1)} | ${p90(row.timesMs).toFixed(1)} | ${(SIZE / 1024 / 1024 / (m / 1000)).toFixed(0)} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-bench-upload-'));
  const base = randomBytes(SIZE);
  const database = await openDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}`, requireDurableWrites: true });
  await migrateToLatest(database.db);
  const serverDirectory = path.join(dir, 's3rver');
  await fs.mkdir(serverDirectory);
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: serverDirectory,
    silent: true,
    configureBuckets: [{ name: 'bench' }],
  });
  const endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const s3 = {
    bucket: 'bench',
    prefix: 'store/',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    temporaryDirectory: path.join(dir, 'tmp'),
    credentials,
  };
  const filesystemStore = createFilesystemBlobStore(path.join(dir, 'blobs'));
  const s3Store = createS3BlobStore(s3);
  const client = new S3Client({ ...s3, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  const onFilesystem = await uploadApp(filesystemStore, database);
  const onS3 = await uploadApp(s3Store, database);
  const plain = path.join(dir, 'plain');
  await fs.mkdir(plain);

  const rows: Row[] = [];
  try {
    rows.push(
      await measure('fs alone: write', base, async (bytes) => {
        await pipeline(Readable.from([bytes]), createWriteStream(path.join(plain, randomUUID())));
      }),
    );
    rows.push(
      await measure('fs alone: write + fsync', base, async (bytes) => {
        const file = path.join(plain, randomUUID());
        await pipeline(Readable.from([bytes]), createWriteStream(file));
        await fsyncPath(file);
      }),
    );
    rows.push(await measure('store.put, filesystem', base, async (bytes) => void (await filesystemStore.put(Readable.from([bytes])))));
    rows.push(await measure('upload pipeline over HTTP, filesystem store', base, (bytes) => postFile(onFilesystem.url, bytes)));
    rows.push(
      await measure('S3 SDK alone: PutObject (s3rver)', base, async (bytes) => {
        await client.send(
          new PutObjectCommand({ Bucket: 'bench', Key: `plain/${randomUUID()}`, Body: bytes, ContentLength: bytes.length }),
        );
      }),
    );
    rows.push(await measure('store.put, S3 (s3rver)', base, async (bytes) => void (await s3Store.put(Readable.from([bytes])))));
    rows.push(await measure('upload pipeline over HTTP, S3 store (s3rver)', base, (bytes) => postFile(onS3.url, bytes)));
  } finally {
    await onFilesystem.app.close();
    await onS3.app.close();
    client.destroy();
    await s3Store.close();
    await s3rver.close();
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }

  const reference = {
    'store.put, filesystem': 'fs alone: write + fsync',
    'upload pipeline over HTTP, filesystem store': 'fs alone: write + fsync',
    'store.put, S3 (s3rver)': 'S3 SDK alone: PutObject (s3rver)',
    'upload pipeline over HTTP, S3 store (s3rver)': 'S3 SDK alone: PutObject (s3rver)',
  };
  process.stdout.write(
    [
      `Run ${new Date().toISOString()} on ${machineDescription()}`,
      `Command: npm run bench:upload -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
      `One ${(SIZE / 1024 / 1024).toFixed(1)} MiB PDF at a time, ${ITERATIONS} measured after ${WARMUP} unmeasured; a different file each time.`,
      '',
      table(rows, reference),
      '',
    ].join('\n'),
  );
}

await main();
