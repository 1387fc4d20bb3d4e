import { IN_PROCESS } from '../workflow.state.js';
import { fields } from './action.fields.js';
import { defineAction } from './action.types.js';

/** A chief unassigns anyone; an evaluator only gives up an application assigned to them. */
export const unassign = defineAction({
  name: 'unassign',
  summary: 'Leave the application unassigned (a chief: anyone’s; an evaluator: your own).',
  fields: fields({}),
  actor: 'staff',
  roles: ['chief', 'evaluator'],
  from: IN_PROCESS,
  needsAssignment: false,
  refuse: ({ state }, actor) => {
    if (state.assigneeId === null) return 'nobody is assigned to it';
    if (actor.kind === 'staff' && !actor.roles.has('chief') && state.assigneeId !== actor.id) {
      return 'it is assigned to someone else: only a chief may unassign another user';
    }
    return undefined;
  },
  decide: ({ state }) => ({ journal: [{ action: 'unassigned', payload: { previousAssigneeId: state.assigneeId } }] }),
});
