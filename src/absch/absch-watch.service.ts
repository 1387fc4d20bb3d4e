import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { readSetting } from '../settings/settings.service.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import { type AbschClient, type IndexDocument, irccOf } from './absch.client.js';
import {
  communiqueExists,
  findHolderForCommunique,
  findPermitsOnTheClearingHouse,
  findPublishedPermits,
  recordDrift,
} from './absch.repository.js';

/**
 * What biopermit watches on the Clearing-House after publishing (issue 20 §2-3, docs/ABSCH.md):
 * the nightly reconciliation (what biopermit believes against what the Clearing-House holds, drift
 * flagged on the publisher's queue) and the daily look for checkpoint communiqués naming our IRCCs.
 */

const BATCH = 100;

/** The drift of one permit, in words for the publisher, or null when both agree. */
async function driftOf(
  client: AbschClient,
  government: string,
  permit: { identifier: string | null; ircc: string | null; cbdStatus: string | null },
): Promise<string | null> {
  const identifier = permit.identifier ?? '';
  if (permit.cbdStatus === 'submitted') {
    const lock = await client.draftLock(identifier);
    return lock === null ? 'biopermit has it submitted, but the Clearing-House holds no pending publication request for it.' : null;
  }
  const info = await client.documentInfo(identifier);
  if (info === null) return `biopermit has it ${permit.cbdStatus}, but the Clearing-House holds no record ${identifier}.`;
  if (permit.cbdStatus === 'revoked')
    return info.deleted ? null : `biopermit has it revoked, but the record ${identifier} is still published.`;
  if (info.deleted) return `biopermit has it ${permit.cbdStatus}, but the Clearing-House record ${identifier} is withdrawn.`;
  if (permit.cbdStatus === 'published') {
    const held = irccOf(government, info.documentID, info.revision);
    if (permit.ircc !== held)
      return `biopermit shows IRCC ${permit.ircc ?? 'none'}, the Clearing-House holds ${held} (edited on the site?).`;
  }
  return null;
}

export async function reconcile(db: Kysely<DB>, client: AbschClient, now: string, signal: AbortSignal) {
  const { government } = await readSetting(db, 'absch.publication');
  let after: string | null = null;
  let checked = 0;
  const drifted: string[] = [];
  for (;;) {
    const permits = await findPermitsOnTheClearingHouse(db, after, BATCH);
    if (permits.length === 0 || signal.aborted) break;
    for (const permit of permits) {
      if (signal.aborted) break;
      const detail = await driftOf(client, government, permit);
      await recordDrift(db, permit.permitId, permit.applicationId, detail, now);
      checked += 1;
      if (detail !== null) drifted.push(permit.permitId);
    }
    after = permits.at(-1)?.permitId ?? null;
  }
  return { checked, drifted };
}

/** Words of a name, without case, accents or punctuation. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
}

/** Whether the entity a communiqué names is the permit's holder: the holder's names, or the affiliation. */
export function namesTheHolder(entity: string, holder: { firstName: string; lastName: string; affiliation: string | null }): boolean {
  const said = new Set(words(entity));
  const person = [...words(holder.firstName), ...words(holder.lastName)];
  if (person.length > 0 && person.every((w) => said.has(w))) return true;
  const affiliation = holder.affiliation === null ? [] : words(holder.affiliation);
  return affiliation.length > 0 && affiliation.every((w) => said.has(w));
}

/** A field of the index as text: a string, a list, an object with a name or an identifier. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return (
      value
        .map(textOf)
        .filter((v) => v !== null)
        .join('; ') || null
    );
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return textOf(o.name ?? o.en ?? o.identifier ?? null);
  }
  return String(value);
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => textOf(v) ?? '').filter(Boolean) : value ? [textOf(value) ?? ''] : [];

/** Quotes a value for the index's query (Solr): backslashes and quotes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export async function findCheckpointCommuniques(
  db: Kysely<DB>,
  actions: ActionRegistry,
  client: AbschClient,
  actor: SystemActor,
  signal: AbortSignal,
) {
  let after: string | null = null;
  const linked: string[] = [];
  let flagged = 0;
  for (;;) {
    const permits = await findPublishedPermits(db, after, 50);
    if (permits.length === 0 || signal.aborted) break;
    after = permits.at(-1)?.permitId ?? null;
    // An identifier names the record of every permit of a renewal chain: the newest (last in id order) takes it.
    const byIdentifier = new Map(permits.map((p) => [p.identifier ?? '', p]));
    const q = `schema_s:absCheckpointCommunique AND referenceRecord_ss:(${[...byIdentifier.keys()].map(quoted).join(' OR ')})`;
    for (let start = 0; ; start += BATCH) {
      const page = await client.search(q, start, BATCH);
      for (const doc of page.docs) {
        for (const found of await linkCommunique(db, actions, actor, doc, byIdentifier)) {
          linked.push(found.recordIdentifier);
          if (found.entityMismatch) flagged += 1;
        }
      }
      if (start + BATCH >= page.numFound || page.docs.length === 0 || signal.aborted) break;
    }
  }
  return { linked, flagged };
}

async function linkCommunique(
  db: Kysely<DB>,
  actions: ActionRegistry,
  actor: SystemActor,
  doc: IndexDocument,
  byIdentifier: Map<string, { permitId: string; applicationId: string; ircc: string | null }>,
) {
  const recordIdentifier = textOf(doc.identifier_s ?? doc.id);
  if (recordIdentifier === null) return [];
  const references = list(doc.referenceRecord_ss).map((r) => r.split('@')[0] ?? r);
  const done: { recordIdentifier: string; entityMismatch: boolean }[] = [];
  for (const reference of new Set(references)) {
    const permit = byIdentifier.get(reference);
    if (permit === undefined || permit.ircc === null) continue;
    if (await communiqueExists(db, recordIdentifier, permit.permitId)) continue;
    const application = await findHolderForCommunique(db, permit.applicationId);
    const entity = textOf(doc.entityToWhomPICGranted);
    const entityMismatch =
      entity !== null &&
      !namesTheHolder(entity, {
        firstName: application.permittee_first_name,
        lastName: application.permittee_last_name,
        affiliation: application.permittee_affiliation,
      });
    const published = textOf(doc.createdDate_dt ?? doc.publishedDate_dt);
    await takeAction(
      { db, actions },
      {
        applicationId: permit.applicationId,
        action: 'record_checkpoint_communique',
        fields: {
          permitId: permit.permitId,
          recordIdentifier: recordIdentifier.slice(0, 200),
          irccIdentifier: permit.ircc,
          entity: entity?.slice(0, 1000) ?? null,
          entityMismatch,
          checkpoints: list(doc.absCheckpoints)
            .slice(0, 50)
            .map((c) => c.slice(0, 500)),
          sourceCountries: list(doc.sourceCountries)
            .slice(0, 50)
            .map((c) => c.slice(0, 20)),
          publishedAt: published === null || Number.isNaN(Date.parse(published)) ? null : new Date(published).toISOString(),
        },
        actor,
      },
    );
    done.push({ recordIdentifier, entityMismatch });
  }
  return done;
}
