import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationEffect } from '../applications/application.write.js';
import type { Actor } from '../auth/actor.js';
import type { ChecklistState } from '../vocabulary/attachment.vocabulary.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import type { ReferralBody } from '../vocabulary/workflow.vocabulary.js';

/**
 * What the engine knows of a case beyond its journal, in the shapes it reads them: the capabilities
 * that own these facts (attachments, places, permits) read them for it through the registry's
 * CaseReaders (src/workflow/action-registry.ts), given at the top (src/actions.ts). Declared here,
 * so that the engine, the policy and the actions need no capability to name them.
 */

/** One document of the requirement checklist (attachments' checklist.service.ts), and where it stands. */
export interface ChecklistItemStatus {
  readonly type: string;
  readonly title: string;
  readonly required: boolean;
  readonly state: ChecklistState;
  /** The file that decides the state (the current one of its type), if any. */
  readonly attachmentId: string | null;
  /** Why the file was rejected, or why the requirement was waived. */
  readonly reason: string | null;
}

/** How a notice or a refusal names an item and where it stands: `Title (type): rejected: the reason`. */
export function describeRequirement(item: Pick<ChecklistItemStatus, 'type' | 'title' | 'state' | 'reason'>): string {
  const name = `${item.title} (${item.type})`;
  if (item.state === 'rejected') return `${name}: rejected: ${item.reason ?? 'no reason given'}`;
  if (item.state === 'uploaded') return `${name}: uploaded, not yet reviewed`;
  return `${name}: ${item.state}`;
}

/** One clearance the jurisdiction rules require (places' jurisdiction.rules.ts, issue 21 §6), with what was recorded of it. */
export interface RequiredClearance {
  readonly body: ReferralBody;
  readonly reason: string;
  /** What made it required: the places or zones (names), or the ecosystem. */
  readonly because: readonly string[];
  /** The clearance recorded (`record_clearance` for this body): its outcome; null while none is. */
  readonly outcome: 'granted' | 'refused' | null;
}

/** The application's permit in force or last in force (permits' repository). */
export interface CurrentPermit {
  readonly permitNo: string;
  readonly status: PermitStatus;
}

/**
 * A decision on the terms (issue 28 §1): the recommendation to approve and the approval are decisions
 * on the terms drafted during the evaluation. The terms' owner (src/terms/) checks them (every quantity
 * set, else a refusal naming the lines) and says what the decision writes on them.
 */
export interface TermsDecisionRequest {
  readonly application: ApplicationState;
  readonly actor: Actor;
  readonly now: string;
  readonly decision: 'recommendation' | 'approval';
  /** The approver's "Conditions or remarks": it becomes a special condition of the permit. */
  readonly specialCondition?: string | undefined;
}

/** What a decision writes on the terms: the journal entry's summary of them, and the rows. */
export interface TermsDecision {
  readonly payload: Record<string, unknown>;
  /** The notice's `{terms}`: what the permit will authorise, a line each, and its special conditions. */
  readonly noticeText: string;
  readonly effects: readonly ApplicationEffect[];
}
