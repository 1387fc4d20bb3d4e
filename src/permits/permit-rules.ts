import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import type { ActionSituation } from '../workflow/actions/action.types.js';

/**
 * The permit actions' condition on the application's current permit, for `refuse`: the staff view
 * offers an action only when the permit's status allows it, and a refusal names the status. The
 * action's `decide` checks again under the application's lock (permit.lifecycle.ts).
 */
export function permitStatusRefusal(situation: ActionSituation, statuses: readonly PermitStatus[]): string | undefined {
  const { permit } = situation;
  if (permit === null) return 'the application has no permit in force';
  if (statuses.includes(permit.status)) return undefined;
  return `it applies to a permit that is ${statuses.join(' or ')}; permit ${permit.permitNo} is ${permit.status}`;
}
