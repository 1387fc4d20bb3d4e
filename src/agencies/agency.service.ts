import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { Actor } from '../auth/actor.js';
import { ALL_SCOPES, isScope } from '../auth/scopes.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { isUuid, newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { type AgencyRow, findAgency, insertAgency, listAgencies, updateAgencyContactEmail } from './agency.repository.js';
import {
  type ApiClientRow,
  findApiClient,
  insertApiClient,
  listApiClients,
  revokeApiClient,
  updateApiClientScopes,
} from './api-client.repository.js';

export const AGENCY_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$';
const agencyCodePattern = new RegExp(AGENCY_CODE_PATTERN);

/** Where an act came from, for its audit row (a staff request); the CLI has none. */
export interface RequestOrigin {
  readonly requestId?: string | null;
  readonly clientAddress?: string | null;
}

export interface CreatedClient {
  readonly clientId: string;
  /** Shown once; only its hash is stored. */
  readonly clientSecret: string;
  readonly agencyCode: string;
  readonly scopes: readonly string[];
}

export async function createAgency(
  db: Kysely<DB>,
  code: string,
  name: string,
  actor: Actor,
  origin: RequestOrigin = {},
  contactEmail: string | null = null,
): Promise<AgencyRow> {
  if (!agencyCodePattern.test(code)) {
    throw new AppError('validation_failed', `Agency code "${code}" must be 1-32 letters, digits, ".", "_" or "-"`);
  }
  if (name.trim() === '' || name.length > 300) throw new AppError('validation_failed', 'Agency name must be 1-300 characters');
  const now = nowIso();
  const row: AgencyRow = { code, name: name.trim(), contact_email: checkedContactEmail(contactEmail), created_at: now, updated_at: now };
  try {
    await db.transaction().execute(async (trx) => {
      await insertAgency(trx, row);
      await recordAuditEvent(trx, { actor, action: 'agency.created', subjectType: 'agency', subjectId: code, agencyCode: code, ...origin });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', `Agency ${code} already exists`);
    throw error;
  }
  return row;
}

const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,255}$/;

/** A contact address, trimmed, or null for none; refused when it is not an address. */
function checkedContactEmail(value: string | null): string | null {
  const email = value?.trim() ?? '';
  if (email === '') return null;
  if (!EMAIL.test(email) || email.length > 320) {
    const detail = `"${email}" is not an email address`;
    throw new AppError('validation_failed', detail, { errors: [{ pointer: '/contactEmail', detail }] });
  }
  return email;
}

/**
 * Sets (or clears, with null) the address where the agency gets its copy of every notice meant for it
 * (issue 19 §4, docs/EMAIL.md). Returns the agency as it now is.
 */
export async function setAgencyContactEmail(
  db: Kysely<DB>,
  code: string,
  contactEmail: string | null,
  actor: Actor,
  origin: RequestOrigin = {},
): Promise<AgencyRow> {
  const email = checkedContactEmail(contactEmail);
  return db.transaction().execute(async (trx) => {
    const agency = await findAgency(trx, code);
    if (agency === undefined) throw new AppError('not_found', `No agency with code ${code}`);
    const now = nowIso();
    await updateAgencyContactEmail(trx, code, email, now);
    await recordAuditEvent(trx, {
      actor,
      action: 'agency.contact_email_changed',
      subjectType: 'agency',
      subjectId: code,
      agencyCode: code,
      ...origin,
      // The addresses themselves stay out of the audit trail (they are personal data); only whether one is set.
      details: { contactEmailSet: email !== null },
    });
    return { ...agency, contact_email: email, updated_at: now };
  });
}

export { listAgencies, listApiClients };

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export async function createApiClient(
  db: Kysely<DB>,
  options: { agencyCode: string; name?: string; scopes?: readonly string[]; actor: Actor; origin?: RequestOrigin },
): Promise<CreatedClient> {
  const agency = await findAgency(db, options.agencyCode);
  if (agency === undefined) throw new AppError('not_found', `No agency with code ${options.agencyCode}`);
  const scopes = options.scopes ?? ALL_SCOPES;
  // A client without scopes could get no usable token: refuse it here rather than at the token endpoint.
  if (scopes.length === 0) throw new AppError('validation_failed', `A client needs at least one scope of: ${ALL_SCOPES.join(', ')}`);
  for (const scope of scopes) {
    if (!isScope(scope)) throw new AppError('validation_failed', `Unknown scope "${scope}"; known: ${ALL_SCOPES.join(', ')}`);
  }
  const clientId = newId();
  const clientSecret = `bps_${randomBytes(32).toString('base64url')}`;
  await db.transaction().execute(async (trx) => {
    await insertApiClient(trx, {
      id: clientId,
      agency_code: agency.code,
      name: options.name ?? null,
      secret_hash: hashClientSecret(clientSecret),
      scopes: scopes.join(' '),
      created_at: nowIso(),
      revoked_at: null,
    });
    await recordAuditEvent(trx, {
      actor: options.actor,
      action: 'api_client.created',
      subjectType: 'api_client',
      subjectId: clientId,
      agencyCode: agency.code,
      ...options.origin,
    });
  });
  return { clientId, clientSecret, agencyCode: agency.code, scopes: [...scopes] };
}

export async function revokeClient(db: Kysely<DB>, clientId: string, actor: Actor, origin: RequestOrigin = {}): Promise<void> {
  if (!isUuid(clientId)) throw new AppError('validation_failed', `"${clientId}" is not a client id (a uuid)`);
  await db.transaction().execute(async (trx) => {
    const client = await findApiClient(trx, clientId);
    if (client === undefined) throw new AppError('not_found', `No client with id ${clientId}`);
    if (!(await revokeApiClient(trx, clientId, nowIso()))) throw new AppError('conflict', `Client ${clientId} is already revoked`);
    await recordAuditEvent(trx, {
      actor,
      action: 'api_client.revoked',
      subjectType: 'api_client',
      subjectId: clientId,
      agencyCode: client.agency_code,
      ...origin,
    });
  });
}

/**
 * Adds scopes to an existing client (e.g. `webhooks:manage`, which clients created before issue 19
 * lack); scopes it has stay. Its tokens get the new scopes from the next one it asks for.
 */
export async function grantClientScopes(
  db: Kysely<DB>,
  clientId: string,
  scopes: readonly string[],
  actor: Actor,
  origin: RequestOrigin = {},
): Promise<string[]> {
  if (!isUuid(clientId)) throw new AppError('validation_failed', `"${clientId}" is not a client id (a uuid)`);
  for (const scope of scopes) {
    if (!isScope(scope)) throw new AppError('validation_failed', `Unknown scope "${scope}"; known: ${ALL_SCOPES.join(', ')}`);
  }
  return db.transaction().execute(async (trx) => {
    const client = await findApiClient(trx, clientId);
    if (client === undefined) throw new AppError('not_found', `No client with id ${clientId}`);
    if (client.revoked_at !== null) throw new AppError('conflict', `Client ${clientId} is revoked`);
    const had = client.scopes.split(' ').filter((s) => s.length > 0);
    const added = scopes.filter((scope) => !had.includes(scope));
    const now = [...had, ...added];
    if (added.length === 0) return now;
    await updateApiClientScopes(trx, clientId, now);
    await recordAuditEvent(trx, {
      actor,
      action: 'api_client.scopes_granted',
      subjectType: 'api_client',
      subjectId: clientId,
      agencyCode: client.agency_code,
      details: { added },
      before: { scopes: had },
      after: { scopes: now },
      ...origin,
    });
    return now;
  });
}

/** The active client these credentials belong to, or undefined. Compares hashes in constant time. */
export async function authenticateClient(db: Kysely<DB>, clientId: string, secret: string): Promise<ApiClientRow | undefined> {
  if (!isUuid(clientId)) return undefined;
  const client = await findApiClient(db, clientId);
  const presented = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(client?.secret_hash ?? '0'.repeat(64), 'hex');
  const matches = presented.length === stored.length && timingSafeEqual(presented, stored);
  if (client === undefined || !matches || client.revoked_at !== null) return undefined;
  return client;
}
