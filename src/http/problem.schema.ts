import { Type } from 'typebox';

/** RFC 9457 problem details, as every error of this service is returned. */
export const Problem = Type.Object(
  {
    type: Type.String({ description: 'URI reference naming the kind of problem; resolves to its description.' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String({ description: 'What went wrong with this request.' }),
    instance: Type.String({ description: 'The request path.' }),
    code: Type.String({ description: 'Stable machine-readable code, one of a closed list.' }),
    requestId: Type.String({ description: 'Also in the X-Request-Id response header; quote it when asking for help.' }),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          pointer: Type.Optional(Type.String({ description: 'JSON pointer (RFC 6901) to the failing body field.' })),
          parameter: Type.Optional(Type.String({ description: 'The failing query or path parameter.' })),
          detail: Type.String(),
        }),
        { description: 'Every failing field, for validation problems.' },
      ),
    ),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details.' },
);

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** A response entry for route schemas: the problem schema under its own media type. */
export function problemResponse(description: string) {
  return { description, content: { [PROBLEM_MEDIA_TYPE]: { schema: Type.Ref('Problem') } } };
}
