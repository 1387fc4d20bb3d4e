import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import type { PublicPermitStatus } from './verify.schemas.js';

/**
 * What the public verification page shows for a permit. Expiry never hides a suspension or a
 * revocation; a permit still `issued` past its date reads as expired before the job has run. A void
 * permit (issued in error) is shown as a link that is not valid: it never was a permit.
 */
export function publicStatusOf(status: PermitStatus, dateExpired: string | null, now: string): PublicPermitStatus | 'not_valid' {
  switch (status) {
    case 'issued':
      return dateExpired !== null && dateExpired <= now ? 'expired' : 'valid';
    case 'void':
      return 'not_valid';
    default:
      return status;
  }
}
