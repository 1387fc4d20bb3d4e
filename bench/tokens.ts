import { KeyRing } from '../src/auth/key-ring.js';
import { SCOPES } from '../src/auth/scopes.js';
import { issueAccessToken } from '../src/auth/token.service.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';

/**
 * One bearer token per agency, minted in-process with the service's own key ring, so the server
 * (which reads the same signing keys from the database) accepts them as it would an operator's.
 */
export async function mintTokens(databaseUrl: string, agencyCodes: readonly string[]): Promise<Map<string, string>> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1 });
  try {
    const keyRing = new KeyRing(database.db, config.tokens.maxTtlSeconds);
    await keyRing.initialize();
    const tokens = new Map<string, string>();
    for (const agencyCode of agencyCodes) {
      const token = await issueAccessToken(keyRing, config.tokens, {
        subject: 'operator',
        agencyCode,
        scopes: [SCOPES.write, SCOPES.read],
        ttlSeconds: 3600,
      });
      tokens.set(agencyCode, token.access_token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}
