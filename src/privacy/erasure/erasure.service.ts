import { recordAuditEvent } from '../../audit/audit.repository.js';
import { ERASED_MARKER } from '../../audit/subject-keys.js';
import { type StaffActor, systemActor } from '../../auth/actor.js';
import { manilaDate } from '../../clock/manila-time.js';
import { AppError } from '../../http/errors.js';
import { assertMayHandleDataSubjects } from '../../policy/privacy.policy.js';
import { readableAgencies } from '../../policy/read.policy.js';
import type { AuditContext } from '../../staff/audit-context.js';
import { applicationsWithDestroyedKeys, findSubjectApplications } from '../data-subjects/data-subject.repository.js';
import { assertOpen, closeRequest, findRequest } from '../requests/data-subject-request.service.js';
import { retentionVerdicts } from '../retention/retention.verdicts.js';
import { anonymiseApplication, type ErasureDeps } from './anonymisation.js';
import type { ErasureOutcome } from './erasure.schemas.js';

/**
 * Issue 21 §2: a data subject's erasure request carried out. It takes the retention job's path for
 * each of the person's applications (the action `anonymise_personal_data`), and only when every one
 * of them has passed its retention period today: otherwise nothing is erased and the answer is the
 * legal reason (409 `retention_not_passed`: a permit in force, an application in process, a legal
 * hold, the years still to run), per application. Carried out, the request is closed with what was
 * erased, its email, name and note erased too (the request named the person); the route then reclaims
 * the old row versions (reclaimErasedSpace). A person of whom no application is found is answered the
 * same way: nothing to erase, the request closed.
 */
export async function eraseDataSubject(
  deps: ErasureDeps,
  actor: StaffActor,
  requestId: string,
  context: AuditContext,
): Promise<ErasureOutcome> {
  assertMayHandleDataSubjects(actor);
  const request = await findRequest(deps.db, requestId);
  assertOpen(request);
  if (request.kind !== 'erasure') throw new AppError('conflict', `Request ${requestId} asks for ${request.kind}, not erasure`);
  const applications = await findSubjectApplications(
    deps.db,
    { email: request.subject_email ?? undefined, name: request.subject_name ?? undefined },
    readableAgencies(actor),
  );
  const erased = await applicationsWithDestroyedKeys(
    deps.db,
    applications.map((a) => a.id),
  );
  const pending = applications.filter((application) => !erased.has(application.id));
  const asOf = manilaDate(new Date());
  const verdicts = await retentionVerdicts(
    deps.db,
    pending.map((application) => application.id),
    asOf,
  );
  const kept = pending.flatMap((application) => {
    const verdict = verdicts.get(application.id);
    return verdict === undefined || verdict.passed
      ? []
      : [{ registrationNo: application.registration_no, reason: verdict.reason, keptUntil: verdict.keptUntil }];
  });
  if (kept.length > 0) {
    throw new AppError(
      'retention_not_passed',
      `The personal data must still be kept (RA 10173 §11 (e); setting privacy.retention): ${kept.map((k) => k.reason).join('; ')}`,
      { members: { applications: kept } },
    );
  }
  const actorOfJob = systemActor(`erasure-request:${requestId}`);
  const done: string[] = [];
  for (const application of pending) {
    if (await anonymiseApplication(deps, actorOfJob, application.id, asOf, requestId)) done.push(application.registration_no);
  }
  const alreadyErased = applications.length - pending.length;
  const outcome =
    `Erased: ${applications.length === 0 ? 'no application of the person was found' : `${done.length} application(s)`}` +
    `${done.length > 0 ? ` (${done.join(', ')})` : ''}${alreadyErased > 0 ? `; ${alreadyErased} erased before` : ''}.`;
  const closed = await deps.db.transaction().execute(async (trx) => {
    // The audit rows name the request and counts, never the person.
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: 'dpo',
      action: 'data_subject_request.erased',
      subjectType: 'data_subject_request',
      subjectId: requestId,
      details: { applications: done.length, alreadyErased },
    });
    return closeRequest(trx, actor, requestId, outcome, context, { marker: ERASED_MARKER });
  });
  return { requestId, erased: done, alreadyErased, request: closed };
}
