import type { Role } from '../policy/roles.js';
import { actorUuid } from '../shared/ids.js';
import type { Principal } from './principal.js';

/**
 * Who acts on an application: an agency's API client (or an external identity provider's subject
 * acting for an agency), a staff user of the authority, or the system (scheduled jobs). Every record
 * of an act — notices (`authorId`), the journal, the audit trail — stores the same `id`, a uuid.
 */
export type Actor = AgencyActor | StaffActor | SystemActor;

export interface AgencyActor {
  readonly kind: 'agency';
  /** The API client id, or a name-based uuid of the token's subject (`operator`, an IdP subject). */
  readonly id: string;
  readonly agencyCode: string;
  readonly principal: Principal;
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

/** The one id of the system, in every record a scheduled job writes. */
export const SYSTEM_ACTOR_ID = actorUuid('system:biopermit');

export function agencyActor(principal: Principal): AgencyActor {
  return { kind: 'agency', id: principal.clientId ?? actorUuid(principal.subject), agencyCode: principal.agencyCode, principal };
}

export function systemActor(job: string): SystemActor {
  return { kind: 'system', id: SYSTEM_ACTOR_ID, job };
}
