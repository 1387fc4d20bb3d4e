import type { Role, SecondFactorState, SessionView } from '../auth/session.contract';

/**
 * A stand-in for the staff session routes (`/api/v1/staff/session`) in the component tests, which run
 * in happy-dom with no database to create users in: it answers with the service's shapes (typed from
 * the generated schema) and its problem codes, so the log-in page, the guard and the shell are tested
 * through the real API client. Screens add their routes with `routes`; everything else answers 404.
 * The end-to-end tests (test/web/*.e2e.test.ts) log in to the real service.
 */
export interface StaffAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly roles: readonly Role[];
  readonly totp?: string;
  readonly recoveryCode?: string;
  /** What the session says of the second factor; `verified` with a TOTP, else `not_enrolled`. */
  readonly secondFactorState?: SecondFactorState;
}

/** A test's route: the request, and its JSON body already read. */
export type Handler = (request: Request, body: unknown) => Response | Promise<Response>;

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export function problem(status: number, code: string, title: string, detail: string, errors?: unknown[]): Response {
  return new Response(
    JSON.stringify({ type: `/problems/${code}`, title, status, detail, code, requestId: 'req-test', ...(errors ? { errors } : {}) }),
    {
      status,
      headers: { 'content-type': 'application/problem+json' },
    },
  );
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A request's body as a test checks it: JSON parsed, a multipart upload as its FormData. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

export class SessionApiStandIn {
  readonly requests: Recorded[] = [];
  session: SessionView | null = null;
  /** Extra routes of a test, by "METHOD /path": answered 401 without a session, like the service's staff routes. */
  readonly routes = new Map<string, Handler>();
  /** Extra routes that need no session (the set-up link's). */
  readonly publicRoutes = new Map<string, Handler>();

  constructor(private readonly accounts: readonly StaffAccount[]) {}

  /** Starts the test logged in as this account. */
  signIn(email: string): SessionView {
    const account = this.accounts.find((candidate) => candidate.email === email);
    if (!account) throw new Error(`no account ${email}`);
    this.session = this.viewOf(account);
    return this.session;
  }

  /** The session ends on the server (idle timeout); the next call answers 401. */
  expire(): void {
    this.session = null;
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await bodyOf(request);
    this.requests.push({ method: request.method, path: url.pathname + url.search, headers: request.headers, body });
    const open = this.publicRoutes.get(`${request.method} ${url.pathname}`);
    if (open) return open(request, body);
    const custom = this.routes.get(`${request.method} ${url.pathname}`);
    if (custom)
      return this.session
        ? custom(request, body)
        : problem(401, 'session_required', 'A valid staff session is required', 'Your session has ended.');
    if (url.pathname === '/api/v1/staff/session/current' && request.method === 'GET') return json({ session: this.session });
    if (url.pathname !== '/api/v1/staff/session')
      return problem(404, 'not_found', 'No such resource', `No route for ${request.method} ${url.pathname}`);
    if (request.method === 'GET')
      return this.session
        ? json(this.session)
        : problem(401, 'session_required', 'A valid staff session is required', 'Log in first: POST /api/v1/staff/session');
    if (request.method === 'DELETE') {
      if (this.session && request.headers.get('x-csrf-token') !== this.session.csrfToken) {
        return problem(403, 'csrf_failed', 'The CSRF token is missing or wrong', 'Send the csrfToken as the X-CSRF-Token header');
      }
      this.session = null;
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST') return this.logIn(body as Record<string, string | undefined>);
    return problem(405, 'method_not_allowed', 'Method not allowed', request.method);
  };

  private logIn(body: Record<string, string | undefined>): Response {
    const errors = [];
    if (!body.email) errors.push({ pointer: '/email', detail: 'is required' });
    if (!body.password) errors.push({ pointer: '/password', detail: 'is required' });
    if (errors.length > 0)
      return problem(400, 'validation_failed', 'The request is not valid', `${errors.length} fields are not valid`, errors);
    const account = this.accounts.find((candidate) => candidate.email === body.email && candidate.password === body.password);
    if (!account) return problem(401, 'login_failed', 'The log-in failed', 'The email, password or code is not right.');
    if (account.totp !== undefined) {
      if (body.totp === undefined && body.recoveryCode === undefined) {
        return problem(
          401,
          'second_factor_required',
          'A one-time code is required to log in',
          'Send the 6-digit code of your authenticator app as totp, or a recoveryCode',
        );
      }
      const right = body.totp === account.totp || (body.recoveryCode !== undefined && body.recoveryCode === account.recoveryCode);
      if (!right) return problem(401, 'login_failed', 'The log-in failed', 'The email, password or code is not right.');
    }
    this.session = this.viewOf(account);
    return json(this.session);
  }

  private viewOf(account: StaffAccount): SessionView {
    const enrolled = account.totp !== undefined;
    const admin = account.roles.includes('admin');
    return {
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        email: account.email,
        name: account.name,
        roles: [...account.roles],
        agencyCodes: null,
      },
      csrfToken: `csrf-${account.email}`,
      secondFactor: {
        state: account.secondFactorState ?? (enrolled ? 'verified' : 'not_enrolled'),
        enrolled,
        required: admin || account.roles.includes('approver'),
        recoveryCodesLeft: enrolled ? 10 : 0,
      },
      // As src/policy decides them for these roles.
      permissions: {
        manageUsers: admin,
        manageAgencies: admin,
        manageWebhooks: admin,
        readOutboxHealth: admin,
        manageSettings: admin,
        readAuditTrail: admin,
        readDashboard: account.roles.some((role) => ['admin', 'chief', 'approver', 'dpo'].includes(role)),
        readNationalReport: account.roles.some((role) => ['admin', 'chief', 'approver', 'abs_publisher'].includes(role)),
        readStaffDirectory: account.roles.some((role) => role === 'admin' || role === 'chief'),
        uploadDocuments: account.roles.some((role) => ['intake', 'evaluator', 'chief', 'approver', 'admin'].includes(role)),
        draftAgreements: account.roles.some((role) => ['evaluator', 'chief', 'admin'].includes(role)),
        handleDataSubjects: account.roles.includes('dpo'),
        recordIncidents: account.roles.some((role) => role === 'dpo' || role === 'admin'),
        resendMessages: account.roles.some((role) => ['admin', 'intake', 'evaluator', 'chief', 'approver'].includes(role)),
        readAllMessages: admin,
      },
      session: {
        id: '00000000-0000-4000-8000-000000000002',
        createdAt: '2026-11-24T08:00:00.000Z',
        expiresAt: '2026-11-24T18:00:00.000Z',
        idleExpiresAt: '2026-11-24T08:30:00.000Z',
      },
    };
  }
}
