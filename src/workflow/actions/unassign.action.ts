import { unassignRefusal } from '../../policy/assignment.policy.js';
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
  refuse: ({ state }, actor) => (state.assigneeId === null ? 'nobody is assigned to it' : unassignRefusal(actor, state.assigneeId)),
  decide: ({ state }) => ({ journal: [{ action: 'unassigned', payload: { previousAssigneeId: state.assigneeId } }] }),
});
