import { type Kysely, type Selectable, sql } from 'kysely';
import { lockingRows } from '../db/locking.js';
import type { DB, MailMessageTable } from '../db/schema.js';
import { BEFORE_DECISION_GROUP } from '../vocabulary/status-groups.js';
import type { MailStatus } from './mail.vocabulary.js';

/** The SQL of the message log (one query for both databases). */

export type MessageRow = Selectable<MailMessageTable>;

/** Inserts messages in the caller's transaction; one composed twice under the same `dedupe_key` is kept once. */
export async function insertMessages(db: Kysely<DB>, rows: readonly MessageRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('mail_messages')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }
}

export function findMessage(db: Kysely<DB>, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An application's messages, oldest first. */
export function listApplicationMessages(db: Kysely<DB>, applicationId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('mail_messages')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface MessageFilter {
  readonly status?: string | undefined;
  readonly template?: string | undefined;
  /** Part of the address, compared without regard to case. */
  readonly recipient?: string | undefined;
  readonly applicationId?: string | undefined;
  /** Keyset: messages strictly older than this (created_at, id). */
  readonly before?: { readonly createdAt: string; readonly id: string } | undefined;
  readonly limit: number;
}

/** Every message matching the filters, newest first. */
export function listMessages(db: Kysely<DB>, filter: MessageFilter): Promise<MessageRow[]> {
  let query = db.selectFrom('mail_messages').selectAll();
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.template !== undefined) query = query.where('template', '=', filter.template);
  if (filter.applicationId !== undefined) query = query.where('application_id', '=', filter.applicationId);
  if (filter.recipient !== undefined) {
    const pattern = `%${filter.recipient.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // ESCAPE: both databases then read `\%` and `\_` as the characters (addresses hold `_`).
    query = query.where(sql<boolean>`lower(recipient) like ${pattern} escape '\\'`);
  }
  const before = filter.before;
  if (before !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', before.createdAt), eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/**
 * Due messages, the longest waiting first: queued, or a temporary failure whose next try has come, or
 * one claimed (`sending`) before `stuckBefore` whose outcome was never written (docs/EMAIL.md).
 */
export function dueMessages(db: Kysely<DB>, now: string, stuckBefore: string, limit: number): Promise<MessageRow[]> {
  return db
    .selectFrom('mail_messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['queued', 'temporary_failure']), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('updated_at', '<=', stuckBefore)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due message for sending: the message as claimed if this caller changed it (no one else has
 * it, and it was not changed since it was read), undefined otherwise. The claim's time is `updated_at`.
 */
export async function claimMessage(
  db: Kysely<DB>,
  read: MessageRow,
  now: string,
  claimer: string | null = null,
): Promise<MessageRow | undefined> {
  const result = await db
    .updateTable('mail_messages')
    .set({ status: 'sending', updated_at: now, claimed_by: claimer })
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('updated_at', '=', read.updated_at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return findMessage(db, read.id);
}

/**
 * Writes the outcome of a try, if the message is still `sending` (and, with `claimedAt`, still under
 * that claim): true if it was.
 */
export async function recordOutcome(db: Kysely<DB>, id: string, set: Partial<MessageRow>, claimedAt?: string): Promise<boolean> {
  let query = db.updateTable('mail_messages').set(set).where('id', '=', id).where('status', '=', 'sending');
  if (claimedAt !== undefined) query = query.where('updated_at', '=', claimedAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest message of an application, template and recipient not sent yet (queued or not_sent) and composed since `since`. */
export function findWaitingMessage(
  db: Kysely<DB>,
  where: { applicationId: string; template: string; kind: string; recipient: string; since: string },
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('mail_messages')
    .selectAll()
    .where('application_id', '=', where.applicationId)
    .where('template', '=', where.template)
    .where('recipient_kind', '=', where.kind)
    .where('recipient', '=', where.recipient)
    .where('status', 'in', ['queued', 'not_sent'])
    .where('resent_from', 'is', null)
    .where('created_at', '>=', where.since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Rewrites a waiting message's content if it is still as read (not claimed by the sender since): true if it was. */
export async function rewriteWaitingMessage(
  db: Kysely<DB>,
  read: MessageRow,
  content: Pick<MessageRow, 'subject' | 'text_body' | 'html_body'>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_messages')
    .set({ ...content, updated_at: now })
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('updated_at', '=', read.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The texts of an application's external notices of one type written from `since` to `until`, oldest first. */
export async function externalNoticeTexts(
  db: Kysely<DB>,
  applicationId: string,
  type: string,
  since: string,
  until: string,
): Promise<string[]> {
  const notices = await db
    .selectFrom('application_notices')
    .select('message')
    .where('application_id', '=', applicationId)
    .where('log', '=', type)
    .where('visibility', '=', 'external')
    .where('created_at', '>=', since)
    .where('created_at', '<=', until)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return notices.map((notice) => notice.message);
}

/** The external notices a change wrote on an application: those of its time (a change's notices share it), in id order. */
export function externalNoticesAt(
  db: Kysely<DB>,
  applicationId: string,
  at: string,
): Promise<{ id: string; log: string; message: string; visibility: string }[]> {
  return db
    .selectFrom('application_notices')
    .select(['id', 'log', 'message', 'visibility'])
    .where('application_id', '=', applicationId)
    .where('created_at', '=', at)
    .where('visibility', '=', 'external')
    .orderBy('id')
    .execute();
}

/** The applications' facts an email states, read when it is composed (after a rectification or an erasure, as they now are). */
export function mailApplications(db: Kysely<DB>, ids: readonly string[]) {
  return db
    .selectFrom('applications')
    .select([
      'id',
      'registration_no',
      'agency_code',
      'source_unique_no',
      'permittee_first_name',
      'permittee_middle_name',
      'permittee_last_name',
      'permittee_email',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** The staff accounts among `ids` that are not disabled. */
export function enabledStaff(db: Kysely<DB>, ids: readonly string[]) {
  return db.selectFrom('staff_users').select(['id', 'email', 'name']).where('id', 'in', ids).where('disabled_at', 'is', null).execute();
}

/** The mail consumer's place in the events (locked until the transaction ends): the last event number it composed for. */
export async function lockComposeCursor(trx: Kysely<DB>): Promise<number> {
  const row = await lockingRows(trx, trx.selectFrom('mail_compose').select('last_event').where('id', '=', 1)).executeTakeFirst();
  return Number(row?.last_event ?? 0);
}

export async function moveComposeCursor(trx: Kysely<DB>, lastEvent: number): Promise<void> {
  await trx.updateTable('mail_compose').set({ last_event: lastEvent }).where('id', '=', 1).execute();
}

/** Moves every message in one status to another (queued → not_sent without SMTP; not_sent → queued once configured). */
export async function moveMessages(
  db: Kysely<DB>,
  from: MailStatus,
  to: MailStatus,
  set: Partial<MessageRow>,
  applicationId?: string,
): Promise<number> {
  let query = db
    .updateTable('mail_messages')
    .set({ ...set, status: to })
    .where('status', '=', from);
  if (applicationId !== undefined) query = query.where('application_id', '=', applicationId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Who is sending messages now (status `sending`), by the names their claims carry. */
export async function sendingClaimers(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('mail_messages').select('claimed_by').distinct().where('status', '=', 'sending').execute();
  return rows.flatMap((row) => (row.claimed_by === null || row.claimed_by === undefined ? [] : [row.claimed_by]));
}

/** Queues again, due now, the messages `claimer` was sending when its process ended; how many. */
export async function requeueMessagesOf(db: Kysely<DB>, claimer: string, now: string): Promise<number> {
  const result = await db
    .updateTable('mail_messages')
    .set({ status: 'queued', next_attempt_at: now, updated_at: now, claimed_by: null })
    .where('status', '=', 'sending')
    .where('claimed_by', '=', claimer)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Erasure (issue 21 §2): the application's emails without the permittee's address, name and other values. */
export async function redactApplicationMessages(
  db: Kysely<DB>,
  applicationId: string,
  redact: (text: string) => string,
  marker: string,
): Promise<void> {
  const rows = await db
    .selectFrom('mail_messages')
    .select(['id', 'recipient_kind', 'recipient', 'subject', 'text_body', 'html_body', 'status'])
    .where('application_id', '=', applicationId)
    .execute();
  for (const row of rows) {
    const toPermittee = row.recipient_kind === 'permittee';
    await db
      .updateTable('mail_messages')
      .set({
        recipient: toPermittee ? marker : row.recipient,
        subject: redact(row.subject),
        text_body: redact(row.text_body),
        html_body: redact(row.html_body),
        // A message to the permittee not sent yet has no address any more: it never will be, and the
        // sender must not retry it (a message on its way, `sending`, is left to its try).
        ...(toPermittee && UNSENT_STATUSES.includes(row.status)
          ? { status: 'permanent_failure', next_attempt_at: null, last_response: ERASED_RECIPIENT, last_response_code: null }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Rectification (issue 31; docs/PRIVACY.md): the application's emails say the corrected values where
 * they said the old ones (subject and both bodies, each through `rewrite`), and a message to the
 * permittee not sent yet goes to the corrected address (`recipient`). A message already sent keeps the
 * address it was sent to: that is where it went.
 */
export async function rectifyApplicationMessages(
  db: Kysely<DB>,
  applicationId: string,
  rewrite: { readonly text: (text: string) => string; readonly html: (html: string) => string },
  recipient?: string,
): Promise<void> {
  const rows = await db
    .selectFrom('mail_messages')
    .select(['id', 'recipient_kind', 'subject', 'text_body', 'html_body', 'status'])
    .where('application_id', '=', applicationId)
    .execute();
  for (const row of rows) {
    const readdressed = recipient !== undefined && row.recipient_kind === 'permittee' && UNSENT_STATUSES.includes(row.status);
    const set = {
      subject: rewrite.text(row.subject),
      text_body: rewrite.text(row.text_body),
      html_body: rewrite.html(row.html_body),
      ...(readdressed ? { recipient } : {}),
    };
    if (!readdressed && set.subject === row.subject && set.text_body === row.text_body && set.html_body === row.html_body) continue;
    await db.updateTable('mail_messages').set(set).where('id', '=', row.id).execute();
  }
}

/** Statuses of a message the sender would still take (or a resend could). */
const UNSENT_STATUSES = ['queued', 'temporary_failure', 'not_sent'];
/** Why a message to an erased permittee was never sent. */
export const ERASED_RECIPIENT = 'Not sent: the recipient’s address was erased with the permittee’s personal data (docs/PRIVACY.md).';

/**
 * The applications at risk or overdue and not yet decided, with their assignee (enabled), by assignee
 * then due date: the daily digest's rows (mail-digest.job.ts).
 */
export async function findApplicationsAtRiskByAssignee(db: Kysely<DB>) {
  return db
    .selectFrom('applications as a')
    .innerJoin('staff_users as u', 'u.id', 'a.assignee_id')
    .select([
      'u.id as user_id',
      'u.email',
      'u.name',
      'a.id',
      'a.registration_no',
      'a.agency_code',
      'a.status',
      'a.clock_state',
      'a.due_date',
    ])
    .where('a.clock_state', 'in', ['at_risk', 'overdue'])
    .where('a.status', 'in', [...BEFORE_DECISION_GROUP.statuses])
    .where('u.disabled_at', 'is', null)
    .orderBy('u.id')
    .orderBy('a.due_date')
    .orderBy('a.registration_no')
    .execute();
}

/** The agencies' names and contact addresses, for the notices' recipients (mail.compose.ts). */
export async function findAgencyContacts(db: Kysely<DB>, codes: readonly string[]) {
  return db
    .selectFrom('agencies')
    .select(['code', 'name', 'contact_email'])
    .where('code', 'in', [...codes])
    .execute();
}
