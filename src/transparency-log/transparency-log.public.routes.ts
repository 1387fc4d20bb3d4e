import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { publicRoute } from '../http/route-audience.js';
import { problemResponse, rateLimitedResponse, standardResponses } from '../http/standard-responses.js';
import { logVerifierKey } from './log-key.js';
import { LOG_PATH } from './log-paths.js';
import { readTile } from './log-tiles.service.js';
import { parseTilePath } from './tiles.js';
import { findLatestCheckpoint } from './transparency-log.repository.js';
import { consistencyProofOf, cosignedNote, inclusionProofText } from './transparency-log.service.js';

/**
 * The public log of permits (issue 29 §4, docs/TRUST.md) as the C2SP tlog-tiles API under
 * `/api/v1/public/log/`, so that any tiles client reads it: the checkpoint, the hash tiles and the entry
 * bundles; beside them the verifier key and proofs. Public, no log-in, rate-limited per address
 * (LOG_RATE_LIMIT_PER_MINUTE). Tiles never change, full or partial: cached for good; the checkpoint for
 * a few seconds.
 */

const TAG = 'Public log';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHECKPOINT_CACHE = 'public, max-age=5';
const KEY_CACHE = 'public, max-age=3600';
const TEXT = 'text/plain; charset=utf-8';

const noCheckpoint = () =>
  new AppError('not_found', 'The log has published no checkpoint yet (it signs one within seconds of its first entry).');

const text = (description: string) => ({ description, content: { 'text/plain': { schema: Type.String() } } });
const binary = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
});
const problems = (notFound: string) => ({
  404: problemResponse(404, notFound),
  429: rateLimitedResponse('Too many requests from this address to the public log (`LOG_RATE_LIMIT_PER_MINUTE`).'),
  ...standardResponses(),
});

const segment = (example: string) =>
  Type.String({
    minLength: 1,
    maxLength: 8,
    pattern: '^[x0-9][0-9]{0,3}(\\.p)?$|^[0-9]{1,3}$',
    description: 'A group of the tile index (`x001`, `067`), `067.p` before a partial tile’s width, or that width.',
    examples: [example],
  });
/** A tile's path split into segments, by how many there are: `067`, `067.p/112`, `x001/x234/067`, `x001/x234/067.p/112`. */
const EXAMPLE_SEGMENTS = [['067'], ['067.p', '112'], ['x001', 'x234', '067'], ['x001', 'x234', '067.p', '112']];
const TILE_DESCRIPTION =
  'A tile of the log (c2sp.org/tlog-tiles): `tile/<L>/<N>[.p/<W>]` is 256 (or W) consecutive 32-byte hashes of level L (0: the ' +
  'leaf hashes; L + 1: the roots of the full tiles of level L); `tile/entries/<N>[.p/<W>]` is the entry bundle beside level-0 tile N, ' +
  'each entry (canonical JSON) prefixed by its length as a big-endian uint16. N is written in groups of three digits, all but the last ' +
  'prefixed `x` (`x001/x234/067`); a partial tile adds `.p/<W>`. Full or partial, a tile never changes: cached for good. 404 for a ' +
  'tile the log does not hold (yet).';

export async function transparencyLogRoutes(
  fastify: FastifyInstance,
  options: { db: Kysely<DB>; origin: string | undefined; limiter: onRequestHookHandler | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const onRequest = options.limiter === undefined ? [] : [options.limiter];
  const reason = 'the public log: anyone may check every permit issued, without an account';
  const common = { tags: [TAG], security: [] };

  app.get(
    `${LOG_PATH}/checkpoint`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getLogCheckpoint',
        summary: 'The log’s latest signed tree head (a C2SP checkpoint)',
        description:
          'A signed note (c2sp.org/signed-note) whose text is the checkpoint (c2sp.org/tlog-checkpoint): the origin, the number of ' +
          'entries and the base64 root hash, signed with the log’s Ed25519 key (`vkey`). Signed at least hourly and seconds after new entries. ' +
          'Followed by the cosignatures (c2sp.org/tlog-cosignature) the configured witnesses returned for this head, one line each.',
        response: { 200: text('The checkpoint, signed, and cosigned by the witnesses that did.'), ...problems('No checkpoint yet.') },
      },
    }),
    async (_request, reply) => {
      const checkpoint = (await findLatestCheckpoint(db)) ?? Promise.reject(noCheckpoint());
      return sendText(reply, await cosignedNote(db, await checkpoint), CHECKPOINT_CACHE);
    },
  );
  app.get(
    `${LOG_PATH}/vkey`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getLogVerifierKey',
        summary: 'The log’s verifier key',
        description:
          'The key that checks the log’s checkpoints, as a signed-note verifier key: `<origin>+<key ID, hex>+<base64 of 0x01 ‖ Ed25519 ' +
          'public key>`. Pin it: a verifier that fetches it each time trusts whoever answers.',
        response: { 200: text('The verifier key, one line.'), ...problems('No key yet (no checkpoint signed).') },
      },
    }),
    async (_request, reply) => {
      const vkey = options.origin === undefined ? undefined : await logVerifierKey(db, options.origin);
      if (vkey === undefined) throw noCheckpoint();
      return sendText(reply, `${vkey}\n`, KEY_CACHE);
    },
  );

  // The tile's index takes one to three groups, and a partial tile one more segment: a route for each depth.
  const names = ['a', 'b', 'c', 'd'] as const;
  for (let depth = 1; depth <= names.length; depth++) {
    const used = names.slice(0, depth);
    app.get(
      `${LOG_PATH}/tile/:level/${used.map((name) => `:${name}`).join('/')}`,
      publicRoute(reason, {
        onRequest,
        schema: {
          ...common,
          operationId: `getLogTile${depth}`,
          summary: `A tile or entry bundle of the log (${depth} path segment${depth > 1 ? 's' : ''} after the level)`,
          description: TILE_DESCRIPTION,
          params: Type.Object({
            level: Type.String({ pattern: '^(entries|[0-3])$', description: '`entries`, or the level 0–3.', examples: ['0'] }),
            ...Object.fromEntries(used.map((name, i) => [name, segment(EXAMPLE_SEGMENTS[depth - 1]?.[i] ?? '000')])),
          }),
          response: { 200: binary('The tile’s bytes.'), ...problems('No such tile.') },
        },
      }),
      async (request, reply) => {
        const params = request.params as Record<string, string>;
        const address = parseTilePath([params.level, ...used.map((name) => params[name])].join('/'));
        const bytes = address === undefined ? undefined : await readTile(db, address);
        if (bytes === undefined) throw new AppError('not_found', 'The log holds no such tile.');
        return reply.header('cache-control', IMMUTABLE).type('application/octet-stream').send(bytes);
      },
    );
  }

  app.get(
    `${LOG_PATH}/proof/inclusion`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getLogInclusionProof',
        summary: 'The proof that an entry is in the log (c2sp.org/tlog-proof)',
        description:
          'The entry’s inclusion proof in the latest checkpoint, in the tlog-proof format: `c2sp.org/tlog-proof@v1`, `index <n>`, the ' +
          'proof’s hashes one a line in base64 (the leaf’s sibling first), an empty line, then the checkpoint as signed. Check it with ' +
          'the entry from its bundle and the log’s key: `biopermit log verify --entry <n>` does.',
        querystring: Type.Object({
          index: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The entry’s index, from 0.' }),
        }),
        response: { 200: text('The proof, with the checkpoint it leads to.'), ...problems('No such entry in the latest checkpoint.') },
      },
    }),
    async (request, reply) => {
      const proof = await inclusionProofText(db, request.query.index);
      if (proof === undefined) throw new AppError('not_found', `The latest checkpoint holds no entry ${request.query.index}.`);
      return sendText(reply, proof, CHECKPOINT_CACHE);
    },
  );
  app.get(
    `${LOG_PATH}/proof/consistency`,
    publicRoute(reason, {
      onRequest,
      schema: {
        ...common,
        operationId: 'getLogConsistencyProof',
        summary: 'The proof that one signed head of the log extends another (RFC 9162 §2.1.4)',
        description:
          'The consistency proof between the log’s checkpoints of sizes `from` and `to` (both published; `from` may be 0), its hashes in ' +
          'base64. A verifier that saw the head of size `from` checks with it that the log only grew since.',
        querystring: Type.Object({
          from: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The older size.' }),
          to: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The newer size.' }),
        }),
        response: {
          200: {
            description: 'The proof.',
            content: {
              'application/json': {
                schema: Type.Object({
                  from: Type.Integer(),
                  to: Type.Integer(),
                  hashes: Type.Array(Type.String({ description: 'A 32-byte hash, base64.' }), {
                    description: 'In the order of RFC 9162 §2.1.4.1.',
                  }),
                }),
              },
            },
          },
          ...problems('`from` is past `to`, or no checkpoint of one of the sizes was published.'),
        },
      },
    }),
    async (request, reply) => {
      const { from, to } = request.query;
      const proof = await consistencyProofOf(db, from, to);
      if (proof === undefined)
        throw new AppError('not_found', `No consistency proof from ${from} to ${to}: both must be published sizes, ${from} ≤ ${to}.`);
      reply.header('cache-control', IMMUTABLE);
      return { from, to, hashes: proof.map((hash) => hash.toString('base64')) };
    },
  );
}

function sendText(reply: FastifyReply, body: string, cache: string) {
  return reply.header('cache-control', cache).type(TEXT).send(body);
}
