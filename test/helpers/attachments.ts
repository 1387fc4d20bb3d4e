import { readdir } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import type { DialectName } from '../../src/db/dialect.js';
import { type BlobStoreKind, createTestBlobStore, type TestBlobStore } from './blob-stores.js';
import { multipart, type Part } from './files-app.js';
import { bearer, createTestApp, type TestApp } from './test-app.js';

/** The address the test service says it is at: attachment links are absolute under it. */
export const PUBLIC_BASE_URL = 'https://permits.example.ph';

export interface AttachmentTestApp {
  readonly t: TestApp;
  readonly blobs: TestBlobStore;
  /** What a refused upload must not leave: stored bytes, partial files, rows. */
  leftovers(): Promise<{ stored: string[]; temporaryFiles: string[]; blobRows: number; attachmentRows: number }>;
  close(): Promise<void>;
}

/** The real app on a fresh database of `dialect`, its files in a fresh store of `kind`. */
export async function createAttachmentTestApp(
  dialect: DialectName,
  kind: BlobStoreKind,
  env: Record<string, string> = {},
): Promise<AttachmentTestApp> {
  const blobs = await createTestBlobStore(kind);
  // The SDK in this process finds its credentials where it would in production: the environment.
  // Every test store is an s3rver with the same fixed credentials, so setting them once is enough.
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
    const value = blobs.env[name];
    if (value !== undefined) process.env[name] = value;
  }
  const t = await createTestApp(dialect, { ...blobs.env, PUBLIC_BASE_URL, ...env });
  return {
    t,
    blobs,
    async leftovers() {
      const stored: string[] = [];
      for await (const blob of blobs.store.list()) stored.push(blob.sha256);
      const temporaryFiles = await readdir(blobs.store.temporaryDirectory).catch(() => [] as string[]);
      const count = async (table: 'blobs' | 'application_attachments') =>
        Number(
          (
            await t.database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { stored, temporaryFiles, blobRows: await count('blobs'), attachmentRows: await count('application_attachments') };
    },
    async close() {
      await t.close();
      await blobs.drop();
    },
  };
}

export function documentParts(file: { fileName: string; content: Buffer }, fields: Record<string, string>): Part[] {
  return [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', ...file }];
}

export function externalAttachmentsPath(agency: string, application: string): string {
  return `/api/v1/external/application/${application}/agency/${agency}/attachments`;
}

/** POST a document as an agency: `fields` default to an endorsement letter. */
export function uploadAsAgency(
  t: TestApp,
  who: { agency: string; token: string; application: string },
  file: { fileName: string; content: Buffer },
  fields: Record<string, string> = { type: 'endorsement_letter', title: 'Endorsement of the Dean' },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(documentParts(file, fields));
  return t.app.inject({
    method: 'POST',
    url: externalAttachmentsPath(who.agency, who.application),
    headers: { ...bearer(who.token), ...body.headers, ...headers },
    payload: body.payload,
  });
}

/** POST a document as staff (session headers from loginAs). */
export function uploadAsStaff(
  t: TestApp,
  headers: Record<string, string>,
  applicationId: string,
  file: { fileName: string; content: Buffer },
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const body = multipart(documentParts(file, fields));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/applications/${applicationId}/attachments`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The path of a download link, for app.inject. */
export function pathOf(url: string): string {
  return url.startsWith(PUBLIC_BASE_URL) ? url.slice(PUBLIC_BASE_URL.length) : url;
}
