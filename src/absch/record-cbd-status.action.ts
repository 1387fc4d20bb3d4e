import { Type } from 'typebox';
import { decideCbdStep, IRCC_PATTERN } from '../permits/permit.lifecycle.js';
import { CBD_STEPS, CbdStatusSchema, isCbdStatus } from '../vocabulary/permit.vocabulary.js';
import { fields, message, optionalText } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';

/** An abs_publisher records a step of the permit's publication on the ABS Clearing-House (issue 11 §5). */
export const recordCbdStatus = defineAction({
  name: 'record_cbd_status',
  summary:
    'Record a step of the ABS Clearing-House publication (`cbdStatus`): ready → submitted → published (with the IRCC identifier) ' +
    'or rejected; not_applicable; after a renewal or amendment update_pending → submitted; after a revocation revocation_pending → revoked.',
  fields: fields({
    to: CbdStatusSchema,
    irccIdentifier: Type.Optional(
      Type.String({ pattern: IRCC_PATTERN, description: 'Required with `published`: the IRCC identifier, e.g. `ABSCH-IRCC-PH-123456-1`.' }),
    ),
    text: optionalText('A note: the Clearing-House’s answer, the rejection’s reasons.'),
    message,
  }),
  actor: 'staff',
  roles: ['abs_publisher'],
  from: ['issued'],
  // A voided permit leaves no permit in force, yet its withdrawal from the Clearing-House is still to be
  // recorded: that step alone needs no permit in force; publishing one does.
  refuse: ({ permit, state }) => {
    if (state.cbdStatus === null || !isCbdStatus(state.cbdStatus)) return 'the application has no permit to publish';
    if (CBD_STEPS[state.cbdStatus].length === 0) return `the publication is ${state.cbdStatus}: there is no step after it to record`;
    return permit === null && state.cbdStatus !== 'revocation_pending' ? 'the permit is void: there is nothing to publish' : undefined;
  },
  needsAssignment: false,
  decide: (context) => decideCbdStep(context, context.fields),
});
