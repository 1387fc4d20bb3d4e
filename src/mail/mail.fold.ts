import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { MailApplication, NoticeRecipient } from './mail.compose.js';
import { composeLetter } from './mail.letter.js';
import { documentOf } from './mail.permittee.js';
import type { MessageRow } from './mail.repository.js';

/**
 * Document acceptances folded (issue 31): a reviewer accepts an application's documents one after the
 * other, and the permittee got one "Document accepted" email for each. A document acceptance's message
 * now waits FOLD_WINDOW_MS before it is due; an acceptance of the same application for the same
 * recipient within that window is added to the message still waiting, which then lists every
 * document. The notices, and so the agency's webhook events, stay one per document.
 */

export const FOLD_WINDOW_MS = 2 * 60_000;
const FOLDED = 'document_accepted';

/** Folds the change's document-acceptance messages into those still waiting; returns the rows left to insert. */
export async function foldDocumentAcceptances(
  db: Kysely<DB>,
  rows: readonly MessageRow[],
  application: MailApplication,
  addressed: () => Promise<{ recipients: readonly NoticeRecipient[]; authority: string; facts: readonly string[] }>,
  now: string,
): Promise<MessageRow[]> {
  const accepted = rows.filter((row) => row.template === FOLDED);
  if (accepted.length === 0) return [...rows];
  const due = new Date(Date.parse(now) + FOLD_WINDOW_MS).toISOString();
  const windowStart = new Date(Date.parse(now) - FOLD_WINDOW_MS).toISOString();
  const { recipients, authority, facts } = await addressed();
  const out = rows.filter((row) => row.template !== FOLDED);
  for (const recipient of recipients) {
    const own = accepted.filter((row) => row.recipient_kind === recipient.kind && row.recipient === recipient.address);
    const first = own[0];
    if (first === undefined) continue;
    const waiting = await db
      .selectFrom('mail_messages')
      .selectAll()
      .where('application_id', '=', application.id)
      .where('template', '=', FOLDED)
      .where('recipient_kind', '=', recipient.kind)
      .where('recipient', '=', recipient.address)
      .where('status', 'in', ['queued', 'not_sent'])
      .where('resent_from', 'is', null)
      .where('created_at', '>=', windowStart)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (waiting !== undefined) {
      const texts = await acceptancesSince(db, application.id, waiting.created_at);
      const letter = foldedLetter(application, recipient, texts, authority, facts);
      const result = await db
        .updateTable('mail_messages')
        .set({ subject: letter.subject, text_body: letter.text, html_body: letter.html, updated_at: now })
        .where('id', '=', waiting.id)
        .where('status', '=', waiting.status)
        .where('updated_at', '=', waiting.updated_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) continue;
      // The sender took it meanwhile: this change's acceptances get a message of their own.
    }
    const texts = own.length > 1 ? await acceptancesSince(db, application.id, now) : [];
    const letter = texts.length > 1 ? foldedLetter(application, recipient, texts, authority, facts) : undefined;
    out.push({
      ...first,
      ...(letter === undefined ? {} : { subject: letter.subject, text_body: letter.text, html_body: letter.html }),
      next_attempt_at: due,
    });
  }
  return out;
}

/** The texts of the application's document-acceptance notices written since `since` (the notices are written before the messages, in the same transaction). */
async function acceptancesSince(db: Kysely<DB>, applicationId: string, since: string): Promise<string[]> {
  const notices = await db
    .selectFrom('application_notices')
    .select('message')
    .where('application_id', '=', applicationId)
    .where('log', '=', FOLDED)
    .where('visibility', '=', 'external')
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return notices.map((notice) => notice.message);
}

function foldedLetter(
  application: MailApplication,
  recipient: NoticeRecipient,
  texts: readonly string[],
  authority: string,
  facts: readonly string[],
) {
  const documents = texts.map((text) => `- ${documentOf(recipient.wording(text))}`);
  return composeLetter({
    subject: `${texts.length} documents accepted on application ${application.registration_no}`,
    greeting: recipient.greeting,
    body: `These ${texts.length} documents of application ${application.registration_no} are accepted:\n${documents.join('\n')}`,
    facts,
    authority,
    reason: recipient.reason,
  });
}
