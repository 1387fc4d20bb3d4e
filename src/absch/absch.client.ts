import type { AbschConfig } from '../config.js';
import { redactSecrets } from './absch.redact.js';

/**
 * A client for the ABS Clearing-House's documented API (docs/ABSCH.md; the calls and their traps in
 * ../shared/INTEGRATION-NOTES.md). It authenticates with the national authorised user's account,
 * keeps the token until it expires, and logs in again once when a call answers 401 (a token that
 * expired mid-way). Every call is bounded in time. It retries nothing else: the publication job
 * decides what to retry and when (backoff).
 *
 * The password is sent only in the token request's body, and never appears in an error or a log: every
 * text taken from an answer (a message, an error's code or field, a reason) is redacted first
 * (absch.redact.ts), since an answer may echo what it was sent.
 */

export interface AbschValidationError {
  readonly code: string;
  readonly property: string;
}

/** A failure to reach the Clearing-House or an answer it should not give: `retryable` says whether to try again later. */
export class AbschCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    /** The Clearing-House's `code` when it gave one (e.g. `documentLocked`, `identifierExists`). */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'AbschCallError';
  }
}

export interface DocumentInfo {
  readonly identifier: string;
  readonly documentID: number;
  readonly revision: number;
  readonly deleted: boolean;
  /** The id of the pending publication request that locks the record, if any. */
  readonly lockedBy: string | null;
  readonly body: Record<string, unknown> | null;
}

export interface WorkflowInfo {
  readonly id: string;
  readonly state: 'running' | 'completed' | 'canceled' | string;
  /** The Publishing Authority's decision: approve(d) or reject(ed), with the reason. */
  readonly decision: { readonly approved: boolean; readonly reason: string | null } | null;
}

export interface SubmitAnswer {
  readonly errors: readonly AbschValidationError[];
  readonly workflowId: string | null;
}

export interface IndexDocument {
  readonly [field: string]: unknown;
}

const TIMEOUT_MS = 30_000;

/** `ABSCH-IRCC-PH-{documentID}-{revision}`: the IRCC of a published permit record. */
export function irccOf(country: string, documentID: number, revision: number): string {
  return `ABSCH-IRCC-${country.toUpperCase()}-${documentID}-${revision}`;
}

function errorsOf(body: unknown, redact: (text: string) => string): AbschValidationError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((e: { code?: unknown; property?: unknown }) => ({
    code: redact(String(e?.code ?? 'Error')),
    property: redact(String(e?.property ?? '')),
  }));
}

/** The workflow id of a lock (`workflow-<id>`), or of a submission's answer, in the forms the API gives it. */
function workflowIdOf(body: Record<string, unknown> | null): string | null {
  if (body === null) return null;
  const direct = body.workflowId ?? body.workflowID ?? (body.workflow as { id?: unknown; _id?: unknown } | undefined)?.id;
  if (typeof direct === 'string' && direct !== '') return direct;
  const lock = (body.workingDocumentLock as { lockID?: unknown } | undefined)?.lockID;
  return typeof lock === 'string' && lock.startsWith('workflow-') ? lock.slice('workflow-'.length) : null;
}

export class AbschClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: AbschConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get realm(): string {
    return this.config.realm;
  }

  /** A text from an answer without the password, the token in use, or anything shaped like a credential. */
  readonly redact = (text: string): string => redactSecrets(text, [this.config.password, this.token?.value]);

  /** Logs in (`POST /api/v2013/authentication/token`); a refused account is not retried. */
  async authenticate(): Promise<string> {
    const answer = await this.call('POST', '/api/v2013/authentication/token', {
      body: { email: this.config.email, password: this.config.password },
      authenticated: false,
    });
    if (answer.status === 401 || answer.status === 403) {
      throw new AbschCallError(
        'the Clearing-House refused the account (ABSCH_EMAIL, ABSCH_PASSWORD)',
        answer.status,
        false,
        'invalidCredentials',
      );
    }
    const body = this.expectOk(answer, 'token');
    const value = body?.authenticationToken;
    if (typeof value !== 'string') throw new AbschCallError('the token answer had no authenticationToken', answer.status, true);
    const expiration = typeof body?.expiration === 'string' ? Date.parse(body.expiration) : Number.NaN;
    this.token = { value, expiresAt: Number.isNaN(expiration) ? Date.now() + 10 * 60_000 : expiration };
    return value;
  }

  /** Reads a record's info, or null when it does not exist (`GET /api/v2013/documents/{id}?info=true&include-deleted=true`). */
  async documentInfo(identifier: string): Promise<DocumentInfo | null> {
    const answer = await this.authed('GET', `/api/v2013/documents/${encodeURIComponent(identifier)}?info=true&include-deleted=true`);
    if (answer.status === 404) return null;
    const body = this.expectOk(answer, 'document info');
    return {
      identifier: String(body?.identifier ?? identifier),
      documentID: Number(body?.documentID),
      revision: Number(body?.revision),
      deleted: body?.deletedOn !== undefined && body?.deletedOn !== null,
      lockedBy: workflowIdOf(body),
      body: (body?.body as Record<string, unknown> | undefined) ?? null,
    };
  }

  /** The pending draft's lock: the workflow that a submission opened, or null when there is no draft or no lock. */
  async draftLock(identifier: string): Promise<string | null> {
    const answer = await this.authed('GET', `/api/v2013/documents/${encodeURIComponent(identifier)}/versions/draft?info=true`);
    if (answer.status === 404) return null;
    return workflowIdOf(this.expectOk(answer, 'draft info'));
  }

  /** Creates a contact record (`POST /api/v2013/documents?schema=contact`) unless it exists; answers `<id>@<revision>`. */
  async ensureContact(contact: {
    readonly header: { readonly identifier: string; readonly [field: string]: unknown };
    readonly [field: string]: unknown;
  }): Promise<string> {
    const existing = await this.documentInfo(contact.header.identifier);
    if (existing !== null && !existing.deleted) return `${existing.identifier}@${existing.revision}`;
    const answer = await this.authed('POST', '/api/v2013/documents?schema=contact', contact);
    const body = this.expectOk(answer, 'contact');
    const errors = errorsOf(body, this.redact);
    if (errors.length > 0)
      throw new AbschCallError(`the contact record was refused: ${errors.map((e) => `${e.property} ${e.code}`).join(', ')}`, 200, false);
    return `${contact.header.identifier}@${Number(body?.revision ?? 1)}`;
  }

  /** Attaches a file to a record (`POST /api/v2013/documents/{uid}/attachments/{filename}`); answers its URL. */
  async attach(identifier: string, fileName: string, mediaType: string, content: Uint8Array): Promise<string> {
    const path = `/api/v2013/documents/${encodeURIComponent(identifier)}/attachments/${encodeURIComponent(fileName)}`;
    const answer = await this.authed('POST', path, content, mediaType);
    const body = this.expectOk(answer, 'attachment');
    return typeof body?.url === 'string' ? body.url : `${this.config.apiUrl}${path}`;
  }

  /** The dry run (`POST /api/v2013/documents/x/validate?schema=absPermit`): 200 with the errors, empty when valid. */
  async validate(document: object): Promise<AbschValidationError[]> {
    const answer = await this.authed('POST', '/api/v2013/documents/x/validate?schema=absPermit', document);
    return errorsOf(this.expectOk(answer, 'validate'), this.redact);
  }

  /** A first submission (`POST /api/v2023/documents/schemas/absPermit`): saves the draft and opens the request. */
  async submit(document: object, batchId: string, additionalInfo: string): Promise<SubmitAnswer> {
    const answer = await this.authed('POST', '/api/v2023/documents/schemas/absPermit', {
      document,
      additionalInfo: additionalInfo.slice(0, 1000),
      batchId: batchId.slice(0, 100),
    });
    return this.submitAnswer(answer);
  }

  /** An update (intent 0) or a revocation (1) of a record (`PUT /api/v2023/documents/schemas/absPermit/{identifier}`). */
  async amend(
    identifier: string,
    document: object,
    amendmentIntent: 0 | 1 | null,
    amendmentDescription: string | null,
  ): Promise<SubmitAnswer> {
    const answer = await this.authed('PUT', `/api/v2023/documents/schemas/absPermit/${encodeURIComponent(identifier)}`, {
      document,
      ...(amendmentIntent === null ? {} : { amendmentIntent }),
      ...(amendmentDescription === null ? {} : { amendmentDescription }),
    });
    return this.submitAnswer(answer);
  }

  /** Follows a publication request (`GET /api/v2013/workflows/{id}`). */
  async workflow(id: string): Promise<WorkflowInfo> {
    const body = this.expectOk(await this.authed('GET', `/api/v2013/workflows/${encodeURIComponent(id)}`), 'workflow');
    const activities = Array.isArray(body?.activities) ? (body.activities as { result?: { action?: unknown; reason?: unknown } }[]) : [];
    const result = activities.map((a) => a.result).find((r) => typeof r?.action === 'string');
    const action = typeof result?.action === 'string' ? result.action : null;
    return {
      id,
      state: String(body?.state ?? 'running'),
      decision:
        action === null
          ? null
          : { approved: /^approve/.test(action), reason: typeof result?.reason === 'string' ? this.redact(result.reason) : null },
    };
  }

  /** The public index (`GET /api/v2013/index?q=…`): no token needed. */
  async search(q: string, start: number, rows: number): Promise<{ numFound: number; docs: IndexDocument[] }> {
    const query = new URLSearchParams({ q, start: String(start), rows: String(rows) });
    const body = this.expectOk(await this.call('GET', `/api/v2013/index?${query}`, { authenticated: false }), 'index');
    const response = (body?.response ?? {}) as { numFound?: unknown; docs?: unknown };
    return { numFound: Number(response.numFound ?? 0), docs: Array.isArray(response.docs) ? (response.docs as IndexDocument[]) : [] };
  }

  private submitAnswer(answer: Answer): SubmitAnswer {
    const body = this.expectOk(answer, 'submission');
    const errors = errorsOf(body, this.redact);
    if (errors.length > 0) return { errors, workflowId: null };
    return { errors: [], workflowId: workflowIdOf(body) };
  }

  private expectOk(answer: Answer, what: string): Record<string, unknown> | null {
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    const code = typeof answer.body?.code === 'string' ? answer.body.code : null;
    const message = typeof answer.body?.message === 'string' ? answer.body.message : code;
    // 400 is the Clearing-House's answer to a record locked by a pending request (and to an identifier
    // that exists): the lock goes once the request is decided, so it is worth trying again later.
    const retryable =
      answer.status >= 500 || answer.status === 400 || answer.status === 401 || answer.status === 408 || answer.status === 429;
    throw new AbschCallError(
      this.redact(`${what}: the Clearing-House answered ${answer.status}${message ? ` (${message})` : ''}`),
      answer.status,
      retryable,
      code,
    );
  }

  /** A call with the token; a 401 (expired mid-way) logs in again and repeats the call once. */
  private async authed(method: string, path: string, body?: unknown, mediaType?: string): Promise<Answer> {
    if (this.token === null || this.token.expiresAt <= Date.now()) await this.authenticate();
    let answer = await this.call(method, path, { body, mediaType, authenticated: true });
    if (answer.status === 401) {
      await this.authenticate();
      answer = await this.call(method, path, { body, mediaType, authenticated: true });
    }
    return answer;
  }

  private async call(
    method: string,
    path: string,
    options: { body?: unknown; mediaType?: string | undefined; authenticated: boolean },
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', realm: this.config.realm };
    if (options.authenticated && this.token !== null) headers.authorization = `Bearer ${this.token.value}`;
    let payload: Uint8Array | string | undefined;
    if (options.body instanceof Uint8Array) {
      payload = options.body;
      headers['content-type'] = options.mediaType ?? 'application/octet-stream';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
        method,
        headers,
        body: payload,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : String(error);
      throw new AbschCallError(this.redact(`${method} ${path.split('?')[0]}: ${reason}`), null, true);
    }
    const text = await response.text().catch(() => '');
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
}
