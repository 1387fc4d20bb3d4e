import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.js';
import type { StaffApplication } from './staff-application.schemas.js';

/**
 * The application's version as an entity-tag: sent as `ETag` with the staff view, named back in
 * `If-Match` by an action (428 without it, 412 when stale).
 */

const etagOf = (version: number) => `"${version}"`;

/** The staff view, with its version as `ETag`. */
export const sendStaffApplication = (reply: FastifyReply, view: StaffApplication) => reply.header('etag', etagOf(view.version)).send(view);

/** One entity-tag (RFC 9110 §8.8.3): an optional weakness prefix and a quoted opaque tag. */
const ENTITY_TAG = /\s*((?:W\/)?"([\x21\x23-\x7E\x80-\xFF]*)")\s*(?:,|$)/y;

/**
 * The version an If-Match header names: `"7"` (or `W/"7"`, or an unquoted 7, accepted as before).
 * A list of entity-tags names its newest version. A well-formed header that names no version of an
 * application (`"abc"`, `"0"`) is `none`: the condition is false, a 412 (RFC 9110 §13.1.1); only a
 * header that is not an entity-tag list is a 400. `*` names no version either: staff must send the
 * one they read (428).
 */
export function versionOf(ifMatch: string | undefined): number | 'none' {
  const header = ifMatch?.trim() ?? '';
  if (header === '' || header === '*') {
    throw new AppError('precondition_required', 'Send the ETag of the application you read as the If-Match header');
  }
  if (/^\d{1,9}$/.test(header)) return Number(header);
  const versions = entityTagsOf(header);
  if (versions === undefined) {
    throw new AppError('validation_failed', 'If-Match: must be the ETag of the application, e.g. "7"', {
      errors: [{ parameter: 'If-Match', detail: 'must be the ETag of the application, e.g. "7"' }],
    });
  }
  const named = versions.filter((tag) => /^[1-9]\d{0,8}$/.test(tag)).map(Number);
  return named.length === 0 ? 'none' : Math.max(...named);
}

/** The opaque tags of a comma-separated list of entity-tags; undefined when the header is not one. */
function entityTagsOf(header: string): string[] | undefined {
  const tags: string[] = [];
  ENTITY_TAG.lastIndex = 0;
  while (ENTITY_TAG.lastIndex < header.length) {
    const match = ENTITY_TAG.exec(header);
    if (match === null) return undefined;
    tags.push(match[2] ?? '');
  }
  return tags;
}
