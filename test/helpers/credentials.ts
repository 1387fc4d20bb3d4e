import { regenerateChangedStatusLists } from '../../src/credentials/status-list.service.js';
import type { TestApp } from './test-app.js';

/** The offline credential (the QR code's text) stored for a permit when it was issued. */
export async function credentialOf(t: TestApp, permit: { readonly id: string }): Promise<string> {
  const row = await t.database.db
    .selectFrom('permit_credentials')
    .select('credential')
    .where('permit_id', '=', permit.id)
    .executeTakeFirstOrThrow();
  return row.credential;
}

/** The status lists as the service's job leaves them after a change (`issuer`: the public base URL). */
export async function regenerateStatusLists(t: TestApp, issuer: string): Promise<void> {
  const keys = t.permits.credentialKeys;
  if (keys === undefined) throw new Error('no credential keys');
  await regenerateChangedStatusLists(t.database.db, { db: t.database.db, keys, issuer });
}
