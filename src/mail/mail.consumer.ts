import type { Kysely } from 'kysely';
import { ERASED_MARKER } from '../audit/subject-keys.js';
import type { DB } from '../db/schema.js';
import { eventsAfter, type OutboxEvent } from '../events/event.repository.js';
import type { EventAudience } from '../events/internal-events.js';
import type { JobDefinition, JobLogger } from '../jobs/job.types.js';
import { pause } from '../shared/time.js';
import { REFERRAL_BODY_MEANINGS } from '../vocabulary/workflow.vocabulary.js';
import {
  applicationFacts,
  type MailApplication,
  noticeMessages,
  noticeRecipients,
  noticeSetting,
  type StaffLetter,
  staffMessages,
} from './mail.compose.js';
import { foldDocumentAcceptances } from './mail.fold.js';
import {
  ERASED_RECIPIENT,
  externalNoticesAt,
  insertMessages,
  lockComposeCursor,
  type MessageRow,
  mailApplications,
  moveComposeCursor,
} from './mail.repository.js';

/**
 * The mail consumer (issue 27 §2, docs/EMAIL.md): email is composed from the events, as webhooks are
 * delivered from them, so the change that calls for an email reads no agency, staff account or mail
 * setting and writes no message. It reads the events after its cursor (`mail_compose`) in commit
 * order, composes the messages of each change, and writes them and the moved cursor in one
 * transaction: a crash before the commit composes them again, once, and nothing is composed twice.
 *
 * - `application.received` and `notice.created`: the change's external notices, to the permittee
 *   and the agency's contact (document acceptances folded, mail.fold.ts);
 * - the internal events `application.assigned` and `referral.answered`: to the staff they name
 *   (src/events/internal-events.ts), each still enabled.
 *
 * A message is stamped with its change's time, as if written with it: the folding window and the
 * log's order are the change's. What it says of the application (names, addresses) is read now, so a
 * change rectified or erased since is written as it now is; to an erased permittee it is never sent.
 */

const BATCH = 200;

/** Composes the messages of the next events, in one transaction; returns how many events it read (0: none waiting). */
export async function composeNextMessages(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const last = await lockComposeCursor(trx);
    const events = await wholeChangesAfter(trx, last);
    const final = events[events.length - 1];
    if (final === undefined) return 0;
    const changes = changesOf(events);
    const applications = await mailApplications(trx, [...new Set(changes.map((change) => change.applicationId))]);
    for (const change of changes) {
      const application = applications.find((a) => a.id === change.applicationId);
      if (application !== undefined) await insertMessages(trx, (await messagesOf(trx, application, change)).map(toErased));
    }
    await moveComposeCursor(trx, final.id);
    return events.length;
  });
}

/** Composes until no event is waiting (tests, the CLI); returns how many events it read. */
export async function composeWaitingMessages(db: Kysely<DB>): Promise<number> {
  let total = 0;
  for (let read = await composeNextMessages(db); read > 0; read = await composeNextMessages(db)) total += read;
  return total;
}

/** Events after `after`, ending with a whole change: a batch never splits the events of one change. */
async function wholeChangesAfter(trx: Kysely<DB>, after: number): Promise<OutboxEvent[]> {
  for (let limit = BATCH; ; limit *= 2) {
    const events = await eventsAfter(trx, after, limit);
    if (events.length < limit) return events;
    const last = events[events.length - 1] as OutboxEvent;
    const complete = events.filter((event) => !sameChange(event, last));
    // All of them one change: read more until it ends.
    if (complete.length > 0) return complete;
  }
}

/** The events of one change share its application and its time, and are numbered together (event.outbox.ts). */
const sameChange = (a: OutboxEvent, b: OutboxEvent) => a.applicationId === b.applicationId && a.occurredAt === b.occurredAt;

interface ChangeEvents {
  readonly applicationId: string;
  readonly at: string;
  readonly events: readonly OutboxEvent[];
}

function changesOf(events: readonly OutboxEvent[]): ChangeEvents[] {
  const changes: { applicationId: string; at: string; events: OutboxEvent[] }[] = [];
  for (const event of events) {
    // An event of no application (an endpoint disabled) calls for no email.
    if (event.applicationId === null) continue;
    const current = changes[changes.length - 1];
    const first = current?.events[0];
    if (current !== undefined && first !== undefined && sameChange(first, event)) current.events.push(event);
    else changes.push({ applicationId: event.applicationId, at: event.occurredAt, events: [event] });
  }
  return changes;
}

/** Every message one change calls for, in the order they were composed in the change itself: notices, then staff. */
async function messagesOf(trx: Kysely<DB>, application: MailApplication, change: ChangeEvents): Promise<MessageRow[]> {
  const { at } = change;
  const toldByNotice = change.events.some((event) => event.type === 'notice.created' || event.type === 'application.received');
  const notices = toldByNotice ? await externalNoticesAt(trx, application.id, at) : [];
  const rows = await foldDocumentAcceptances(
    trx,
    await noticeMessages(trx, [{ application, notices }], at),
    application,
    async () => {
      const setting = await noticeSetting(trx, [application.agency_code]);
      return { recipients: noticeRecipients(application, setting), authority: setting.authority, facts: applicationFacts(application) };
    },
    at,
  );
  const letters = change.events.flatMap((event) => staffLetterOf(event, application.registration_no));
  return [...rows, ...(await staffMessages(trx, application, letters, at))];
}

function staffLetterOf(event: OutboxEvent, registrationNo: string): StaffLetter[] {
  const staff = (event.audience as EventAudience | null)?.staff ?? [];
  const data = event.data as {
    status?: string;
    dueDate?: string | null;
    body?: string | null;
    outcome?: string | null;
    text?: string | null;
  };
  const facts = { staff, status: data.status ?? '', dueDate: data.dueDate ?? null };
  if (event.type === 'application.assigned') {
    const body = `Application ${registrationNo} is assigned to you. Open it in the back-office to take its next step.`;
    return [{ template: 'assignment', body, ...facts }];
  }
  if (event.type === 'referral.answered') {
    const referral = data.body && Object.hasOwn(REFERRAL_BODY_MEANINGS, data.body) ? data.body.toUpperCase() : 'The referral body';
    const body =
      `The clearance of ${referral} on application ${registrationNo} was recorded: ${data.outcome ?? 'recorded'}.` +
      (data.text ? `\n\n${data.text}` : '');
    return [{ template: 'referral_answered', body, ...facts }];
  }
  return [];
}

/** A message to a permittee whose personal data is erased since its change: kept in the log, never sent. */
function toErased(row: MessageRow): MessageRow {
  if (row.recipient_kind !== 'permittee' || row.recipient !== ERASED_MARKER) return row;
  return { ...row, status: 'permanent_failure', next_attempt_at: null, last_response: ERASED_RECIPIENT };
}

/** The consumer as a job that holds it to one process at a time, beside the sender (mail.sender.ts). */
export function mailComposeJob(options: { readonly log: JobLogger; readonly idleMs?: number }): JobDefinition {
  return {
    name: 'mail-compose',
    intervalMs: 1000,
    leaseMs: 60_000,
    async run({ db, signal }) {
      let events = 0;
      while (!signal.aborted) {
        let read = 0;
        try {
          read = await composeNextMessages(db);
          events += read;
        } catch (error) {
          options.log.error({ err: error }, 'composing email from the events failed; trying again');
        }
        if (read === 0) await pause(options.idleMs ?? 1000, signal);
      }
      return { events };
    },
  };
}
