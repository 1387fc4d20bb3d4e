import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';

/** The national report pack (issue 32 §3, docs/REPORTS.md): GET /api/v1/staff/reports/national[/csv|/pdf]. */

const PeriodDate = (description: string) =>
  Type.String({ format: 'date', description: `${description} (a calendar date in Asia/Manila, YYYY-MM-DD).`, examples: ['2026-01-01'] });

export const NationalReportQuery = Type.Object(
  {
    from: PeriodDate('The first day of the period'),
    to: PeriodDate('The last day of the period, included'),
  },
  { additionalProperties: false },
);
export type NationalReportQuery = Static<typeof NationalReportQuery>;

const Count = Type.Integer({ minimum: 0 });
const PlaceCode = nullable(Type.String({ pattern: '^[0-9]{10}$' }), {
  description: 'The 10-digit PSGC code; null for the locations no code matched (docs/PLACES.md).',
});

/** What happened to permits in the period (docs/REPORTS.md says how each is counted). */
const permitFigures = {
  issued: { ...Count, description: 'Permits issued (first permits of their application), void ones left out.' },
  renewed: { ...Count, description: 'Renewals issued.' },
  amended: { ...Count, description: 'Amendments issued.' },
  suspended: { ...Count, description: 'Permits suspended (a permit suspended twice counts once).' },
  revoked: { ...Count, description: 'Permits revoked.' },
};
export const PermitFigures = Type.Object(permitFigures, { additionalProperties: false });
export type PermitFigures = Static<typeof PermitFigures>;
export const PERMIT_FIGURES = ['issued', 'renewed', 'amended', 'suspended', 'revoked'] as const satisfies readonly (keyof PermitFigures)[];

const DecisionTimes = {
  decided: { ...Count, description: 'Applications decided (approved, then maybe issued, or denied) in the period.' },
  medianWorkingDays: nullable(Type.Number({ minimum: 0 }), {
    description: 'The median of the working days they took (the mean of the two middle ones for an even count); null without decisions.',
  }),
  p90WorkingDays: nullable(Type.Integer({ minimum: 0 }), {
    description: 'The 90th percentile (nearest rank): nine decisions in ten took this many working days or fewer.',
  }),
  withinLimit: { ...Count, description: 'Decided by their due date (the legal limit, doubled when extended).' },
  overLimit: { ...Count, description: 'Decided after their due date.' },
};

export const NationalReport = Type.Object(
  {
    period: Type.Object(
      { from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) },
      { additionalProperties: false, description: 'Asia/Manila calendar dates, both included.' },
    ),
    authority: Type.String({ description: 'The issuing authority (setting `permits.authority`).' }),
    agencies: nullable(Type.Array(Type.String()), { description: 'The agencies counted; null for every agency.' }),
    permits: Type.Object(
      {
        totals: PermitFigures,
        byPermitType: Type.Array(Type.Object({ permitType: Type.String(), ...permitFigures }, { additionalProperties: false }), {
          description: 'Per permit type as the applications name it, in alphabetical order.',
        }),
        byRegion: Type.Array(
          Type.Object({ code: PlaceCode, name: nullable(Type.String()), ...permitFigures }, { additionalProperties: false }),
          { description: 'Per PSGC region of the permit’s application’s locations, in code order, the uncoded last.' },
        ),
        byProvince: Type.Array(
          Type.Object(
            {
              code: PlaceCode,
              name: nullable(Type.String()),
              regionCode: nullable(Type.String({ pattern: '^[0-9]{10}$' })),
              ...permitFigures,
            },
            { additionalProperties: false },
          ),
          { description: 'Per PSGC region and province, in code order, the uncoded last in each region.' },
        ),
      },
      {
        additionalProperties: false,
        description:
          'A permit with sites in several regions or provinces counts once in each: the rows of `byRegion` and `byProvince` ' +
          'may add up to more than the totals.',
      },
    ),
    clearingHouse: Type.Object(
      {
        irccsPublished: {
          ...Count,
          description: 'IRCCs published on the ABS Clearing-House in the period: the first publication of an application’s permit.',
        },
        irccUpdatesPublished: {
          ...Count,
          description: 'Updates of published IRCCs published in the period (after a renewal or an amendment): not new IRCCs.',
        },
        communiquesReceived: { ...Count, description: 'Checkpoint communiqués naming the permits’ IRCCs, received in the period.' },
        communiquesFlagged: { ...Count, description: 'Of them, those naming an entity other than the permit holder.' },
      },
      { additionalProperties: false },
    ),
    obligations: Type.Object(
      {
        due: { ...Count, description: 'Obligations of permits falling due in the period.' },
        met: { ...Count, description: 'Of them, accepted by the authority.' },
        awaitingReview: { ...Count, description: 'Submitted, not yet accepted.' },
        waived: Count,
        overdue: { ...Count, description: 'Past their due date, neither submitted, accepted nor waived.' },
        pending: { ...Count, description: 'Not yet due (the period ends today or later).' },
      },
      { additionalProperties: false, description: 'By their status when the report is made.' },
    ),
    processing: Type.Object(
      {
        ...DecisionTimes,
        byApplicationType: Type.Array(
          Type.Object(
            {
              applicationType: Type.String(),
              limitWorkingDays: { ...Count, description: 'The legal limit of the type (setting `clock.time_limits`), before extension.' },
              ...DecisionTimes,
            },
            { additionalProperties: false },
          ),
          { description: 'Per application type, in alphabetical order.' },
        ),
      },
      { additionalProperties: false, description: 'Processing times against the legal clock (RA 11032), in working days.' },
    ),
    generatedAt: Type.String({ format: 'date-time' }),
  },
  { ...named('NationalReport'), additionalProperties: false },
);
export type NationalReport = Static<typeof NationalReport>;
