import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/blobs/content-disposition.js';
import { decideRange } from '../../src/blobs/http-range.js';
import { blobStoreKinds } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';
import { createFilesTestApp, type FilesTestApp, multipart } from '../helpers/files-app.js';
import * as sample from '../helpers/sample-files.js';
import { json } from '../helpers/test-app.js';

const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));

describe.each(combinations)('downloads on %s from the %s store', (dialect, kind) => {
  let t: FilesTestApp;
  let id: string;
  let bytes: Buffer;
  let sha256: string;
  let etag: string;

  beforeAll(async () => {
    t = await createFilesTestApp(dialect, kind);
    bytes = Buffer.concat([sample.pdf(), randomBytes(200_000)]);
    sha256 = createHash('sha256').update(bytes).digest('hex');
    etag = `"sha256-${sha256}"`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/documents',
      ...multipart([
        { name: 'type', value: 'research_proposal' },
        { name: 'title', value: 'Proposal' },
        { name: 'file', fileName: 'Panukala ñ 🐸.pdf', content: bytes, contentType: 'text/html' },
      ]),
    });
    expect(response.statusCode).toBe(201);
    id = json<{ id: string }>(response).id;
    // A multipart header cannot carry every name (a quote ends it, a slash starts a path), but names
    // reach the database from other places too: the download must be safe for any of them.
    await sql`update test_documents set file_name = ${'Panukala "Niño"/2026 ñ 🐸.pdf'} where id = ${id}`.execute(t.database.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/documents/${id}${query}`, headers });

  it('sends the whole file with its sniffed type, a safe disposition, a strong ETag and its digest', async () => {
    const response = await get();

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="Panukala _Nino__2026 n _.pdf"; filename*=UTF-8''Panukala%20%22Ni%C3%B1o%22_2026%20%C3%B1%20%F0%9F%90%B8.pdf`,
      etag,
      'content-digest': `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`,
      'repr-digest': `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
    });
    const digest = createHash('sha256').update(response.rawPayload).digest('base64');
    expect(response.headers['content-digest']).toBe(`sha-256=:${digest}:`);
  });

  it('lets the route choose another Cache-Control', async () => {
    expect((await get({}, '?cache=private, max-age=60')).headers['cache-control']).toBe('private, max-age=60');
  });

  it('answers If-None-Match with the ETag (or *) by 304 and no body, and another tag with the file', async () => {
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get({ 'if-none-match': header });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"sha256-0000"' })).statusCode).toBe(200);
  });

  it('sends one range as 206 with Content-Range, and the digest of the whole file as Repr-Digest only', async () => {
    const response = await get({ range: 'bytes=100-1099' });

    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['content-digest']).toBeUndefined();
    expect(response.headers['repr-digest']).toBeDefined();
  });

  it('sends the first byte, an open-ended range and a suffix range', async () => {
    const first = await get({ range: 'bytes=0-0' });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.equals(bytes.subarray(0, 1))).toBe(true);

    const tail = await get({ range: `bytes=${bytes.length - 10}-` });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);

    const suffix = await get({ range: 'bytes=-500' });
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 500))).toBe(true);

    const past = await get({ range: `bytes=10-${bytes.length + 1000}` });
    expect(past.rawPayload.equals(bytes.subarray(10))).toBe(true);
  });

  it('answers a range outside the file with 416 and Content-Range: bytes */size', async () => {
    const response = await get({ range: `bytes=${bytes.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(json<{ code: string }>(response).code).toBe('range_not_satisfiable');
  });

  it('answers several ranges, or a range that is not valid, with the whole file', async () => {
    for (const range of ['bytes=0-9,20-29', 'bytes=9-0', 'lines=1-2', 'bytes=abc']) {
      const response = await get({ range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('honours If-Range only for the current version', async () => {
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await get({ range: 'bytes=0-9', 'if-range': '"sha256-older"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers of the file and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `/documents/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers.etag).toBe(etag);
    expect(response.body).toBe('');
  });
});

describe('Content-Disposition for any file name', () => {
  const header = (name: string) => contentDisposition(name);

  it('keeps a plain name as it is', () => {
    expect(header('permit.pdf')).toBe(`attachment; filename="permit.pdf"; filename*=UTF-8''permit.pdf`);
  });

  it('gives Filipino letters and emoji in UTF-8, with an ASCII fallback', () => {
    expect(header('Señor Niño 🐸.pdf')).toBe(
      `attachment; filename="Senor Nino _.pdf"; filename*=UTF-8''Se%C3%B1or%20Ni%C3%B1o%20%F0%9F%90%B8.pdf`,
    );
  });

  it('neither breaks the header nor names a path: quotes, backslashes, slashes, control characters', () => {
    const value = header('a"b\\c/../d\r\nSet-Cookie: x=1\u0000.pdf');
    expect(value).toBe(`attachment; filename="a_b_c_.._dSet-Cookie: x=1.pdf"; filename*=UTF-8''a%22b_c_.._dSet-Cookie%3A%20x%3D1.pdf`);
    expect(value).not.toMatch(/[\r\n\0]/);
  });

  it('removes the bidirectional controls that disguise "fdp.exe" as "exe.pdf"', () => {
    expect(header('invoice\u202Efdp.exe')).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });

  it("encodes the characters RFC 8187 does not allow as they are (' ( ) * %)", () => {
    expect(header("it's (100%)*.txt")).toBe(`attachment; filename="it's (100_)*.txt"; filename*=UTF-8''it%27s%20%28100%25%29%2A.txt`);
  });

  it('names an empty or dots-only name "download"', () => {
    expect(header('')).toContain('filename="download"');
    expect(header('..')).toContain('filename="download"');
    expect(header('\u0001\u0002')).toContain('filename="download"');
  });

  it('can ask for inline display', () => {
    expect(contentDisposition('map.png', 'inline')).toMatch(/^inline; /);
  });
});

describe('Range decisions', () => {
  it.each([
    [undefined, 100, { kind: 'full' }],
    ['bytes=0-9', 100, { kind: 'partial', range: { start: 0, end: 9 } }],
    ['bytes=90-', 100, { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=-10', 100, { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=-1000', 100, { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=50-5000', 100, { kind: 'partial', range: { start: 50, end: 99 } }],
    ['BYTES=1-1', 100, { kind: 'partial', range: { start: 1, end: 1 } }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-0', 0, { kind: 'unsatisfiable' }],
    ['bytes=-5', 0, { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', 100, { kind: 'full' }],
    ['bytes=5-1', 100, { kind: 'full' }],
    ['bytes=-', 100, { kind: 'full' }],
    ['items=0-1', 100, { kind: 'full' }],
  ] as const)('%s of %i bytes → %j', (header, size, decision) => {
    expect(decideRange(header, size)).toEqual(decision);
  });
});
