import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { createKeyRing } from '../../src/auth/key-ring.js';
import { ALL_SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';

/**
 * An agency and a token for it, written straight to the database before a `biopermit serve` process
 * starts: the tests that kill the process (kill -9, faults) cannot seed through an app they share.
 * The service signs with the same keys, so the token is accepted by the process.
 */
export async function seedAgencyWithToken(url: string, agency: string, name: string): Promise<{ agency: string; token: string }> {
  const database = await openDatabase({ url, requireDurableWrites: true, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    await createAgency(database.db, agency, name, OPERATOR_ACTOR);
    const config = loadConfig({ DATABASE_URL: url });
    const keyRing = createKeyRing(database.db, config.tokens);
    await keyRing.initialize();
    const issued = await issueAccessToken(keyRing, config.tokens, {
      subject: 'operator',
      agencyCode: agency,
      scopes: ALL_SCOPES,
      ttlSeconds: 3600,
    });
    return { agency, token: issued.access_token };
  } finally {
    await database.close();
  }
}
