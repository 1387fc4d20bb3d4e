// @vitest-environment node
import { afterEach, describe, expect, inject, it } from 'vitest';
import { fetchSession, logIn, logOut } from '../auth/session.api';
import { createApi, data, ifMatch, withResponse } from './client';
import { ProblemError } from './problem';

/**
 * The API client against the real service (started for the run): its problems, its 401s, and the
 * headers it sends. Requests pass through a recorder on their way to the service.
 */
const serviceUrl = inject('serviceUrl');
const sent: Request[] = [];
afterEach(() => {
  sent.length = 0;
});

function apiToService() {
  return createApi({
    baseUrl: serviceUrl,
    fetch: (request) => {
      sent.push(request.clone());
      return fetch(request);
    },
  });
}

async function problemOf(pending: Promise<unknown>): Promise<ProblemError> {
  const error = await pending.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
}

describe('the API client against the service', () => {
  it('returns the data of a successful read, and the response for its headers', async () => {
    const api = apiToService();
    const { data: health, response } = await withResponse(api.client.GET('/healthz'));
    expect(health).toMatchObject({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it("turns the service's problem+json into a ProblemError with its title, detail, code and request id", async () => {
    const api = apiToService();
    const problem = await problemOf(
      data(api.client.GET('/api/v1/external/application/agency/{sourceAgencyCode}', { params: { path: { sourceAgencyCode: 'BMB' } } })),
    );
    expect(problem.status).toBe(401);
    expect(problem.code).toBe('unauthorized');
    expect(problem.title).toBe('A valid access token is required');
    expect(problem.detail.length).toBeGreaterThan(0);
    expect(problem.requestId).toMatch(/\S+/);
  });

  it('tells its listener of every 401, with the request that got it', async () => {
    const api = apiToService();
    const seen: string[] = [];
    const stop = api.onUnauthorized((request) => seen.push(new URL(request.url).pathname));
    await data(
      api.client.GET('/api/v1/external/application/agency/{sourceAgencyCode}', { params: { path: { sourceAgencyCode: 'BMB' } } }),
    ).catch(() => undefined);
    await data(api.client.GET('/healthz'));
    expect(seen).toEqual(['/api/v1/external/application/agency/BMB']);
    stop();
    await data(
      api.client.GET('/api/v1/external/application/agency/{sourceAgencyCode}', { params: { path: { sourceAgencyCode: 'BMB' } } }),
    ).catch(() => undefined);
    expect(seen).toHaveLength(1);
  });

  it('sends the cookie same-origin only, and the CSRF token on unsafe methods only', async () => {
    const api = apiToService();
    api.setCsrfToken('token-123');
    await data(api.client.GET('/healthz'));
    await logIn(api, { email: 'maria@bmb.gov.ph', password: 'a long password' }).catch(() => undefined);
    const [read, write] = sent;
    expect(read?.credentials).toBe('same-origin');
    expect(read?.headers.has('x-csrf-token')).toBe(false);
    expect(write?.method).toBe('POST');
    expect(write?.headers.get('x-csrf-token')).toBe('token-123');
    expect(write?.credentials).toBe('same-origin');
  });

  it('sends no CSRF token before there is a session', async () => {
    const api = apiToService();
    await logIn(api, { email: 'maria@bmb.gov.ph', password: 'a long password' }).catch(() => undefined);
    expect(sent[0]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('reports a service that cannot be reached as a problem of its own, not a TypeError', async () => {
    const api = createApi({ baseUrl: 'http://127.0.0.1:9' });
    const problem = await problemOf(data(api.client.GET('/healthz')));
    expect(problem).toMatchObject({ code: 'network_error', status: 0, title: 'The service cannot be reached' });
  });

  it('makes a write conditional on the version read', () => {
    expect(ifMatch('"7"')).toEqual({ 'If-Match': '"7"' });
  });
});

describe('the session routes of the service', () => {
  it('reads no session before logging in (null, not an error)', async () => {
    expect(await fetchSession(apiToService())).toBeNull();
  });

  it("refuses a wrong password with the service's problem", async () => {
    const { email } = inject('staffLogin');
    const problem = await problemOf(logIn(apiToService(), { email, password: 'not the password' }));
    expect(problem).toMatchObject({ status: 401, code: 'login_failed', title: 'The log-in failed' });
  });

  it('logs in, reads the session with its CSRF token, and logs out with it', async () => {
    const account = inject('staffLogin');
    let cookie = '';
    // Node's fetch keeps no cookies: carry the session cookie by hand, as a browser would.
    const api = createApi({
      baseUrl: serviceUrl,
      fetch: async (request) => {
        if (cookie) request.headers.set('cookie', cookie);
        sent.push(request.clone());
        const response = await fetch(request);
        const set = response.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0] ?? '';
        return response;
      },
    });
    const session = await logIn(api, { email: account.email, password: account.password });
    expect(session.user).toMatchObject({ email: account.email, name: account.name, roles: ['evaluator'] });
    expect(session.secondFactor.state).toBe('not_enrolled');
    api.setCsrfToken(session.csrfToken);
    expect((await fetchSession(api))?.user.email).toBe(account.email);
    await logOut(api);
    expect(sent.at(-1)?.headers.get('x-csrf-token')).toBe(session.csrfToken);
    expect(await fetchSession(api)).toBeNull();
  });
});
