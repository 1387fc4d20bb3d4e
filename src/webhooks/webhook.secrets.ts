import type { Kysely } from 'kysely';
import { KeyEncryption, SEALED_PREFIX } from '../auth/key-encryption.js';
import type { DB } from '../db/schema.js';
import { endpointsWithPlainSecrets, replaceSecretsIfUnchanged } from './webhook.repository.js';

/**
 * Webhook signing secrets at rest, sealed like the private signing keys and TOTP secrets
 * (auth/key-encryption.ts): with SIGNING_KEY_ENCRYPTION_KEY set they are stored AES-256-GCM sealed,
 * so a copy of the database cannot sign events in an agency's name; without it, as given. Both forms
 * are read, so rows written before the key was set (or before secrets were sealed at all) keep
 * signing; the dispatcher seals them when it starts (sealPlainWebhookSecrets).
 */

/** The sealer of a service without SIGNING_KEY_ENCRYPTION_KEY: stores secrets as given. */
export const PLAIN_SECRETS = new KeyEncryption(undefined);

export function sealWebhookSecret(sealer: KeyEncryption, secret: string): string {
  return sealer.seal(secret);
}

export function openWebhookSecret(sealer: KeyEncryption, stored: string): string {
  try {
    return sealer.open(stored);
  } catch (error) {
    // The sealer speaks of signing keys; the key and its remedy are the same for webhook secrets.
    throw new Error(`A stored webhook secret cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Seals every secret still stored in plain text (none when the sealer has no key); returns how many endpoints changed. */
export async function sealPlainWebhookSecrets(db: Kysely<DB>, sealer: KeyEncryption): Promise<number> {
  if (!sealer.sealing) return 0;
  const rows = await endpointsWithPlainSecrets(db, `${SEALED_PREFIX}%`);
  let changed = 0;
  for (const row of rows) {
    const plainCurrent = !KeyEncryption.isSealed(row.secret);
    const plainPrevious = row.previous_secret !== null && !KeyEncryption.isSealed(row.previous_secret);
    if (!plainCurrent && !plainPrevious) continue;
    // Only where the stored value is still the one read: a rotation in between wins.
    await replaceSecretsIfUnchanged(db, row.id, row.secret, {
      secret: plainCurrent ? sealer.seal(row.secret) : row.secret,
      previous_secret: plainPrevious && row.previous_secret !== null ? sealer.seal(row.previous_secret) : row.previous_secret,
    });
    changed++;
  }
  return changed;
}
