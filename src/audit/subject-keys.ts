import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { KeyEncryption } from '../auth/key-encryption.js';
import type { AuditEventTable, DB } from '../db/schema.js';
import { nowIso } from '../shared/time.js';
import { destroyStoredSubjectKey, findSubjectKey, findSubjectKeys, insertSubjectKey } from './subject-key.repository.js';

/**
 * Crypto-shredding of the audit trail (issue 21 §2, docs/PRIVACY.md). The data subject is the
 * permittee of one application: the retention period runs per application, so each application's
 * permittee has a key of their own (`data_subject_keys`, one row per application), and a person with
 * two applications has two keys, each destroyed when its application's time is up.
 *
 * A personal value in an audit row (the value of any key of `details`, `before` or `after`, at any
 * depth, whose name is a permittee field: see isPersonalField) is stored as
 * `pd:v1:<key id>:<iv>.<tag>.<ciphertext>` (AES-256-GCM, base64url), the JSON of the value encrypted
 * with the key of the row's application. The chain hashes the row as stored, ciphertext included, so
 * destroying the key later changes no row: `audit verify` passes and the value is gone for everyone.
 */

/** What a personal value in an audit row starts with once encrypted. */
export const PERSONAL_VALUE_PREFIX = 'pd:v1:';
/** What a reader sees in place of a value whose key was destroyed. */
export const ERASED_MARKER = '[erased]';

const PERMITTEE_FIELDS = new Set([
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'birthDate',
  'gender',
  'sex',
  'affiliation',
  'occupation',
  'employer',
  'employerAddress',
  'floorUnitNo',
]);

/**
 * The fields of a journal entry's payload whose text an uploader or author chose, and which name the
 * person as often as not ("CV of …", `juan-dela-cruz-id.pdf`): documents' and agreements' titles and
 * the names files were uploaded under. Sealed in the journal too (sealJournalPayloads), which keeps
 * every other payload field in clear: the workflow derives its state from them.
 */
const FILE_FIELDS = new Set(['title', 'fileName', 'uploadedFileName', 'signedFile']);

/**
 * Whether a field of an audit row's JSON holds a permittee's personal value: the application's
 * columns (`permittee_email`…), the spec's names (`permittee`, `permitteeName`…), the names of a
 * permittee object's fields (`email`, `firstName`…) and the file fields (FILE_FIELDS) when the row
 * concerns an application.
 */
export function isPersonalField(name: string): boolean {
  return /^permittee/i.test(name) || PERMITTEE_FIELDS.has(name) || FILE_FIELDS.has(name);
}

/**
 * How the subject keys are sealed at rest (SIGNING_KEY_ENCRYPTION_KEY, like the signing keys), carried
 * by the database handle: whoever opens the service's database passes `subjectKeySealing(secret)` to
 * openDatabase (the server, the CLI, the test app), and every query builder and transaction made from
 * that handle carries it, since Kysely hands its plugins down to them. So the audit writers, which
 * take only the executor (dozens of call sites, through recordAuditEvent and the write path), need no
 * parameter, and no module state decides it for the whole process: two handles opened with different
 * secrets seal each with its own. The plugin changes no query and no result; sealerOf finds it on the
 * handle's executor, as dialectOf (src/db/dialect.ts) finds the dialect there.
 */
export class SubjectKeySealing implements KyselyPlugin {
  constructor(readonly encryption: KeyEncryption) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The plugin that seals the subject keys with SIGNING_KEY_ENCRYPTION_KEY (undefined: stored as base64). */
export function subjectKeySealing(secret: string | undefined): KyselyPlugin {
  return new SubjectKeySealing(new KeyEncryption(secret));
}

/** What a handle opened without the plugin uses: keys stored as base64, a sealed one refused. */
const UNSEALED = new KeyEncryption(undefined);

function sealerOf(db: Kysely<DB>): KeyEncryption {
  for (const plugin of db.getExecutor().plugins) if (plugin instanceof SubjectKeySealing) return plugin.encryption;
  return UNSEALED;
}

interface SubjectKey {
  readonly id: string;
  readonly key: Buffer | null;
}

function openKey(sealer: KeyEncryption, row: { id: string; key_material: string | null }): SubjectKey {
  if (row.key_material !== null && KeyEncryption.isSealed(row.key_material) && !sealer.sealing) {
    throw new Error(
      'A data subject key is sealed, but this database handle was opened without SIGNING_KEY_ENCRYPTION_KEY (subjectKeySealing)',
    );
  }
  return { id: row.id, key: row.key_material === null ? null : Buffer.from(sealer.open(row.key_material), 'base64') };
}

/** The application's subject key, made when it has none (null key: destroyed). */
async function subjectKeyOf(db: Kysely<DB>, applicationId: string): Promise<SubjectKey> {
  const found = await findSubjectKey(db, applicationId);
  if (found !== undefined) return openKey(sealerOf(db), found);
  // Two writers of one application's first personal value: the second's insert does nothing, and
  // both read the one key that won.
  await insertSubjectKey(db, applicationId, sealerOf(db).seal(randomBytes(32).toString('base64')), nowIso());
  return subjectKeyOf(db, applicationId);
}

function encrypt(key: SubjectKey, value: unknown): string {
  if (key.key === null) return ERASED_MARKER;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${PERSONAL_VALUE_PREFIX}${key.id}:${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

/** The key id and the sealed text of an encrypted value (`pd:v1:<key id>:<iv>.<tag>.<ciphertext>`). */
function parseSealed(stored: string): { keyId: string; parts: string[] } {
  const rest = stored.slice(PERSONAL_VALUE_PREFIX.length);
  const colon = rest.indexOf(':');
  return { keyId: rest.slice(0, colon), parts: rest.slice(colon + 1).split('.') };
}

/** The value in clear; ERASED_MARKER when its key was destroyed. */
function decrypt(stored: string, keys: ReadonlyMap<string, SubjectKey>): unknown {
  const { keyId, parts } = parseSealed(stored);
  const key = keys.get(keyId);
  const [iv, tag, body] = parts;
  if (key === undefined || key.key === null || iv === undefined || tag === undefined || body === undefined) return ERASED_MARKER;
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(key.id));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')) as unknown;
}

/** The value with every personal field's value (`which`) replaced by what `replace` makes of it. */
function mapPersonal(value: unknown, replace: (personal: unknown) => unknown, which: (name: string) => boolean = isPersonalField): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => mapPersonal(item, replace, which));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, field]) => [
      name,
      which(name) && field !== null ? replace(field) : mapPersonal(field, replace, which),
    ]),
  );
}

type JsonColumns = Pick<AuditEventTable, 'application_id' | 'details' | 'before_state' | 'after_state'>;
const JSON_COLUMNS = ['details', 'before_state', 'after_state'] as const;

/** Whether the row's JSON may hold a personal field in clear (a cheap look before parsing). */
function mayHoldPersonalValues(row: JsonColumns): boolean {
  return row.application_id !== null && JSON_COLUMNS.some((column) => row[column] !== null && holdsPersonalField(row[column]));
}

function holdsPersonalField(text: string): boolean {
  let found = false;
  mapPersonal(JSON.parse(text), (field) => {
    if (typeof field !== 'string' || !field.startsWith(PERSONAL_VALUE_PREFIX)) found = true;
    return field;
  });
  return found;
}

/**
 * The rows with each personal value encrypted with the key of the row's application (made when it
 * has none), ready to be chained: what insertAuditRows stores. Rows without one are returned as they are.
 */
export async function sealPersonalValues<Row extends JsonColumns>(db: Kysely<DB>, rows: readonly Row[]): Promise<Row[]> {
  const keys = new Map<string, SubjectKey>();
  const sealed: Row[] = [];
  for (const row of rows) {
    if (row.application_id === null || !mayHoldPersonalValues(row)) {
      sealed.push(row);
      continue;
    }
    let key = keys.get(row.application_id);
    if (key === undefined) {
      key = await subjectKeyOf(db, row.application_id);
      keys.set(row.application_id, key);
    }
    const subjectKey = key;
    const encryptColumn = (text: string | null) => (text === null ? null : sealText(subjectKey, text, isPersonalField));
    sealed.push({
      ...row,
      details: encryptColumn(row.details),
      before_state: encryptColumn(row.before_state),
      after_state: encryptColumn(row.after_state),
    });
  }
  return sealed;
}

/** The JSON text with the values of the fields `which` names encrypted (those not encrypted yet). */
function sealText(key: SubjectKey, text: string, which: (name: string) => boolean): string {
  return JSON.stringify(
    mapPersonal(
      JSON.parse(text),
      (field) => (typeof field === 'string' && field.startsWith(PERSONAL_VALUE_PREFIX) ? field : encrypt(key, field)),
      which,
    ),
  );
}

const isFileField = (name: string) => FILE_FIELDS.has(name);
/** A cheap look for a file field's name before parsing a payload. */
const MAY_HOLD_FILE_FIELD = new RegExp(`"(${[...FILE_FIELDS].join('|')})"`);

/**
 * Journal entries with the values of their file fields (FILE_FIELDS: titles, uploaded file names)
 * encrypted with the key of the entry's application, as audit rows are: what insertJournalEntries
 * stores. The journal is append-only; destroying the key on erasure makes those values unreadable.
 */
export async function sealJournalPayloads<Row extends { application_id: string; payload: string }>(
  db: Kysely<DB>,
  rows: readonly Row[],
): Promise<Row[]> {
  if (!rows.some((row) => MAY_HOLD_FILE_FIELD.test(row.payload))) return [...rows];
  const keys = new Map<string, SubjectKey>();
  const sealed: Row[] = [];
  for (const row of rows) {
    if (!MAY_HOLD_FILE_FIELD.test(row.payload)) {
      sealed.push(row);
      continue;
    }
    let key = keys.get(row.application_id);
    if (key === undefined) {
      key = await subjectKeyOf(db, row.application_id);
      keys.set(row.application_id, key);
    }
    sealed.push({ ...row, payload: sealText(key, row.payload, isFileField) });
  }
  return sealed;
}

/** The key ids named by the personal values of some JSON values. */
function keyIdsIn(values: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const value of values) {
    mapPersonal(value, (field) => {
      if (typeof field === 'string' && field.startsWith(PERSONAL_VALUE_PREFIX)) ids.add(parseSealed(field).keyId);
      return field;
    });
  }
  return ids;
}

/**
 * Audit records as a reader sees them: each encrypted personal value decrypted with its key, or
 * ERASED_MARKER once the key was destroyed. The stored rows (and their hashes) are unchanged.
 */
export async function openPersonalValues<Record extends { details: unknown; before: unknown; after: unknown }>(
  db: Kysely<DB>,
  records: readonly Record[],
): Promise<Record[]> {
  const open = await openerFor(
    db,
    records.flatMap((record) => [record.details, record.before, record.after]),
  );
  return records.map((record) => ({ ...record, details: open(record.details), before: open(record.before), after: open(record.after) }));
}

/** Journal entries as a reader sees them: their sealed file fields decrypted, or ERASED_MARKER once erased. */
export async function openJournalPayloads<Entry extends { payload: Readonly<globalThis.Record<string, unknown>> }>(
  db: Kysely<DB>,
  entries: readonly Entry[],
): Promise<Entry[]> {
  const open = await openerFor(
    db,
    entries.map((entry) => entry.payload),
  );
  return entries.map((entry) => ({ ...entry, payload: open(entry.payload) as Entry['payload'] }));
}

/** What decrypts the sealed values of `values` (reading their keys once). */
async function openerFor(db: Kysely<DB>, values: readonly unknown[]): Promise<(value: unknown) => unknown> {
  const ids = keyIdsIn(values);
  if (ids.size === 0) return (value) => value;
  const rows = await findSubjectKeys(db, [...ids]);
  const sealer = sealerOf(db);
  const keys = new Map(rows.map((row) => [row.id, openKey(sealer, row)]));
  return (value: unknown) =>
    mapPersonal(value, (field) => (typeof field === 'string' && field.startsWith(PERSONAL_VALUE_PREFIX) ? decrypt(field, keys) : field));
}

/**
 * Destroys the subject key of an application (made destroyed when it had none, so the retention job
 * knows the application is done): its audit values can no longer be read by anyone. Idempotent.
 */
export async function destroySubjectKey(db: Kysely<DB>, applicationId: string, why: string, now: string): Promise<void> {
  await destroyStoredSubjectKey(db, applicationId, why, now);
}
