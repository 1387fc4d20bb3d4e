import type { StaffSettings } from './staff.settings.js';

/** TOTP secrets at rest: sealed with SIGNING_KEY_ENCRYPTION_KEY when it is set (auth/key-encryption.ts). */

export function sealTotpSecret(settings: StaffSettings, secret: string): string {
  return settings.sealer.seal(secret);
}

export function openTotpSecret(settings: StaffSettings, stored: string): string {
  try {
    return settings.sealer.open(stored);
  } catch (error) {
    // The sealer speaks of signing keys; the key and its remedy are the same for TOTP secrets.
    throw new Error(`A stored TOTP secret cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
}
