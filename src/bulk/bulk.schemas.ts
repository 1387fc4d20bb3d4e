import { type Static, Type } from 'typebox';
import { Uuid } from '../http/schema-helpers.js';
import { reasons } from '../workflow/actions/action.fields.js';

/**
 * The staff's batches (issue 32 §4): several documents reviewed, applications assigned, permits sent to
 * the Clearing-House or certificates printed in one request. Each item is its own action; the answer
 * lists each item in the order sent.
 */

/** Items per request: a page of a list in the back-office, and a bound on what one request may hold a worker for. */
export const MAX_BATCH_ITEMS = 100;
/**
 * Certificates per printed batch: each is a whole file read into memory and merged, and the outcome of
 * each travels in a response header (`Bulk-Results`), which must stay within what HTTP clients accept (16 KiB in Node.js).
 */
export const MAX_PRINTED_CERTIFICATES = 50;

export const DocumentReviewItem = Type.Object(
  {
    attachmentId: { ...Uuid, description: 'The document (its `id` in the staff view’s `documents.attachments`).' },
    decision: Type.Union([Type.Literal('accept'), Type.Literal('reject')], {
      description: '`accept` takes `accept_document`, `reject` takes `reject_document` (which needs `reasons`).',
    }),
    reasons: Type.Optional(reasons('With `reject`: why the document is rejected, told to the agency.')),
  },
  { additionalProperties: false },
);
export type DocumentReviewItem = Static<typeof DocumentReviewItem>;

export const DocumentReviewBatch = Type.Object(
  {
    items: Type.Array(DocumentReviewItem, {
      minItems: 1,
      maxItems: MAX_BATCH_ITEMS,
      description: `The documents to review, at most ${MAX_BATCH_ITEMS}, each once.`,
    }),
  },
  { additionalProperties: false },
);

const applicationIdOrNumber = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'An application’s id or registration number.',
});

export const AssignmentBatch = Type.Object(
  {
    applicationIds: Type.Array(applicationIdOrNumber, {
      minItems: 1,
      maxItems: MAX_BATCH_ITEMS,
      description: `The applications to assign, at most ${MAX_BATCH_ITEMS}, each once.`,
    }),
    assigneeId: { ...Uuid, description: 'The staff user to assign them to (the directory’s `assignableTo` lists who may be).' },
  },
  { additionalProperties: false },
);

const permitNo = Type.String({ minLength: 1, maxLength: 100, description: 'A permit number, e.g. `GP-2026-000123`.' });

export const PublicationBatch = Type.Object(
  {
    permitNos: Type.Array(permitNo, {
      minItems: 1,
      maxItems: MAX_BATCH_ITEMS,
      description: `The permits to publish, at most ${MAX_BATCH_ITEMS}, each once.`,
    }),
  },
  { additionalProperties: false },
);

export const CertificateBatch = Type.Object(
  {
    permitNos: Type.Array(permitNo, {
      minItems: 1,
      maxItems: MAX_PRINTED_CERTIFICATES,
      description: `The permits whose current certificates to print, at most ${MAX_PRINTED_CERTIFICATES}, each once, in this order.`,
    }),
  },
  { additionalProperties: false },
);

export const BatchItemResult = Type.Object(
  {
    item: Type.String({ description: 'The item as the request named it: the attachment id, application id or number, permit number.' }),
    outcome: Type.Union([Type.Literal('done'), Type.Literal('refused')], {
      description: '`done`: the action was taken (or, with the same Idempotency-Key, had been); `refused`: nothing was written for it.',
    }),
    applicationId: Type.Optional(Type.String({ description: 'With `done`: the application the action changed.' })),
    version: Type.Optional(Type.Integer({ description: 'With `done`: the application’s version the action produced (its `ETag`).' })),
    replayed: Type.Optional(
      Type.Boolean({ description: 'True when this item was done by an earlier request with the same Idempotency-Key.' }),
    ),
    problem: Type.Optional(Type.Ref('Problem', { description: 'With `refused`: why, as the single action would have answered it.' })),
  },
  { description: 'What became of one item of the batch.' },
);
export type BatchItemResult = Static<typeof BatchItemResult> & { problem?: BatchProblem };

/** The problem of a refused item: the one the single action's route would have answered. */
export interface BatchProblem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance: string;
  readonly code: string;
  readonly requestId: string;
  readonly [member: string]: unknown;
}

export const BatchAnswer = Type.Object(
  {
    done: Type.Integer({ minimum: 0, description: 'How many items were done.' }),
    refused: Type.Integer({ minimum: 0, description: 'How many were refused.' }),
    results: Type.Array(BatchItemResult, { description: 'Each item, in the order of the request.' }),
  },
  { description: 'The outcome of a batch, item by item.' },
);
export type BatchAnswer = { done: number; refused: number; results: BatchItemResult[] };
