import type { Role } from '../policy/roles.js';
import { actorUuid } from '../shared/ids.js';
import type { Principal } from './principal.js';

/**
 * Who acts: an agency's API client (or an external identity provider's subject acting for an
 * agency), a staff user of the authority, the system (scheduled jobs), or an operator at the console. Every record
 * of an act — notices (`authorId`), the journal, the audit trail — stores the same `id`, a uuid.
 */
export type Actor = AgencyActor | StaffActor | SystemActor | OperatorActor;

export interface AgencyActor {
  readonly kind: 'agency';
  /** The API client id, or a name-based uuid of the token's subject (`operator`, an IdP subject). */
  readonly id: string;
  readonly agencyCode: string;
}

export interface StaffActor {
  readonly kind: 'staff';
  /** The staff user's id. */
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: ReadonlySet<Role>;
  /** The source agencies the user may see and act on; null for every agency. */
  readonly agencyCodes: ReadonlySet<string> | null;
  /** The session the request came with. */
  readonly sessionId: string;
}

export interface SystemActor {
  readonly kind: 'system';
  readonly id: string;
  /** The job acting, e.g. `clock`, `abandon`. */
  readonly job: string;
}

/** An operator at the console: the `biopermit` command. */
export interface OperatorActor {
  readonly kind: 'operator';
  readonly id: string;
}

/** The one id of the system, in every record a scheduled job writes. */
export const SYSTEM_ACTOR_ID = actorUuid('system:biopermit');

/** The one id of the console operator, in every record a CLI command writes. */
export const OPERATOR_ACTOR: OperatorActor = { kind: 'operator', id: actorUuid('operator') };

export function agencyActor(principal: Principal): AgencyActor {
  return { kind: 'agency', id: principal.clientId ?? actorUuid(principal.subject), agencyCode: principal.agencyCode };
}

export function systemActor(job: string): SystemActor {
  return { kind: 'system', id: SYSTEM_ACTOR_ID, job };
}
