import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { MailApplication, NoticeRecipient } from './mail.compose.js';
import { composeLetter } from './mail.letter.js';
import { documentOf } from './mail.permittee.js';
import { externalNoticeTexts, findWaitingMessage, type MessageRow, rewriteWaitingMessage } from './mail.repository.js';

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
    const waiting = await findWaitingMessage(db, {
      applicationId: application.id,
      template: FOLDED,
      kind: recipient.kind,
      recipient: recipient.address,
      since: windowStart,
    });
    if (waiting !== undefined) {
      const texts = await externalNoticeTexts(db, application.id, FOLDED, waiting.created_at, now);
      const letter = foldedLetter(application, recipient, texts, authority, facts);
      const rewritten = await rewriteWaitingMessage(
        db,
        waiting,
        { subject: letter.subject, text_body: letter.text, html_body: letter.html },
        now,
      );
      if (rewritten) continue;
      // The sender took it meanwhile: this change's acceptances get a message of their own.
    }
    const texts = own.length > 1 ? await externalNoticeTexts(db, application.id, FOLDED, now, now) : [];
    const letter = texts.length > 1 ? foldedLetter(application, recipient, texts, authority, facts) : undefined;
    out.push({
      ...first,
      ...(letter === undefined ? {} : { subject: letter.subject, text_body: letter.text, html_body: letter.html }),
      next_attempt_at: due,
    });
  }
  return out;
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
