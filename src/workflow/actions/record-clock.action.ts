import type { JournalAction } from '../../vocabulary/workflow.vocabulary.js';
import { IN_PROCESS } from '../workflow.state.js';
import { fields } from './action.fields.js';
import { defineAction } from './action.types.js';

/**
 * The scheduler brings the kept clock columns up to date and writes `clock_at_risk` and
 * `clock_overdue` to the journal, each once (an application found overdue at once gets both).
 */
export const recordClock = defineAction({
  name: 'record_clock',
  summary: 'Recompute the processing clock; note in the journal when it is at risk or overdue.',
  fields: fields({}),
  actor: 'system',
  roles: [],
  from: IN_PROCESS,
  needsAssignment: false,
  decide: ({ state, clock }) => {
    const journal: { action: JournalAction; payload: Record<string, unknown> }[] = [];
    const payload = { daysUsed: clock.daysUsed, effectiveLimit: clock.effectiveLimit, dueDate: clock.dueDate };
    if ((clock.state === 'at_risk' || clock.state === 'overdue') && !state.atRiskRecorded)
      journal.push({ action: 'clock_at_risk', payload });
    if (clock.state === 'overdue' && !state.overdueRecorded) journal.push({ action: 'clock_overdue', payload });
    return { journal };
  },
});
