import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreKinds } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';
import { createFilesTestApp, type FilesTestApp, multipart, type Part } from '../helpers/files-app.js';
import * as sample from '../helpers/sample-files.js';
import { json } from '../helpers/test-app.js';

const LIMIT = 64 * 1024;
const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));

const FIELDS: Part[] = [
  { name: 'type', value: 'endorsement_letter' },
  { name: 'title', value: 'Endorsement from the Dean, UP Diliman' },
  { name: 'description', value: 'Signed by Dr. Santos' },
];

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: { pointer: string; detail: string }[];
}

describe.each(combinations)('uploads on %s with the %s store', (dialect, kind) => {
  let t: FilesTestApp;

  beforeAll(async () => {
    t = await createFilesTestApp(dialect, kind, { limitBytes: LIMIT });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (parts: readonly Part[]) => t.app.inject({ method: 'POST', url: '/documents', ...multipart(parts) });

  /** A refused upload leaves nothing behind: no stored bytes, no partial file, no row. */
  async function expectNothingLeftBehind(before: Awaited<ReturnType<FilesTestApp['leftovers']>>) {
    const after = await t.leftovers();
    expect(after.stored.sort()).toEqual(before.stored.sort());
    expect(after.temporaryFiles).toEqual([]);
    expect(after.blobRows).toBe(before.blobRows);
    expect(after.documentRows).toBe(before.documentRows);
  }

  it('stores an accepted PDF byte for byte, with its sniffed type, and records it in one transaction', async () => {
    const bytes = sample.pdf(`Endorsement ${randomBytes(8).toString('hex')}`);
    const response = await upload([
      ...FIELDS,
      { name: 'file', fileName: 'Endorsement – Niño.pdf', content: bytes, contentType: 'image/png' },
    ]);

    expect(response.statusCode).toBe(201);
    const body = json<{
      id: string;
      blob: Record<string, unknown>;
      fileName: string;
      extension: string;
      quarantined: boolean;
      fields: unknown;
    }>(response);
    expect(body.blob).toEqual({
      sha256: sha256Of(bytes),
      size: bytes.length,
      contentType: 'application/pdf',
      scanStatus: 'not_scanned',
      scanSignature: null,
    });
    expect(body).toMatchObject({ fileName: 'Endorsement – Niño.pdf', extension: 'pdf', quarantined: false });
    expect(body.fields).toEqual({
      type: 'endorsement_letter',
      title: 'Endorsement from the Dean, UP Diliman',
      description: 'Signed by Dr. Santos',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of (await t.blobs.store.open(sha256Of(bytes))) as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect((await t.leftovers()).temporaryFiles).toEqual([]);
  });

  it('takes the fields after the file as well as before it, and a description left out', async () => {
    const response = await upload([
      { name: 'file', fileName: 'species.csv', content: sample.csv() },
      { name: 'title', value: 'Species list' },
      { name: 'type', value: 'species_list' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(json<{ blob: { contentType: string }; fields: unknown }>(response)).toMatchObject({
      blob: { contentType: 'text/csv; charset=utf-8' },
      fields: { type: 'species_list', title: 'Species list' },
    });
  });

  it('refuses a file over UPLOAD_LIMIT_BYTES with 413, cut off while streaming, and leaves nothing behind', async () => {
    const before = await t.leftovers();
    const response = await upload([
      ...FIELDS,
      { name: 'file', fileName: 'big.pdf', content: Buffer.concat([sample.pdf(), randomBytes(LIMIT)]) },
    ]);

    expect(response.statusCode).toBe(413);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('payload_too_large');
    expect(problem.detail).toBe(`The file is larger than the limit of ${LIMIT} bytes`);
    expect(problem.errors).toEqual([{ pointer: '/file', detail: `is larger than the limit of ${LIMIT} bytes` }]);
    await expectNothingLeftBehind(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const bytes = Buffer.concat([sample.pdf(), Buffer.alloc(LIMIT - sample.pdf().length, 0x20)]);
    const response = await upload([...FIELDS, { name: 'file', fileName: 'exact.pdf', content: bytes }]);
    expect(response.statusCode).toBe(201);
    expect(json<{ blob: { size: number } }>(response).blob.size).toBe(LIMIT);
  });

  it('refuses a "permit.pdf" that starts with MZ with 415 saying what it is, and leaves nothing behind', async () => {
    const before = await t.leftovers();
    const response = await upload([
      ...FIELDS,
      { name: 'file', fileName: 'permit.pdf', content: sample.windowsExecutable(), contentType: 'application/pdf' },
    ]);

    expect(response.statusCode).toBe(415);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('unsupported_media_type');
    expect(problem.detail).toContain(
      'The content is application/x-msdownload (.exe), which is not accepted; the file name ends in .pdf (PDF).',
    );
    await expectNothingLeftBehind(before);
  });

  it('refuses invalid fields with 400 naming each, and leaves nothing behind', async () => {
    const before = await t.leftovers();
    const response = await upload([
      { name: 'type', value: 'Endorsement Letter' },
      { name: 'colour', value: 'blue' },
      { name: 'file', fileName: 'letter.pdf', content: sample.pdf() },
    ]);

    expect(response.statusCode).toBe(400);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/title', detail: 'is required' },
        { pointer: '/colour', detail: 'is not a known field' },
        { pointer: '/type', detail: 'must match ^[a-z][a-z0-9_]*$' },
      ]),
    );
    await expectNothingLeftBehind(before);
  });

  it('refuses a field sent twice or too long, naming it', async () => {
    const response = await upload([
      ...FIELDS,
      { name: 'title', value: 'Another title' },
      { name: 'description', value: 'x'.repeat(20_000) },
      { name: 'file', fileName: 'letter.pdf', content: sample.pdf() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(json<Problem>(response).errors).toEqual(
      expect.arrayContaining([
        { pointer: '/title', detail: 'is sent more than once' },
        { pointer: '/description', detail: 'is sent more than once' },
      ]),
    );
    const tooLong = await upload([
      { name: 'type', value: 'endorsement_letter' },
      { name: 'title', value: 'x'.repeat(20_000) },
      { name: 'file', fileName: 'letter.pdf', content: sample.pdf() },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(json<Problem>(tooLong).errors).toEqual([{ pointer: '/title', detail: 'is too long' }]);
  });

  it('refuses an upload without a file, with an empty file, or with the file in another part (400 naming it)', async () => {
    const before = await t.leftovers();
    const none = await upload(FIELDS);
    expect(none.statusCode).toBe(400);
    expect(json<Problem>(none).errors).toEqual([{ pointer: '/file', detail: 'is required: send the document as a file part' }]);

    const empty = await upload([...FIELDS, { name: 'file', fileName: 'empty.pdf', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(json<Problem>(empty).errors).toEqual([{ pointer: '/file', detail: 'is empty' }]);

    const elsewhere = await upload([...FIELDS, { name: 'document', fileName: 'letter.pdf', content: sample.pdf() }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(json<Problem>(elsewhere).errors).toContainEqual({
      pointer: '/document',
      detail: 'is a file; the document goes in the "file" part',
    });
    await expectNothingLeftBehind(before);
  });

  it('refuses a second file in one upload with 400, and leaves nothing behind', async () => {
    const before = await t.leftovers();
    const response = await upload([
      ...FIELDS,
      { name: 'file', fileName: 'one.pdf', content: sample.pdf('one') },
      { name: 'file', fileName: 'two.pdf', content: sample.pdf('two') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(json<Problem>(response).errors).toEqual([{ pointer: '/file', detail: 'only one file may be sent per upload' }]);
    await expectNothingLeftBehind(before);
  });

  it('refuses a body that is not multipart with 415, and a broken multipart body with 400', async () => {
    const jsonBody = await t.app.inject({ method: 'POST', url: '/documents', payload: { title: 'x' } });
    expect(jsonBody.statusCode).toBe(415);
    expect(json<Problem>(jsonBody).code).toBe('unsupported_media_type');

    const before = await t.leftovers();
    const { payload, headers } = multipart([...FIELDS, { name: 'file', fileName: 'letter.pdf', content: sample.pdf() }]);
    const cut = await t.app.inject({ method: 'POST', url: '/documents', headers, payload: payload.subarray(0, payload.length - 60) });
    expect(cut.statusCode).toBe(400);
    expect(json<Problem>(cut).code).toBe('validation_failed');
    await expectNothingLeftBehind(before);
  });

  it('stores the same file uploaded twice once, under one blob row', async () => {
    const bytes = sample.pdf(`twice ${randomBytes(8).toString('hex')}`);
    const first = await upload([...FIELDS, { name: 'file', fileName: 'a.pdf', content: bytes }]);
    const second = await upload([...FIELDS, { name: 'file', fileName: 'b.pdf', content: bytes }]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const stored = (await t.leftovers()).stored.filter((sha256) => sha256 === sha256Of(bytes));
    expect(stored).toEqual([sha256Of(bytes)]);
  });

  it('never holds a file whole in memory: a stream larger than the limit is cut, whatever its size', async () => {
    // 64 times the limit, sent as a stream: the pipeline stops at the limit and answers 413.
    const { headers } = multipart([]);
    const boundary = headers['content-type']?.split('boundary=')[1] ?? '';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = Buffer.alloc(LIMIT, 0x20);
    const body = Readable.from(
      (function* () {
        yield head;
        for (let i = 0; i < 64; i += 1) yield chunk;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const before = await t.leftovers();
    const response = await t.app.inject({ method: 'POST', url: '/documents', headers, payload: body });
    expect(response.statusCode).toBe(413);
    await expectNothingLeftBehind(before);
  });
});

describe.each(testDialects)('an upload its client abandons (%s)', (dialect) => {
  it('is logged at info as a request aborted by the client, never at error as a database outage', async () => {
    const lines: string[] = [];
    const t = await createFilesTestApp(dialect, 'filesystem', { limitBytes: LIMIT, logStream: { write: (line) => void lines.push(line) } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as import('node:net').AddressInfo;
      const { headers, payload } = multipart([
        ...FIELDS,
        { name: 'file', fileName: 'letter.pdf', content: sample.pdf('x'.repeat(40_000)) },
      ]);
      const socket = (await import('node:net')).connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const head = Object.entries({ ...headers, 'content-length': String(payload.length) })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST /documents HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}\r\n`);
      socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
      // Abandoned once the server is writing the file (its temporary file exists), not after a fixed time.
      await expect.poll(async () => (await t.leftovers()).temporaryFiles.length, { timeout: 10_000 }).toBeGreaterThan(0);
      socket.destroy();
      await expect.poll(() => lines.some((line) => line.includes('aborted by the client')), { timeout: 10_000 }).toBe(true);
      const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(records.find((r) => r.msg === 'request aborted by the client')?.level).toBe(30);
      expect(records.filter((r) => r.level >= 50)).toEqual([]);
      expect(lines.join('')).not.toContain('database unavailable');
      expect((await t.leftovers()).blobRows).toBe(0);
    } finally {
      await t.close();
    }
  });
});
