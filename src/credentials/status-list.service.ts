import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { eventsAfter } from '../events/event.repository.js';
import { type CredentialDeps, statusListUrl } from './credential.deps.js';
import {
  findStatusList,
  highestStatusIndex,
  listStatusLists,
  lockStatusCursor,
  moveStatusCursor,
  saveStatusList,
  statusIndexesOfPermits,
  statusIndexesWhere,
} from './credential.repository.js';
import type { StatusPurpose } from './permit-credential.schema.js';
import { encodeStatusList, STATUS_LIST_LENGTH, statusListOf } from './status-list.codec.js';
import { signVcJwt, VC_CONTEXT } from './verifiable-credential.js';

/** The permit statuses that set each list's bit: a superseded or void permit's credential no longer stands. */
export const STATUSES_SETTING: Readonly<Record<StatusPurpose, readonly string[]>> = {
  revocation: ['revoked', 'superseded', 'void'],
  suspension: ['suspended'],
};
/** How long a verifier may keep a list (the credential's `ttl`, and the route's Cache-Control max-age). */
export const STATUS_LIST_TTL_SECONDS = 300;
/** A list is regenerated at least this often, and valid a little longer, so a missed day does not fail every check. */
export const STATUS_LIST_REGENERATION_MS = 24 * 3_600_000;
const STATUS_LIST_VALIDITY_MS = 3 * STATUS_LIST_REGENERATION_MS;
const LIST_ID = /^(revocation|suspension)-(0|[1-9][0-9]{0,6})$/;

export function parseStatusListId(id: string): { purpose: StatusPurpose; number: number } | undefined {
  const match = LIST_ID.exec(id);
  if (match === null) return undefined;
  return { purpose: match[1] as StatusPurpose, number: Number(match[2]) };
}

/** Builds, signs and stores the list's BitstringStatusListCredential from the permits' statuses now. */
export async function regenerateStatusList(db: Kysely<DB>, deps: CredentialDeps, id: string, now = new Date()): Promise<string> {
  const parsed = parseStatusListId(id);
  if (parsed === undefined) throw new Error(`not a status list id: ${id}`);
  const from = parsed.number * STATUS_LIST_LENGTH;
  const indexes = await statusIndexesWhere(db, { from, to: from + STATUS_LIST_LENGTH }, STATUSES_SETTING[parsed.purpose]);
  const url = statusListUrl(deps.issuer, id);
  const credential = {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: deps.issuer,
    validFrom: now.toISOString(),
    validUntil: new Date(now.getTime() + STATUS_LIST_VALIDITY_MS).toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: parsed.purpose,
      encodedList: await encodeStatusList(indexes.map((index) => index - from)),
      ttl: STATUS_LIST_TTL_SECONDS * 1000,
    },
  };
  const jwt = await signVcJwt(deps.keys, credential, { refresh: false });
  await saveStatusList(db, { id, purpose: parsed.purpose, credential: jwt, generated_at: now.toISOString() });
  return jwt;
}

/** The list's signed credential as stored, generated on first asking; undefined for a list no credential points into. */
export async function statusListCredential(db: Kysely<DB>, deps: CredentialDeps, id: string): Promise<string | undefined> {
  const parsed = parseStatusListId(id);
  if (parsed === undefined) return undefined;
  const stored = await findStatusList(db, id);
  if (stored !== undefined) return stored.credential;
  const highest = await highestStatusIndex(db);
  if (parsed.number > (highest === null ? 0 : Math.floor(highest / STATUS_LIST_LENGTH))) return undefined;
  return regenerateStatusList(db, deps, id);
}

/** Every list a credential points into, by id (both purposes of each list number). */
async function allListIds(db: Kysely<DB>): Promise<string[]> {
  const highest = await highestStatusIndex(db);
  const count = highest === null ? 1 : Math.floor(highest / STATUS_LIST_LENGTH) + 1;
  return Array.from({ length: count }, (_, n) => [`revocation-${n}`, `suspension-${n}`]).flat();
}

const BATCH = 500;

/**
 * The status lists' consumer of the outbox: the lists of every permit whose status changed
 * (`permit.status_changed`, found by the permits' observer) since its cursor are regenerated, and
 * every list older than a day; the cursor moves in the same transaction. Returns the lists regenerated.
 */
export async function regenerateChangedStatusLists(db: Kysely<DB>, deps: CredentialDeps, now = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const last = await lockStatusCursor(trx);
    const changed = new Set<string>();
    let cursor = last;
    for (;;) {
      const events = await eventsAfter(trx, cursor, BATCH);
      const permitIds = events
        .filter((event) => event.type === 'permit.status_changed' && typeof event.data.permitId === 'string')
        .map((event) => event.data.permitId as string);
      for (const statusIndex of await statusIndexesOfPermits(trx, permitIds)) {
        for (const purpose of ['revocation', 'suspension'] as const) changed.add(statusListOf(purpose, statusIndex).listId);
      }
      const final = events[events.length - 1];
      if (final !== undefined) cursor = final.id;
      if (events.length < BATCH) break;
    }
    const stored = new Map((await listStatusLists(trx)).map((row) => [row.id, row.generated_at]));
    for (const id of await allListIds(trx)) {
      const generatedAt = stored.get(id);
      if (generatedAt === undefined || now.getTime() - Date.parse(generatedAt) >= STATUS_LIST_REGENERATION_MS) changed.add(id);
    }
    for (const id of [...changed].sort()) await regenerateStatusList(trx, deps, id, now);
    if (cursor !== last) await moveStatusCursor(trx, cursor);
    return [...changed].sort();
  });
}
