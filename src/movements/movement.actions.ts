import { Type } from 'typebox';
import type { PermitTable } from '../db/schema.js';
import { AppError, type FieldError } from '../http/errors.js';
import { findLibraryDocument } from '../library/library-document.repository.js';
import { findPermitByNumber } from '../permits/permit.repository.js';
import { type ActionContext, defineAction } from '../workflow/actions/action.types.js';
import { type LineBalance, lineNamed, quantityWords } from './balance.js';
import { permitStandingOf } from './balance.service.js';
import { countedReportsOfPermit, insertMovement } from './movement.repository.js';
import { MovementInput } from './movement.schemas.js';
import type { MovementKind } from './movement.vocabulary.js';

/**
 * `register_movement` (issue 28 §2): the agency registers a movement of material collected under a
 * permit, through the one write path (journalled, audited, evented as `permit.movement_registered`).
 * Decided under the application's lock, so two movements at once cannot both take the last of a
 * line: what is moved is measured against what was collected and not yet moved (the line's `held`).
 */

export const MovementFields = Type.Object(
  { permitNo: Type.String({ minLength: 1, maxLength: 64 }), ...MovementInput.properties },
  { additionalProperties: false },
);

/** What each kind needs besides the common fields, and what it must not carry. */
const KIND_FIELDS: Record<MovementKind, readonly (keyof MovementInput)[]> = {
  domestic_transport: ['transportPermitNo'],
  institution_transfer: ['recipientInstitution', 'materialTransferAgreementId'],
  export_abroad: ['exportPermitNo', 'destinationCountry'],
};
const KIND_ONLY = [...new Set(Object.values(KIND_FIELDS).flat())];

export function kindProblems(input: MovementInput): FieldError[] {
  const needed = KIND_FIELDS[input.kind];
  const problems: FieldError[] = [];
  for (const field of KIND_ONLY) {
    const sent = input[field] !== undefined;
    if (needed.includes(field) && !sent) problems.push({ pointer: `/${field}`, detail: `is required for a ${input.kind}` });
    if (!needed.includes(field) && sent) problems.push({ pointer: `/${field}`, detail: `is not sent with a ${input.kind}` });
  }
  if (input.destinationCountry === 'PH') problems.push({ pointer: '/destinationCountry', detail: 'is abroad: PH is a domestic transport' });
  return problems;
}

const refuseInput = (problems: readonly FieldError[]): never => {
  throw new AppError('validation_failed', problems.map((p) => `${'pointer' in p ? p.pointer : ''} ${p.detail}`).join('; '), {
    errors: problems,
  });
};

/** Material may still move from a permit in force, expired or superseded (collected while it was in force); not from one suspended, revoked or void. */
const MOVABLE_FROM = ['issued', 'expired', 'superseded'];

async function permitOf(context: ActionContext<{ permitNo: string }, unknown>): Promise<PermitTable> {
  const permit = await findPermitByNumber(context.db, context.fields.permitNo);
  if (permit === undefined || permit.application_id !== context.application.id) {
    throw new AppError('not_found', `Application ${context.application.registration_no} has no permit ${context.fields.permitNo}`);
  }
  if (!MOVABLE_FROM.includes(permit.status)) {
    throw new AppError('action_not_allowed', `Permit ${permit.permit_no} is ${permit.status}: no material moves under it`);
  }
  return permit;
}

export function overBalance(quantity: number, balance: LineBalance): AppError {
  const unit = balance.unit;
  return new AppError(
    'action_not_allowed',
    `${quantityWords(quantity, unit)} to move; the line authorises ${balance.authorised ?? 'no quantity yet'}, ` +
      `${balance.collected} reported collected, ${balance.transferred} already moved: ${balance.held} may move`,
    {
      members: {
        balance: {
          lineId: balance.lineId,
          unit,
          authorised: balance.authorised,
          collected: balance.collected,
          transferred: balance.transferred,
          remaining: balance.remaining,
          held: balance.held,
        },
      },
    },
  );
}

export const registerMovement = defineAction<typeof MovementFields, { readonly movementId: string }>({
  name: 'register_movement',
  summary: 'The agency registers a movement of material collected under the permit: a transport, a transfer or an export.',
  fields: MovementFields,
  actor: 'agency',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const { fields: input, application, actor } = context;
    const problems = kindProblems(input);
    if (problems.length > 0) refuseInput(problems);
    const permit = await permitOf(context);
    const standing = await permitStandingOf(context.db, permit.id);
    if (standing === undefined) {
      throw new AppError(
        'action_not_allowed',
        `Permit ${permit.permit_no} was issued before permits stated their terms: it has no line to move from`,
      );
    }
    const line = standing.lines.find((l) => lineNamed(l, input.lineId.toLowerCase()));
    const reports = await countedReportsOfPermit(context.db, permit.id);
    const report = reports.find((r) => r.id === input.collectionReportId.toLowerCase());
    const refs: FieldError[] = [];
    if (line === undefined) refs.push({ pointer: '/lineId', detail: `is not a line of the terms of permit ${permit.permit_no}` });
    if (report === undefined) {
      refs.push({
        pointer: '/collectionReportId',
        detail: `is not a collection report of permit ${permit.permit_no} (submitted or accepted)`,
      });
    }
    if (
      input.materialTransferAgreementId !== undefined &&
      (await findLibraryDocument(context.db, application.agency_code, input.materialTransferAgreementId.toLowerCase())) === undefined
    ) {
      refs.push({ pointer: '/materialTransferAgreementId', detail: 'is not a document of the agency’s library' });
    }
    if (refs.length > 0 || line === undefined) return refuseInput(refs);
    const balance = standing.balance.find((b) => b.lineId === line.id) as LineBalance;
    if (input.quantity > balance.held) throw overBalance(input.quantity, balance);
    const movementId = context.input.movementId;
    return {
      journal: [
        {
          action: 'movement_registered',
          payload: {
            movementId,
            permitId: permit.id,
            permitNo: permit.permit_no,
            kind: input.kind,
            lineId: line.id,
            quantity: input.quantity,
            unit: line.unit,
            heldBefore: balance.held,
          },
        },
      ],
      effects: [
        async (trx, { now }) =>
          insertMovement(trx, {
            id: movementId,
            application_id: application.id,
            permit_id: permit.id,
            line_id: line.id,
            submission_id: (report as { id: string }).id,
            kind: input.kind,
            quantity: input.quantity,
            unit: line.unit,
            transport_permit_no: input.transportPermitNo ?? null,
            recipient_institution: input.recipientInstitution ?? null,
            mta_document_id: input.materialTransferAgreementId?.toLowerCase() ?? null,
            export_permit_no: input.exportPermitNo ?? null,
            destination_country: input.destinationCountry ?? null,
            moved_on: input.movedOn,
            note: input.note ?? null,
            created_by: actor.id,
            created_at: now,
          }),
      ],
    };
  },
});
