import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import { findApplicationByRef } from '../audit/audit-read.repository.js';
import { ERASED_MARKER } from '../audit/subject-keys.js';
import type { StaffActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { assertMayReadAllMessages, assertMayResendMessages, mayReadApplicationMessages } from '../policy/mail.policy.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from '../staff/audit-context.js';
import {
  findMessage,
  insertMessages,
  listApplicationMessages,
  listMessages,
  type MessageRow,
  moveMessages,
  recordOutcome,
} from './mail.repository.js';
import type { MailMessage, MailMessageQuery } from './mail.schemas.js';
import { type MailStatus, STUCK_SENDING_MS } from './mail.vocabulary.js';

/** The staff's reads of the message log, and resending (issue 19 §4, docs/EMAIL.md). */

export function messageView(row: MessageRow): MailMessage {
  return {
    id: row.id,
    applicationId: row.application_id,
    agencyCode: row.agency_code,
    recipient: row.recipient,
    recipientKind: row.recipient_kind as MailMessage['recipientKind'],
    template: row.template,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status as MailStatus,
    stuck: isStuck(row, nowIso()),
    attempts: Number(row.attempts),
    lastResponse: row.last_response,
    lastResponseCode: row.last_response_code === null ? null : Number(row.last_response_code),
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    resentFrom: row.resent_from,
    createdAt: row.created_at,
  };
}

/** Whether a message is stuck `sending`: claimed (`updated_at`) more than STUCK_SENDING_MS before `now`. */
function isStuck(row: MessageRow, now: string): boolean {
  return row.status === 'sending' && Date.parse(row.updated_at) <= Date.parse(now) - STUCK_SENDING_MS;
}

/** The application, if the user may read its messages; a 404 otherwise (another agency's is as unknown as a missing one). */
async function readableApplication(db: Kysely<DB>, actor: StaffActor, ref: string): Promise<{ id: string; agency_code: string }> {
  const application = await findApplicationByRef(db, ref);
  if (application === undefined || !mayReadApplicationMessages(actor, application.agency_code)) {
    throw new AppError('not_found', `No application ${ref}`);
  }
  return application;
}

export async function applicationMessages(db: Kysely<DB>, actor: StaffActor, ref: string): Promise<{ items: MailMessage[] }> {
  const application = await readableApplication(db, actor, ref);
  return { items: (await listApplicationMessages(db, application.id)).map(messageView) };
}

/**
 * Sends a message again: a new message with the same recipient and content, queued now, that names
 * the one it resends; the original keeps its log. One still queued or being sent is a 409, unless it is
 * stuck `sending` (claimed more than STUCK_SENDING_MS ago, its outcome never written): that one is
 * closed as a permanent failure that names its copy, so the sender does not take it up as well.
 */
export async function resendMessage(
  db: Kysely<DB>,
  actor: StaffActor,
  ref: string,
  messageId: string,
  context: AuditContext,
): Promise<MailMessage> {
  const application = await readableApplication(db, actor, ref);
  assertMayResendMessages(actor);
  const original = await findMessage(db, messageId);
  // Another application's message is as unknown here as one that does not exist.
  if (original === undefined || original.application_id !== application.id) {
    throw new AppError('not_found', `Application ${ref} has no message ${messageId}`);
  }
  if (original.recipient_kind === 'permittee' && original.recipient === ERASED_MARKER) {
    throw new AppError(
      'conflict',
      `Message ${messageId} was to a permittee whose personal data is erased: there is no address to send it to`,
    );
  }
  const now = nowIso();
  const stuck = isStuck(original, now);
  if (original.status === 'queued' || (original.status === 'sending' && !stuck)) {
    throw new AppError('conflict', `Message ${messageId} is ${original.status}: it is on its way already`);
  }
  const copy: MessageRow = {
    ...original,
    id: newId(),
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    last_attempt_at: null,
    last_response: null,
    last_response_code: null,
    sent_at: null,
    resent_from: original.id,
    dedupe_key: null,
    created_at: now,
    updated_at: now,
    claimed_by: null,
  };
  await db.transaction().execute(async (trx) => {
    if (stuck) {
      const closed = await recordOutcome(
        trx,
        original.id,
        {
          status: 'permanent_failure',
          next_attempt_at: null,
          last_response: `Its outcome was never recorded: it stayed sending for more than ${STUCK_SENDING_MS / 60_000} minutes. Resent as ${copy.id}.`,
          last_response_code: null,
          updated_at: now,
        },
        original.updated_at,
      );
      // The sender took it up again in the meantime: it is on its way.
      if (!closed) throw new AppError('conflict', `Message ${messageId} is being sent again: it is on its way already`);
    }
    await insertMessages(trx, [copy]);
    await recordAuditEvent(trx, {
      actor,
      action: 'mail_message.resent',
      subjectType: 'mail_message',
      subjectId: original.id,
      applicationId: application.id,
      agencyCode: application.agency_code,
      ...context,
      details: { resentAs: copy.id, template: original.template, recipientKind: original.recipient_kind },
    });
  });
  return messageView(copy);
}

function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(createdAt))) return { createdAt, id };
  } catch {}
  throw validationError([{ parameter: 'cursor', detail: 'is not a cursor of this listing' }]);
}

/** Every message (admin), newest first, with filters. */
export async function allMessages(
  db: Kysely<DB>,
  actor: StaffActor,
  query: MailMessageQuery,
): Promise<{ items: MailMessage[]; nextCursor: string | null }> {
  assertMayReadAllMessages(actor);
  const limit = query.limit ?? 50;
  const applicationId = query.application === undefined ? undefined : (await readableApplication(db, actor, query.application)).id;
  const rows = await listMessages(db, {
    status: query.status,
    template: query.template,
    recipient: query.recipient,
    applicationId,
    before: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(messageView),
    nextCursor:
      rows.length > limit && last !== undefined ? Buffer.from(JSON.stringify([last.created_at, last.id])).toString('base64url') : null,
  };
}

/** Queues every `not_sent` message again (of one application, or all): once SMTP_URL is configured (`biopermit mail send-unsent`). */
export async function queueUnsentMessages(db: Kysely<DB>, applicationId?: string): Promise<number> {
  const now = nowIso();
  return moveMessages(db, 'not_sent', 'queued', { next_attempt_at: now, updated_at: now }, applicationId);
}
