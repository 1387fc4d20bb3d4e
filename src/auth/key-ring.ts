import { randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../shared/time.js';
import { KeyEncryption } from './key-encryption.js';
import { insertSigningKey, listPublishedSigningKeys, retireSigningKeysExcept } from './signing-key.repository.js';

export const SIGNING_ALGORITHM = 'EdDSA';

interface LoadedKey {
  readonly kid: string;
  readonly publicJwk: JWK;
  readonly publicKey: CryptoKey;
  readonly privateJwk: string;
  readonly algorithm: string;
  readonly createdAt: number;
  /** When it stops signing (it stays published for verification longer); null while it may sign. */
  readonly retiredAt: number | null;
}

/** How often a running server looks for keys another process created (rotation, a second node). */
const REFRESH_INTERVAL_MS = 60_000;
/** An unknown `kid` triggers a reload at most this often, so garbage tokens cannot hammer the database. */
const UNKNOWN_KID_RELOAD_MS = 5_000;
/**
 * A new key is published at once but signs only after this delay, longer than the refresh interval:
 * by the time a token carries its kid, every running process already knows the key.
 */
export const KEY_ACTIVATION_DELAY_MS = REFRESH_INTERVAL_MS + 30_000;

/**
 * The service's token-signing keys, kept in the database so every process on one database signs
 * and verifies with the same keys. A key signs once it has been published for KEY_ACTIVATION_DELAY_MS
 * (the newest such key), so no process ever sees a token whose key it has not yet loaded; a retired key
 * stays published (and trusted) for the longest token lifetime, so a rotation cuts off no token.
 */
export class KeyRing {
  private keys = new Map<string, LoadedKey>();
  private signer: { kid: string; privateKey: CryptoKey } | undefined;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;
  private documentKeys = new Map<string, CryptoKey>();
  private documentKeysLoadedAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxTokenLifetimeSeconds: number,
    private readonly encryption: KeyEncryption = new KeyEncryption(undefined),
  ) {}

  /** Creates the first key if there is none that may sign. Called on start and by the CLI before minting. */
  async initialize(): Promise<void> {
    await this.reload();
    if (this.chooseSigner() === undefined) {
      await this.createKey();
      await this.reload();
    }
  }

  /**
   * Adds a key that takes over signing once every process has had time to load it; until then, and
   * exactly until then, the current keys go on signing.
   */
  async rotate(): Promise<string> {
    const kid = await this.createKey();
    await retireSigningKeysExcept(this.db, kid, new Date(Date.now() + KEY_ACTIVATION_DELAY_MS).toISOString());
    await this.reload();
    return kid;
  }

  /**
   * The key that signs now. `refresh: false` signs with the keys already loaded, reading nothing:
   * for signing inside a transaction on SQLite, whose one connection that transaction holds (a read
   * on the database object there would wait for it for ever). The key ring is loaded at start.
   */
  async signingKey(options: { readonly refresh?: boolean } = {}): Promise<{ kid: string; privateKey: CryptoKey }> {
    const mayRead = options.refresh ?? true;
    if (mayRead && Date.now() - this.loadedAt > REFRESH_INTERVAL_MS) await this.reload();
    let chosen = this.chooseSigner();
    if (chosen === undefined && mayRead) {
      await this.initialize();
      chosen = this.chooseSigner();
    }
    if (chosen === undefined) throw new Error('no signing key available');
    if (this.signer?.kid !== chosen.kid) {
      this.signer = {
        kid: chosen.kid,
        privateKey: (await importJWK(JSON.parse(this.encryption.open(chosen.privateJwk)) as JWK, chosen.algorithm)) as CryptoKey,
      };
    }
    return this.signer;
  }

  /**
   * The newest key published long enough to be known everywhere; failing that (a new install, or
   * keys created moments apart by processes starting together), the oldest, which all agree on.
   */
  private chooseSigner(): LoadedKey | undefined {
    const now = Date.now();
    const usable = [...this.keys.values()]
      .filter((k) => k.retiredAt === null || k.retiredAt > now)
      .sort((a, b) => b.createdAt - a.createdAt);
    return usable.find((k) => now - k.createdAt >= KEY_ACTIVATION_DELAY_MS) ?? usable[usable.length - 1];
  }

  async verificationKey(kid: string): Promise<CryptoKey | undefined> {
    const stale = Date.now() - this.loadedAt > REFRESH_INTERVAL_MS;
    if (stale || (!this.keys.has(kid) && Date.now() - this.loadedAt > UNKNOWN_KID_RELOAD_MS)) await this.reload();
    return this.keys.get(kid)?.publicKey;
  }

  /**
   * Public keys that verify signed documents (the verification link printed on a permit), whose kid
   * passes `matches`. Unlike `verificationKey`, every key ever created counts, retired or not: a
   * printed certificate outlives the longest token by years, and a rotation must not make it read
   * as forged. Removing a key's row is what withdraws trust in what it signed.
   */
  async documentVerificationKeys(matches: (kid: string) => boolean): Promise<{ kid: string; publicKey: CryptoKey }[]> {
    // abs: a clock stepped back (NTP) must not keep the cache forever.
    const age = Math.abs(Date.now() - this.documentKeysLoadedAt);
    let found = [...this.documentKeys].filter(([kid]) => matches(kid));
    if (age > REFRESH_INTERVAL_MS || (found.length === 0 && age > UNKNOWN_KID_RELOAD_MS)) {
      // Retired after the epoch: every key there is.
      const rows = await listPublishedSigningKeys(this.db, new Date(0).toISOString());
      const keys = new Map<string, CryptoKey>();
      for (const row of rows) {
        keys.set(
          row.kid,
          this.documentKeys.get(row.kid) ?? ((await importJWK(JSON.parse(row.public_jwk) as JWK, row.algorithm)) as CryptoKey),
        );
      }
      this.documentKeys = keys;
      this.documentKeysLoadedAt = Date.now();
      found = [...keys].filter(([kid]) => matches(kid));
    }
    return found.map(([kid, publicKey]) => ({ kid, publicKey }));
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    if (Date.now() - this.loadedAt > REFRESH_INTERVAL_MS) await this.reload();
    return { keys: [...this.keys.values()].map((k) => k.publicJwk) };
  }

  private async createKey(): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
    const kid = `${new Date().toISOString().slice(0, 10)}-${randomBytes(6).toString('hex')}`;
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
    await insertSigningKey(this.db, {
      kid,
      algorithm: SIGNING_ALGORITHM,
      public_jwk: JSON.stringify(publicJwk),
      private_jwk: this.encryption.seal(JSON.stringify(privateJwk)),
      created_at: nowIso(),
      retired_at: null,
    });
    return kid;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    // A key retired longer ago than the longest token lifetime (plus clock skew) signed nothing still valid.
    const cutoff = new Date(Date.now() - (this.maxTokenLifetimeSeconds + 120) * 1000).toISOString();
    const rows = await listPublishedSigningKeys(this.db, cutoff);
    const keys = new Map<string, LoadedKey>();
    for (const row of rows) {
      const publicJwk = JSON.parse(row.public_jwk) as JWK;
      const publicKey = this.keys.get(row.kid)?.publicKey ?? ((await importJWK(publicJwk, row.algorithm)) as CryptoKey);
      keys.set(row.kid, {
        kid: row.kid,
        publicJwk,
        publicKey,
        privateJwk: row.private_jwk,
        algorithm: row.algorithm,
        createdAt: Date.parse(row.created_at),
        retiredAt: row.retired_at === null ? null : Date.parse(row.retired_at),
      });
    }
    this.keys = keys;
    this.loadedAt = Date.now();
  }
}

/** The key ring as configured: token lifetimes bound how long retired keys stay published. */
export function createKeyRing(db: Kysely<DB>, tokens: { maxTtlSeconds: number; signingKeyEncryptionKey: string | undefined }): KeyRing {
  return new KeyRing(db, tokens.maxTtlSeconds, new KeyEncryption(tokens.signingKeyEncryptionKey));
}
