import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KeyEncryption } from '../auth/key-encryption.js';
import type { DB } from '../db/schema.js';
import { nowIso } from '../shared/time.js';
import { keyIdOf, type NoteSigner, noteSigner, verifierKeyOf } from './signed-note.js';
import { findLogKey, insertLogKey } from './transparency-log.repository.js';

/**
 * The log's Ed25519 key, one per origin, made at the first checkpoint and kept in the database (so
 * every process signs with the same key), its seed sealed with SIGNING_KEY_ENCRYPTION_KEY as the
 * token signing keys are (auth/key-encryption.ts): a copy of the database cannot sign heads.
 */
export async function logSigner(db: Kysely<DB>, origin: string, sealer: KeyEncryption): Promise<NoteSigner> {
  let row = await findLogKey(db, origin);
  if (row === undefined) {
    const seed = randomBytes(32);
    const signer = noteSigner(origin, seed);
    await insertLogKey(db, {
      origin,
      public_key: signer.publicKey.toString('base64'),
      private_key: sealer.seal(seed.toString('base64')),
      created_at: nowIso(),
    });
    row = await findLogKey(db, origin);
    if (row === undefined) throw new Error('the log key just stored cannot be read');
  }
  return noteSigner(origin, Buffer.from(sealer.open(row.private_key), 'base64'));
}

/** The verifier key of the log, from its public part alone; undefined before the first checkpoint. */
export async function logVerifierKey(db: Kysely<DB>, origin: string): Promise<string | undefined> {
  const row = await findLogKey(db, origin);
  if (row === undefined) return undefined;
  const publicKey = Buffer.from(row.public_key, 'base64');
  return verifierKeyOf({ name: origin, keyId: keyIdOf(origin, publicKey), publicKey });
}
