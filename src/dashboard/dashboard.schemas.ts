import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';

/** The dashboard for chiefs and approvers (GET /api/v1/staff/dashboard). */

const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'A month in Asia/Manila, YYYY-MM.' });
const Count = Type.Integer({ minimum: 0 });

const placeFigures = {
  received: { ...Count, description: 'Applications received in the last 12 months with a location here.' },
  open: { ...Count, description: 'Applications open today (not decided, withdrawn, abandoned or cancelled) with a location here.' },
};
const PlaceCode = nullable(Type.String({ pattern: '^[0-9]{10}$' }), {
  description: 'The 10-digit PSGC code; null for the locations no code matched (docs/PLACES.md).',
});

/** Applications by PSGC region and province of their locations (issue 21 §5). */
const ByPlace = Type.Object(
  {
    regions: Type.Array(Type.Object({ code: PlaceCode, name: nullable(Type.String()), ...placeFigures }, { additionalProperties: false }), {
      description: 'Per region, in code order; the uncoded last.',
    }),
    provinces: Type.Array(
      Type.Object(
        {
          code: PlaceCode,
          name: nullable(Type.String()),
          regionCode: nullable(Type.String({ pattern: '^[0-9]{10}$' }), {
            description: 'The region the locations are in (also for an uncoded province in a coded region); null when uncoded.',
          }),
          ...placeFigures,
        },
        { additionalProperties: false },
      ),
      {
        description:
          'Per region and province, in code order; the uncoded last in each region. A location whose province matched nothing ' +
          'has a null code under its region (NCR has one province code, its own).',
      },
    ),
  },
  {
    additionalProperties: false,
    description:
      'Applications by the PSGC codes of their locations. An application with locations in several provinces counts in each; ' +
      'the workqueues filter by the same codes (`regionCode`, `provinceCode`).',
  },
);

export const Dashboard = Type.Object(
  {
    months: Type.Array(
      Type.Object(
        {
          month: Month,
          received: Count,
          decided: { ...Count, description: 'Approved, issued or denied in the month.' },
          averageWorkingDays: nullable(Type.Number({ minimum: 0 }), {
            description: 'Working days the decisions of the month took on average; null without decisions.',
          }),
          averageLimit: nullable(Type.Number({ minimum: 0 }), {
            description: 'The time limit in force for those decisions on average (with extensions), in working days.',
          }),
          decidedOverLimit: { ...Count, description: 'Decisions of the month taken after their due date.' },
        },
        { additionalProperties: false },
      ),
      { description: 'The last 12 months, oldest first, the current one last.' },
    ),
    clocksByAssignee: Type.Array(
      Type.Object(
        {
          assignee: nullable(Type.Object({ id: Type.String({ format: 'uuid' }), name: nullable(Type.String()) }), {
            description: 'Null for applications nobody is assigned.',
          }),
          atRisk: Count,
          overdue: Count,
        },
        { additionalProperties: false },
      ),
      { description: 'Open applications at risk or overdue, per assignee, the most overdue first.' },
    ),
    decisionsByOutcome: Type.Object(
      { approved: Count, denied: Count },
      { additionalProperties: false, description: 'Decisions of the last 12 months (an issued permit counts as approved).' },
    ),
    obligationsOverdue: {
      ...Count,
      description: 'Obligations of permits (reports, deposits) past their due date, neither submitted, accepted nor waived (issue 20).',
    },
    communiquesPerYear: Type.Array(
      Type.Object(
        {
          year: Type.Integer({ description: 'The year the communiqué was received.' }),
          count: Count,
          flagged: { ...Count, description: 'Of them, those naming an entity other than the permit holder.' },
        },
        { additionalProperties: false },
      ),
      {
        description:
          'Checkpoint communiqués of the ABS Clearing-House that name the permits’ IRCCs, per year, oldest first; years without ' +
          'one are left out (the Nagoya Protocol’s national report asks for it; issue 20 §3).',
      },
    ),
    byPlace: ByPlace,
    agencies: nullable(Type.Array(Type.String()), { description: 'The agencies counted; null for every agency.' }),
    privacy: Type.Object(
      {
        openRequests: { ...Count, description: 'Data subjects’ requests not yet closed (docs/PRIVACY.md).' },
        overdueRequests: { ...Count, description: 'Open requests past their due date (30 working days after receipt).' },
        incidentsAwaitingNotice: Type.Array(
          Type.Object(
            {
              id: Type.String({ format: 'uuid' }),
              summary: Type.String(),
              noticeDueAt: Type.String({ format: 'date-time', description: '72 hours after the discovery.' }),
              hoursLeft: Type.Number({ description: 'Hours until `noticeDueAt` (negative: late), to one decimal.' }),
            },
            { additionalProperties: false },
          ),
          {
            description:
              'Personal data breaches whose notice to the National Privacy Commission is not recorded yet, the most urgent first.',
          },
        ),
      },
      { additionalProperties: false, description: 'The Data Privacy Act’s deadlines (every agency: they concern the authority).' },
    ),
    generatedAt: Type.String({ format: 'date-time' }),
  },
  { ...named('Dashboard'), additionalProperties: false },
);
export type Dashboard = Static<typeof Dashboard>;
