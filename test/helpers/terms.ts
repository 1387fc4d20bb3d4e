import type { LightMyRequestResponse } from 'fastify';
import type { StaffTerms, TermsDraftInput } from '../../src/terms/terms.schemas.js';
import { actOk, type Member, type Team } from './actions.js';
import { issuePermitFor } from './permits.js';
import { meetRequirements } from './requirements.js';
import { json, type TestApp } from './test-app.js';
import { aSubmittedApplication } from './workflow.js';

/** The permit's terms (issue 28 §1) over HTTP, as the back-office reads and drafts them. */

export const termsUrl = (id: string) => `/api/v1/staff/applications/${id}/terms`;

export async function readTerms(t: TestApp, who: Member, id: string): Promise<StaffTerms> {
  const response = await t.app.inject({ url: termsUrl(id), headers: who.headers });
  if (response.statusCode !== 200) throw new Error(`GET terms answered ${response.statusCode}: ${response.body}`);
  return json<StaffTerms>(response);
}

export function putTerms(t: TestApp, who: Member, id: string, body: TermsDraftInput): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: termsUrl(id), headers: who.headers, payload: body });
}

/** What `draftQuantities` sets on every line, unless told otherwise. */
export interface QuantityChoice {
  readonly quantity?: number;
  readonly unit?: TermsDraftInput['lines'][number]['unit'];
  readonly part?: string;
  readonly method?: string;
  readonly specialConditions?: string[];
  readonly assistants?: TermsDraftInput['collectors'];
  readonly reason?: string;
}

/** The body that keeps the terms as they stand, with a quantity on every line (what the recommendation needs). */
export function withQuantities(terms: StaffTerms, choice: QuantityChoice = {}): TermsDraftInput {
  return {
    lines: terms.terms.lines.map((line) => ({
      id: line.id,
      locationId: line.locationId,
      scientificName: line.scientificName ?? line.commonName ?? '',
      quantity: choice.quantity ?? 12,
      unit: choice.unit ?? 'tissue_samples',
      part: choice.part ?? line.part,
      method: choice.method ?? line.method,
    })),
    collectors: [
      ...terms.terms.collectors.map((c) => ({ role: c.role, name: c.name, affiliation: c.affiliation, identification: c.identification })),
      ...(choice.assistants ?? []),
    ],
    specialConditions: choice.specialConditions ?? terms.terms.specialConditions,
    ...(choice.reason === undefined ? {} : { reason: choice.reason }),
  };
}

/** The drafter sets a quantity on every line of the terms (the evaluator assigned, or the approver with a reason). */
export async function draftQuantities(t: TestApp, who: Member, id: string, choice: QuantityChoice = {}): Promise<StaffTerms> {
  const body = withQuantities(await readTerms(t, who, id), choice);
  const response = await putTerms(t, who, id, body);
  if (response.statusCode !== 200) throw new Error(`PUT terms answered ${response.statusCode}: ${response.body}`);
  return json<StaffTerms>(response);
}

/**
 * An application taken through the review to the approver: quantities (`quantity` tissue samples, by hand
 * collection) and a named assistant drafted by the evaluator, recommended for approval, endorsed.
 */
export async function anApplicationAtTheApprover(t: TestApp, team: Team, quantity: number) {
  const submitted = await aSubmittedApplication(t);
  const id = submitted.receipt.id;
  await meetRequirements(t, team.intake, { ...submitted, id });
  await actOk(t, team.intake, id, { action: 'accept' });
  await actOk(t, team.evaluator, id, { action: 'claim' });
  await actOk(t, team.evaluator, id, { action: 'start_evaluation' });
  await draftQuantities(t, team.evaluator, id, {
    quantity,
    unit: 'tissue_samples',
    method: 'Hand collection',
    assistants: [
      { role: 'assistant', name: 'Jose Rizal Mercado', affiliation: 'Silliman University', identification: 'PhilSys 1234-5678' },
    ],
  });
  await actOk(t, team.evaluator, id, { action: 'recommend', recommendation: 'approve', reasons: 'Sound.' });
  await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.chief.user.id });
  await actOk(t, team.chief, id, { action: 'endorse', text: 'Endorsed.' });
  await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.approver.user.id });
  return { ...submitted, id };
}

/** The same, approved with the approver's special condition and issued (17 tissue samples). */
export async function anIssuedPermitWithTerms(t: TestApp, team: Team, special: string) {
  const application = await anApplicationAtTheApprover(t, team, 17);
  await actOk(t, team.approver, application.id, { action: 'approve', text: special });
  const permit = await issuePermitFor(t, application.id, team.approver);
  return { ...application, permit, terms: await readTerms(t, team.approver, application.id) };
}
