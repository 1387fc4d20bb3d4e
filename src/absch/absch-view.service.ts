import type { StaffActor } from '../auth/actor.js';
import type { AbschConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { assertMayReadApplicationOf } from '../policy/permit.policy.js';
import { mayReadApplicationOf } from '../policy/read.policy.js';
import { readSetting } from '../settings/settings.service.js';
import { redactSecrets } from './absch.redact.js';
import {
  type CommuniqueRow,
  countCommuniquesPerYear,
  findApplicationCbdStatus,
  listCommuniques,
  listDrift,
  listPublications,
  type PUBLICATION_STATE_MEANINGS,
  type PublicationRow,
} from './absch.repository.js';
import type { AbschOverview, ApplicationAbsch } from './absch.schemas.js';
import { irccUrlOf } from './ircc-url.js';

/** What the publisher reads of the Clearing-House (absch.schemas.ts): an application's publications, and the overview. */

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function publicationView(row: PublicationRow, config: AbschConfig | undefined) {
  // Redacted when stored too; again here for rows stored before that (issue 31).
  const redact = (text: string) => redactSecrets(text, [config?.password]);
  const orNull = (text: string | null) => (text === null ? null : redact(text));
  return {
    id: row.id,
    permitId: row.permit_id,
    intent: row.intent as 'submit' | 'update' | 'revoke',
    state: row.state as keyof typeof PUBLICATION_STATE_MEANINGS,
    documentIdentifier: row.document_identifier,
    workflowId: row.workflow_id,
    irccIdentifier: row.ircc_identifier,
    irccUrl: irccUrlOf(config, row.ircc_identifier),
    errors: parsed<{ code: string; property: string }[]>(row.errors, []).map((e) => ({
      code: redact(String(e.code)),
      property: redact(String(e.property)),
    })),
    reason: orNull(row.reason),
    lastError: orNull(row.last_error),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    answer: parsed<Record<string, unknown> | null>(row.answer === null ? null : redact(row.answer), null),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function communiqueView(row: CommuniqueRow) {
  return {
    id: row.id,
    permitId: row.permit_id,
    recordIdentifier: row.record_identifier,
    irccIdentifier: row.ircc_identifier,
    checkpoints: parsed<string[]>(row.checkpoints, []),
    entity: row.entity,
    entityMismatch: row.entity_mismatch === 1,
    sourceCountries: parsed<string[]>(row.source_countries, []),
    publishedAt: row.published_at,
    receivedAt: row.received_at,
  };
}

export async function readApplicationAbsch(
  db: Database['db'],
  config: AbschConfig | undefined,
  actor: StaffActor,
  idOrNumber: string,
): Promise<ApplicationAbsch> {
  const application = await findApplicationCbdStatus(db, idOrNumber);
  if (application === undefined) throw new AppError('not_found', `No application ${idOrNumber}`);
  assertMayReadApplicationOf(actor, application.agency_code, `application ${idOrNumber}`);
  const [publications, communiques, drift] = await Promise.all([
    listPublications(db, application.id),
    listCommuniques(db, application.id),
    listDrift(db, application.id),
  ]);
  return {
    applicationId: application.id,
    cbdStatus: application.cbd_status as ApplicationAbsch['cbdStatus'],
    configured: config !== undefined,
    automatic: await readSetting(db, 'absch.automatic_publication'),
    publications: publications.map((row) => publicationView(row, config)),
    communiques: communiques.map(communiqueView),
    drift: drift.map((d) => d.detail).join(' ') || null,
  };
}

/** Drift on the user's agencies, the communiqués per year, and whether biopermit publishes by itself. */
export async function readAbschOverview(db: Database['db'], config: AbschConfig | undefined, actor: StaffActor): Promise<AbschOverview> {
  const drift = (await listDrift(db)).filter((d) => mayReadApplicationOf(actor, d.agencyCode));
  const years = await countCommuniquesPerYear(db);
  return {
    configured: config !== undefined,
    automatic: await readSetting(db, 'absch.automatic_publication'),
    drift: drift.map(({ agencyCode: _agency, ...row }) => row),
    communiquesPerYear: years.map((y) => ({ year: Number(y.year), count: Number(y.count), flagged: Number(y.flagged ?? 0) })),
  };
}
