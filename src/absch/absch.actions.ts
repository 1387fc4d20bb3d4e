import { Type } from 'typebox';
import { AppError, validationError } from '../http/errors.js';
import { Uuid } from '../http/schema-helpers.js';
import { decideCbdStep, IRCC_PATTERN } from '../permits/permit.lifecycle.js';
import { findPermit, findPermitOfRecord } from '../permits/permit.repository.js';
import { AbschUsageSchema } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { type CbdStatus, isCbdStatus } from '../vocabulary/permit.vocabulary.js';
import { fields, optionalText } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import type { AbschUsage } from './abs-permit.input.js';
import {
  findChosenUsage,
  findOpenPublication,
  insertCommunique,
  insertPublication,
  type PublicationIntent,
  updatePublication,
} from './absch.repository.js';
import { settingUsageOf } from './absch-usage.js';

/**
 * Issue 20 §2-3: publication to the ABS Clearing-House by biopermit itself (src/absch/, docs/ABSCH.md).
 *
 * - `publish_to_absch` (an abs_publisher): asks the absch-publish job to submit the permit (a first
 *   submission, its update, its revocation); refused without the Clearing-House account configured.
 * - `record_absch_step` (the job): each step the Clearing-House answered, moving `cbdStatus` like
 *   `record_cbd_status` (journal `cbd_status_recorded` with the workflow id, audit, event).
 * - `record_checkpoint_communique` (the job): a checkpoint communiqué naming the permit's IRCC.
 */

/** The publication statuses from which a submission is made, and what it is. */
const INTENT_OF: Partial<Record<CbdStatus, PublicationIntent>> = {
  ready: 'submit',
  rejected: 'submit',
  update_pending: 'update',
  revocation_pending: 'revoke',
};

export function publicationIntentOf(cbdStatus: string | null): PublicationIntent | undefined {
  return cbdStatus !== null && isCbdStatus(cbdStatus) ? INTENT_OF[cbdStatus] : undefined;
}

export const publishToAbsch = defineAction({
  name: 'publish_to_absch',
  summary:
    'Publish the permit on the ABS Clearing-House through its API (when ABSCH_EMAIL and ABSCH_PASSWORD are configured): the ' +
    'absch-publish job validates, submits (or submits the update or revocation), follows the Publishing Authority’s request and ' +
    'records each step; GET /api/v1/staff/applications/{id}/absch shows the answers.',
  fields: fields({
    usage: Type.Optional({
      ...AbschUsageSchema,
      description:
        'The Clearing-House usage, for a permit whose application type the setting `absch.publication` maps to none ' +
        '(`usageByApplicationType`); ignored when it maps one. Required then, unless an earlier publication of the permit chose one.',
    }),
  }),
  actor: 'staff',
  roles: ['abs_publisher'],
  from: ['issued'],
  refuse: ({ state }) =>
    publicationIntentOf(state.cbdStatus) === undefined
      ? `the publication is ${state.cbdStatus ?? 'not started'}: there is nothing to submit to the Clearing-House`
      : undefined,
  needsAssignment: false,
  decide: async (context) => {
    if (context.permits?.abschConfigured !== true) {
      throw new AppError(
        'action_not_allowed',
        'publication to the Clearing-House is not configured (ABSCH_EMAIL, ABSCH_PASSWORD): record its steps by hand with record_cbd_status',
      );
    }
    const intent = publicationIntentOf(context.application.cbd_status);
    const permit = await findPermitOfRecord(context.db, context.application.id);
    if (intent === undefined || permit === undefined)
      throw new AppError('action_not_allowed', 'publish_to_absch: there is nothing to publish');
    if ((await findOpenPublication(context.db, context.application.id)) !== undefined) {
      throw new AppError('action_not_allowed', 'publish_to_absch: a publication of this permit is already under way');
    }
    const usage = await chosenUsage(context.db, context.application, context.fields.usage);
    const actorId = context.actor.id;
    return {
      journal: [
        {
          action: 'absch_publication_requested',
          payload: { permitId: permit.id, permitNo: permit.permit_no, intent, ...(usage === null ? {} : { usage }) },
        },
      ],
      effects: [
        async (trx, { now }) => {
          await insertPublication(trx, {
            permitId: permit.id,
            applicationId: context.application.id,
            intent,
            documentIdentifier: permit.absch_identifier ?? permit.id,
            requestedBy: actorId,
            now,
            usage,
          });
        },
      ],
    };
  },
});

/**
 * The usage the publisher chooses for this publication (issue 28 §3): none when the setting maps the
 * application type to one (the setting's is published); else the one given, or the one an earlier
 * publication of the permit chose; neither is a 400 naming `usage`, before anything is stored.
 */
async function chosenUsage(
  db: Parameters<typeof readSetting>[0],
  application: { readonly id: string; readonly application_type: string },
  given: AbschUsage | undefined,
): Promise<AbschUsage | null> {
  const publication = await readSetting(db, 'absch.publication');
  if (settingUsageOf(publication, application.application_type) !== undefined) return null;
  const usage = given ?? ((await findChosenUsage(db, application.id)) as AbschUsage | undefined);
  if (usage !== undefined) return usage;
  throw validationError([
    {
      pointer: '/usage',
      detail:
        `the application type "${application.application_type}" has no Clearing-House usage in the setting absch.publication ` +
        '(usageByApplicationType): choose one, commercial or noncommercial, or an administrator adds the type to the setting',
    },
  ]);
}

export const recordAbschStep = defineAction({
  name: 'record_absch_step',
  summary: 'The absch-publish job records a step the ABS Clearing-House answered: submitted, published (with the IRCC), rejected, revoked.',
  fields: fields({
    publicationId: Uuid,
    to: Type.Union([Type.Literal('submitted'), Type.Literal('published'), Type.Literal('rejected'), Type.Literal('revoked')]),
    workflowId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    irccIdentifier: Type.Optional(Type.String({ pattern: IRCC_PATTERN })),
    text: optionalText('The Clearing-House’s answer: the Publishing Authority’s reason.'),
  }),
  actor: 'system',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const { fields: f } = context;
    const step = await decideCbdStep(context, {
      to: f.to,
      ...(f.irccIdentifier === undefined ? {} : { irccIdentifier: f.irccIdentifier }),
      ...(f.text === undefined ? {} : { text: f.text }),
    });
    const state = f.to === 'submitted' ? 'submitted' : f.to === 'rejected' ? 'rejected' : 'published';
    return {
      ...step,
      journal: step.journal.map((entry) => ({
        ...entry,
        payload: { ...entry.payload, publicationId: f.publicationId, ...(f.workflowId === undefined ? {} : { workflowId: f.workflowId }) },
      })),
      effects: [
        ...(step.effects ?? []),
        (trx, { now }) =>
          updatePublication(trx, f.publicationId, {
            state,
            ...(f.workflowId === undefined ? {} : { workflow_id: f.workflowId }),
            ...(f.irccIdentifier === undefined ? {} : { ircc_identifier: f.irccIdentifier }),
            ...(f.text === undefined ? {} : { reason: f.text }),
            next_attempt_at: now,
            last_error: null,
            updated_at: now,
          }).then(() => undefined),
      ],
    };
  },
});

export const recordCheckpointCommunique = defineAction({
  name: 'record_checkpoint_communique',
  summary: 'The absch-checkpoints job links a checkpoint communiqué that names the permit’s IRCC to the permit.',
  fields: fields({
    permitId: Uuid,
    recordIdentifier: Type.String({ minLength: 1, maxLength: 200 }),
    irccIdentifier: Type.String({ minLength: 1, maxLength: 200 }),
    entity: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
    entityMismatch: Type.Boolean(),
    checkpoints: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 }),
    sourceCountries: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 }),
    publishedAt: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
  }),
  actor: 'system',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const f = context.fields;
    const permit = await findPermit(context.db, f.permitId);
    if (permit === undefined) throw new AppError('not_found', 'no such permit');
    const flag = f.entityMismatch ? `Flagged: it names ${f.entity ?? 'no entity'}, not the permit’s holder.` : '';
    return {
      journal: [
        {
          action: 'checkpoint_communique_received',
          payload: {
            permitId: permit.id,
            permitNo: permit.permit_no,
            recordIdentifier: f.recordIdentifier,
            irccIdentifier: f.irccIdentifier,
            entityMismatch: f.entityMismatch,
          },
        },
      ],
      notice: { type: 'checkpoint_communique', values: { permitNo: permit.permit_no, absLinkCode: f.irccIdentifier, text: flag } },
      effects: [
        async (trx, { now }) => {
          const year = Number((f.publishedAt ?? now).slice(0, 4));
          await insertCommunique(trx, {
            record_identifier: f.recordIdentifier,
            permit_id: permit.id,
            application_id: context.application.id,
            ircc_identifier: f.irccIdentifier,
            checkpoints: JSON.stringify(f.checkpoints),
            entity: f.entity,
            source_countries: JSON.stringify(f.sourceCountries),
            entity_mismatch: f.entityMismatch ? 1 : 0,
            published_at: f.publishedAt,
            year: Number.isInteger(year) && year > 1999 ? year : Number(now.slice(0, 4)),
            received_at: now,
          });
        },
      ],
    };
  },
});
