import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/helpers/databases.js';
import { aSubmission } from '../../../test/helpers/factories.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { BiopermitClient, BiopermitProblem, type Event, type EventOf, OAuthTokenError } from '../src/index.js';

/**
 * The typed client against the real service: buildApp listening on an ephemeral port, on a fresh
 * database. Faults the service does not make on its own (an answer lost on the way back) come from
 * a small proxy in front of it that forwards each request and, when told, drops the answer.
 */

type Fault = (
  request: http.IncomingMessage,
) => 'drop-answer' | { status: number; headers: Record<string, string>; body: string } | undefined;

async function proxyTo(target: string, fault: Fault): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const decision = fault(request);
    if (decision !== undefined && decision !== 'drop-answer') {
      response.writeHead(decision.status, decision.headers).end(decision.body);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection'),
    ) as Record<string, string>;
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    // The service has answered (and stored); the client never hears it, as when a connection breaks.
    if (decision === 'drop-answer') return void response.socket?.destroy();
    response.writeHead(upstream.status, Object.fromEntries(upstream.headers)).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects)('the TypeScript client against the service (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TOKEN_TTL_SECONDS: '60' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  async function clientFor(agency: string, options: Partial<ConstructorParameters<typeof BiopermitClient>[0]> = {}) {
    return new BiopermitClient({ baseUrl, ...(await t.client(agency)), ...options });
  }

  it('gets a token, submits, pages through the list by Link rel="next" and reads the detail', async () => {
    const agency = await t.agency();
    const client = await clientFor(agency);
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { receipt, created, location } = await client.submitApplication(aSubmission(agency));
      expect(created).toBe(true);
      expect(location).toContain(`/agency/${agency}`);
      numbers.push(receipt.cnaApplicationUniqueNo);
    }
    const pages = [];
    for await (const page of client.listApplicationPages(agency, { limit: 2 })) pages.push(page);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.totalCount === 5)).toBe(true);
    const listed = [];
    for await (const item of client.listApplications(agency, { limit: 2 })) listed.push(item.registrationNo);
    expect(listed).toEqual([...numbers].reverse());

    const detail = await client.getApplication(numbers[0] as string, agency);
    expect(detail.registrationNo).toBe(numbers[0]);
    expect(detail.notices[0]?.log).toBe('received');
  });

  it('checks a submission before sending it: the plan for a valid body, the problem for a bad one, nothing stored', async () => {
    const agency = await t.agency();
    const client = await clientFor(agency);
    const plan = await client.validateApplication(aSubmission(agency));
    expect(plan.alreadySubmitted).toBeNull();
    expect(plan.processingTime.workingDays).toBeGreaterThan(0);
    const refused = await client.validateApplication({ ...aSubmission(agency), permiteeEmail: 'not an email' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BiopermitProblem);
    expect((refused as BiopermitProblem).code).toBe('validation_failed');
    const pages = [];
    for await (const page of client.listApplicationPages(agency)) pages.push(page);
    expect(pages.flatMap((p) => p.items)).toEqual([]);
  });

  it('reads the event feed with each event typed by its type: checking `type` gives that type’s data', async () => {
    const agency = await t.agency();
    const client = await clientFor(agency);
    const { receipt } = await client.submitApplication(aSubmission(agency));
    const { data, error } = await client.api.GET('/api/v1/external/events', { params: { query: { limit: 10 } } });
    expect(error).toBeUndefined();
    const items: Event[] = data?.items ?? [];
    const received = items.filter((event): event is EventOf<'application.received'> => event.type === 'application.received');
    expect(received.map((event) => [event.data.cnaApplicationUniqueNo, event.data.status, event.data.version])).toEqual([
      [receipt.cnaApplicationUniqueNo, 'submitted', 1],
    ]);
  });

  it('submits again when the answer is lost, and gets the application the first attempt stored, not a second', async () => {
    const agency = await t.agency();
    let submissions = 0;
    const proxy = await proxyTo(baseUrl, (request) =>
      request.method === 'POST' && request.url === '/api/v1/external/application' && ++submissions === 1 ? 'drop-answer' : undefined,
    );
    const waits: number[] = [];
    try {
      const client = await clientFor(agency, { baseUrl: proxy.url, sleep: async (ms) => void waits.push(ms) });
      const { receipt, created } = await client.submitApplication(aSubmission(agency));
      expect(submissions).toBe(2);
      expect(waits).toHaveLength(1);
      // The first attempt stored it; the repeat found it (200), as idempotency on the agency number promises.
      expect(created).toBe(false);
      const listed = [];
      for await (const item of client.listApplications(agency)) listed.push(item.registrationNo);
      expect(listed).toEqual([receipt.registrationNo]);
    } finally {
      await proxy.close();
    }
  });

  it('waits as Retry-After says on 429 and 503 before trying again', async () => {
    const agency = await t.agency();
    const answers = [
      { status: 429, retryAfter: '7', code: 'rate_limited' },
      { status: 503, retryAfter: '2', code: 'service_unavailable' },
    ];
    const proxy = await proxyTo(baseUrl, (request) => {
      if (request.method !== 'POST' || request.url !== '/api/v1/external/application') return undefined;
      const answer = answers.shift();
      if (answer === undefined) return undefined;
      const problem = {
        type: `/problems/${answer.code}`,
        title: 't',
        status: answer.status,
        detail: 'd',
        instance: request.url,
        code: answer.code,
        requestId: 'r',
      };
      return {
        status: answer.status,
        headers: { 'content-type': 'application/problem+json', 'retry-after': answer.retryAfter },
        body: JSON.stringify(problem),
      };
    });
    const waits: number[] = [];
    try {
      const client = await clientFor(agency, { baseUrl: proxy.url, sleep: async (ms) => void waits.push(ms) });
      const { created } = await client.submitApplication(aSubmission(agency));
      expect(created).toBe(true);
      expect(waits).toEqual([7000, 2000]);
    } finally {
      await proxy.close();
    }
  });

  it("gives up after its attempts on the service's own 429 at the token endpoint, as a typed problem", async () => {
    const limited = await createTestApp(dialect, { TOKEN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const url = await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const agency = await limited.agency();
      const first = new BiopermitClient({ baseUrl: url, ...(await limited.client(agency)) });
      await first.getApplication('ABS-2026-999999', agency).catch(() => undefined);
      const waits: number[] = [];
      const second = new BiopermitClient({ baseUrl: url, ...(await limited.client(agency)), sleep: async (ms) => void waits.push(ms) });
      const refused = await second.getApplication('ABS-2026-999999', agency).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BiopermitProblem);
      expect((refused as BiopermitProblem).code).toBe('rate_limited');
      // Three waits between four attempts, each the whole seconds of the service's Retry-After (not a backoff's jitter).
      expect(waits).toHaveLength(3);
      expect(waits.every((wait) => wait % 1000 === 0 && wait >= 1000 && wait <= 60_000)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('renews its token shortly before it expires', async () => {
    const agency = await t.agency();
    let now = Date.now();
    let tokenRequests = 0;
    const client = await clientFor(agency, {
      renewBeforeSeconds: 30,
      now: () => now,
      fetch: (request) => {
        if (request.url.endsWith('/api/v1/oauth/token')) tokenRequests++;
        return fetch(request);
      },
    });
    await client.submitApplication(aSubmission(agency));
    await client.submitApplication(aSubmission(agency));
    expect(tokenRequests).toBe(1);
    now += 31_000; // the 60 s token has 29 s left: renewed
    await client.submitApplication(aSubmission(agency));
    expect(tokenRequests).toBe(2);
  });

  it('turns problem answers into typed errors that name the code, the fields and the request id', async () => {
    const agency = await t.agency();
    const client = await clientFor(agency);
    const missing = await client.getApplication('ABS-2026-999999', agency).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(BiopermitProblem);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
    expect((missing as BiopermitProblem).requestId).not.toBe('');

    const invalid = (await client
      .submitApplication({ ...aSubmission(agency), permiteeEmail: 'not-an-email' })
      .catch((error: unknown) => error)) as BiopermitProblem;
    expect(invalid).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(invalid.errors.map((e) => e.pointer)).toContain('/permiteeEmail');

    const body = aSubmission(agency);
    await client.submitApplication(body);
    const conflict = await client.submitApplication({ ...body, purpose: 'Another purpose' }).catch((error: unknown) => error);
    expect(conflict).toMatchObject({ status: 409, code: 'idempotency_conflict' });

    const stranger = new BiopermitClient({ baseUrl, clientId: (await t.client(agency)).clientId, clientSecret: 'wrong' });
    const refused = await stranger.getApplication('ABS-2026-000001', agency).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OAuthTokenError);
    expect(refused).toMatchObject({ status: 401, error: 'invalid_client' });
  });
});
