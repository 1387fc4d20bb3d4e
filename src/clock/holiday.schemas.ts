import { type Static, Type } from 'typebox';
import { requiredText } from '../http/schema-helpers.js';
import { describedUnion } from './clock.schemas.js';

/**
 * The holidays of the working-day calendar: TypeBox schemas for the service's inputs (the CLI's now,
 * the admin's staff routes later) and for what it returns.
 */

/** Years the calendar may be seeded for and listed. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

export const HOLIDAY_KIND_MEANINGS = {
  regular: 'A regular holiday (Republic Act 9492 as amended): a non-working day every year.',
  special_non_working: "A special non-working day of the year's proclamation (Ninoy Aquino Day, All Saints' Day, …).",
  proclaimed: 'A non-working day declared by a later proclamation (ad hoc, e.g. for a typhoon or an event), added by an admin.',
} as const;
export type HolidayKind = keyof typeof HOLIDAY_KIND_MEANINGS;
export const HOLIDAY_KINDS = Object.keys(HOLIDAY_KIND_MEANINGS) as HolidayKind[];

export const HOLIDAY_SOURCE_MEANINGS = {
  'date-holidays': 'Seeded from the date-holidays library (PH): its public holidays and special non-working days.',
  admin: 'Added by an admin.',
} as const;
export type HolidaySource = keyof typeof HOLIDAY_SOURCE_MEANINGS;

export const HolidayKindSchema = describedUnion(HOLIDAY_KIND_MEANINGS, 'What kind of non-working day it is (each stops the clock alike):');
export const HolidaySourceSchema = describedUnion(HOLIDAY_SOURCE_MEANINGS, 'Where the day came from:');

export const HolidayDate = Type.String({ format: 'date', description: 'A calendar date in Asia/Manila, YYYY-MM-DD.' });

export const CalendarYear = Type.Integer({ minimum: CALENDAR_YEARS.min, maximum: CALENDAR_YEARS.max, description: 'A year, e.g. 2027.' });

/** A non-working day. */
export const HolidaySchema = Type.Object(
  {
    date: HolidayDate,
    name: Type.String(),
    kind: HolidayKindSchema,
    source: HolidaySourceSchema,
    createdAt: Type.String({ format: 'date-time' }),
    createdBy: Type.String({ format: 'uuid', description: 'The actor id of whoever added it (the system for seeded days).' }),
  },
  { additionalProperties: false },
);
export type Holiday = Static<typeof HolidaySchema>;

/** An admin adds a day (by default a `proclaimed` one). */
export const HolidayAddition = Type.Object(
  {
    date: HolidayDate,
    name: requiredText(200, 'What the day is, as the proclamation names it.'),
    kind: Type.Optional({ ...HolidayKindSchema, default: 'proclaimed' }),
  },
  { additionalProperties: false },
);
export type HolidayAddition = Static<typeof HolidayAddition>;

/** The day an admin removes (a seeded day the proclamation moved, or an admin's own). */
export const HolidayRemoval = Type.Object({ date: HolidayDate }, { additionalProperties: false });
export type HolidayRemoval = Static<typeof HolidayRemoval>;

export const HolidayYear = Type.Object({ year: CalendarYear }, { additionalProperties: false });
export type HolidayYear = Static<typeof HolidayYear>;

/** What seeding a year did. */
export interface SeedResult {
  readonly year: number;
  /** Dates added now; days already present, or removed by an admin, are left as they are. */
  readonly added: readonly string[];
}
