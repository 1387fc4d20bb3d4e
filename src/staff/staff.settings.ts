import type { Kysely } from 'kysely';
import { KeyEncryption } from '../auth/key-encryption.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';

/** What the staff services need from the configuration, read once. */
export interface StaffSettings {
  readonly idleMs: number;
  readonly maxMs: number;
  /** Secure cookies (and the __Host- name) when the service is reached over https. */
  readonly secureCookie: boolean;
  readonly cookieName: string;
  /** Where set-up links point; relative links when unset. */
  readonly publicBaseUrl: string | undefined;
  /** Seals TOTP secrets at rest when SIGNING_KEY_ENCRYPTION_KEY is set. */
  readonly sealer: KeyEncryption;
}

export interface StaffDeps {
  readonly db: Kysely<DB>;
  readonly settings: StaffSettings;
}

/** A set-up or reset code is good this long. */
export const SETUP_CODE_TTL_MS = 72 * 3_600_000;
/** A TOTP secret shown at enrolment must be confirmed within this time. */
export const TOTP_PENDING_TTL_MS = 15 * 60_000;

export function staffSettings(config: Config): StaffSettings {
  const secureCookie = config.publicBaseUrl?.startsWith('https:') === true;
  return {
    idleMs: config.staff.sessionIdleMinutes * 60_000,
    maxMs: config.staff.sessionMaxHours * 3_600_000,
    secureCookie,
    // __Host-: the browser keeps it only if Secure, for path / and this host alone (no Domain).
    cookieName: secureCookie ? '__Host-biopermit_staff' : 'biopermit_staff',
    publicBaseUrl: config.publicBaseUrl,
    sealer: new KeyEncryption(config.tokens.signingKeyEncryptionKey),
  };
}
