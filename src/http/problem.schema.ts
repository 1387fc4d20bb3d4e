import { Type } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './errors.js';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

/** RFC 9457 problem details, as every error of this service is returned. */
export const Problem = Type.Object(
  {
    type: Type.String({
      format: 'uri-reference',
      description: 'URI reference naming the kind of problem (`/problems/{code}`); it resolves to a page that explains it.',
      examples: ['/problems/validation_failed'],
    }),
    title: Type.String({ description: 'Short summary of the kind of problem; the same for every occurrence of a code.' }),
    status: Type.Integer({ minimum: 400, maximum: 599, description: 'The HTTP status code of the response.' }),
    detail: Type.String({ description: 'What went wrong with this request.' }),
    instance: Type.String({ format: 'uri-reference', description: 'The request path.' }),
    code: Type.Unsafe<ErrorCode>({
      type: 'string',
      enum: codes,
      description:
        'Stable machine-readable code, one of a closed list: ' +
        codes.map((code) => `\`${code}\` (${ERROR_CODES[code].status}) ${ERROR_CODES[code].title}`).join('; ') +
        '. `/problems/{code}` explains each and how to fix the request.',
    }),
    requestId: Type.String({ description: 'Also in the X-Request-Id response header; quote it when asking for help.' }),
    errors: Type.Optional(
      Type.Array(
        Type.Object(
          {
            pointer: Type.Optional(
              Type.String({ description: 'JSON pointer (RFC 6901) to the failing body field; empty for the body as a whole.' }),
            ),
            parameter: Type.Optional(Type.String({ description: 'The failing query or path parameter (or header).' })),
            detail: Type.String({ description: 'Why it fails.' }),
          },
          { description: 'One failing input: `pointer` for a body field, `parameter` for anything else.' },
        ),
        { description: 'Every failing field, for validation problems.' },
      ),
    ),
    allowedActions: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'With `action_not_allowed` and `requirements_missing`: the actions the user may take on the application now (staff API).',
      }),
    ),
    missingRequirements: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: Type.String({ description: 'The checklist item, e.g. `endorsement_letter`.' }),
            title: Type.String({ description: 'Its title in the checklist.' }),
            state: Type.String({ description: '`missing`, `uploaded` (not reviewed yet) or `rejected`.' }),
            reason: Type.Union([Type.String(), Type.Null()], { description: 'Why its document was rejected; null otherwise.' }),
          },
          { description: 'A required document neither accepted nor waived.' },
        ),
        { description: 'With `requirements_missing`: each required document of the checklist not yet accepted or waived.' },
      ),
    ),
    balance: Type.Optional(
      Type.Object(
        {
          lineId: Type.String({ description: 'The authorised line (`lines[].id` of the permit’s terms).' }),
          unit: Type.Union([Type.String(), Type.Null()]),
          authorised: Type.Union([Type.Number(), Type.Null()]),
          collected: Type.Number(),
          transferred: Type.Number(),
          remaining: Type.Union([Type.Number(), Type.Null()]),
          held: Type.Number({ description: 'Collected and not yet moved: the most a movement may move.' }),
        },
        {
          description:
            'With `action_not_allowed` on a movement over the balance: the line’s balance (docs/PERMITS.md, “Balance and movements”).',
        },
      ),
    ),
    overdueObligations: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ description: 'The obligation’s id.' }),
            type: Type.String({ description: 'Its code, e.g. `collection_report`.' }),
            title: Type.String(),
            dueDate: Type.String({ description: 'YYYY-MM-DD (Asia/Manila).' }),
            status: Type.String({ description: '`overdue`.' }),
          },
          { description: 'An overdue obligation of the permit that blocks its renewal.' },
        ),
        {
          description: 'With `action_not_allowed` on `renew_permit`: the overdue obligations that block the renewal (docs/OBLIGATIONS.md).',
        },
      ),
    ),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details. Other members may be added; clients ignore those they do not know.' },
);

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/**
 * A response entry for route schemas: the problem schema under its own media type.
 * @deprecated Use `problemResponse(status, …)` or `standardResponses(…)` of standard-responses.ts, which name the
 * status's codes and headers.
 */
export function problemResponse(description: string) {
  return { description, content: { [PROBLEM_MEDIA_TYPE]: { schema: Type.Ref('Problem') } } };
}
