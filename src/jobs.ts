import type { Kysely } from 'kysely';
import { abschJobs } from './absch/absch.jobs.js';
import { ACTION_REGISTRY } from './actions.js';
import { KeyEncryption } from './auth/key-encryption.js';
import type { BlobStore } from './blobs/blob-store.js';
import { openBlobStore } from './blobs/open-blob-store.js';
import { ensureHolidaysSeeded, ensureHolidaysSeededOnStart } from './clock/holiday.service.js';
import type { AbschConfig, Config, MailConfig, WebhooksConfig } from './config.js';
import { issuerOf } from './credentials/credential.deps.js';
import { statusListsJob } from './credentials/status-list.job.js';
import { dialectOf } from './db/dialect.js';
import type { DB } from './db/schema.js';
import { pruneEventsJob } from './events/event-prune.job.js';
import { publishSpecimenDatasetJob } from './exports/specimen-dataset.job.js';
import { deleteJobRunsBefore } from './jobs/job.repository.js';
import type { JobDefinition, JobLogger } from './jobs/job.types.js';
import { processIdentity } from './jobs/process-identity.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { mailComposeJob } from './mail/mail.consumer.js';
import { keepClaimingMailSenderRunning, mailSendJob } from './mail/mail.sender.js';
import { mailDigestJob } from './mail/mail-digest.job.js';
import { obligationsJob } from './obligations/obligation.job.js';
import { expirePermitsJob } from './permits/permit-expiry.job.js';
import { permitExpiryRemindersJob } from './permits/permit-expiry-reminder.job.js';
import { privacyRetentionJob } from './privacy/retention/retention.job.js';
import type { LogWitness } from './transparency-log/log-witnesses.js';
import { transparencyLogJob } from './transparency-log/transparency-log.job.js';
import { webhookDispatchJob } from './webhooks/webhook.dispatcher.js';
import { type DispatcherThreadSettings, keepClaimingDispatcherRunning } from './webhooks/webhook.dispatcher-thread.js';
import { workflowClockJob } from './workflow/workflow-clock.job.js';

/**
 * The service's scheduled jobs, and the background work `serve` starts after it listens: assembled
 * here at the top, beside routes.ts and actions.ts, so that src/jobs/ (the scheduler) imports no
 * capability and each capability's job is handed what it needs (the registry of actions). A new job is a
 * JobDefinition registered in registerServiceJobs: see docs/JOBS.md.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long the run log keeps a run. */
export const JOB_RUN_RETENTION_DAYS = 30;

/** Keeps the current Manila year and the next in the holiday calendar (a due date may fall next year). */
export const seedHolidaysJob: JobDefinition = {
  name: 'seed-holidays',
  intervalMs: DAY_MS,
  async run({ db }) {
    const results = await ensureHolidaysSeeded(db);
    return { added: results.flatMap((result) => result.added) };
  },
};

/** Deletes runs older than JOB_RUN_RETENTION_DAYS from the run log. */
export const pruneJobRunsJob: JobDefinition = {
  name: 'prune-job-runs',
  intervalMs: DAY_MS,
  async run({ db, startedAt }) {
    const before = new Date(Date.parse(startedAt) - JOB_RUN_RETENTION_DAYS * DAY_MS).toISOString();
    return { deleted: await deleteJobRunsBefore(db, before) };
  },
};

/** Every job the service runs. */
/** What the jobs that talk to the outside need; a job whose part is absent is not registered. */
export interface OutboundJobs {
  readonly log: JobLogger;
  /** With `thread`, the dispatcher runs on a thread of its own on PostgreSQL (webhook.dispatcher-thread.ts). */
  readonly webhooks?: { config: WebhooksConfig; sealer?: KeyEncryption; thread?: DispatcherThreadSettings };
  readonly mail?: MailConfig;
  /** Publication to the ABS Clearing-House: only with its account configured. */
  readonly absch?: { config: AbschConfig; store: BlobStore };
  /** The blob store the retention job deletes erased documents' bytes from (issue 21 §2, docs/PRIVACY.md). */
  readonly retention?: { store: BlobStore };
  /** The public specimen dataset's daily version (issue 32 §6): only with PUBLIC_BASE_URL set. */
  readonly datasets?: { store: BlobStore; publicBaseUrl: string; absch: AbschConfig | undefined };
  /** The credentials' status lists (issue 29 §3): only with PUBLIC_BASE_URL set, which names their issuer. */
  readonly credentials?: { publicBaseUrl: string; signingKeyEncryptionKey: string | undefined };
  /** The public log of permits (issue 29 §4): entries numbered, and checkpoints signed when it has an origin. */
  readonly transparencyLog?: { origin: string | undefined; sealer: KeyEncryption; witnesses: readonly LogWitness[] };
}

/** Every job the service runs. */
export function registerServiceJobs(scheduler: Scheduler, outbound?: OutboundJobs): void {
  scheduler.register(seedHolidaysJob);
  scheduler.register(pruneJobRunsJob);
  scheduler.register(expirePermitsJob(ACTION_REGISTRY));
  scheduler.register(workflowClockJob(ACTION_REGISTRY));
  scheduler.register(pruneEventsJob);
  scheduler.register(mailDigestJob);
  scheduler.register(obligationsJob(ACTION_REGISTRY));
  scheduler.register(permitExpiryRemindersJob(ACTION_REGISTRY));
  if (outbound === undefined) return;
  const { log, webhooks, mail, absch, retention, datasets, transparencyLog } = outbound;
  // The public log: entries numbered and a checkpoint signed after appends (debounced) and hourly (docs/TRUST.md).
  if (transparencyLog !== undefined) scheduler.register(transparencyLogJob(transparencyLog));
  // Personal data past its retention period anonymised, once a day (docs/PRIVACY.md).
  if (retention !== undefined) scheduler.register(privacyRetentionJob(retention.store, ACTION_REGISTRY));
  // A new version of the public specimen dataset when its data changed, once a day (docs/DARWIN-CORE.md).
  if (datasets !== undefined) scheduler.register(publishSpecimenDatasetJob(datasets));
  // The status lists regenerated after every permit status change and at least daily (docs/TRUST.md).
  if (outbound.credentials !== undefined) {
    const { publicBaseUrl, signingKeyEncryptionKey } = outbound.credentials;
    scheduler.register(statusListsJob({ issuer: issuerOf(publicBaseUrl), signingKeyEncryptionKey }));
  }
  // The webhook dispatcher on SQLite: one process at a time holds it, for as long as it runs (docs/EVENTS.md);
  // on PostgreSQL startBackgroundWork runs one in every process instead, claiming row by row.
  if (webhooks !== undefined)
    scheduler.register(webhookDispatchJob({ log, sealer: webhooks.sealer, thread: webhooks.thread, ...webhooks.config }));
  // Email (docs/EMAIL.md): composed from the events, and sent; each one process at a time.
  scheduler.register(mailComposeJob({ log }));
  if (mail !== undefined) scheduler.register(mailSendJob({ log, config: mail }));
  // Publication to the ABS Clearing-House, when its account is configured (docs/ABSCH.md).
  if (absch !== undefined) for (const job of abschJobs({ ...absch, log, actions: ACTION_REGISTRY })) scheduler.register(job);
}

export interface BackgroundWork {
  /** Stops the scheduler (runs under way are aborted and report back); call before closing the database. */
  stop(): Promise<void>;
}

/**
 * Seeds this year's and next year's holidays unless already seeded (idempotent, safe from several
 * processes at once; see ensureHolidaysSeededOnStart), then
 * starts the scheduler unless SCHEDULER_ENABLED is false.
 */
export async function startBackgroundWork(config: Config, db: Kysely<DB>, log: JobLogger): Promise<BackgroundWork> {
  try {
    await ensureHolidaysSeededOnStart(db);
  } catch (error) {
    // Not fatal: the seed-holidays job tries again, and so does the next start or `biopermit migrate`.
    log.error({ err: error }, 'could not seed the holiday calendar');
  }
  if (!config.scheduler.enabled) {
    log.info({}, 'scheduler off (SCHEDULER_ENABLED=false): this process runs no scheduled job');
    return { stop: async () => {} };
  }
  const identity = processIdentity({ workerId: config.scheduler.workerId });
  const scheduler = createScheduler({ db, log, tickMs: config.scheduler.tickMs, identity });
  const sealer = new KeyEncryption(config.tokens.signingKeyEncryptionKey);
  // The publication job attaches certificates, and the retention job deletes erased documents: both use the blob store.
  const store = openBlobStore(config.files);
  const thread: DispatcherThreadSettings = {
    databaseUrl: config.databaseUrl,
    requireDurableWrites: config.requireDurableWrites,
    preparedStatements: config.databasePreparedStatements,
    signingKeyEncryptionKey: config.tokens.signingKeyEncryptionKey,
    ...config.webhooks,
  };
  // PostgreSQL: deliveries are claimed row by row, by a dispatcher in every process, under no lease
  // (webhook-claims.repository.ts). SQLite: one process at a time holds the dispatcher as a job.
  const rowByRow = dialectOf(db) === 'postgres';
  registerServiceJobs(scheduler, {
    log,
    webhooks: rowByRow ? undefined : { config: config.webhooks, sealer, thread },
    // Likewise mail: on PostgreSQL a sender in every process, claiming messages one by one.
    mail: rowByRow ? undefined : config.mail,
    absch: config.absch === undefined ? undefined : { config: config.absch, store },
    retention: { store },
    datasets: config.publicBaseUrl === undefined ? undefined : { store, publicBaseUrl: config.publicBaseUrl, absch: config.absch },
    credentials:
      config.publicBaseUrl === undefined
        ? undefined
        : { publicBaseUrl: config.publicBaseUrl, signingKeyEncryptionKey: config.tokens.signingKeyEncryptionKey },
    transparencyLog: { origin: config.transparencyLog.origin, sealer, witnesses: config.transparencyLog.witnesses },
  });
  await scheduler.start();
  log.info({ holder: scheduler.holder, tickMs: config.scheduler.tickMs, absch: config.absch !== undefined }, 'scheduler started');
  const dispatcher = rowByRow
    ? keepClaimingDispatcherRunning({ ...thread, claims: { workerId: config.scheduler.workerId } }, log)
    : undefined;
  const mailSender = rowByRow
    ? keepClaimingMailSenderRunning({
        db,
        log,
        config: config.mail,
        claims: { claimer: identity.newHolder(), hasEnded: (claimer) => identity.hasEnded(claimer) },
      })
    : undefined;
  return {
    async stop() {
      await Promise.all([scheduler.stop(), dispatcher?.stop(), mailSender?.stop()]);
      await store.close();
    },
  };
}
