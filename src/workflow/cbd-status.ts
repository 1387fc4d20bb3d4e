import type { CbdStatus } from '../vocabulary/permit.vocabulary.js';

/**
 * The application's `cbdStatus` after one journal entry (issue 11 §5), a pure rule the workflow's
 * fold (workflow/workflow.state.ts) applies, so the column is derived from the journal like the
 * status. Null until a permit is issued; then `ready`, and the steps an abs_publisher records
 * (`cbd_status_recorded` carries the status reached). A renewal or amendment of a permit whose record
 * is on the Clearing-House makes it `update_pending`; a revocation or voiding, `revocation_pending`;
 * either of a permit not yet submitted leaves nothing to publish or withdraw there.
 */
const ON_THE_CLEARING_HOUSE: ReadonlySet<string> = new Set(['published', 'update_pending']);

export function cbdStatusAfter(current: string | null, action: string, payload: Readonly<Record<string, unknown>>): string | null {
  switch (action) {
    case 'permit_issued':
      return 'ready' satisfies CbdStatus;
    case 'cbd_status_recorded':
      return typeof payload.to === 'string' ? payload.to : current;
    case 'permit_renewed':
    case 'permit_amended':
      return current !== null && ON_THE_CLEARING_HOUSE.has(current) ? ('update_pending' satisfies CbdStatus) : current;
    case 'permit_revoked':
    case 'permit_voided':
      if (current === null) return null;
      if (ON_THE_CLEARING_HOUSE.has(current) || current === 'submitted') return 'revocation_pending' satisfies CbdStatus;
      return current === 'ready' || current === 'rejected' ? ('not_applicable' satisfies CbdStatus) : current;
    default:
      return current;
  }
}
