import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { AssigneeCandidate, assigneeRefusal } from '../policy/application.policy.js';
import { assertMayReadStaffDirectory } from '../policy/read.policy.js';
import { mayReadAgency } from '../policy/staff.policy.js';
import type { StaffDirectoryEntry, StaffDirectoryQuery } from './staff.schemas.js';
import type { StaffDeps } from './staff.settings.js';
import { findApplicationForAssignment } from './staff-directory.repository.js';
import { parseAgencyCodes, parseRoles } from './staff-user.model.js';
import { listStaffUsers, type StaffUserRow } from './staff-user.repository.js';

/** Whether a user limited to `codes` (null: every agency) may work on one of `among` (null: any). */
function worksOnAnyOf(codes: readonly string[] | null, among: ReadonlySet<string> | null): boolean {
  return codes === null || among === null || codes.some((code) => among.has(code));
}

/**
 * The policy's `assigneeRefusal` over the registry's actions, as `assign` asks it: bound at the top
 * (src/routes.ts), which holds the registry, so that the directory needs no action definition.
 */
export type AssigneeRefusal = (candidate: AssigneeCandidate, application: Parameters<typeof assigneeRefusal>[1]) => string | undefined;

/** Whether the application may be assigned to a user. */
async function assignableOf(
  deps: StaffDeps,
  refusalOf: AssigneeRefusal,
  actor: StaffActor,
  applicationId: string,
): Promise<(row: StaffUserRow) => boolean> {
  const application = await findApplicationForAssignment(deps.db, applicationId.toLowerCase());
  if (application === undefined || !mayReadAgency(actor, application.agency_code)) {
    throw new AppError('not_found', `No application ${applicationId}`);
  }
  const subject = { agencyCode: application.agency_code, status: application.status };
  return (row) =>
    refusalOf(
      {
        roles: parseRoles(row.roles),
        agencyCodes: parseAgencyCodes(row.agency_codes),
        disabled: row.disabled_at !== null,
        lastLoginAt: row.last_login_at,
      },
      subject,
    ) === undefined;
}

/**
 * The colleagues a chief may assign work to: enabled users, by name, with only what choosing one
 * needs. A user limited to some agencies sees only colleagues who work on one of them, and may not
 * ask for another agency (403 naming `agency`). With `assignableTo`, only those the application may
 * be assigned to now (the policy's assigneeRefusal, which `assign` asks too).
 */
export async function listStaffDirectory(
  deps: StaffDeps,
  refusalOf: AssigneeRefusal,
  actor: StaffActor,
  query: StaffDirectoryQuery,
): Promise<StaffDirectoryEntry[]> {
  assertMayReadStaffDirectory(actor);
  if (query.agency !== undefined && !mayReadAgency(actor, query.agency)) {
    throw new AppError('not_permitted', `Your account is limited to other agencies than ${query.agency}`, {
      errors: [{ parameter: 'agency', detail: `is outside your agencies: ${query.agency}` }],
    });
  }
  const among = query.agency !== undefined ? new Set([query.agency]) : actor.agencyCodes;
  const assignable = query.assignableTo === undefined ? undefined : await assignableOf(deps, refusalOf, actor, query.assignableTo);
  const rows = await listStaffUsers(deps.db);
  return rows
    .filter((row) => row.disabled_at === null)
    .filter((row) => assignable === undefined || assignable(row))
    .map((row) => ({ id: row.id, name: row.name, roles: parseRoles(row.roles), agencyCodes: parseAgencyCodes(row.agency_codes) }))
    .filter((entry) => query.role === undefined || entry.roles.includes(query.role))
    .filter((entry) => worksOnAnyOf(entry.agencyCodes, among));
}
