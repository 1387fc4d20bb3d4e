/**
 * Generated from the service's own OpenAPI document by `npm run web:api` (web/scripts/generate-api.ts).
 * Do not edit: a test fails when this file no longer matches the service.
 */

import type { components } from './schema';

type Schemas = components['schemas'];

/** The groups of statuses the service's rules speak of (src/workflow/status-groups.ts), by their schema's name. */
export const statusGroups = {
  /** The statuses of an application closed without a permit (denied, withdrawn, abandoned, cancelled). */
  ClosedWithoutPermitStatus: ["denied","withdrawn","abandoned","cancelled"],
  /** The statuses of a decided application: approved (then issued) or denied. */
  DecidedApplicationStatus: ["approved","issued","denied"],
  /** The statuses an application never leaves: it takes no more documents nor actions of the workflow. */
  FinalApplicationStatus: ["issued","denied","withdrawn","abandoned","cancelled"],
  /** The statuses of an application not yet closed: documents are added and reviewed (until the permit is issued), and an admin may cancel it. */
  OpenApplicationStatus: ["submitted","incomplete","accepted","under_evaluation","for_agreement","for_decision","approved"],
  /** The status of a permit in force: it may be suspended or amended, and its signed certificate uploaded. */
  PermitStatusInForce: ["issued"],
  /** The statuses of a permit that may still be revoked or voided: in force, or suspended. */
  PermitStatusNotEnded: ["issued","suspended"],
  /** The statuses of a permit that may be renewed. */
  RenewablePermitStatus: ["issued","expired"],
  /** The statuses before the decision: the agency may withdraw the application. */
  StatusBeforeDecision: ["submitted","incomplete","accepted","under_evaluation","for_agreement","for_decision"],
  /** The statuses of an accepted application still being processed: it may be assigned, and its time extended once. */
  StatusInProcess: ["accepted","under_evaluation","for_agreement","for_decision"],
  /** The status of a permit that may be reinstated. */
  SuspendedPermitStatus: ["suspended"],
} as const satisfies { readonly [Name in "ClosedWithoutPermitStatus" | "DecidedApplicationStatus" | "FinalApplicationStatus" | "OpenApplicationStatus" | "PermitStatusInForce" | "PermitStatusNotEnded" | "RenewablePermitStatus" | "StatusBeforeDecision" | "StatusInProcess" | "SuspendedPermitStatus"]: readonly Schemas[Name][] };

export type StatusGroupName = keyof typeof statusGroups;

/** Whether `status` is in the group. */
export function inStatusGroup<Name extends StatusGroupName>(name: Name, status: string | null | undefined): status is Schemas[Name] {
  return (statusGroups[name] as readonly string[]).includes(status ?? '');
}
