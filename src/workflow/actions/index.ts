/**
 * The registry of the workflow's actions: every action is one file here, an ActionDefinition
 * (action.types.ts), and one line in ACTIONS below. Nothing else needs changing to add one:
 *
 * 1. If it writes a new journal entry or notice type, add it to src/workflow/vocabulary.ts
 *    (JOURNAL_ACTION_MEANINGS; NOTICE_TYPE_MEANINGS and DEFAULT_NOTICE_VISIBILITY) and give the
 *    notice type a default text in src/workflow/notice-templates.ts. If the entry changes the
 *    status or a flag, give it its case in src/workflow/workflow.state.ts (the one derivation).
 * 2. Write `src/workflow/actions/<name>.action.ts` with `defineAction({...})`: its `fields` (a closed
 *    TypeBox object; staff actions become `<Name>Action` in the OpenAPI document), who takes it
 *    (`actor`, `roles`), from which statuses (`from`), what else must hold (`refuse`), whether it needs
 *    the application assigned to the actor, and `decide`, which returns the journal entries, the
 *    notice (type and placeholder values) and any child-row `effects` (issue 11: permits, documents).
 * 3. Add it to ACTIONS. The policy (src/policy/application.policy.ts), the action route, the staff
 *    view's allowed actions and the docs' table pick it up from here.
 *
 * An action that needs more than JSON fields (an upload) or a path of its own (an agreement's steps)
 * declares `ownRoute`: its route reads what it needs, asks `assertMayTakeBeforeLock` before it reads
 * an upload, and calls `takeAction` with the fields and an `input`. Such an action is neither in the
 * action body nor in `allowedActions`. Nothing but `takeAction` calls `changeApplication`.
 *
 * The kept columns are never set by an action: the engine derives them from the journal.
 */

import { publishToAbsch, recordAbschStep, recordCheckpointCommunique } from '../../absch/absch.actions.js';
import { recordCbdStatus } from '../../absch/record-cbd-status.action.js';
import { changeAgreement, draftAgreement, recordSignedAgreement } from '../../agreements/agreement.actions.js';
import { agreementExecuted } from '../../agreements/agreement-executed.action.js';
import { requireAgreement } from '../../agreements/require-agreement.action.js';
import { acceptDocument } from '../../attachments/accept-document.action.js';
import { addDocument, uploadDocument } from '../../attachments/document-upload.actions.js';
import { rejectDocument } from '../../attachments/reject-document.action.js';
import { waiveRequirement } from '../../attachments/waive-requirement.action.js';
import {
  acceptObligation,
  recordObligationClock,
  rejectObligation,
  submitObligation,
  waiveObligation,
} from '../../obligations/obligation.actions.js';
import { issue } from '../../permits/issue.action.js';
import { amendPermit, renewPermit } from '../../permits/permit-reissue.actions.js';
import { reinstatePermit, revokePermit, suspendPermit, voidPermit } from '../../permits/permit-status.actions.js';
import { expirePermit, uploadSignedCertificate } from '../../permits/permit-upkeep.actions.js';
import { anonymisePersonalData } from '../../privacy/anonymise-personal-data.action.js';
import { correctPersonalData } from '../../privacy/correct-personal-data.action.js';
import type { ApplicationStatus } from '../../vocabulary/workflow.vocabulary.js';
import { abandon } from './abandon.action.js';
import { accept } from './accept.action.js';
import type { ActionDefinition } from './action.types.js';
import { approve } from './approve.action.js';
import { assign } from './assign.action.js';
import { cancel } from './cancel.action.js';
import { claim } from './claim.action.js';
import { deny } from './deny.action.js';
import { endorse } from './endorse.action.js';
import { extend } from './extend.action.js';
import { recommend } from './recommend.action.js';
import { recordClearance } from './record-clearance.action.js';
import { recordClock } from './record-clock.action.js';
import { refer } from './refer.action.js';
import { releaseHold } from './release-hold.action.js';
import { requestInformation } from './request-information.action.js';
import { respond } from './respond.action.js';
import { returnForEvaluation } from './return-for-evaluation.action.js';
import { returnIncomplete } from './return-incomplete.action.js';
import { startEvaluation } from './start-evaluation.action.js';
import { unassign } from './unassign.action.js';
import { withdraw } from './withdraw.action.js';

export const ACTIONS: readonly ActionDefinition[] = [
  returnIncomplete,
  accept,
  assign,
  claim,
  unassign,
  startEvaluation,
  requestInformation,
  releaseHold,
  refer,
  recordClearance,
  requireAgreement,
  agreementExecuted,
  recommend,
  endorse,
  returnForEvaluation,
  approve,
  deny,
  extend,
  cancel,
  acceptDocument,
  rejectDocument,
  waiveRequirement,
  respond,
  withdraw,
  abandon,
  recordClock,
  // Issue 11: the permit and its ABS Clearing-House publication.
  issue,
  suspendPermit,
  reinstatePermit,
  revokePermit,
  voidPermit,
  renewPermit,
  amendPermit,
  recordCbdStatus,
  // Issue 20: publication to the ABS Clearing-House by biopermit itself, and the checkpoints' communiqués.
  publishToAbsch,
  recordAbschStep,
  recordCheckpointCommunique,
  // Issue 17: every other change of an application, each taken through a route of its own or by the scheduler.
  uploadDocument,
  addDocument,
  draftAgreement,
  changeAgreement,
  recordSignedAgreement,
  uploadSignedCertificate,
  expirePermit,
  // Issue 20 §1: what the permit owes after its issue.
  submitObligation,
  acceptObligation,
  rejectObligation,
  waiveObligation,
  recordObligationClock,
  // Issue 21 §1: rectification of the permittee's personal data.
  correctPersonalData,
  // Issue 21 §2: the permittee's data erased after its retention period (the retention job, erasure requests).
  anonymisePersonalData,
] as readonly ActionDefinition[];

const BY_NAME = new Map(ACTIONS.map((action) => [action.name, action]));

export function findAction(name: string): ActionDefinition | undefined {
  return BY_NAME.get(name);
}

/** The actions staff take through POST /api/v1/staff/applications/{id}/actions (not those with a route of their own). */
export const STAFF_ACTIONS: readonly ActionDefinition[] = ACTIONS.filter(
  (action) => action.actor === 'staff' && action.ownRoute === undefined,
);

/** The statuses some action waits for the required clearances from: where the engine reads them for the situation. */
export const CLEARANCE_STATUSES: ReadonlySet<ApplicationStatus> = new Set(
  ACTIONS.filter((action) => action.needsClearances === true).flatMap((action) => action.from),
);

/** The statuses some action waits for the requirement checklist from: where the engine reads it for the situation. */
export const CHECKLIST_STATUSES: ReadonlySet<ApplicationStatus> = new Set(
  ACTIONS.filter((action) => action.needsRequirements === true).flatMap((action) => action.from),
);
