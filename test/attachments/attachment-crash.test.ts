import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import { blobStoreKinds, createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';
import { createTestDatabase, type TestDatabase, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { type ServerProcess, startServerProcess } from '../helpers/processes.js';
import { pdf } from '../helpers/sample-files.js';
import { seedAgencyWithToken } from '../helpers/seeded-agency.js';

/**
 * kill -9 of a `biopermit serve` in the middle of concurrent uploads: afterwards no attachment row
 * points at bytes the store lacks (or holds otherwise), and every upload the service acknowledged
 * (201) is there, with its bytes. What the crash cut short may leave bytes without a row: gc's.
 */

const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A distinct PDF of about 200 kB, so that uploads are still streaming when the process dies. */
function aDocument(n: number): Buffer {
  return Buffer.concat([pdf(`crash test document ${n}`), Buffer.from(`%${randomBytes(100_000).toString('hex')}\n`)]);
}

describe.each(combinations)('kill -9 during uploads (%s, %s store)', (dialect, kind) => {
  let database: TestDatabase | undefined;
  let blobs: TestBlobStore | undefined;
  let server: ServerProcess | undefined;
  let reader: Database | undefined;
  afterEach(async () => {
    if (server?.alive()) server.child.kill('SIGKILL');
    await reader?.close();
    await database?.drop();
    await blobs?.drop();
  });

  it('leaves no row pointing at missing bytes and loses no acknowledged upload', { timeout: 90_000 }, async () => {
    database = await createTestDatabase(dialect);
    blobs = await createTestBlobStore(kind);
    const { agency, token } = await seedAgencyWithToken(database.url, 'CRASH', 'Crash test agency');
    server = await startServerProcess({ DATABASE_URL: database.url, API_RATE_LIMIT_PER_MINUTE: '0', ...blobs.env });
    const authorization = { authorization: `Bearer ${token}` };
    const submitted = await fetch(`${server.baseUrl}/api/v1/external/application`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify(aSubmission(agency)),
    });
    expect(submitted.status).toBe(201);
    const { registrationNo } = (await submitted.json()) as { registrationNo: string };
    const uploadUrl = `${server.baseUrl}/api/v1/external/application/${registrationNo}/agency/${agency}/attachments`;

    const acknowledged = new Map<string, string>();
    const unexpected: string[] = [];
    let sent = 0;
    let dead = false;
    const worker = async () => {
      while (!dead) {
        const n = sent++;
        const content = aDocument(n);
        const form = new FormData();
        form.set('type', n % 2 === 0 ? 'endorsement_letter' : 'research_proposal');
        form.set('title', `Document ${n}`);
        form.set('file', new Blob([content]), `document-${n}.pdf`);
        let answer: { status: number; body: string };
        try {
          const response = await fetch(uploadUrl, { method: 'POST', headers: authorization, body: form });
          answer = { status: response.status, body: await response.text() };
        } catch {
          continue; // The connection died with the process before the answer: never acknowledged.
        }
        if (answer.status === 201) acknowledged.set((JSON.parse(answer.body) as { id: string }).id, sha256(content));
        else unexpected.push(`${answer.status} ${answer.body}`);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < 12 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise((resolve) => server?.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    dead = true;
    await Promise.all(workers);
    expect(unexpected).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(12);
    expect(sent).toBeGreaterThan(acknowledged.size);

    reader = await openDatabase({ url: database.url, requireDurableWrites: true, poolSize: 2 });
    const rows = await reader.db.selectFrom('application_attachments').select(['id', 'blob_sha256', 'file_size']).execute();
    // Every acknowledged upload is recorded, pointing at its own bytes.
    const recorded = new Map(rows.map((row) => [row.id, row.blob_sha256]));
    for (const [id, digest] of acknowledged) expect(recorded.get(id)).toBe(digest);
    // No row points at bytes the store lacks or holds otherwise.
    for (const row of rows) {
      const stored = await blobs.store.stat(row.blob_sha256 as string);
      expect(stored?.size, `bytes of attachment ${row.id}`).toBe(Number(row.file_size));
      const hash = createHash('sha256');
      for await (const chunk of await blobs.store.open(row.blob_sha256 as string)) hash.update(chunk as Buffer);
      expect(hash.digest('hex')).toBe(row.blob_sha256);
      expect(
        await reader.db
          .selectFrom('blobs')
          .select('sha256')
          .where('sha256', '=', row.blob_sha256 as string)
          .executeTakeFirst(),
      ).toBeDefined();
    }
  });
});
