import type { ApplicationState } from '../applications/application.rendering.js';
import { findApplicationId } from '../applications/application.repository.js';
import type { StaffActor } from '../auth/actor.js';
import type { PermitTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { assertMayPreviewIssue } from '../policy/permit.policy.js';
import { validityMonthsFor } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { isUuid } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { type TermsToIssue, termsToIssue } from '../terms/terms.issue.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import { issue } from './issue.action.js';
import type { PermitDeps } from './permit.deps.js';
import { permitRowOf, renderPermitCertificate } from './permit.issue.js';
import { findApplicationRow, findCurrentPermit } from './permit.repository.js';
import type { IssuePreview } from './permit.views.js';

/**
 * What an application would be issued with, read before the irreversible step (issue 31): the
 * issue's defaults and a specimen of its certificate. Both come from the very function the issue
 * writes its permit row with (`permitRowOf`), given a specimen number: nothing is written, no permit
 * number is taken from the year's sequence, no blob is stored, nothing is journaled or audited.
 */

/** The number a specimen prints where the permit's number will be. */
export const SPECIMEN_PERMIT_NO = 'SPECIMEN';

async function previewedPermit(
  deps: PermitDeps,
  actor: StaffActor,
  idOrNumber: string,
): Promise<{ permit: PermitTable; application: ApplicationState; now: string; terms: TermsToIssue }> {
  const applicationId = (await findApplicationId(deps.db, idOrNumber)) ?? idOrNumber;
  const application = isUuid(applicationId) ? await findApplicationRow(deps.db, applicationId) : undefined;
  if (application === undefined) throw new AppError('not_found', `No application ${idOrNumber}`);
  const standing = await findCurrentPermit(deps.db, application.id);
  assertMayPreviewIssue(
    actor,
    issue,
    { id: application.id, agencyCode: application.agency_code, status: application.status as ApplicationStatus },
    standing === undefined ? undefined : { permitNo: standing.permit_no, status: standing.status },
  );
  const now = nowIso();
  // Issue 28 §1: the terms the issue would print (read only: a version not yet stored stays so).
  const terms = await termsToIssue(deps.db, { application, actorId: actor.id, now });
  const permit = await permitRowOf(deps.db, deps, { issuance: 'original', terms }, { application, actor, now }, SPECIMEN_PERMIT_NO);
  return { permit, application, now, terms };
}

/** The issue's defaults: the permit's title and description, its conditions, its validity and the signatory. */
export async function readIssuePreview(deps: PermitDeps, actor: StaffActor, idOrNumber: string): Promise<IssuePreview> {
  const { permit, application, now } = await previewedPermit(deps, actor, idOrNumber);
  const validity = await readSetting(deps.db, 'permits.validity');
  return {
    applicationId: application.id,
    registrationNo: application.registration_no,
    permitType: application.permit_type,
    title: permit.title ?? '',
    description: permit.description,
    conditions: JSON.parse(permit.conditions) as string[],
    validityMonths: validityMonthsFor(validity, application.permit_type),
    dateIssued: now,
    dateExpired: permit.date_expired ?? now,
    signatory: { name: permit.signatory_name, position: permit.signatory_position },
  };
}

/** The certificate as the issue would render it now, marked as a specimen and with no verification code. */
export async function renderIssuePreview(
  deps: PermitDeps,
  actor: StaffActor,
  idOrNumber: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { permit, application, now, terms } = await previewedPermit(deps, actor, idOrNumber);
  const pdf = await renderPermitCertificate(deps.db, permit, application, {
    verificationUrl: '',
    now,
    specimen: true,
    terms: terms.record,
  });
  return { pdf, fileName: `${application.registration_no}-specimen.pdf` };
}
