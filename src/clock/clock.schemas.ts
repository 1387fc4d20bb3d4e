import { type Static, Type } from 'typebox';
import { nullable } from '../http/schema-helpers.js';

/**
 * The processing clock's vocabulary and its reading, as TypeBox schemas: the types of
 * processing-clock.ts and, later, the staff API's description of an application's clock.
 * docs/WORKFLOW.md ("The processing clock") states the counting rules.
 */

export const CLOCK_STATE_MEANINGS = {
  on_track: 'Less than 80 % of the working days allowed are used.',
  at_risk: '80 % or more of the working days allowed are used, none beyond the due date.',
  overdue: 'The clock has counted a working day after the due date.',
} as const;
export type ClockState = keyof typeof CLOCK_STATE_MEANINGS;

export const CLOCK_STATUS_MEANINGS = {
  not_started: 'The application has not been accepted as complete: no clock yet.',
  running: 'Working days count.',
  paused: 'The clock is paused (on hold, a referral, or the applicant must act): no day counts.',
  stopped: 'The decision was made (or the application left the process): the reading is final.',
} as const;
export type ClockStatus = keyof typeof CLOCK_STATUS_MEANINGS;

/** A closed vocabulary as a union of literals, its meanings in the description. */
export function describedUnion<T extends string>(meanings: Record<T, string>, lead: string) {
  const values = Object.keys(meanings) as T[];
  const description = `${lead}\n${values.map((value) => `- \`${value}\`: ${meanings[value]}`).join('\n')}`;
  // Unsafe only carries the static type: the literals built from a list are not a tuple TypeBox can read.
  return Type.Unsafe<T>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description },
    ),
  );
}

export const ClockStateSchema = describedUnion(CLOCK_STATE_MEANINGS, 'Where the processing time stands (RA 11032):');
export const ClockStatusSchema = describedUnion(CLOCK_STATUS_MEANINGS, 'Whether the processing clock counts:');

const IsoDateSchema = Type.String({ format: 'date', description: 'A calendar date in Asia/Manila, YYYY-MM-DD.' });
const NullableDate = (description: string) => nullable(Type.String({ format: 'date' }), { description });
const Days = (description: string) => Type.Integer({ minimum: 0, description });

/** What the clock says at one instant. */
export const ClockReadingSchema = Type.Object(
  {
    status: ClockStatusSchema,
    state: Type.Union([ClockStateSchema, Type.Null()], { description: 'on_track, at_risk or overdue; null before the clock starts.' }),
    asOf: { ...IsoDateSchema, description: 'The Manila date of the reading.' },
    startDate: NullableDate('The Manila date of acceptance; counting begins the next working day.'),
    stopDate: NullableDate('The Manila date the clock stopped (the decision), when it has.'),
    limit: Type.Integer({ minimum: 1, description: 'The time limit in working days, without the extension.' }),
    extended: Type.Boolean({ description: 'Whether the one extension (by the same number of days) was granted.' }),
    effectiveLimit: Type.Integer({ minimum: 1, description: 'The limit in force: twice `limit` once extended.' }),
    daysUsed: Days('Working days counted so far.'),
    daysLeft: Days('effectiveLimit − daysUsed, never below 0.'),
    daysOverdue: Days('daysUsed − effectiveLimit, never below 0.'),
    dueDate: NullableDate('The last working day allowed, with the extension once granted. Null while paused with days left.'),
    dueDateWithoutExtension: NullableDate('The last working day allowed by `limit` alone.'),
    dueDateWithExtension: NullableDate('The last working day allowed by twice `limit`: the due date an extension gives or gave.'),
    paused: Type.Boolean(),
    pausedFor: Type.Array(Type.String(), { description: 'The causes holding the clock, e.g. `hold`, `referral`.' }),
    stopped: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ClockReading = Static<typeof ClockReadingSchema>;
