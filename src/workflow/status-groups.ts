import type { PermitStatus } from '../permits/permit.vocabulary.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from './vocabulary.js';

/**
 * The groups of statuses the rules speak of, declared once: the action definitions' `from`, the
 * policy, the services and the jobs import them from here. Each has a name (`FinalApplicationStatus`,
 * `PermitStatusInForce`…) for the day the OpenAPI document publishes them (docs/adr/0007).
 */

export interface StatusGroup<S extends string> {
  /** The statuses, in the order of their vocabulary. */
  readonly statuses: readonly S[];
  /** Its name, as the OpenAPI document would publish it. */
  readonly name: string;
  readonly description: string;
  has(status: string): status is S;
}

function group<S extends string>(name: string, statuses: readonly S[], description: string): StatusGroup<S> {
  const set = new Set<string>(statuses);
  return { statuses, name, description, has: (status): status is S => set.has(status) };
}

const applicationGroup = (name: string, keep: (status: ApplicationStatus) => boolean, description: string) =>
  group(name, APPLICATION_STATUSES.filter(keep), description);

const FINAL: ReadonlySet<ApplicationStatus> = new Set(['issued', 'denied', 'withdrawn', 'abandoned', 'cancelled']);
const IN_PROCESS_SET: ReadonlySet<ApplicationStatus> = new Set(['accepted', 'under_evaluation', 'for_agreement', 'for_decision']);

/** The statuses nothing leaves (but `approved`, which `issue` leaves): the application is closed. */
export const FINAL_APPLICATION = applicationGroup(
  'FinalApplicationStatus',
  (status) => FINAL.has(status),
  'The statuses an application never leaves: it takes no more documents nor actions of the workflow.',
);

/** Not final: documents are added and reviewed in these (before the decision, and until the permit is issued); `cancel` applies. */
export const OPEN_APPLICATION = applicationGroup(
  'OpenApplicationStatus',
  (status) => !FINAL.has(status),
  'The statuses of an application not yet closed: documents are added and reviewed (until the permit is issued), and an admin ' +
    'may cancel it.',
);

/** Closed without a permit: no agreement is drafted for such an application. */
export const CLOSED_WITHOUT_PERMIT = applicationGroup(
  'ClosedWithoutPermitStatus',
  (status) => FINAL.has(status) && status !== 'issued',
  'The statuses of an application closed without a permit (denied, withdrawn, abandoned, cancelled).',
);

/** Before the decision: withdrawal applies from these; the workqueues call them open. */
export const BEFORE_DECISION_GROUP = applicationGroup(
  'StatusBeforeDecision',
  (status) => !FINAL.has(status) && status !== 'approved',
  'The statuses before the decision: the agency may withdraw the application.',
);

/** Accepted and still being processed: assignment and the extension apply. */
export const IN_PROCESS_GROUP = applicationGroup(
  'StatusInProcess',
  (status) => IN_PROCESS_SET.has(status),
  'The statuses of an accepted application still being processed: it may be assigned, and its time extended once.',
);

/** The permit in force: a signed certificate is uploaded for it; it may be amended or suspended. */
export const PERMIT_IN_FORCE = group<PermitStatus>(
  'PermitStatusInForce',
  ['issued'],
  'The status of a permit in force: it may be suspended or amended, and its signed certificate uploaded.',
);

/** A permit that may be renewed: in force, or expired. */
export const RENEWABLE_PERMIT = group<PermitStatus>(
  'RenewablePermitStatus',
  ['issued', 'expired'],
  'The statuses of a permit that may be renewed.',
);

/** A permit that may be revoked or voided: in force or suspended. */
export const PERMIT_NOT_ENDED = group<PermitStatus>(
  'PermitStatusNotEnded',
  ['issued', 'suspended'],
  'The statuses of a permit that may still be revoked or voided: in force, or suspended.',
);

/** A suspended permit: it may be reinstated. */
export const SUSPENDED_PERMIT = group<PermitStatus>(
  'SuspendedPermitStatus',
  ['suspended'],
  'The status of a permit that may be reinstated.',
);

/** Every group. */
export const STATUS_GROUPS: readonly StatusGroup<string>[] = [
  FINAL_APPLICATION,
  OPEN_APPLICATION,
  CLOSED_WITHOUT_PERMIT,
  BEFORE_DECISION_GROUP,
  IN_PROCESS_GROUP,
  PERMIT_IN_FORCE,
  RENEWABLE_PERMIT,
  PERMIT_NOT_ENDED,
  SUSPENDED_PERMIT,
];
