import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What a sealed value starts with (a plain one never does: JWK JSON, `whsec_…`, base32). */
export const SEALED_PREFIX = 'enc:v1:';
const PREFIX = SEALED_PREFIX;

/**
 * Private signing keys at rest. With SIGNING_KEY_ENCRYPTION_KEY set, they are stored sealed with
 * AES-256-GCM, so a copy of the database (a backup, a replica) cannot mint tokens; without it they
 * are stored as plain JWK JSON. Both forms can be read, so the setting can be introduced on a running
 * system (then rotate, so the signing key is a sealed one).
 */
export class KeyEncryption {
  private readonly key: Buffer | undefined;

  constructor(secret: string | undefined) {
    this.key = secret === undefined ? undefined : createHash('sha256').update(`biopermit signing keys\0${secret}`).digest();
  }

  /** Whether values are sealed (SIGNING_KEY_ENCRYPTION_KEY is set); without a key they are stored as given. */
  get sealing(): boolean {
    return this.key !== undefined;
  }

  /** Whether a stored value is a sealed one. */
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plain: string): string {
    if (this.key === undefined) return plain;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  }

  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    if (this.key === undefined) {
      throw new Error('The signing key is encrypted but SIGNING_KEY_ENCRYPTION_KEY is not set');
    }
    const [iv, tag, body] = stored.slice(PREFIX.length).split('.');
    if (iv === undefined || tag === undefined || body === undefined) throw new Error('A stored signing key is damaged');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('SIGNING_KEY_ENCRYPTION_KEY does not open the stored signing key (wrong key?)');
    }
  }
}
