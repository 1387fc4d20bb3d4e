import { cbdStatusObserver } from './absch/cbd-status.observer.js';
import { agreementObserver } from './agreements/agreement.observer.js';
import type { ChangeObserver } from './applications/change-observer.js';
import { attachmentObserver } from './attachments/attachment.observer.js';
import { movementObserver } from './movements/movement.observer.js';
import { obligationObserver } from './obligations/obligation.observer.js';
import { permitObserver } from './permits/permit.observer.js';
/**
 * The registry of actions, assembled here at the top and handed to the engine (WorkflowDeps.actions)
 * by whoever takes actions: the routes (routes.ts), the jobs (jobs.ts), the command line. Each
 * capability owns its actions in its own folder (`src/permits/issue.action.ts`…); the review's own
 * steps are in src/workflow/actions/. The engine imports none of them (docs/WORKFLOW.md, "Adding an
 * action"): it reads what it needs of a case through the CaseReaders below.
 */

import { publishToAbsch, recordAbschStep, recordCheckpointCommunique } from './absch/absch.actions.js';
import { recordCbdStatus } from './absch/record-cbd-status.action.js';
import { changeAgreement, draftAgreement, recordSignedAgreement } from './agreements/agreement.actions.js';
import { agreementExecuted } from './agreements/agreement-executed.action.js';
import { requireAgreement } from './agreements/require-agreement.action.js';
import { acceptDocument } from './attachments/accept-document.action.js';
import { missingRequirementsOf } from './attachments/checklist.service.js';
import { addDocument, uploadDocument } from './attachments/document-upload.actions.js';
import { rejectDocument } from './attachments/reject-document.action.js';
import { waiveRequirement } from './attachments/waive-requirement.action.js';
import { registerMovement } from './movements/movement.actions.js';
import {
  acceptObligation,
  recordObligationClock,
  rejectObligation,
  submitObligation,
  waiveObligation,
} from './obligations/obligation.actions.js';
import { currentPermitOf } from './permits/current-permit.js';
import { issue } from './permits/issue.action.js';
import { permitExpiryObserver } from './permits/permit-expiry.observer.js';
import { remindPermitExpiry } from './permits/permit-expiry-reminder.action.js';
import { amendPermit, renewPermit } from './permits/permit-reissue.actions.js';
import { reinstatePermit, revokePermit, suspendPermit, voidPermit } from './permits/permit-status.actions.js';
import { expirePermit, uploadSignedCertificate } from './permits/permit-upkeep.actions.js';
import { clearancesOf } from './places/jurisdiction.service.js';
import { anonymisePersonalData } from './privacy/erasure/anonymise-personal-data.action.js';
import { correctPersonalData } from './privacy/rectification/correct-personal-data.action.js';
import { changeTerms, proposeTerms } from './terms/terms.actions.js';
import { decideOnTerms } from './terms/terms.decisions.js';
import { type ActionRegistry, createActionRegistry } from './workflow/action-registry.js';
import { abandon } from './workflow/actions/abandon.action.js';
import { accept } from './workflow/actions/accept.action.js';
import type { ActionDefinition } from './workflow/actions/action.types.js';
import { approve } from './workflow/actions/approve.action.js';
import { assign } from './workflow/actions/assign.action.js';
import { cancel } from './workflow/actions/cancel.action.js';
import { claim } from './workflow/actions/claim.action.js';
import { deny } from './workflow/actions/deny.action.js';
import { endorse } from './workflow/actions/endorse.action.js';
import { extend } from './workflow/actions/extend.action.js';
import { recommend } from './workflow/actions/recommend.action.js';
import { recordClearance } from './workflow/actions/record-clearance.action.js';
import { recordClock } from './workflow/actions/record-clock.action.js';
import { refer } from './workflow/actions/refer.action.js';
import { releaseHold } from './workflow/actions/release-hold.action.js';
import { requestInformation } from './workflow/actions/request-information.action.js';
import { respond } from './workflow/actions/respond.action.js';
import { returnForEvaluation } from './workflow/actions/return-for-evaluation.action.js';
import { returnIncomplete } from './workflow/actions/return-incomplete.action.js';
import { startEvaluation } from './workflow/actions/start-evaluation.action.js';
import { unassign } from './workflow/actions/unassign.action.js';
import { withdraw } from './workflow/actions/withdraw.action.js';

const ACTIONS: readonly ActionDefinition[] = [
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
  // Issue 28 §1: the permit's terms, proposed by the agency and drafted by staff.
  proposeTerms,
  changeTerms,
  // Issue 28 §2: the permit's expiry, reminded 90, 30 and 7 days before.
  remindPermitExpiry,
  // Issue 28 §2: movements of the material collected under a permit.
  registerMovement,
] as readonly ActionDefinition[];

/**
 * What each capability watches of a change, and which events the difference means (issue 27 §2). The
 * order is the order of a change's events after its status and notices: documents, permits,
 * agreements, the Clearing-House status, obligations, movements (docs/EVENTS.md).
 */
const OBSERVERS: readonly ChangeObserver[] = [
  attachmentObserver,
  permitObserver,
  agreementObserver,
  cbdStatusObserver,
  obligationObserver,
  permitExpiryObserver,
  movementObserver,
] as readonly ChangeObserver[];

/** The registry every caller of the engine is handed. */
export const ACTION_REGISTRY: ActionRegistry = createActionRegistry(
  ACTIONS,
  {
    missingRequirements: missingRequirementsOf,
    clearances: clearancesOf,
    currentPermit: currentPermitOf,
    decideOnTerms,
  },
  OBSERVERS,
);
