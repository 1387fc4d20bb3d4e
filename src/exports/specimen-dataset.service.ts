import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { registerBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { AbschConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { nowIso } from '../shared/time.js';
import { streamZip } from './darwin-core.archive.js';
import { OCCURRENCE_FILE, PERMIT_FILE } from './darwin-core.metadata.js';
import { archiveFilesOf, darwinCoreParts } from './darwin-core.service.js';
import { changesText, type DatasetData, datasetChanges } from './specimen-dataset.diff.js';
import { type DatasetVersionRow, findLatestVersion, insertVersion } from './specimen-dataset.repository.js';
import { datasetUrlsOf } from './specimen-dataset.urls.js';

/**
 * The public specimen dataset (issue 32 §6, docs/DARWIN-CORE.md): a versioned Darwin Core Archive of
 * every accepted collection report, as GBIF's IPT publishes one. Publishing writes a new version only
 * when the data differ from the latest version's; the archive goes to the blob store, so a version is
 * the same bytes at every download, and its eml.xml says what changed. The rows are the staff export's
 * (coordinates of threatened species generalised, no person named), for every agency and issue date.
 *
 * A version is built whole in memory (the two data files, then the ZIP) to be hashed and compared with
 * the previous one: a daily job's cost, unlike the staff export, which streams.
 */

export interface SpecimenDatasetDeps {
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly publicBaseUrl: string | undefined;
  readonly absch: AbschConfig | undefined;
}

export interface PublishOutcome {
  /** False when the data were the latest version's: nothing written. */
  readonly published: boolean;
  /** The latest version after the run; undefined when there is none (nothing to publish and none before). */
  readonly version: number | undefined;
  readonly changes?: string;
}

async function drain(pieces: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

async function zipOf(files: ReturnType<typeof archiveFilesOf>, modified: Date): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of streamZip(files, modified)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The data files of a stored version, for the diff. */
async function storedData(store: BlobStore, version: DatasetVersionRow): Promise<DatasetData> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(version.archive_sha256)) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  return { occurrences: text(OCCURRENCE_FILE), permits: text(PERMIT_FILE) };
}

const once = (text: string) =>
  async function* piece(): AsyncGenerator<string> {
    yield text;
  };

export async function publishSpecimenDataset(deps: SpecimenDatasetDeps): Promise<PublishOutcome> {
  if (deps.publicBaseUrl === undefined) {
    throw new AppError('not_configured', 'PUBLIC_BASE_URL is not set: the dataset names its permits and versions by public URLs.');
  }
  const { db, store } = deps;
  const startedAt = nowIso();
  const parts = await darwinCoreParts(
    { ...deps, publicBaseUrl: deps.publicBaseUrl },
    {
      issuedFrom: null,
      issuedBefore: null,
      acceptedBy: startedAt,
      agencyCodes: null,
    },
    startedAt,
  );
  const data: DatasetData = { occurrences: await drain(parts.occurrences()), permits: await drain(parts.permits()) };
  const contentSha256 = createHash('sha256').update(data.occurrences).update('\0').update(data.permits).digest('hex');
  const latest = await findLatestVersion(db);
  if (latest?.content_sha256 === contentSha256) return { published: false, version: latest.version };

  const previous = latest === undefined ? undefined : await storedData(store, latest);
  const changes = datasetChanges(previous, data);
  const version = (latest?.version ?? 0) + 1;
  const urls = datasetUrlsOf(deps.publicBaseUrl);
  const summary = changesText(changes, latest?.version);
  const eml = parts.eml({
    packageId: urls.version(version).base,
    title: (authority) => `Specimens collected under permits issued by ${authority}`,
    scope: (authority) =>
      `The specimen rows of every collection report accepted by ${authority}, for the permits it issued, ` +
      'published as a new version whenever they change.',
    version: { number: version, changes: summary, datasetUrl: urls.latest.dwca },
  });
  const zip = await zipOf(archiveFilesOf({ occurrences: once(data.occurrences), permits: once(data.permits) }, eml), new Date(startedAt));
  const blob = await store.put(Readable.from([zip]));
  await db.transaction().execute(async (trx) => {
    await registerBlob(trx, store, {
      sha256: blob.sha256,
      size: blob.size,
      contentType: 'application/zip',
      scanStatus: 'not_scanned',
      scanSignature: null,
    });
    await insertVersion(trx, {
      version,
      published_at: startedAt,
      archive_sha256: blob.sha256,
      archive_size: blob.size,
      content_sha256: contentSha256,
      eml,
      row_count: changes.rows,
      rows_added: changes.added,
      rows_removed: changes.removed,
      rows_changed: changes.changed,
    });
  });
  return { published: true, version, changes: summary };
}
