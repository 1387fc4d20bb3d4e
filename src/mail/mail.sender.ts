import type { Kysely } from 'kysely';
import type { MailConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition, JobLogger } from '../jobs/job.types.js';
import { pause } from '../shared/time.js';
import { authorityName } from './mail.compose.js';
import {
  claimMessage,
  dueMessages,
  type MessageRow,
  moveMessages,
  recordOutcome,
  requeueMessagesOf,
  sendingClaimers,
} from './mail.repository.js';
import { type MailTransport, smtpTransport } from './mail.transport.js';
import { maskEmail, maskEmailsIn, STUCK_SENDING_MS } from './mail.vocabulary.js';

/**
 * The sender (issue 19 §4): turns queued messages into SMTP transactions, one process at a time (the
 * job `mail-send` holds the job lease while it runs, like the webhook dispatcher).
 *
 * - A due message (queued, or a temporary failure whose next try has come) is taken with a
 *   conditional update to `sending`, handed to the SMTP server, and its outcome written: `sent`,
 *   `temporary_failure` (4xx or no answer: next try after the schedule's wait), or
 *   `permanent_failure` (5xx, or the last try of the schedule failed). Nothing is retried after a 5xx.
 * - Without SMTP_URL, queued messages become `not_sent`: kept, shown to staff, and sent after mail is
 *   configured by a resend or `biopermit mail send-unsent`.
 * - An outcome that could not be written (the database dropped between the SMTP server's answer and
 *   the write) is kept by the running sender and written before anything else once the database
 *   answers again: the message is not sent twice.
 * - A message left `sending` (a process killed while sending, or one that could not keep its outcome)
 *   is taken up again: by the next run of the job (another process's, once the lease expired), and by
 *   a running sender once its claim is older than STUCK_SENDING_MS. Sent at least once, at worst twice.
 *
 * Addresses appear in the log masked (`j***@e***.org`).
 */

const BATCH = 20;

export interface MailSenderOptions {
  readonly db: Kysely<DB>;
  readonly log: JobLogger;
  readonly config: MailConfig;
  /** The transport, for tests; by default SMTP_URL's (none without it). */
  readonly transport?: MailTransport | undefined;
  readonly idleMs?: number;
  readonly now?: () => number;
  /**
   * PostgreSQL, a sender in every process that runs the work: messages are claimed one by one under
   * this name (no lease, no start-up recovery of every `sending` message, which would take other
   * senders' own), and those of a process that has ended are queued again at once.
   */
  readonly claims?: { readonly claimer: string; hasEnded(claimer: string): boolean };
}

/** How often a claiming sender looks for messages left `sending` by a process that has ended. */
const ENDED_SENDERS_EVERY_MS = 5_000;

export interface MailSender {
  /** Sends until the signal aborts. */
  run(signal: AbortSignal): Promise<{ sent: number; failed: number; notSent: number }>;
  /** Sends until nothing is due now (tests, the CLI). */
  drain(): Promise<{ sent: number; failed: number; notSent: number }>;
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, log, config } = options;
  const now = options.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  const transport = options.transport ?? (config.smtpUrl === undefined ? undefined : smtpTransport(config.smtpUrl));
  let totals = { sent: 0, failed: 0, notSent: 0 };
  let from: OutgoingFrom | undefined;

  async function fromHeader(): Promise<OutgoingFrom> {
    // MAIL_FROM without a name is shown under the authority's name (read once a run).
    from ??= /<[^<>]+>$/.test(config.from) ? config.from : { name: await authorityName(db), address: config.from };
    return from;
  }

  /** Outcomes whose write failed, by message id: written before anything else once the database answers. */
  const unrecorded = new Map<string, Partial<MessageRow>>();

  async function record(id: string, set: Partial<MessageRow>): Promise<void> {
    try {
      await recordOutcome(db, id, set);
      unrecorded.delete(id);
    } catch (error) {
      unrecorded.set(id, set);
      throw error;
    }
  }

  /** Writes the outcomes kept after a failed write; false while the database still fails. */
  async function recordKept(): Promise<boolean> {
    for (const [id, set] of unrecorded) {
      try {
        await record(id, set);
        log.info({ message: id }, 'mail outcome recorded after the database came back');
      } catch (error) {
        log.error({ err: error, message: id, kept: unrecorded.size }, 'mail outcomes still cannot be recorded; trying again');
        return false;
      }
    }
    return true;
  }

  async function sendOne(due: MessageRow): Promise<void> {
    if (transport === undefined) return;
    const at = iso(now());
    const message = await claimMessage(db, due, at, options.claims?.claimer ?? null);
    if (message === undefined) return;
    const outcome = await transport.send({
      from: await fromHeader(),
      to: message.recipient,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body,
      id: message.id,
    });
    const attempts = Number(message.attempts) + 1;
    const result = { attempts, last_attempt_at: at, last_response: outcome.response.slice(0, 1000), last_response_code: outcome.code };
    const masked = { message: message.id, to: maskEmail(message.recipient), template: message.template, attempts, code: outcome.code };
    if (outcome.kind === 'sent') {
      await record(message.id, {
        ...result,
        status: 'sent',
        sent_at: iso(now()),
        next_attempt_at: null,
        updated_at: iso(now()),
      });
      totals.sent++;
      log.info(masked, 'mail sent');
      return;
    }
    const wait = outcome.kind === 'temporary' ? config.retryScheduleMs[attempts - 1] : undefined;
    if (wait === undefined) {
      const gaveUp = outcome.kind === 'temporary' ? ` (gave up after ${attempts} tries)` : '';
      await record(message.id, {
        ...result,
        last_response: `${outcome.response}${gaveUp}`.slice(0, 1000),
        status: 'permanent_failure',
        next_attempt_at: null,
        updated_at: iso(now()),
      });
      totals.failed++;
      log.warn({ ...masked, response: maskEmailsIn(outcome.response) }, 'mail failed for good');
      return;
    }
    await record(message.id, {
      ...result,
      status: 'temporary_failure',
      next_attempt_at: iso(now() + wait),
      updated_at: iso(now()),
    });
    log.warn({ ...masked, response: maskEmailsIn(outcome.response), retryInMs: wait }, 'mail failed for now; trying again later');
  }

  /** One pass: returns whether it did anything. */
  async function step(): Promise<boolean> {
    if (transport === undefined) {
      const moved = await moveMessages(db, 'queued', 'not_sent', { next_attempt_at: null, updated_at: iso(now()) });
      totals.notSent += moved;
      if (moved > 0) log.info({ messages: moved }, 'no SMTP_URL: messages kept as not_sent');
      return false;
    }
    // Nothing new is sent while an outcome already sent is not written (the database is away).
    if (!(await recordKept())) return false;
    const due = (await dueMessages(db, iso(now()), iso(now() - STUCK_SENDING_MS), BATCH)).filter((m) => !unrecorded.has(m.id));
    for (const message of due) {
      try {
        await sendOne(message);
      } catch (error) {
        if (unrecorded.has(message.id)) {
          log.error({ err: error, message: message.id }, 'mail sent but its outcome could not be recorded; kept, and recorded later');
          continue;
        }
        log.error({ err: error, message: message.id }, 'mail could not be sent; it stays due');
        // If this write fails too, the message stays `sending` until STUCK_SENDING_MS have passed.
        await recordOutcome(db, message.id, {
          status: 'temporary_failure',
          next_attempt_at: iso(now() + 60_000),
          updated_at: iso(now()),
        }).catch((fallback: unknown) => log.error({ err: fallback, message: message.id }, 'mail could not be put back in the queue'));
      }
    }
    return due.length > 0;
  }

  let endedLookedFor = 0;
  async function recover(): Promise<void> {
    const { claims } = options;
    if (claims === undefined) {
      // Only one sender runs at a time (the lease): a message still `sending` was left by one that died.
      await moveMessages(db, 'sending', 'queued', { next_attempt_at: iso(now()), updated_at: iso(now()) });
      return;
    }
    if (now() - endedLookedFor < ENDED_SENDERS_EVERY_MS) return;
    endedLookedFor = now();
    for (const claimer of await sendingClaimers(db)) {
      if (claimer === claims.claimer || !claims.hasEnded(claimer)) continue;
      const queued = await requeueMessagesOf(db, claimer, iso(now()));
      if (queued > 0) log.info({ claimer, messages: queued }, 'mail left sending by an ended process queued again');
    }
  }

  return {
    async run(signal) {
      totals = { sent: 0, failed: 0, notSent: 0 };
      await recover();
      while (!signal.aborted) {
        let busy = false;
        try {
          if (options.claims !== undefined) await recover();
          busy = await step();
        } catch (error) {
          log.error({ err: error }, 'mail sending failed; trying again');
        }
        if (!busy) await pause(options.idleMs ?? 1000, signal);
      }
      // A last try at the outcomes kept: those still unwritten are taken up again after STUCK_SENDING_MS.
      await recordKept();
      transport?.close();
      return totals;
    },
    async drain() {
      totals = { sent: 0, failed: 0, notSent: 0 };
      await recover();
      while (await step()) {}
      return totals;
    },
  };
}

type OutgoingFrom = string | { readonly name: string; readonly address: string };

/** The sender as the job that holds it to one process at a time. */
export function mailSendJob(options: Omit<MailSenderOptions, 'db'>): JobDefinition {
  return {
    name: 'mail-send',
    intervalMs: 1000,
    leaseMs: 60_000,
    async run({ db, signal }) {
      return createMailSender({ ...options, db }).run(signal);
    },
  };
}

/**
 * The sender on PostgreSQL: held by no lease, one in every process that runs the work, each claiming
 * messages one by one (claimMessage's conditional update), from the start of the work to its stop.
 */
export function keepClaimingMailSenderRunning(options: Omit<MailSenderOptions, 'claims'> & Required<Pick<MailSenderOptions, 'claims'>>): {
  stop(): Promise<void>;
} {
  const controller = new AbortController();
  const running = (async () => {
    while (!controller.signal.aborted) {
      try {
        const totals = await createMailSender(options).run(controller.signal);
        options.log.info(totals, 'mail sender stopped');
      } catch (error) {
        options.log.error({ err: error }, 'mail sender failed; starting it again in 5 s');
        await pause(5_000, controller.signal);
      }
    }
  })();
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
