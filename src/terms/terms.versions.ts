import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { DB } from '../db/schema.js';
import { readSetting } from '../settings/settings.service.js';
import type { TermsOrigin, TermsStatus } from '../vocabulary/terms.vocabulary.js';
import { copyOf, draftFromSubmission } from './terms.draft.js';
import {
  listSiteColumns,
  listTermsVersions,
  readLatestTerms,
  readProposedTerms,
  readSubmissionSites,
  type TermLineRow,
  type TermsRecord,
  type TermsRows,
} from './terms.repository.js';

/**
 * Which version of the terms a step works on, and the one it starts when there is none: the evaluator's
 * first draft (from the agency's proposal, else the submission), an amendment's or a renewal's new
 * version (from the version in force). A version made here is not yet stored (`stored: false`): the
 * action that needs it writes it in its transaction; a read (the staff view, the preview) shows it.
 */

export interface WorkingTerms {
  readonly record: TermsRecord;
  readonly stored: boolean;
}

/** The sites of a version's lines, from the application's locations: a version not yet stored reads as one that is. */
async function withSites(db: Kysely<DB>, applicationId: string, rows: TermsRows): Promise<TermsRecord> {
  const locations = await listSiteColumns(db, applicationId);
  const byId = new Map(locations.map((l) => [l.id, l]));
  const lines = rows.lines.flatMap((line): TermLineRow[] => {
    const site = byId.get(line.location_id);
    if (site === undefined) return [];
    const { id: _id, ...siteColumns } = site;
    return [{ ...line, ...siteColumns }];
  });
  return { terms: rows.terms, lines, collectors: rows.collectors };
}

/** The next authority's version number of an application (1 for the first). */
async function nextVersion(db: Kysely<DB>, applicationId: string): Promise<number> {
  const versions = await listTermsVersions(db, applicationId);
  return Math.max(0, ...versions.map((v) => v.version)) + 1;
}

interface Starting {
  readonly application: ApplicationState;
  readonly actorId: string;
  readonly now: string;
  readonly status?: TermsStatus;
}

/**
 * The first version of the terms, not stored: from the agency's proposal when it sent one, else from
 * the submission (quantities empty), with the permit type's standard conditions as they are set now.
 */
export async function firstDraft(db: Kysely<DB>, starting: Starting): Promise<TermsRecord> {
  const { application } = starting;
  const proposal = await readProposedTerms(db, application.id);
  const origin: TermsOrigin = proposal === undefined ? 'submission' : 'agency_proposal';
  const header = {
    applicationId: application.id,
    version: await nextVersion(db, application.id),
    status: starting.status ?? 'draft',
    origin,
    standardConditions: await readSetting(db, 'permits.conditions'),
    specialConditions: [],
    actorId: starting.actorId,
    now: starting.now,
  };
  const rows =
    proposal === undefined
      ? draftFromSubmission(application, await readSubmissionSites(db, application.id), header)
      : copyOf(proposal, header);
  return withSites(db, application.id, rows);
}

/** A new version from one in force (an amendment's, a renewal's), not stored: lines carried, conditions kept. */
export async function nextVersionOf(db: Kysely<DB>, source: TermsRecord, starting: Starting): Promise<TermsRecord> {
  const rows = copyOf(source, {
    applicationId: starting.application.id,
    version: await nextVersion(db, starting.application.id),
    status: starting.status ?? 'draft',
    origin: 'previous_version',
    standardConditions: JSON.parse(source.terms.standard_conditions) as string[],
    specialConditions: JSON.parse(source.terms.special_conditions) as string[],
    actorId: starting.actorId,
    now: starting.now,
  });
  return withSites(db, starting.application.id, rows);
}

/**
 * The version staff work on: the newest one being decided (draft or approved); once a permit is issued
 * with the newest, a new one from it; before any, the first draft.
 */
export async function workingTerms(db: Kysely<DB>, starting: Starting): Promise<WorkingTerms> {
  const latest = await readLatestTerms(db, starting.application.id);
  if (latest === undefined) return { record: await firstDraft(db, starting), stored: false };
  const status = latest.terms.status as TermsStatus;
  if (status === 'draft' || status === 'approved') return { record: latest, stored: true };
  return { record: await nextVersionOf(db, latest, starting), stored: false };
}

export { withSites };
