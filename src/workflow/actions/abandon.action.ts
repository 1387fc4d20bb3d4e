import { addDays } from '../../clock/manila-time.js';
import { dateOf } from '../workflow.state.js';
import { fields } from './action.fields.js';
import type { ActionSituation } from './action.types.js';
import { defineAction } from './action.types.js';

/**
 * Why an application may be abandoned now, or undefined: left incomplete longer than the grace
 * period, or on hold past its answer-by date plus the grace period (workflow.abandonment_grace).
 */
export function abandonmentReason({ state, now, abandonmentGrace }: ActionSituation): string | undefined {
  const today = dateOf(now);
  if (state.status === 'incomplete' && state.incompleteSince !== null) {
    const since = dateOf(state.incompleteSince);
    if (addDays(since, abandonmentGrace.incompleteDays) < today) {
      return `the deficiency notice of ${since} was not answered within ${abandonmentGrace.incompleteDays} days`;
    }
  }
  const answerBy = state.hold?.answerBy;
  if (state.hold?.reason === 'missing_information' && answerBy !== undefined && answerBy !== null) {
    if (addDays(answerBy, abandonmentGrace.unansweredRequestDays) < today) {
      return `the request for information was not answered by ${answerBy} nor within ${abandonmentGrace.unansweredRequestDays} days after`;
    }
  }
  return undefined;
}

/** The scheduler closes an application left unanswered (the `workflow-clock` job). */
export const abandon = defineAction({
  name: 'abandon',
  summary: 'Close an application left incomplete, or with a request unanswered, longer than the grace period.',
  fields: fields({}),
  actor: 'system',
  roles: [],
  from: ['incomplete', 'under_evaluation'],
  needsAssignment: false,
  refuse: (situation) => (abandonmentReason(situation) === undefined ? 'it is not past its grace period' : undefined),
  decide: (context) => {
    const reasons = abandonmentReason(context) ?? 'it was left unanswered';
    return { journal: [{ action: 'abandoned', payload: { reasons } }], notice: { type: 'abandoned', values: { reasons } } };
  },
});
