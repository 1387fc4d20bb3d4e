import type { FastifyBaseLogger } from 'fastify';
import { classifyDatabaseError } from '../db/errors.js';
import { AppError, ERROR_CODES, type ErrorCode, validationError } from '../http/errors.js';
import type { BatchAnswer, BatchItemResult, BatchProblem } from './bulk.schemas.js';

/**
 * Runs a batch one item after another, each in its own transaction (the single action's): a refusal
 * of one is recorded against it, as the problem the single action would have answered, and the next
 * item is taken all the same. Items are taken in order, never at once: on SQLite there is one writer,
 * and on PostgreSQL a batch on one application would only wait on its own row lock.
 */

/** Where an item's problem says it happened, and what logs an unexpected failure. */
export interface BatchContext {
  readonly instance: string;
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
}

export interface ItemDone {
  readonly applicationId?: string;
  readonly version?: number;
  readonly replayed?: boolean;
}

export async function runBatch<Item>(
  context: BatchContext,
  items: readonly Item[],
  nameOf: (item: Item) => string,
  take: (item: Item, position: number) => Promise<ItemDone>,
): Promise<BatchAnswer> {
  const results: BatchItemResult[] = [];
  for (const [position, item] of items.entries()) {
    try {
      const { applicationId, version, replayed } = await take(item, position);
      results.push({
        item: nameOf(item),
        outcome: 'done',
        ...(applicationId === undefined ? {} : { applicationId }),
        ...(version === undefined ? {} : { version }),
        ...(replayed === true ? { replayed } : {}),
      });
    } catch (error) {
      results.push({ item: nameOf(item), outcome: 'refused', problem: problemOf(error, context) });
    }
  }
  const done = results.filter((r) => r.outcome === 'done').length;
  return { done, refused: results.length - done, results };
}

/**
 * The problem+json body of an item's failure, as problem.plugin.ts would have sent it for the single
 * action: an AppError as it is; a database outage as 503; anything else a 500 that says nothing
 * internal, logged with its cause.
 */
export function problemOf(error: unknown, context: BatchContext): BatchProblem {
  if (error instanceof AppError) {
    return problem(context, error.code, error.message, {
      ...(error.extras.errors !== undefined && error.extras.errors.length > 0 ? { errors: error.extras.errors } : {}),
      ...error.extras.members,
    });
  }
  const outage = classifyDatabaseError(error);
  context.log.error({ err: error, outage: outage?.kind }, 'an item of a batch failed');
  if (outage !== undefined)
    return problem(context, 'service_unavailable', 'The service cannot reach its database now; retry the item later');
  return problem(context, 'internal_error', 'An unexpected error occurred. Quote the request id when reporting it.');
}

function problem(context: BatchContext, code: ErrorCode, detail: string, members: Record<string, unknown> = {}): BatchProblem {
  const { status, title } = ERROR_CODES[code];
  return { type: `/problems/${code}`, title, status, detail, instance: context.instance, code, requestId: context.requestId, ...members };
}

/**
 * Refuses a batch that names an item twice (400 naming the repeat): the second would only be refused,
 * or worse, done twice (an assignment), and the answer could not tell the two apart.
 */
export function assertNoRepeats(values: readonly string[], pointerOf: (position: number) => string): void {
  const seen = new Map<string, number>();
  const errors = [];
  for (const [position, value] of values.entries()) {
    const key = value.trim().toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, position);
    else errors.push({ pointer: pointerOf(position), detail: `repeats ${pointerOf(first)} (${value}): name each item once` });
  }
  if (errors.length > 0) throw validationError(errors);
}
