import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findBlob, registerBlob } from '../../src/blobs/blob.repository.js';
import { sendStoredFile } from '../../src/blobs/blob-download.js';
import type { DialectName } from '../../src/db/dialect.js';
import { AppError } from '../../src/http/errors.js';
import { installProblemHandler } from '../../src/http/problem.plugin.js';
import { installRouteIndex } from '../../src/http/route-index.js';
import type { MalwareScanner } from '../../src/uploads/clamav.scanner.js';
import { installMultipart } from '../../src/uploads/multipart.plugin.js';
import { receiveUpload } from '../../src/uploads/upload.pipeline.js';
import { DocumentUploadFields } from '../../src/uploads/upload.schemas.js';
import { DEFAULT_ZIP_BOUNDS } from '../../src/uploads/zip-bounds.js';
import { type BlobTestDatabase, createBlobTestDatabase } from './blob-database.js';
import { type BlobStoreKind, createTestBlobStore, type TestBlobStore } from './blob-stores.js';

/**
 * A small Fastify app built the way the attachment routes will be, on a real database and a real
 * blob store: POST /documents takes an upload and records it (blob row and referencing row in one
 * transaction, after the bytes are durable); GET /documents/:id sends it back.
 */
export interface FilesTestApp {
  readonly app: FastifyInstance;
  readonly blobs: TestBlobStore;
  readonly database: BlobTestDatabase;
  /** Everything a refused upload must not leave: stored bytes, partial files, rows. */
  leftovers(): Promise<{ stored: string[]; temporaryFiles: string[]; blobRows: number; documentRows: number }>;
  close(): Promise<void>;
}

export async function createFilesTestApp(
  dialect: DialectName,
  kind: BlobStoreKind,
  options: { readonly limitBytes?: number; readonly scanner?: MalwareScanner; readonly logStream?: { write(line: string): void } } = {},
): Promise<FilesTestApp> {
  const blobs = await createTestBlobStore(kind);
  const database = await createBlobTestDatabase(dialect);
  const { store } = blobs;
  const { db } = database.database;
  const app = Fastify({ logger: options.logStream === undefined ? false : { level: 'info', stream: options.logStream } });
  installProblemHandler(app, installRouteIndex(app));
  await app.register(async (scope) => {
    await installMultipart(scope, options.limitBytes ?? 26_214_400);
    scope.post('/documents', async (request, reply) => {
      const upload = await receiveUpload(
        request,
        { store, limitBytes: options.limitBytes ?? 26_214_400, scanner: options.scanner, zipBounds: DEFAULT_ZIP_BOUNDS },
        DocumentUploadFields,
      );
      const id = randomUUID();
      // The bytes are durable; now the rows, in one transaction: the blob's first, then the document's.
      await db.transaction().execute(async (trx) => {
        await registerBlob(trx, store, upload.blob);
        await sql`insert into test_documents (id, blob_sha256, file_name) values (${id}, ${upload.blob.sha256}, ${upload.fileName})`.execute(
          trx,
        );
      });
      return reply.code(201).send({ id, ...upload });
    });
  });
  app.get<{ Params: { id: string } }>('/documents/:id', async (request, reply) => {
    const { rows } = await sql<{ blob_sha256: string; file_name: string }>`
      select blob_sha256, file_name from test_documents where id = ${request.params.id}`.execute(db);
    const document = rows[0];
    const blob = document === undefined ? undefined : await findBlob(db, document.blob_sha256);
    if (document === undefined || blob === undefined) throw new AppError('not_found');
    const cacheControl =
      typeof request.query === 'object' && request.query !== null ? (request.query as { cache?: string }).cache : undefined;
    return sendStoredFile(
      request,
      reply,
      store,
      {
        sha256: blob.sha256,
        size: blob.size,
        contentType: blob.content_type,
        fileName: document.file_name,
        scanStatus: blob.scan_status,
      },
      cacheControl === undefined ? {} : { cacheControl },
    );
  });
  await app.ready();

  return {
    app,
    blobs,
    database,
    async leftovers() {
      const stored: string[] = [];
      for await (const blob of store.list()) stored.push(blob.sha256);
      const temporaryFiles = await readdir(store.temporaryDirectory).catch(() => [] as string[]);
      const count = async (table: string) =>
        Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0);
      return { stored, temporaryFiles, blobRows: await count('blobs'), documentRows: await count('test_documents') };
    },
    async close() {
      await app.close();
      await database.drop();
      await blobs.drop();
    },
  };
}

export type Part =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly fileName: string; readonly content: Buffer; readonly contentType?: string };

/** A multipart/form-data body, as a browser or an agency system would send it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----biopermit${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(
        `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
