import type { CredentialOutcome } from '../credentials/credential-check.js';
import type { CredentialFailure } from '../credentials/permit-credential.codec.js';

/**
 * What the page says, in the public's words (no DOM: the server's tests read the same table). Every
 * state has one word in capitals a person at a checkpoint can read at arm's length, and a sentence.
 */
export const STATE_WORDS: Record<CredentialOutcome, { readonly word: string; readonly sentence: string; readonly panel: string }> = {
  valid: { word: 'VALID', sentence: 'This permit is genuine and in force.', panel: 'valid' },
  not_valid: { word: 'INVALID', sentence: 'Do not rely on this certificate.', panel: 'not-valid' },
  revoked: {
    word: 'REVOKED',
    sentence: 'This permit was genuine but has been revoked. It is no longer in force.',
    panel: 'revoked',
  },
  suspended: {
    word: 'SUSPENDED',
    sentence: 'This permit is genuine but suspended: no collection may be made under it until it is reinstated.',
    panel: 'suspended',
  },
  expired: { word: 'EXPIRED', sentence: 'This permit was genuine but its validity has ended.', panel: 'expired' },
  not_yet_valid: { word: 'NOT YET VALID', sentence: 'This permit is genuine but its validity has not begun.', panel: 'expired' },
  status_unknown: {
    word: 'STATUS NOT CHECKED',
    sentence:
      'This permit is genuine and within its dates, but whether it was revoked or suspended could not be checked. Connect to the internet, sync, and check it again.',
    panel: 'suspended',
  },
};

/** Why a code is invalid, said plainly. */
export const FAILURE_WORDS: Record<CredentialFailure, string> = {
  malformed: 'This is not a permit code from this issuer, or it is damaged or incomplete.',
  unsupported_algorithm: 'It is signed in a way this verifier does not accept.',
  unknown_key:
    'It is not signed by any key this verifier trusts. It may be forged, or signed by a newer key: sync when online and check it again.',
  bad_signature: 'Its signature does not match its contents: it was altered, or forged.',
  wrong_issuer: 'It was issued by someone else than the issuer this verifier trusts.',
  key_not_valid_at_issue: 'It is dated outside the period in which its signing key was in service.',
  not_yet_valid: 'Its validity has not begun.',
  expired: 'Its validity has ended.',
};
