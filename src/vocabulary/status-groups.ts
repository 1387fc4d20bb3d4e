import { Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import type { PermitStatus } from './permit.vocabulary.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from './workflow.vocabulary.js';

/**
 * The groups of statuses the rules speak of, declared once: the action definitions' `from`, the
 * policy, the services and the jobs import them from here. Each is published under its name
 * (`FinalApplicationStatus`, `PermitStatusInForce`…) in the OpenAPI document (`statusGroupSchema`,
 * the staff vocabulary route), and the back-office's copy is generated from there
 * (web/src/api/status-groups.ts, `npm run web:api`).
 */

export interface StatusGroup<S extends string> {
  /** The statuses, in the order of their vocabulary. */
  readonly statuses: readonly S[];
  /** Its name, as the OpenAPI document publishes it. */
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

/** Decided: the decision figures of the dashboard count these (an issued permit was approved first). */
export const DECIDED_APPLICATION = applicationGroup(
  'DecidedApplicationStatus',
  (status) => status === 'approved' || status === 'issued' || status === 'denied',
  'The statuses of a decided application: approved (then issued) or denied.',
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
  DECIDED_APPLICATION,
  IN_PROCESS_GROUP,
  PERMIT_IN_FORCE,
  RENEWABLE_PERMIT,
  PERMIT_NOT_ENDED,
  SUSPENDED_PERMIT,
];

/** Marks a group's schema in the OpenAPI document: the back-office's generator copies these (web/scripts). */
export const STATUS_GROUP_MARK = 'x-status-group';

/** A group as a named schema: a string, one of its statuses (an `enum`), a component of the OpenAPI document. */
export function statusGroupSchema<S extends string>(group: StatusGroup<S>) {
  return Type.Unsafe<S>({
    type: 'string',
    enum: [...group.statuses],
    ...named(group.name),
    description: group.description,
    [STATUS_GROUP_MARK]: true,
  });
}
