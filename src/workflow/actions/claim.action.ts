import { IN_PROCESS } from '../workflow.state.js';
import { fields } from './action.fields.js';
import { defineAction } from './action.types.js';

/** An evaluator (or a chief) takes an application nobody is assigned to. */
export const claim = defineAction({
  name: 'claim',
  summary: 'Take an unassigned application: it becomes assigned to you.',
  fields: fields({}),
  actor: 'staff',
  roles: ['evaluator', 'chief'],
  from: IN_PROCESS,
  needsAssignment: false,
  refuse: ({ state }) => (state.assigneeId === null ? undefined : 'it is assigned already (a chief may reassign it)'),
  decide: ({ actor }) => ({ journal: [{ action: 'claimed', payload: { assigneeId: actor.id } }] }),
});
