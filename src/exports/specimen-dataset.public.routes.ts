import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import { etagOf, matchesNoneMatch, sendStoredFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { publicRoute } from '../http/route-audience.js';
import { problemResponse, rateLimitedResponse, standardResponses } from '../http/standard-responses.js';
import { issuingAuthority } from '../permits/verify.page.js';
import { readSetting } from '../settings/settings.service.js';
import { datasetFeedXml } from './specimen-dataset.feed.js';
import { type DatasetVersionRow, findLatestVersion, findVersion, listVersions } from './specimen-dataset.repository.js';
import { DATASET_FEED_PATH, DATASET_PATH } from './specimen-dataset.urls.js';

/**
 * The public specimen dataset at stable URLs (issue 32 §6, docs/DARWIN-CORE.md), for GBIF or a museum
 * to harvest: the latest version's archive and eml.xml, each version's, and the RSS feed of versions.
 * Public, no log-in; rate-limited per address with the other public lookups. A version never changes,
 * so its answers are cacheable for good; the latest and the feed for five minutes. ETag and
 * Last-Modified on every answer, 304 to a matching If-None-Match.
 */

const OPEN_DATA_TAG = 'Open data';
/** How many versions the feed lists, newest first. */
const FEED_VERSIONS = 50;
const LATEST_CACHE = 'public, max-age=300';
const VERSION_CACHE = 'public, max-age=31536000, immutable';

const noVersionYet = () => new AppError('not_found', 'No version of the specimen dataset has been published yet');
const noSuchVersion = (version: number) => new AppError('not_found', `The specimen dataset has no version ${version}`);

/** Headers as the OpenAPI plugin documents them: a schema with its description (src/attachments/attachment.openapi.ts). */
const headerDocs = {
  ETag: { type: 'string', description: '`"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304).' },
  'Last-Modified': { type: 'string', description: 'When the version was published (the feed: its newest version).' },
};
const zipResponse = {
  description: 'The Darwin Core Archive (a ZIP: meta.xml, eml.xml, occurrence.txt, permit.txt).',
  headers: headerDocs,
  content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } },
};
const xmlResponse = (description: string, mediaType: string) => ({
  description,
  headers: headerDocs,
  content: { [mediaType]: { schema: Type.String() } },
});
const notModified = { description: 'Not modified: `If-None-Match` names the current ETag.' };
const problems = (notFound: string) => ({
  304: notModified,
  404: problemResponse(404, notFound),
  429: rateLimitedResponse('Too many requests from this address (shared with the other public lookups).'),
  ...standardResponses(),
});
const VersionParams = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The version number, from 1.', examples: [3] }),
});

/** Sends text the database holds (eml.xml, the feed), with its validators. */
function sendText(request: FastifyRequest, reply: FastifyReply, body: string, mediaType: string, modified: string, cache: string) {
  const etag = etagOf(createHash('sha256').update(body).digest('hex'));
  reply.headers({ etag, 'last-modified': new Date(modified).toUTCString(), 'cache-control': cache });
  if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(mediaType).send(body);
}

export async function specimenDatasetRoutes(
  fastify: FastifyInstance,
  options: { db: Database['db']; store: BlobStore; publicBaseUrl: string | undefined; limiter: onRequestHookHandler | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const onRequest = options.limiter === undefined ? [] : [options.limiter];
  const reason = 'open data: the published specimen dataset, with no person named';

  const sendArchive = (request: FastifyRequest, reply: FastifyReply, version: DatasetVersionRow, cache: string) => {
    reply.header('last-modified', new Date(version.published_at).toUTCString());
    return sendStoredFile(
      request,
      reply,
      store,
      {
        sha256: version.archive_sha256,
        size: version.archive_size,
        contentType: 'application/zip',
        fileName: `specimens-v${version.version}.zip`,
        scanStatus: 'not_scanned',
      },
      { cacheControl: cache },
    );
  };
  const latest = async () => (await findLatestVersion(db)) ?? Promise.reject(noVersionYet());
  const numbered = async (n: number) => (await findVersion(db, n)) ?? Promise.reject(noSuchVersion(n));
  const common = { tags: [OPEN_DATA_TAG], security: [] };

  app.get(
    `${DATASET_PATH}/dwca`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getSpecimenDatasetArchive',
        summary: 'The specimen dataset, latest version (Darwin Core Archive)',
        description:
          'The latest published version of the Darwin Core Archive of every accepted collection report (docs/DARWIN-CORE.md). ' +
          'Its eml.xml names the version and what changed.',
        response: { 200: zipResponse, ...problems('No version published yet.') },
      },
    }),
    async (request, reply) => sendArchive(request, reply, await latest(), LATEST_CACHE),
  );
  app.get(
    `${DATASET_PATH}/eml.xml`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getSpecimenDatasetMetadata',
        summary: 'The specimen dataset’s metadata, latest version (EML 2.2.0, GBIF profile 1.3)',
        description: 'The eml.xml of the latest version, as in its archive: the version number and what changed since the one before.',
        response: { 200: xmlResponse('eml.xml of the latest version.', 'application/xml'), ...problems('No version published yet.') },
      },
    }),
    async (request, reply) => {
      const version = await latest();
      return sendText(request, reply, version.eml, 'application/xml', version.published_at, LATEST_CACHE);
    },
  );
  app.get(
    `${DATASET_PATH}/versions/:version/dwca`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getSpecimenDatasetVersionArchive',
        summary: 'One version of the specimen dataset (Darwin Core Archive)',
        description: 'The same bytes at every download: the archive as published.',
        params: VersionParams,
        response: { 200: zipResponse, ...problems('No such version.') },
      },
    }),
    async (request, reply) => sendArchive(request, reply, await numbered(request.params.version), VERSION_CACHE),
  );
  app.get(
    `${DATASET_PATH}/versions/:version/eml.xml`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getSpecimenDatasetVersionMetadata',
        summary: 'One version’s metadata (EML 2.2.0, GBIF profile 1.3)',
        description: 'The eml.xml of this version, as in its archive: its number and what changed since the one before.',
        params: VersionParams,
        response: { 200: xmlResponse('eml.xml of this version, as in its archive.', 'application/xml'), ...problems('No such version.') },
      },
    }),
    async (request, reply) => {
      const version = await numbered(request.params.version);
      return sendText(request, reply, version.eml, 'application/xml', version.published_at, VERSION_CACHE);
    },
  );
  app.get(
    DATASET_FEED_PATH,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getDatasetFeed',
        summary: 'The RSS feed of the published datasets’ versions (as GBIF’s IPT publishes one)',
        description:
          'RSS 2.0, an item per version of the specimen dataset, newest first (the last 50), each with `ipt:eml` and `ipt:dwca` ' +
          'at the version’s URLs and the change summary as its description. Empty of items until the first version.',
        response: {
          200: xmlResponse('The feed.', 'application/rss+xml'),
          304: notModified,
          429: rateLimitedResponse('Too many requests from this address (shared with the other public lookups).'),
          ...standardResponses(),
        },
      },
    }),
    async (request, reply) => {
      if (options.publicBaseUrl === undefined) {
        throw new AppError('not_configured', 'PUBLIC_BASE_URL is not set: the feed names every version by its public URL.');
      }
      const versions = await listVersions(db, FEED_VERSIONS);
      const authority = issuingAuthority(await readSetting(db, 'permits.authority'));
      const feed = datasetFeedXml(options.publicBaseUrl, authority, versions);
      return sendText(request, reply, feed, 'application/rss+xml', versions[0]?.published_at ?? new Date(0).toISOString(), LATEST_CACHE);
    },
  );
}
