import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.js';
import { KEY_ACTIVATION_DELAY_MS } from '../../src/auth/key-ring.js';
import { ALL_SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { testDialects } from '../helpers/databases.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Jwks {
  keys: { kid: string; d?: string }[];
}

function list(app: FastifyInstance, agency: string, token: string) {
  return app.inject({ method: 'GET', url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
}

async function publishedKids(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  expect(response.statusCode).toBe(200);
  const jwks = json<Jwks>(response);
  for (const key of jwks.keys) expect(key.d).toBeUndefined();
  return jwks.keys.map((k) => k.kid);
}

describe.each(testDialects)('signing-key rotation (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const clientToken = (agency: string) => t.clientToken(agency);

  it('keeps accepting a token signed before the rotation', async () => {
    const agency = await t.agency();
    const before = await clientToken(agency);
    const oldKid = decodeProtectedHeader(before).kid;

    const newKid = await t.keyRing.rotate();

    expect(newKid).not.toBe(oldKid);
    expect((await list(t.app, agency, before)).statusCode).toBe(200);
  });

  it('publishes the new key at once, and signs with it only once every process has had time to load it', async () => {
    const agency = await t.agency();
    const oldKid = (await t.keyRing.signingKey()).kid;
    const newKid = await t.keyRing.rotate();
    expect(await publishedKids(t.app)).toContain(newKid);
    expect(decodeProtectedHeader(await clientToken(agency)).kid).toBe(oldKid);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + KEY_ACTIVATION_DELAY_MS + 1000);

    const after = await clientToken(agency);
    expect(decodeProtectedHeader(after).kid).toBe(newKid);
    expect((await list(t.app, agency, after)).statusCode).toBe(200);
  });

  it('publishes the old and the new key in the JWKS', async () => {
    const oldKid = (await t.keyRing.signingKey()).kid;
    const newKid = await t.keyRing.rotate();

    const kids = await publishedKids(t.app);

    expect(kids).toContain(oldKid);
    expect(kids).toContain(newKid);
  });

  describe('with a second server process on the same database', () => {
    /** Runs `work` against a second app on the same database, as a second server process would be. */
    async function withSecondProcess(work: (second: BuiltApp) => Promise<void>): Promise<void> {
      const second = await buildApp(t.config, t.database);
      try {
        await second.app.ready();
        await work(second);
      } finally {
        await second.app.close();
      }
    }

    it('shares the signing key instead of making its own, and accepts the first one’s tokens', async () => {
      const agency = await t.agency();
      const token = await clientToken(agency);

      await withSecondProcess(async (second) => {
        expect((await second.keyRing.signingKey()).kid).toBe(decodeProtectedHeader(token).kid);
        expect((await list(second.app, agency, token)).statusCode).toBe(200);
        expect((await publishedKids(second.app)).sort()).toEqual((await publishedKids(t.app)).sort());
      });
    });

    it('has its tokens accepted by the first process', async () => {
      const agency = await t.agency();
      await withSecondProcess(async (second) => {
        const issued = await issueAccessToken(second.keyRing, t.config.tokens, {
          subject: 'operator',
          agencyCode: agency,
          scopes: ALL_SCOPES,
          ttlSeconds: 300,
        });
        expect((await list(t.app, agency, issued.access_token)).statusCode).toBe(200);
      });
    });

    it('already knows a key the first process rotated to when that key starts signing', async () => {
      const agency = await t.agency();
      await withSecondProcess(async (second) => {
        await second.keyRing.signingKey();
        const newKid = await t.keyRing.rotate();
        // Only the clock moves, to when the new key takes over.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + KEY_ACTIVATION_DELAY_MS + 1000);
        const token = await clientToken(agency);
        expect(decodeProtectedHeader(token).kid).toBe(newKid);

        expect((await list(second.app, agency, token)).statusCode).toBe(200);
        expect((await second.keyRing.signingKey()).kid).toBe(newKid);
        expect(await publishedKids(second.app)).toContain(newKid);
      });
    });
  });
});

describe.each(testDialects)('retired signing keys (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops publishing a key once every token it signed has expired', async () => {
    const oldKid = (await t.keyRing.signingKey()).kid;
    const newKid = await t.keyRing.rotate();
    expect(await publishedKids(t.app)).toContain(oldKid);

    // Only the clock moves: past the longest token lifetime and the clock skew allowance.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + KEY_ACTIVATION_DELAY_MS + (t.config.tokens.maxTtlSeconds + 180) * 1000);

    const kids = await publishedKids(t.app);
    expect(kids).not.toContain(oldKid);
    expect(kids).toContain(newKid);
  });
});
