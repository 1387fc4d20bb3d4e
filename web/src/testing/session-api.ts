import type { SessionView } from '../auth/session.contract';

/**
 * A stand-in for the staff session routes of issue 10 (`/api/v1/staff/session`), which this branch
 * does not have yet: it answers as issue 10 announces them, so the log-in page, the guard and the
 * shell can be tested through the real API client. Everything else answers 404 like the service.
 * Replace it with the real service (test/helpers/test-app.ts) once the routes exist.
 */
export interface StaffAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly roles: readonly string[];
  readonly totp?: string;
  readonly recoveryCode?: string;
}

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

function problem(status: number, code: string, title: string, detail: string, errors?: unknown[]): Response {
  return new Response(
    JSON.stringify({ type: `/problems/${code}`, title, status, detail, code, requestId: 'req-test', ...(errors ? { errors } : {}) }),
    {
      status,
      headers: { 'content-type': 'application/problem+json' },
    },
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export class SessionApiStandIn {
  readonly requests: Recorded[] = [];
  session: SessionView | null = null;
  /** Extra routes of a test, by "METHOD /path". */
  readonly routes = new Map<string, (request: Request) => Response | Promise<Response>>();

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
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    this.requests.push({ method: request.method, path: url.pathname + url.search, headers: request.headers, body });
    const custom = this.routes.get(`${request.method} ${url.pathname}`);
    if (custom) return this.session ? custom(request) : problem(401, 'unauthorized', 'Log in to continue', 'Your session has ended.');
    if (url.pathname !== '/api/v1/staff/session')
      return problem(404, 'not_found', 'No such resource', `No route for ${request.method} ${url.pathname}`);
    if (request.method === 'GET')
      return this.session ? json(this.session) : problem(401, 'unauthorized', 'Log in to continue', 'No session.');
    if (request.method === 'DELETE') {
      if (this.session && request.headers.get('x-csrf-token') !== this.session.csrfToken) {
        return problem(403, 'csrf_failed', 'The request was refused', 'The CSRF token is missing or wrong.');
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
    if (!account) return problem(401, 'invalid_credentials', 'Wrong email or password', 'Check both and try again.');
    if (account.totp !== undefined) {
      if (body.totp === undefined && body.recoveryCode === undefined) {
        return problem(401, 'totp_required', 'Enter your authentication code', 'This account uses two-step verification.');
      }
      const right = body.totp === account.totp || (body.recoveryCode !== undefined && body.recoveryCode === account.recoveryCode);
      if (!right)
        return problem(401, 'invalid_second_factor', 'That code is not right', 'Codes change every 30 seconds: try the current one.');
    }
    this.session = this.viewOf(account);
    return json(this.session);
  }

  private viewOf(account: StaffAccount): SessionView {
    return {
      user: { id: `user-${account.email}`, email: account.email, name: account.name },
      roles: [...account.roles],
      agencies: null,
      csrfToken: `csrf-${account.email}`,
      mfa: { enrolled: account.totp !== undefined, required: false },
      expiresAt: '2026-11-24T18:00:00.000Z',
    } as SessionView;
  }
}
