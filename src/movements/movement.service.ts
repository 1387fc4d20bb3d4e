import type { Kysely } from 'kysely';
import { findAgencyApplicationRef } from '../applications/application.repository.js';
import type { AgencyActor } from '../auth/actor.js';
import type { DB, PermitMovementTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { findPermitByNumber } from '../permits/permit.repository.js';
import { newId } from '../shared/ids.js';
import { type ActionAnswer, actionIdempotency } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import { permitStandingOf } from './balance.service.js';
import { registerMovement } from './movement.actions.js';
import { communiquesOfPermit, findMovement, issuedTermsOfPermit, listMovementsOfPermit } from './movement.repository.js';
import type { Movement, MovementInput, MovementList } from './movement.schemas.js';
import type { MovementKind } from './movement.vocabulary.js';

/**
 * The agency's movements of a permit's material (issue 28 §2): registered through the action
 * `register_movement` (idempotent under an `Idempotency-Key`, the answer stored in the action's
 * transaction), listed with each line's balance; staff read the same list.
 */

export interface MovementDeps {
  readonly db: Kysely<DB>;
  readonly actions: ActionRegistry;
}

/** The checkpoint's country as its Clearing-House identifier names it: `ABSCH-CP-JP-…` is a checkpoint in Japan. */
function checkpointCountries(checkpoints: readonly string[]): string[] {
  return checkpoints.flatMap((c) => /-CP-([A-Z]{2})-/i.exec(c)?.[1]?.toUpperCase() ?? []);
}

/** Each movement with what a reader needs: the line's species, the communiqués of checkpoints in its destination country. */
async function movementViews(
  db: Kysely<DB>,
  permitId: string,
  permitNo: string,
  rows: readonly PermitMovementTable[],
): Promise<Movement[]> {
  const [terms, communiques] = await Promise.all([issuedTermsOfPermit(db, permitId), communiquesOfPermit(db, permitId)]);
  const species = new Map((terms?.lines ?? []).map((l) => [l.id, l.scientificName ?? l.commonName]));
  const byCountry = communiques.map((c) => ({
    id: c.record_identifier,
    countries: checkpointCountries(c.checkpoints === null ? [] : (JSON.parse(c.checkpoints) as string[])),
  }));
  return rows.map((m) => ({
    id: m.id,
    permitNo,
    kind: m.kind as MovementKind,
    lineId: m.line_id,
    scientificName: species.get(m.line_id) ?? null,
    quantity: Number(m.quantity),
    unit: m.unit,
    collectionReportId: m.submission_id,
    movedOn: m.moved_on,
    transportPermitNo: m.transport_permit_no,
    recipientInstitution: m.recipient_institution,
    materialTransferAgreementId: m.mta_document_id,
    exportPermitNo: m.export_permit_no,
    destinationCountry: m.destination_country,
    note: m.note,
    communiques:
      m.destination_country === null ? [] : byCountry.filter((c) => c.countries.includes(m.destination_country as string)).map((c) => c.id),
    registeredAt: m.created_at,
  }));
}

/** The permit of the agency's application by its number; a 404 for another agency's, another application's or none. */
async function agencyPermit(db: Kysely<DB>, agencyCode: string, number: string, permitNo: string) {
  const application = await findAgencyApplicationRef(db, agencyCode, number);
  if (application === undefined) throw new AppError('not_found', `Agency ${agencyCode} has no application ${number}`);
  const permit = await findPermitByNumber(db, permitNo);
  if (permit === undefined || permit.application_id !== application.id) {
    throw new AppError('not_found', `Application ${application.registration_no} has no permit ${permitNo}`);
  }
  return { application, permit };
}

/** A permit's movements and balance, for whoever may read the permit (the route checks that). */
export async function movementListOf(db: Kysely<DB>, permit: { id: string; permit_no: string }): Promise<MovementList> {
  const [rows, standing] = await Promise.all([listMovementsOfPermit(db, permit.id), permitStandingOf(db, permit.id)]);
  return { items: await movementViews(db, permit.id, permit.permit_no, rows), balance: [...(standing?.balance ?? [])] };
}

export async function agencyMovements(db: Kysely<DB>, agencyCode: string, number: string, permitNo: string): Promise<MovementList> {
  const { permit } = await agencyPermit(db, agencyCode, number, permitNo);
  return movementListOf(db, permit);
}

export interface MovementRequest {
  readonly agencyCode: string;
  readonly number: string;
  readonly permitNo: string;
  readonly body: MovementInput;
  readonly actor: AgencyActor;
  readonly idempotencyKey: string | undefined;
  readonly requestId: string;
  readonly clientAddress: string;
}

export async function registerAgencyMovement(deps: MovementDeps, request: MovementRequest): Promise<ActionAnswer<Movement>> {
  const { application, permit } = await agencyPermit(deps.db, request.agencyCode, request.number, request.permitNo);
  const movementId = newId();
  return takeAction(deps, {
    applicationId: application.id,
    action: registerMovement.name,
    fields: { permitNo: permit.permit_no, ...request.body },
    input: { movementId },
    actor: request.actor,
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    answer: async (trx) => {
      const row = await findMovement(trx, movementId);
      if (row === undefined) throw new Error('the movement was not recorded');
      return (await movementViews(trx, permit.id, permit.permit_no, [row]))[0] as Movement;
    },
    idempotency:
      request.idempotencyKey === undefined
        ? undefined
        : actionIdempotency(
            { scope: request.agencyCode, key: request.idempotencyKey, operation: registerMovement.name, status: 201 },
            { operation: registerMovement.name, applicationId: application.id, permitNo: permit.permit_no, body: request.body },
          ),
  });
}
