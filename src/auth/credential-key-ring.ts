import { randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../shared/time.js';
import { insertCredentialKey, listCredentialKeys, retireCredentialKeysExcept } from './credential-key.repository.js';
import { KeyEncryption } from './key-encryption.js';

/** JOSE and COSE both name the algorithm Ed25519 now (RFC 9864), not the polymorphic EdDSA. */
export const CREDENTIAL_ALGORITHM = 'Ed25519';
const REFRESH_INTERVAL_MS = 60_000;
/**
 * How long a new key is published before it signs, by default: offline verifiers sync the trust list
 * when they can (a checkpoint's laptop, a ranger's phone before a trip), and a credential signed with
 * a key they have not seen yet would read as forged. docs/TRUST.md, "Keys and rotation".
 */
export const DEFAULT_CREDENTIAL_KEY_LEAD_MS = 7 * 24 * 3_600_000;

/** A key as the trust list publishes it: the public JWK, and its period of service in NumericDate seconds. */
export interface PublishedCredentialKey {
  readonly publicJwk: JWK & { kid: string; x: string };
  readonly notBefore: number;
  readonly retiredAt: number | null;
}

interface LoadedCredentialKey extends PublishedCredentialKey {
  readonly sealedPrivateJwk: string;
  /** When the key was made, and published (NumericDate seconds). */
  readonly createdAt: number;
}

/**
 * The keys that sign permit credentials (src/credentials/), apart from the token keys of key-ring.ts:
 * a printed credential must verify for years, so no key is ever dropped; a rotation publishes the
 * new key at once, lets it sign from `not_before` on, and retires the old one at that moment, which
 * stays in the trust list with that `exp`. Private keys are sealed at rest like the token keys.
 */
export class CredentialKeyRing {
  private keys: LoadedCredentialKey[] = [];
  private loadedAt = 0;
  private signer: { kid: string; privateKey: CryptoKey } | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly encryption: KeyEncryption = new KeyEncryption(undefined),
  ) {}

  /** Creates the first key (signing at once: nothing was issued before it) when there is none. */
  async initialize(): Promise<void> {
    await this.reload();
    if (this.keys.length === 0) {
      await this.createKey(Date.now());
      await this.reload();
    }
  }

  /** Adds a key that signs from `leadMs` from now on, when the keys in service retire. Returns its kid. */
  async rotate(leadMs = DEFAULT_CREDENTIAL_KEY_LEAD_MS): Promise<string> {
    const startsAt = Date.now() + leadMs;
    const kid = await this.createKey(startsAt);
    await retireCredentialKeysExcept(this.db, kid, new Date(startsAt).toISOString());
    await this.reload();
    return kid;
  }

  /**
   * The key that signs now. `refresh: false` reads nothing (a signer inside a transaction: on SQLite
   * the transaction holds the one connection, and a read through the database object would wait for it).
   */
  async signingKey(options: { readonly refresh?: boolean } = {}): Promise<{ kid: string; privateKey: CryptoKey }> {
    if ((options.refresh ?? true) && Date.now() - this.loadedAt > REFRESH_INTERVAL_MS) await this.reload();
    const now = Math.floor(Date.now() / 1000);
    const chosen = [...this.keys]
      .filter((key) => key.notBefore <= now && (key.retiredAt === null || key.retiredAt > now))
      .sort((a, b) => b.notBefore - a.notBefore)[0];
    if (chosen === undefined) throw new Error('no credential key in service (run `biopermit keys credentials rotate`?)');
    if (this.signer?.kid !== chosen.publicJwk.kid) {
      const privateJwk = JSON.parse(this.encryption.open(chosen.sealedPrivateJwk)) as JWK;
      this.signer = { kid: chosen.publicJwk.kid, privateKey: (await importJWK(privateJwk, CREDENTIAL_ALGORITHM)) as CryptoKey };
    }
    return this.signer;
  }

  /** Every key, oldest first, with its period of service. */
  async published(options: { readonly refresh?: boolean } = {}): Promise<readonly PublishedCredentialKey[]> {
    if ((options.refresh ?? true) && Date.now() - this.loadedAt > REFRESH_INTERVAL_MS) await this.reload();
    return this.keys.map(({ publicJwk, notBefore, retiredAt }) => ({ publicJwk, notBefore, retiredAt }));
  }

  /**
   * The second the published list took its present form, its signer included (NumericDate): the newest
   * key's creation (a rotation adds a key and sets the others' retirement at once) or the first second
   * of the key that signs now, whichever is later. The signed trust list carries it as its `iat`, so that
   * it signs to the same bytes until the list changes (Ed25519 signatures are deterministic) and its
   * ETag holds; signed at each request's second, a cache revalidating a moment later got the whole list
   * again (a 200, not a 304).
   */
  async listChangedAt(): Promise<number> {
    const { kid } = await this.signingKey();
    const signer = this.keys.find((key) => key.publicJwk.kid === kid);
    return Math.max(signer?.notBefore ?? 0, ...this.keys.map((key) => key.createdAt));
  }

  async reload(): Promise<void> {
    const rows = await listCredentialKeys(this.db);
    this.keys = rows.map((row) => ({
      publicJwk: JSON.parse(row.public_jwk) as PublishedCredentialKey['publicJwk'],
      notBefore: Math.floor(Date.parse(row.not_before) / 1000),
      // Rounded up: a credential signed in the key's last fraction of a second still falls inside its period.
      retiredAt: row.retired_at === null ? null : Math.ceil(Date.parse(row.retired_at) / 1000),
      sealedPrivateJwk: row.private_jwk,
      createdAt: Math.floor(Date.parse(row.created_at) / 1000),
    }));
    this.loadedAt = Date.now();
  }

  private async createKey(startsAtMs: number): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(CREDENTIAL_ALGORITHM, { extractable: true });
    // 8 bytes: the kid rides in every QR code, where each byte counts.
    const kid = randomBytes(8).toString('base64url');
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: CREDENTIAL_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: CREDENTIAL_ALGORITHM };
    await insertCredentialKey(this.db, {
      kid,
      public_jwk: JSON.stringify(publicJwk),
      private_jwk: this.encryption.seal(JSON.stringify(privateJwk)),
      created_at: nowIso(),
      not_before: new Date(startsAtMs).toISOString(),
      retired_at: null,
    });
    return kid;
  }
}

export function createCredentialKeyRing(db: Kysely<DB>, tokens: { signingKeyEncryptionKey: string | undefined }): CredentialKeyRing {
  return new CredentialKeyRing(db, new KeyEncryption(tokens.signingKeyEncryptionKey));
}
