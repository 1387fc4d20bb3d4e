import type { Static } from 'typebox';
import { validationError } from '../http/errors.js';
import {
  TERMS_EDITING_STATUSES,
  TERMS_EDITOR_ROLES,
  TERMS_PROPOSAL_STATUSES,
  termsChangeNeedsReason,
  termsEditRefusal,
} from '../policy/terms.policy.js';
import { newId } from '../shared/ids.js';
import { type ActionContext, defineAction } from '../workflow/actions/action.types.js';
import { termsSummary } from './terms.decisions.js';
import { contentProblems, rowsFromInput } from './terms.draft.js';
import { insertTerms, readProposedTerms, readSubmissionSites, replaceTerms, type SubmissionSites } from './terms.repository.js';
import { ProposedTermsInput, TermsDraftInput } from './terms.schemas.js';
import { workingTerms } from './terms.versions.js';

/**
 * The changes of a permit's terms (issue 28 §1), each an action of the workflow, so journalled and
 * audited like every other: the agency proposes (before the evaluation starts), staff draft and change
 * (the policy says who when: src/policy/terms.policy.ts). The decisions on them are the workflow's
 * `recommend` and `approve` (terms.decisions.ts) and the permits' `issue` and `amend_permit`.
 */

const withoutRole = `The terms are changed by staff with one of the roles ${TERMS_EDITOR_ROLES.join(', ')}`;

/** The problems of what was sent against the application's sites and species: a 400 naming each field, nothing stored. */
async function assertFits(context: ActionContext<unknown, unknown>, content: Parameters<typeof contentProblems>[0]) {
  const sites = await readSubmissionSites(context.db, context.application.id);
  const problems = contentProblems(content, sites);
  if (problems.length > 0) throw validationError(problems);
  return sites;
}

export const proposeTerms = defineAction({
  name: 'propose_terms',
  summary:
    'The agency proposes quantities and collectors for its application, before the evaluation starts (replacing an earlier proposal).',
  fields: ProposedTermsInput,
  actor: 'agency',
  roles: [],
  from: TERMS_PROPOSAL_STATUSES,
  needsAssignment: false,
  ownRoute: {
    route: 'PUT /api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/proposed-terms',
    withoutRole: 'Terms are proposed by the agency that submitted the application',
  },
  decide: async (context) => {
    const { fields, application, actor, now, db } = context;
    const content = { lines: fields.lines, collectors: fields.collectors ?? [] };
    await assertFits(context, content);
    const existing = await readProposedTerms(db, application.id);
    const terms = {
      id: existing?.terms.id ?? newId(),
      application_id: application.id,
      version: 0,
      status: 'proposed',
      origin: 'agency_proposal',
      permit_id: null,
      standard_conditions: '[]',
      special_conditions: '[]',
      created_by: existing?.terms.created_by ?? actor.id,
      created_at: existing?.terms.created_at ?? now,
      updated_by: actor.id,
      updated_at: now,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
    };
    const rows = rowsFromInput(terms, content, undefined);
    return {
      journal: [{ action: 'terms_proposed', payload: { termsId: terms.id, lines: rows.lines.length, collectors: rows.collectors.length } }],
      effects: [(trx) => (existing === undefined ? insertTerms(trx, rows) : replaceTerms(trx, rows))],
    };
  },
});

type DraftFields = Static<typeof TermsDraftInput>;

export const changeTerms = defineAction({
  name: 'change_terms',
  summary:
    'Draft or change the permit’s terms: the evaluator during the evaluation, the approver at the decision (with the reason, ' +
    'journalled) and for an amendment once the permit is issued.',
  fields: TermsDraftInput,
  actor: 'staff',
  roles: TERMS_EDITOR_ROLES,
  from: TERMS_EDITING_STATUSES,
  refuse: termsEditRefusal,
  needsAssignment: false,
  ownRoute: { route: 'PUT /api/v1/staff/applications/{id}/terms', withoutRole },
  decide: async (context) => {
    const { fields, application, actor, now, db, state } = context;
    const reason = fields.reason ?? undefined;
    if (termsChangeNeedsReason(state.status) && reason === undefined) {
      throw validationError([{ pointer: '/reason', detail: `is required: the terms change while the application is ${state.status}` }]);
    }
    const sites = await assertFits(context, fields);
    const working = await workingTerms(db, { application, actorId: actor.id, now });
    const terms = {
      ...working.record.terms,
      special_conditions: JSON.stringify(fields.specialConditions),
      updated_by: actor.id,
      updated_at: now,
      ...(reason === undefined ? {} : { decision_reason: reason }),
      // What the approver changes after the approval is approved by that change.
      ...(working.record.terms.status === 'approved' ? { decided_by: actor.id, decided_at: now } : {}),
    };
    const rows = rowsFromInput(terms, fields as DraftFields, working.record);
    const summary = termsSummary(
      { terms, lines: rows.lines.map((line) => ({ ...line, ...siteColumns(sites, line.location_id) })), collectors: rows.collectors },
      fields.specialConditions,
    );
    return {
      journal: [{ action: 'terms_changed', payload: { ...summary, status: terms.status, ...(reason === undefined ? {} : { reason }) } }],
      effects: [(trx) => (working.stored ? replaceTerms(trx, rows) : insertTerms(trx, rows))],
    };
  },
});

/** A location's columns as a line read with its site carries them (checked to be the application's by assertFits). */
function siteColumns(sites: SubmissionSites, locationId: string) {
  const site = sites.locations.find((l) => l.id === locationId);
  return {
    region: '',
    province: site?.province ?? '',
    city_or_municipality: site?.city_or_municipality ?? '',
    barangay: null,
    collection_start: site?.collection_start ?? '',
    collection_end: site?.collection_end ?? '',
  };
}
