import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { ApplicationTable, DB, PermitTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { JobLogger } from '../jobs/job.types.js';
import { abschExportOf } from '../permits/permit.read.service.js';
import { findApplicationRow, findCurrentCertificate, findPermit } from '../permits/permit.repository.js';
import { readSetting } from '../settings/settings.service.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import type { AbschUsage } from './abs-permit.input.js';
import { publicationIntentOf } from './absch.actions.js';
import { AbschCallError, type AbschClient, irccOf, type SubmitAnswer } from './absch.client.js';
import {
  findAwaitingAutomaticPublication,
  findDuePublications,
  findNewestUnsupersededPermit,
  findPermitHoldingIrcc,
  insertPublication,
  type PublicationRow,
  recordDrift,
  updatePublication,
} from './absch.repository.js';
import { holderContactIdentifier, namesHolderContact } from './holder-contact.js';

/**
 * The absch-publish job's work (issue 20 §2, docs/ABSCH.md): each open publication advances one step
 * per run, as the system actor, through the workflow's actions.
 *
 *   requested ──validate──► invalid (errors by field; cbdStatus stays ready)
 *       │
 *       └─ record the intent (submitting) ─ submit ─► submitted (workflow id; cbdStatus submitted)
 *                                                        └─ follow ─► published (IRCC) | rejected (reason)
 *
 * Nothing is submitted twice: the intent is committed before the submit call, and a publication found
 * `submitting` (the process died, the answer was lost) is reconciled by the record's identifier first:
 * a draft locked by a publication request means the submission was made, and its request is followed.
 * A record locked by another request (400), an expired token (401, logged in again once), a timeout
 * or a 5xx leave the publication where it is, due again after a backoff.
 */

export interface AbschWorkDeps {
  readonly db: Kysely<DB>;
  /** The registry of actions (src/actions.ts): each step is recorded as `record_absch_step`. */
  readonly actions: ActionRegistry;
  readonly client: AbschClient;
  readonly store: BlobStore;
  readonly log: JobLogger;
}

const MINUTE = 60_000;
/** Backoff after the n-th failed attempt; the last repeats. */
const BACKOFF_MS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE, 3 * 60 * MINUTE, 6 * 60 * MINUTE];
/** How often an open publication request is read while the Publishing Authority has not decided. */
export const FOLLOW_INTERVAL_MS = 10 * MINUTE;
const BATCH = 50;

const later = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

export function backoffMs(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1] ?? 6 * 60 * MINUTE;
}

export interface PublishSummary {
  readonly queued: number;
  readonly advanced: string[];
  readonly retrying: string[];
}

/** One run: queue the permits of the automatic publication (when on), then advance every due publication. */
export async function runPublications(deps: AbschWorkDeps, actor: SystemActor, now: string, signal: AbortSignal): Promise<PublishSummary> {
  let queued = 0;
  if (await readSetting(deps.db, 'absch.automatic_publication')) {
    for (const application of await findAwaitingAutomaticPublication(deps.db, BATCH)) {
      const intent = publicationIntentOf(application.cbd_status);
      const permit = await findNewestUnsupersededPermit(deps.db, application.id);
      if (intent === undefined || permit === undefined) continue;
      await insertPublication(deps.db, {
        permitId: permit.id,
        applicationId: application.id,
        intent,
        documentIdentifier: permit.absch_identifier ?? permit.id,
        requestedBy: actor.id,
        now,
      });
      queued += 1;
    }
  }
  const advanced: string[] = [];
  const retrying: string[] = [];
  for (const row of await findDuePublications(deps.db, now, BATCH)) {
    if (signal.aborted) break;
    if (await advance(deps, actor, row, now)) advanced.push(row.id);
    else retrying.push(row.id);
  }
  return { queued, advanced, retrying };
}

/** One step of one publication; false when it must be tried again later. */
async function advance(deps: AbschWorkDeps, actor: SystemActor, row: PublicationRow, now: string): Promise<boolean> {
  try {
    if (row.state === 'requested') await submitStep(deps, actor, row, now);
    else if (row.state === 'submitting') await reconcileSubmission(deps, actor, row, now);
    else if (row.state === 'submitted') await follow(deps, actor, row, now);
    return true;
  } catch (error) {
    const attempts = row.attempts + 1;
    if (error instanceof AbschCallError && !error.retryable) {
      await updatePublication(deps.db, row.id, {
        state: 'failed',
        attempts,
        last_error: error.message,
        next_attempt_at: null,
        updated_at: now,
      });
      deps.log.warn({ publicationId: row.id, status: error.status }, `absch-publish: ${error.message}`);
      return true;
    }
    if (error instanceof AppError) {
      // The workflow refused the step: the permit moved on meanwhile (recorded by hand, revoked…).
      await updatePublication(deps.db, row.id, {
        state: 'failed',
        attempts,
        last_error: error.message,
        next_attempt_at: null,
        updated_at: now,
      });
      deps.log.warn({ publicationId: row.id, code: error.code }, `absch-publish: ${error.message}`);
      return true;
    }
    const message = error instanceof AbschCallError ? error.message : 'internal error (see the service log)';
    if (!(error instanceof AbschCallError)) deps.log.error({ err: error, publicationId: row.id }, 'absch-publish: a step failed');
    await updatePublication(deps.db, row.id, {
      attempts,
      last_error: message,
      next_attempt_at: later(now, backoffMs(attempts)),
      updated_at: now,
    });
    return false;
  }
}

async function permitAndApplication(db: Kysely<DB>, row: PublicationRow): Promise<{ permit: PermitTable; application: ApplicationTable }> {
  const permit = await findPermit(db, row.permit_id);
  const application = await findApplicationRow(db, row.application_id);
  if (permit === undefined || application === undefined) throw new Error(`publication ${row.id}: its permit or application is gone`);
  return { permit, application };
}

/**
 * The holder's contact record on the Clearing-House (the PIC recipient), created once and reused:
 * its identifier is derived from the applicant, so every permit of the same holder names the same record.
 * Names and affiliation only: the record is public worldwide.
 */
async function holderContact(deps: AbschWorkDeps, application: ApplicationTable, government: string): Promise<string> {
  const identifier = holderContactIdentifier(application.applicant_id);
  return deps.client.ensureContact({
    header: { identifier, schema: 'contact', languages: ['en'] },
    type: 'person',
    firstName: application.permittee_first_name,
    lastName: application.permittee_last_name,
    ...(application.permittee_affiliation ? { organization: { en: application.permittee_affiliation } } : {}),
    country: { identifier: government },
  });
}

/** The certificate, attached to the record; none when the permit has no file. */
async function attachCertificate(deps: AbschWorkDeps, permit: PermitTable, identifier: string) {
  const file = await findCurrentCertificate(deps.db, permit.id);
  if (file === undefined) return [];
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.store.open(file.blob_sha256)) chunks.push(chunk as Buffer);
  const url = await deps.client.attach(identifier, file.file_name, file.content_type ?? 'application/pdf', Buffer.concat(chunks));
  return [{ url, name: file.file_name, language: 'en' }];
}

async function submitStep(deps: AbschWorkDeps, actor: SystemActor, row: PublicationRow, now: string): Promise<void> {
  const { permit, application } = await permitAndApplication(deps.db, row);
  const publication = await readSetting(deps.db, 'absch.publication');
  const picRecipients = namesHolderContact(publication.picRecipients)
    ? { references: [await holderContact(deps, application, publication.government)] }
    : undefined;
  const permitFiles = await attachCertificate(deps, permit, row.document_identifier);
  const { document } = await abschExportOf(deps.db, { ...permit, absch_identifier: row.document_identifier }, application, {
    ...(picRecipients === undefined ? {} : { picRecipients }),
    permitFiles,
    usage: row.usage as AbschUsage | null,
  });
  const errors = await deps.client.validate(document);
  if (errors.length > 0) {
    await updatePublication(deps.db, row.id, {
      state: 'invalid',
      errors: JSON.stringify(errors),
      answer: JSON.stringify({ call: 'validate', errors }),
      next_attempt_at: null,
      last_error: null,
      updated_at: now,
    });
    return;
  }
  // The intent, committed before the call: a crash from here on is reconciled, never submitted again.
  await updatePublication(deps.db, row.id, {
    state: 'submitting',
    attempts: row.attempts + 1,
    next_attempt_at: later(now, backoffMs(1)),
    updated_at: now,
  });
  const answer = await submit(deps, row, document);
  await applySubmitAnswer(deps, actor, row, answer, now);
}

async function submit(
  deps: AbschWorkDeps,
  row: PublicationRow,
  document: { amendmentIntent?: 0 | 1; amendmentDescription?: Readonly<Record<string, string>> },
) {
  if (row.intent === 'submit') {
    try {
      return await deps.client.submit(document, row.id, `biopermit publication ${row.id}`);
    } catch (error) {
      // A draft under this identifier exists (a submission the Publishing Authority rejected): submit it again in place.
      if (!(error instanceof AbschCallError) || error.code !== 'identifierExists') throw error;
      return deps.client.amend(row.document_identifier, document, null, null);
    }
  }
  const description = document.amendmentDescription?.en ?? null;
  return deps.client.amend(row.document_identifier, document, row.intent === 'revoke' ? 1 : 0, description);
}

async function applySubmitAnswer(deps: AbschWorkDeps, actor: SystemActor, row: PublicationRow, answer: SubmitAnswer, now: string) {
  if (answer.errors.length > 0) {
    await updatePublication(deps.db, row.id, {
      state: 'invalid',
      errors: JSON.stringify(answer.errors),
      answer: JSON.stringify({ call: 'submit', errors: answer.errors }),
      next_attempt_at: null,
      updated_at: now,
    });
    return;
  }
  if (answer.workflowId === null) throw new AbschCallError('the submission’s answer named no publication request', 200, true);
  await recordSubmitted(deps, actor, row, answer.workflowId, now);
}

async function recordSubmitted(deps: AbschWorkDeps, actor: SystemActor, row: PublicationRow, workflowId: string | null, now: string) {
  const answer = JSON.stringify({ call: 'submit', workflowId });
  if (row.intent === 'revoke') {
    // revocation_pending stays until the Publishing Authority approves (then revoked).
    await updatePublication(deps.db, row.id, {
      state: 'submitted',
      workflow_id: workflowId,
      answer,
      next_attempt_at: now,
      updated_at: now,
    });
    return;
  }
  await takeAction(
    { db: deps.db, actions: deps.actions },
    {
      applicationId: row.application_id,
      action: 'record_absch_step',
      fields: { publicationId: row.id, to: 'submitted', ...(workflowId === null ? {} : { workflowId }) },
      actor,
      effects: [(trx) => updatePublication(trx, row.id, { answer, updated_at: now }).then(() => undefined)],
    },
  );
}

/** A publication found `submitting`: was the submission made? Follow its request if so; submit if not. */
async function reconcileSubmission(deps: AbschWorkDeps, actor: SystemActor, row: PublicationRow, now: string): Promise<void> {
  const lock = await deps.client.draftLock(row.document_identifier);
  if (lock !== null) {
    await recordSubmitted(deps, actor, row, lock, now);
    return;
  }
  if (row.intent === 'submit') {
    const info = await deps.client.documentInfo(row.document_identifier);
    // Submitted, and already approved since: follow it straight to its record.
    if (info !== null && !info.deleted) {
      await recordSubmitted(deps, actor, row, null, now);
      return;
    }
  }
  await submitStep(deps, actor, row, now);
}

async function follow(deps: AbschWorkDeps, actor: SystemActor, row: PublicationRow, now: string): Promise<void> {
  const workflow = row.workflow_id === null ? null : await deps.client.workflow(row.workflow_id);
  if (workflow !== null && workflow.state === 'running') {
    await updatePublication(deps.db, row.id, {
      answer: JSON.stringify({ call: 'workflow', workflowId: row.workflow_id, state: 'running' }),
      next_attempt_at: later(now, FOLLOW_INTERVAL_MS),
      updated_at: now,
    });
    return;
  }
  if (workflow !== null && (workflow.state !== 'completed' || workflow.decision?.approved !== true)) {
    const reason =
      workflow.decision?.reason ??
      (workflow.state === 'canceled'
        ? 'The publication request was cancelled or expired on the Clearing-House (a pending request expires after 12 weeks).'
        : 'The Publishing Authority rejected the publication.');
    const answer = JSON.stringify({ call: 'workflow', workflowId: row.workflow_id, state: workflow.state, reason });
    if (row.intent === 'revoke') {
      await updatePublication(deps.db, row.id, { state: 'rejected', reason, answer, next_attempt_at: null, updated_at: now });
      return;
    }
    await stepTo(deps, actor, row, { to: 'rejected', text: reason }, answer);
    return;
  }
  const info = await deps.client.documentInfo(row.document_identifier);
  if (info === null) throw new AbschCallError('approved, but the published record cannot be read yet', 404, true);
  const answer = JSON.stringify({ call: 'document', documentID: info.documentID, revision: info.revision, deleted: info.deleted });
  if (row.intent === 'revoke') {
    await stepTo(deps, actor, row, { to: 'revoked' }, answer);
    return;
  }
  const { government } = await readSetting(deps.db, 'absch.publication');
  const ircc = irccOf(government, info.documentID, info.revision);
  if (await refuseDuplicateIrcc(deps, row, ircc, now)) return;
  await stepTo(deps, actor, row, { to: 'published', irccIdentifier: ircc }, answer);
}

/**
 * An IRCC is one permit's (issue 31): one the Clearing-House answers for a record when another
 * application's permit already holds it is not recorded. The publication stops `failed`, saying so,
 * the permit is flagged as drift on the publisher's queue, and the log says it as for every failure.
 */
async function refuseDuplicateIrcc(deps: AbschWorkDeps, row: PublicationRow, ircc: string, now: string): Promise<boolean> {
  const holder = await findPermitHoldingIrcc(deps.db, ircc, row.application_id);
  if (holder === undefined) return false;
  const detail =
    `The Clearing-House answered IRCC ${ircc} for record ${row.document_identifier}, but permit ${holder.permitNo} ` +
    `(application ${holder.registrationNo ?? holder.permitId}) already holds it: it was not recorded on this permit. ` +
    'Ask the CBD Secretariat which record the IRCC belongs to, then record the right one with “Record ABS Clearing-House status”.';
  await updatePublication(deps.db, row.id, {
    state: 'failed',
    last_error: detail,
    answer: JSON.stringify({ call: 'document', irccIdentifier: ircc, alreadyHeldBy: holder.permitId }),
    next_attempt_at: null,
    updated_at: now,
  });
  await recordDrift(deps.db, row.permit_id, row.application_id, detail, now);
  deps.log.warn({ publicationId: row.id, ircc, heldBy: holder.permitId }, `absch-publish: ${detail}`);
  return true;
}

async function stepTo(
  deps: AbschWorkDeps,
  actor: SystemActor,
  row: PublicationRow,
  fields: { to: 'published' | 'rejected' | 'revoked'; irccIdentifier?: string; text?: string },
  answer: string,
): Promise<void> {
  await takeAction(
    { db: deps.db, actions: deps.actions },
    {
      applicationId: row.application_id,
      action: 'record_absch_step',
      fields: { publicationId: row.id, ...fields, ...(row.workflow_id === null ? {} : { workflowId: row.workflow_id }) },
      actor,
      effects: [(trx, { now }) => updatePublication(trx, row.id, { answer, next_attempt_at: null, updated_at: now }).then(() => undefined)],
    },
  );
}
