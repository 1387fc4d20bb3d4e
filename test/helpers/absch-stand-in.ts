import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAbsPermitDocument } from '../../src/absch/abs-permit.check.js';

/**
 * A STAND-IN of the ABS Clearing-House API (issue 20 §2): an HTTP server implementing the calls biopermit
 * makes, as the Clearing-House documents them (../shared/INTEGRATION-NOTES.md, docs/ABSCH.md), with
 * their documented traps:
 *
 * - validation failures answered **200 with `errors[]`**;
 * - a POST whose identifier exists, and any submission on a record locked by a pending request: **400**;
 * - tokens that expire (`expireTokens()`, or `tokenLifetimeMs`): **401**;
 * - the realm in a `realm` header or `?realm=`.
 *
 * It is not the Clearing-House: it keeps everything in memory, checks the document with biopermit's own
 * schema (src/absch/abs-permit.check.ts), and lets one account be both the national authorised user and
 * the Publishing Authority (approval by `PUT /api/v2013/workflows/{id}/activities/{name}`). Tests start it
 * (`startAbschStandIn`); `npm run absch:stand-in` starts one for the walk-through (docs/walkthrough/).
 */

export interface StandInOptions {
  readonly realm?: string;
  readonly email?: string;
  readonly password?: string;
  readonly tokenLifetimeMs?: number;
  /** Approve each publication request the first time its workflow is read (the walk-through). */
  readonly autoApprove?: boolean;
  readonly port?: number;
  readonly host?: string;
}

export interface StandInCall {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

interface StoredDocument {
  identifier: string;
  schema: string;
  /** The published versions; `documentID` is fixed at the first. */
  documentID: number | null;
  revision: number;
  published: Record<string, unknown> | null;
  deleted: boolean;
  draft: Record<string, unknown> | null;
  lock: string | null;
}

interface Workflow {
  id: string;
  identifier: string;
  intent: 'publish' | 'update' | 'revoke';
  state: 'running' | 'completed' | 'canceled';
  result: { action: string; reason?: string } | null;
  createdOn: string;
}

/** A submission the stand-in accepted (opened a publication request for). */
export interface Submission {
  readonly identifier: string;
  readonly method: string;
  readonly intent: 'publish' | 'update' | 'revoke';
}

export interface CommuniqueRecord {
  readonly identifier: string;
  /** The IRCC records it refers to (their document identifiers), as in `referenceRecord_ss`. */
  readonly references: readonly string[];
  readonly irccs: readonly string[];
  readonly entity: string;
  readonly checkpoints?: readonly string[];
  readonly sourceCountries?: readonly string[];
  readonly createdDate?: string;
}

export interface AbschStandIn {
  readonly url: string;
  readonly realm: string;
  readonly email: string;
  readonly password: string;
  /** Every call received, in order. */
  readonly calls: StandInCall[];
  /** Makes every token issued so far invalid (the next call with one is a 401). */
  expireTokens(): void;
  /**
   * The next `count` calls matching `method path-prefix` answer `status` (a 5xx, a 400 lock) without doing anything,
   * with `message` as the answer's message when given (e.g. one that echoes what it was sent).
   */
  failNext(method: string, pathPrefix: string, status: number, count?: number, message?: string): void;
  /**
   * The next absPermit record published takes the document number and revision of the record `identifier`:
   * the Clearing-House answering, for a second permit, an IRCC it gave before.
   */
  giveNextRecordTheIrccOf(identifier: string): void;
  /** The next call matching is carried out, then its connection is destroyed before the answer (a crash, a lost answer). */
  dropAnswerOfNext(method: string, pathPrefix: string): void;
  /**
   * The next call matching is carried out, then left without an answer (the caller waits) until the
   * caller goes away: resolves once it is carried out, for a test to kill the caller at that moment.
   */
  holdAnswerOfNext(method: string, pathPrefix: string): Promise<void>;
  /** The Publishing Authority approves or rejects the request of a document. */
  decide(identifier: string, action: 'approve' | 'reject', reason?: string): void;
  /** Cancels the pending request (it expired after 12 weeks). */
  expireRequest(identifier: string): void;
  workflowOf(identifier: string): { id: string; state: string } | undefined;
  document(identifier: string): StoredDocument | undefined;
  /** Publishes a record directly (e.g. an edit made on the site by hand, for the reconciliation). */
  revise(identifier: string, changes: Record<string, unknown>): void;
  /** Deletes a published record on the site (the reconciliation finds it gone). */
  remove(identifier: string): void;
  addCommunique(record: CommuniqueRecord): void;
  /** The submissions accepted, of one record or all. */
  submissions(identifier?: string): Submission[];
  /** The names of the files attached to a record. */
  attachmentsOf(identifier: string): string[];
  close(): Promise<void>;
}

const ATTACHMENT = /^\/api\/v2013\/documents\/([^/]+)\/attachments\/([^/]+)$/;
const DOCUMENT = /^\/api\/v2013\/documents\/([^/]+)$/;
const DRAFT = /^\/api\/v2013\/documents\/([^/]+)\/versions\/draft$/;
const WORKFLOW = /^\/api\/v2013\/workflows\/([^/]+)$/;
const ACTIVITY = /^\/api\/v2013\/workflows\/([^/]+)\/activities\/([^/]+)$/;
const UPDATE = /^\/api\/v2023\/documents\/schemas\/absPermit\/([^/]+)$/;

export async function startAbschStandIn(options: StandInOptions = {}): Promise<AbschStandIn> {
  const realm = options.realm ?? 'ABS-DEV';
  const email = options.email ?? 'publisher@example.ph';
  const password = options.password ?? 'stand-in password';
  const tokens = new Map<string, number>();
  const documents = new Map<string, StoredDocument>();
  const workflows = new Map<string, Workflow>();
  const communiques: CommuniqueRecord[] = [];
  const calls: StandInCall[] = [];
  const submitted: Submission[] = [];
  /** Files attached, by record identifier (a record's files are attached before its first submission). */
  const attachments = new Map<string, string[]>();
  const failures: { method: string; prefix: string; status: number; count: number; message?: string }[] = [];
  let duplicateOf: string | null = null;
  const drops: { method: string; prefix: string }[] = [];
  const holds: { method: string; prefix: string; carriedOut: () => void }[] = [];
  const held = new Set<IncomingMessage['socket']>();
  let nextDocumentId = 250_001;

  const publish = (doc: StoredDocument, body: Record<string, unknown>) => {
    const original = duplicateOf === null || doc.schema !== 'absPermit' ? undefined : documents.get(duplicateOf);
    if (original !== undefined && doc.documentID === null) {
      duplicateOf = null;
      doc.documentID = original.documentID;
      doc.revision = original.revision - 1;
    }
    doc.documentID ??= nextDocumentId++;
    doc.revision += 1;
    doc.published = body;
  };

  function complete(workflow: Workflow, action: 'approve' | 'reject', reason?: string) {
    if (workflow.state !== 'running') throw new Error(`the request of ${workflow.identifier} is ${workflow.state}`);
    const doc = documents.get(workflow.identifier);
    if (doc === undefined) throw new Error('no such document');
    workflow.state = 'completed';
    workflow.result = { action: action === 'approve' ? 'approve' : 'reject', ...(reason ? { reason } : {}) };
    doc.lock = null;
    if (action === 'approve' && doc.draft !== null) {
      if (workflow.intent === 'revoke') {
        publish(doc, doc.draft);
        doc.deleted = true;
      } else publish(doc, doc.draft);
      doc.draft = null;
    }
  }

  function openRequest(identifier: string, intent: Workflow['intent']): Workflow {
    const workflow: Workflow = {
      id: randomUUID().replace(/-/g, '').slice(0, 24),
      identifier,
      intent,
      state: 'running',
      result: null,
      createdOn: new Date().toISOString(),
    };
    workflows.set(workflow.id, workflow);
    return workflow;
  }

  const workflowOfDocument = (identifier: string) => [...workflows.values()].filter((w) => w.identifier === identifier).at(-1);

  async function body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const raw = await body(request);
    const answer = (status: number, payload?: unknown) => {
      calls.push({ method, path, status });
      const drop = drops.findIndex((d) => d.method === method && path.startsWith(d.prefix));
      if (drop >= 0) {
        drops.splice(drop, 1);
        request.socket.destroy();
        return;
      }
      const hold = holds.findIndex((h) => h.method === method && path.startsWith(h.prefix));
      if (hold >= 0) {
        const [{ carriedOut }] = holds.splice(hold, 1) as [(typeof holds)[number]];
        held.add(request.socket);
        request.socket.once('close', () => held.delete(request.socket));
        carriedOut();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const failure = failures.find((f) => f.method === method && path.startsWith(f.prefix) && f.count > 0);
    if (failure !== undefined) {
      failure.count -= 1;
      return answer(failure.status, {
        statusCode: failure.status,
        code: failure.status === 400 ? 'documentLocked' : 'serverError',
        ...(failure.message === undefined ? {} : { message: failure.message }),
      });
    }
    const json = (): Record<string, unknown> => {
      try {
        return JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return {};
      }
    };

    // The public index needs no token nor realm.
    if (method === 'GET' && path === '/api/v2013/index') return answer(200, search(url.searchParams));

    if ((request.headers.realm ?? url.searchParams.get('realm')) !== realm) return answer(400, { code: 'invalidRealm' });
    if (method === 'POST' && path === '/api/v2013/authentication/token') {
      const { email: e, password: p } = json();
      if (e !== email || p !== password) return answer(403, { code: 'invalidCredentials' });
      const token = randomUUID();
      const expiration = Date.now() + (options.tokenLifetimeMs ?? 60 * 60 * 1000);
      tokens.set(token, expiration);
      return answer(200, { authenticationToken: token, expiration: new Date(expiration).toISOString() });
    }
    const bearer = /^(?:Bearer|Ticket) (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiry = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiry === undefined || expiry <= Date.now()) return answer(401, { code: 'invalidToken' });

    if (method === 'POST' && path === '/api/v2013/documents' && url.searchParams.get('schema') === 'contact') {
      const document = json();
      const header = document.header as { identifier?: string } | undefined;
      if (typeof header?.identifier !== 'string')
        return answer(200, { errors: [{ code: 'Error.Mandatory', property: 'header.identifier' }] });
      if (documents.has(header.identifier)) return answer(400, { code: 'identifierExists' });
      const doc: StoredDocument = {
        identifier: header.identifier,
        schema: 'contact',
        documentID: null,
        revision: 0,
        published: null,
        deleted: false,
        draft: null,
        lock: null,
      };
      publish(doc, document);
      documents.set(doc.identifier, doc);
      return answer(200, { identifier: doc.identifier, documentID: doc.documentID, revision: doc.revision });
    }
    if (method === 'POST' && path === '/api/v2013/documents/x/validate') {
      return answer(200, { errors: validate(json()) });
    }
    let match = ATTACHMENT.exec(path);
    if (method === 'POST' && match !== null) {
      const [, uid = '', filename = ''] = match;
      attachments.set(uid, [...(attachments.get(uid) ?? []), filename]);
      return answer(200, { url: `${url.origin}/api/v2013/documents/${uid}/attachments/${filename}`, size: raw.length });
    }
    if (method === 'POST' && path === '/api/v2023/documents/schemas/absPermit') {
      const { document } = json() as { document?: Record<string, unknown> };
      const errors = validate(document ?? {});
      if (errors.length > 0) return answer(200, { errors });
      const identifier = String((document?.header as { identifier?: unknown } | undefined)?.identifier);
      if (documents.has(identifier))
        return answer(400, { code: 'identifierExists', message: `A document with identifier ${identifier} exists` });
      const workflow = openRequest(identifier, 'publish');
      documents.set(identifier, {
        identifier,
        schema: 'absPermit',
        documentID: null,
        revision: 0,
        published: null,
        deleted: false,
        draft: document ?? {},
        lock: `workflow-${workflow.id}`,
      });
      submitted.push({ identifier, method, intent: 'publish' });
      return answer(200, { identifier, workflowId: workflow.id });
    }
    match = UPDATE.exec(path);
    if (method === 'PUT' && match !== null) {
      const identifier = match[1] ?? '';
      const doc = documents.get(identifier);
      if (doc === undefined) return answer(400, { code: 'identifierDoesNotExist', message: `No document with identifier ${identifier}` });
      if (doc.lock !== null) return answer(400, { code: 'documentLocked', message: 'The record is locked by a pending request' });
      const { document, amendmentIntent, amendmentDescription } = json() as {
        document?: Record<string, unknown>;
        amendmentIntent?: number;
        amendmentDescription?: unknown;
      };
      const intent = amendmentIntent ?? (document?.amendmentIntent as number | undefined);
      const errors = validate({ ...(document ?? {}) });
      if (doc.published !== null && intent !== 0 && intent !== 1) errors.push({ code: 'Error.Mandatory', property: 'amendmentIntent' });
      if (doc.published !== null && amendmentDescription === undefined && document?.amendmentDescription === undefined)
        errors.push({ code: 'Error.Mandatory', property: 'amendmentDescription' });
      if (errors.length > 0) return answer(200, { errors });
      const workflow = openRequest(identifier, intent === 1 ? 'revoke' : doc.published === null ? 'publish' : 'update');
      doc.draft = document ?? {};
      doc.lock = `workflow-${workflow.id}`;
      submitted.push({ identifier, method, intent: workflow.intent });
      return answer(200, { identifier, workflowId: workflow.id });
    }
    match = WORKFLOW.exec(path);
    if (method === 'GET' && match !== null) {
      const workflow = workflows.get(match[1] ?? '');
      if (workflow === undefined) return answer(404, { code: 'notFound' });
      if (options.autoApprove && workflow.state === 'running') complete(workflow, 'approve');
      return answer(200, workflowBody(workflow));
    }
    match = ACTIVITY.exec(path);
    if (method === 'PUT' && match !== null) {
      const workflow = workflows.get(match[1] ?? '');
      if (workflow === undefined) return answer(404, { code: 'notFound' });
      if (workflow.state !== 'running') return answer(400, { code: 'workflowClosed' });
      const { action, reason } = json() as { action?: string; reason?: string };
      complete(workflow, action === 'reject' || action === 'rejected' ? 'reject' : 'approve', reason);
      return answer(200, workflowBody(workflow));
    }
    match = DRAFT.exec(path);
    if (method === 'GET' && match !== null) {
      const doc = documents.get(match[1] ?? '');
      if (doc?.draft === null || doc === undefined) return answer(404, { code: 'notFound' });
      return answer(200, { identifier: doc.identifier, ...(doc.lock === null ? {} : { workingDocumentLock: { lockID: doc.lock } }) });
    }
    match = DOCUMENT.exec(path);
    if (method === 'GET' && match !== null) {
      const doc = documents.get(match[1] ?? '');
      const includeDeleted = url.searchParams.get('include-deleted') === 'true';
      if (doc === undefined || doc.published === null || (doc.deleted && !includeDeleted)) return answer(404, { code: 'notFound' });
      const info = {
        identifier: doc.identifier,
        documentID: doc.documentID,
        revision: doc.revision,
        type: doc.schema,
        ...(doc.deleted ? { deletedOn: new Date().toISOString() } : {}),
        ...(doc.lock === null ? {} : { workingDocumentLock: { lockID: doc.lock } }),
      };
      return answer(200, url.searchParams.get('info') === 'true' ? { ...info, body: doc.published } : doc.published);
    }
    return answer(404, { code: 'notFound', message: `the stand-in does not implement ${method} ${path}` });
  }

  function validate(document: Record<string, unknown>): { code: string; property: string }[] {
    return checkAbsPermitDocument(document as never).map((p) => ({ code: p.code, property: p.property }));
  }

  function workflowBody(workflow: Workflow) {
    return {
      _id: workflow.id,
      type: { name: 'publishReferenceRecord' },
      state: workflow.state,
      createdOn: workflow.createdOn,
      data: { identifier: workflow.identifier, realm },
      activities: [
        {
          name: 'publishRecord',
          ...(workflow.result === null ? {} : { result: workflow.result }),
        },
      ],
    };
  }

  /** `q=schema_s:absCheckpointCommunique AND referenceRecord_ss:(a OR b)`: the only form biopermit asks. */
  function search(params: URLSearchParams) {
    const q = params.get('q') ?? '';
    const schema = /schema_s:(\w+)/.exec(q)?.[1];
    const refs = /referenceRecord_ss:\(([^)]*)\)/.exec(q)?.[1];
    const wanted = refs === undefined ? undefined : new Set(refs.split(/\s+OR\s+/).map((r) => r.replace(/^"|"$/g, '')));
    const docs =
      schema !== 'absCheckpointCommunique'
        ? []
        : communiques
            .filter((c) => wanted === undefined || c.references.some((r) => wanted.has(r.split('@')[0] ?? r)))
            .map((c) => ({
              identifier_s: c.identifier,
              schema_s: 'absCheckpointCommunique',
              referenceRecord_ss: c.references,
              absIRCCs: c.irccs,
              absCheckpoints: c.checkpoints ?? [],
              entityToWhomPICGranted: c.entity,
              personsAtCheckpoint: [],
              sourceCountries: c.sourceCountries ?? ['ph'],
              createdDate_dt: c.createdDate ?? new Date().toISOString(),
            }));
    const start = Number(params.get('start') ?? 0);
    const rows = Number(params.get('rows') ?? 10);
    return { response: { numFound: docs.length, start, docs: docs.slice(start, start + rows) } };
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'standInError', message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const find = (identifier: string) => {
    const workflow = workflowOfDocument(identifier);
    if (workflow === undefined) throw new Error(`no request for ${identifier}`);
    return workflow;
  };
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    realm,
    email,
    password,
    calls,
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    failNext: (method, prefix, status, count = 1, message) => {
      failures.push({ method, prefix, status, count, ...(message === undefined ? {} : { message }) });
    },
    giveNextRecordTheIrccOf: (identifier) => {
      duplicateOf = identifier;
    },
    dropAnswerOfNext: (method, prefix) => {
      drops.push({ method, prefix });
    },
    holdAnswerOfNext: (method, prefix) =>
      new Promise<void>((carriedOut) => {
        holds.push({ method, prefix, carriedOut });
      }),
    decide: (identifier, action, reason) => complete(find(identifier), action, reason),
    expireRequest: (identifier) => {
      const workflow = find(identifier);
      workflow.state = 'canceled';
      const doc = documents.get(identifier);
      if (doc !== undefined) doc.lock = null;
    },
    workflowOf: (identifier) => {
      const workflow = workflowOfDocument(identifier);
      return workflow === undefined ? undefined : { id: workflow.id, state: workflow.state };
    },
    document: (identifier) => documents.get(identifier),
    revise: (identifier, changes) => {
      const doc = documents.get(identifier);
      if (doc?.published == null) throw new Error(`${identifier} is not published`);
      publish(doc, { ...doc.published, ...changes });
    },
    remove: (identifier) => {
      const doc = documents.get(identifier);
      if (doc !== undefined) doc.deleted = true;
    },
    addCommunique: (record) => {
      communiques.push(record);
    },
    attachmentsOf: (identifier) => attachments.get(identifier) ?? [],
    submissions: (identifier) => submitted.filter((s) => identifier === undefined || s.identifier === identifier),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of held) socket.destroy();
      }),
  };
}
