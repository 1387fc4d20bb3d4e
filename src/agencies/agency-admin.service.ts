import type { StaffActor } from '../auth/actor.js';
import { parseScopes } from '../auth/scopes.js';
import { AppError } from '../http/errors.js';
import { assertMayManageAgencies, mayReadAgency } from '../policy/staff.policy.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { StaffDeps } from '../staff/staff.settings.js';
import { type AgencyRow, findAgency } from './agency.repository.js';
import type { AgencyView, ApiClientCreate, ApiClientView } from './agency.schemas.js';
import { createAgency, createApiClient, listAgencies, listApiClients, revokeClient, setAgencyContactEmail } from './agency.service.js';
import type { ApiClientRow } from './api-client.repository.js';
import { findApiClient } from './api-client.repository.js';

/** Agencies and their API clients over the staff API, through the same service as the CLI (agency.service.ts). */

function clientView(row: ApiClientRow): ApiClientView {
  return {
    clientId: row.id,
    agencyCode: row.agency_code,
    name: row.name,
    scopes: parseScopes(row.scopes),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

/** Every staff user reads the agencies they work on (for filters and names); admins manage them. */
export async function listStaffAgencies(deps: StaffDeps, actor: StaffActor): Promise<AgencyView[]> {
  const [agencies, clients] = await Promise.all([listAgencies(deps.db), listApiClients(deps.db)]);
  const active = new Map<string, number>();
  for (const client of clients) if (client.revoked_at === null) active.set(client.agency_code, (active.get(client.agency_code) ?? 0) + 1);
  return agencies.filter((agency) => mayReadAgency(actor, agency.code)).map((agency) => agencyView(agency, active.get(agency.code) ?? 0));
}

function agencyView(agency: AgencyRow, activeClients: number): AgencyView {
  return { code: agency.code, name: agency.name, contactEmail: agency.contact_email, activeClients, createdAt: agency.created_at };
}

export async function createStaffAgency(
  deps: StaffDeps,
  actor: StaffActor,
  input: { code: string; name: string; contactEmail?: string | null | undefined },
  context: AuditContext,
): Promise<AgencyView> {
  assertMayManageAgencies(actor);
  const row = await createAgency(deps.db, input.code, input.name, actor, context, input.contactEmail ?? null);
  return agencyView(row, 0);
}

/** Changes an agency's contact address (admin). */
export async function updateStaffAgency(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  input: { contactEmail: string | null },
  context: AuditContext,
): Promise<AgencyView> {
  assertMayManageAgencies(actor);
  const row = await setAgencyContactEmail(deps.db, code, input.contactEmail, actor, context);
  const clients = await listApiClients(deps.db, code);
  return agencyView(row, clients.filter((client) => client.revoked_at === null).length);
}

async function assertAgency(deps: StaffDeps, code: string): Promise<void> {
  if ((await findAgency(deps.db, code)) === undefined) throw new AppError('not_found', `No agency with code ${code}`);
}

export async function listAgencyClients(deps: StaffDeps, actor: StaffActor, agencyCode: string): Promise<ApiClientView[]> {
  assertMayManageAgencies(actor);
  await assertAgency(deps, agencyCode);
  return (await listApiClients(deps.db, agencyCode)).map(clientView);
}

export async function createAgencyClient(
  deps: StaffDeps,
  actor: StaffActor,
  agencyCode: string,
  input: ApiClientCreate,
  context: AuditContext,
): Promise<ApiClientView & { clientSecret: string }> {
  assertMayManageAgencies(actor);
  const created = await createApiClient(deps.db, { agencyCode, name: input.name?.trim(), scopes: input.scopes, actor, origin: context });
  const row = await findApiClient(deps.db, created.clientId);
  if (row === undefined) throw new Error('a client just created is missing');
  return { ...clientView(row), clientSecret: created.clientSecret };
}

export async function revokeAgencyClient(
  deps: StaffDeps,
  actor: StaffActor,
  agencyCode: string,
  clientId: string,
  context: AuditContext,
): Promise<ApiClientView> {
  assertMayManageAgencies(actor);
  const client = await findApiClient(deps.db, clientId);
  // Another agency's client is as unknown here as one that does not exist.
  if (client === undefined || client.agency_code !== agencyCode)
    throw new AppError('not_found', `Agency ${agencyCode} has no client ${clientId}`);
  await revokeClient(deps.db, clientId, actor, context);
  return clientView({ ...client, revoked_at: (await findApiClient(deps.db, clientId))?.revoked_at ?? null });
}
