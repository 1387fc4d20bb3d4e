import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { AgencyActor, StaffActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { LineBalance } from '../movements/balance.js';
import { permitBalanceOf } from '../movements/balance.service.js';
import { refusalBeforeLock } from '../policy/application.policy.js';
import { assertMayReadApplicationOf } from '../policy/permit.policy.js';
import { isUuid } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { TermsStatus } from '../vocabulary/terms.vocabulary.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { assertMayTakeBeforeLock, takeAction } from '../workflow/workflow.engine.js';
import { changeTerms, proposeTerms } from './terms.actions.js';
import {
  findApplicationForTerms,
  findPermitOfApplication,
  listTermsVersions,
  permitNumbersOf,
  readIssuedTermsOfPermit,
  readLatestTerms,
  readProposedTerms,
} from './terms.repository.js';
import type { PermitTerms, ProposedTermsInput, StaffTerms, TermsDraftInput } from './terms.schemas.js';
import { firstDraft } from './terms.versions.js';
import { termsView } from './terms.views.js';

/**
 * The terms as staff read and change them, and as the agency proposes and reads them (issue 28 §1, §4).
 * Every change is an action (terms.actions.ts) taken through `takeAction`: policy, journal, audit.
 */

export interface TermsDeps {
  readonly db: Kysely<DB>;
  /** The registry of actions (src/actions.ts): each change of the terms is an action. */
  readonly actions: ActionRegistry;
}

/** An application by id or registration number, as the other staff application routes find it; another agency's is a 404. */
async function staffApplication(db: Kysely<DB>, actor: StaffActor, id: string): Promise<ApplicationState> {
  const application = await findApplicationForTerms(db, isUuid(id) ? { id: id.toLowerCase() } : { registrationNo: id });
  if (application === undefined) throw new AppError('not_found', `No application ${id}`);
  assertMayReadApplicationOf(actor, application.agency_code, `application ${id}`);
  return application;
}

/** An application of the agency by its number (or id), else the same 404 as none. */
async function agencyApplication(db: Kysely<DB>, agencyCode: string, numberOrId: string): Promise<ApplicationState> {
  const application = await findApplicationForTerms(
    db,
    isUuid(numberOrId) ? { id: numberOrId.toLowerCase() } : { registrationNo: numberOrId },
  );
  if (application === undefined || application.agency_code !== agencyCode) {
    throw new AppError('not_found', `Agency ${agencyCode} has no application ${numberOrId}`);
  }
  return application;
}

/** The staff's read: the newest version (or the draft it would start as), the agency's proposal, every version. */
export async function readStaffTerms(deps: TermsDeps, actor: StaffActor, applicationId: string): Promise<StaffTerms> {
  const application = await staffApplication(deps.db, actor, applicationId);
  const latest = await readLatestTerms(deps.db, application.id);
  const record = latest ?? (await firstDraft(deps.db, { application, actorId: actor.id, now: nowIso() }));
  const [proposal, versions] = await Promise.all([readProposedTerms(deps.db, application.id), listTermsVersions(deps.db, application.id)]);
  const permitIds = versions.flatMap((v) => (v.permit_id === null ? [] : [v.permit_id]));
  const numbers = await permitNumbersOf(deps.db, permitIds);
  const numberOf = (permitId: string | null) => (permitId === null ? null : (numbers.get(permitId) ?? null));
  // The checks that need no lock (role, status); the assignment is checked when the change is taken.
  const mayChange =
    refusalBeforeLock(actor, changeTerms, {
      agencyCode: application.agency_code,
      status: application.status as ApplicationStatus,
    }) === undefined;
  return {
    terms: termsView(record, numberOf(record.terms.permit_id)),
    saved: latest !== undefined,
    mayChange,
    proposal: proposal === undefined ? null : termsView(proposal, null),
    versions: versions
      .filter((v) => v.version > 0)
      .map((v) => ({
        id: v.id,
        version: v.version,
        status: v.status as TermsStatus,
        permitNo: numberOf(v.permit_id),
        updatedAt: v.updated_at,
      })),
  };
}

/** Staff draft or change the terms (the action `change_terms`); answers the terms as they now stand. */
export async function changeStaffTerms(
  deps: TermsDeps,
  actor: StaffActor,
  applicationId: string,
  body: TermsDraftInput,
  context: AuditContext,
): Promise<StaffTerms> {
  const application = await staffApplication(deps.db, actor, applicationId);
  assertMayTakeBeforeLock(actor, changeTerms, {
    id: application.id,
    agencyCode: application.agency_code,
    status: application.status as ApplicationStatus,
  });
  await takeAction(deps, { applicationId: application.id, action: changeTerms.name, fields: { ...body }, actor, ...context });
  return readStaffTerms(deps, actor, application.id);
}

/** The agency's proposal (the action `propose_terms`), replacing an earlier one; answers it. */
export async function proposeAgencyTerms(
  deps: TermsDeps,
  actor: AgencyActor,
  applicationNumber: string,
  body: ProposedTermsInput,
  context: AuditContext,
): Promise<PermitTerms> {
  const application = await agencyApplication(deps.db, actor.agencyCode, applicationNumber);
  await takeAction(deps, { applicationId: application.id, action: proposeTerms.name, fields: { ...body }, actor, ...context });
  const proposal = await readProposedTerms(deps.db, application.id);
  if (proposal === undefined) throw new Error('the proposal was not stored');
  return termsView(proposal, null);
}

/**
 * The terms a permit of the agency's application was issued with, and the running balance of each of
 * their lines (src/movements/); another agency's, or an unknown permit, is a 404.
 */
export async function readAgencyPermitTerms(
  deps: TermsDeps,
  agencyCode: string,
  applicationNumber: string,
  permitNo: string,
): Promise<PermitTerms & { readonly balance: readonly LineBalance[] }> {
  const application = await agencyApplication(deps.db, agencyCode, applicationNumber);
  const permit = await findPermitOfApplication(deps.db, application.id, permitNo);
  const terms = permit === undefined ? undefined : await readIssuedTermsOfPermit(deps.db, permit.id);
  if (permit === undefined || terms === undefined) {
    throw new AppError('not_found', `Application ${applicationNumber} has no permit ${permitNo} with recorded terms`);
  }
  return { ...termsView(terms, permit.permit_no), balance: await permitBalanceOf(deps.db, permit.id) };
}
