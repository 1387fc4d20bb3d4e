import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { StaffTerms, TermsDraftInput } from './terms.schemas.js';
import { changeStaffTerms, readStaffTerms, type TermsDeps } from './terms.service.js';

/** The permit's terms as staff read and draft them (issue 28 §1): one resource per application. */
export async function staffTermsRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication; deps: TermsDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  const params = Type.Object({
    id: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The application’s id or registration number.',
      examples: ['ABS-2026-000001'],
    }),
  });

  app.get(
    '/api/v1/staff/applications/:id/terms',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getApplicationTerms',
          summary: 'The permit’s terms of an application: species × site quantities, collectors, conditions',
          description:
            'The newest version of the terms (draft, approved, issued or superseded); before any is stored, the draft as it would ' +
            'start (`saved: false`): from the agency’s proposal when it sent one, else from the submission’s species and locations ' +
            'with empty quantities and the permittee as holder. With the agency’s proposal, every stored version, and whether ' +
            'this user may change the terms now.',
          params,
          response: {
            200: json('The terms.', StaffTerms),
            404: problemResponse(404, 'No application with this id, or one of an agency this user is not limited to.'),
          },
        },
      },
    ),
    async (request) => readStaffTerms(deps, staffOf(request), request.params.id),
  );

  app.put(
    '/api/v1/staff/applications/:id/terms',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'changeApplicationTerms',
          summary: 'Draft or change the permit’s terms (evaluator during the evaluation; approver at the decision and for an amendment)',
          description:
            'The whole draft, replacing the one stored: its lines (a species of the application at one of its locations, with ' +
            'the quantity, unit, part, method and period within the site’s), its collectors (one holder, assistants) and its ' +
            'special conditions. A line that sends the `id` of a line of the draft keeps it. The evaluator assigned to the ' +
            'application changes them `under_evaluation`; the approver at `for_decision` or `approved` (with `reason`: journalled) ' +
            'and once the permit is issued, a new version for `amend_permit`. Journal entry `terms_changed`, audited. A line at a ' +
            'location or of a species the application does not name, or a period outside the site’s, is a 400 naming the field; ' +
            'nothing is stored.',
          params,
          body: TermsDraftInput,
          response: {
            200: json('Changed: the terms as they now stand.', StaffTerms),
            400: problemResponse(400, 'The body is not valid, or does not fit the application: `errors` names each field.'),
            403: problemResponse(403, 'The CSRF header is missing or wrong, or none of this user’s roles changes the terms.'),
            404: problemResponse(404, 'No application with this id, or one of an agency this user is not limited to.'),
            409: problemResponse(409, '`action_not_allowed`: not in this status, not this role now, or not assigned; `detail` says why.'),
          },
        },
      },
    ),
    async (request) => changeStaffTerms(deps, staffOf(request), request.params.id, request.body, auditContextOf(request)),
  );
}
