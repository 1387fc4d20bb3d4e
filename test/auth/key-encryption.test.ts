import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyRing } from '../../src/auth/key-ring.js';
import { testDialects } from '../helpers/databases.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';

const SECRET = 'a-long-operator-secret-of-at-least-32-chars';

describe.each(testDialects)('signing keys sealed at rest with SIGNING_KEY_ENCRYPTION_KEY (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNING_KEY_ENCRYPTION_KEY: SECRET });
  });
  afterAll(async () => t?.close());

  it('stores no readable private key, and its tokens work', async () => {
    const rows = await t.database.db.selectFrom('signing_keys').select(['private_jwk', 'public_jwk']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.private_jwk.startsWith('enc:v1:')).toBe(true);
      expect(row.private_jwk).not.toContain('"d"');
      expect(JSON.parse(row.public_jwk)).not.toHaveProperty('d');
    }
    const agency = await t.agency();
    const token = await t.clientToken(agency);
    const response = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });

  it('cannot sign without the key, or with another one, and says why', async () => {
    const withoutKey = createKeyRing(t.database.db, { maxTtlSeconds: 3600, signingKeyEncryptionKey: undefined });
    await expect(withoutKey.signingKey()).rejects.toThrow(/SIGNING_KEY_ENCRYPTION_KEY is not set/);
    const wrongKey = createKeyRing(t.database.db, { maxTtlSeconds: 3600, signingKeyEncryptionKey: 'x'.repeat(40) });
    await expect(wrongKey.signingKey()).rejects.toThrow(/wrong key/);
  });
});
