import type { FastifyInstance } from 'fastify';
import { AppError, type FieldError, validationError } from './errors.js';
import { escapePointerToken, findUnstorableText } from './text-rules.js';

/** The JSON media types this service takes: the spec's `application/json-patch+json` and plain JSON. */
export const JSON_MEDIA_TYPES = ['application/json', 'application/json-patch+json'] as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Byte offset of the first byte that does not continue or start a valid UTF-8 sequence. */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    try {
      strictUtf8.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return -1;
}

/**
 * How deep a JSON body may nest. The deepest body any route takes is a zone's MultiPolygon (an
 * object, its coordinates, polygons, rings, points: six levels); a body nested thousands of levels
 * deep only overflows the stack of whatever walks it next (a 500, issue 31).
 */
export const MAX_JSON_DEPTH = 32;

/** The pointer of the first value nested deeper than MAX_JSON_DEPTH, found without recursion, or undefined. */
export function firstTooDeep(value: unknown): string | undefined {
  const pending: { value: unknown; pointer: string; depth: number }[] = [{ value, pointer: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_JSON_DEPTH) return next.pointer;
    const entries = Array.isArray(next.value) ? next.value.map((item, i) => [String(i), item] as const) : Object.entries(next.value);
    for (const [key, item] of entries)
      pending.push({ value: item, pointer: `${next.pointer}/${escapePointerToken(key)}`, depth: next.depth + 1 });
  }
  return undefined;
}

/**
 * What no route may take, whatever its schema: nesting past MAX_JSON_DEPTH, and text that cannot be
 * stored (the NUL character, a lone surrogate; src/http/text-rules.ts), by JSON pointer.
 */
export function unacceptableJson(value: unknown): FieldError[] {
  const tooDeep = firstTooDeep(value);
  if (tooDeep !== undefined) return [{ pointer: tooDeep, detail: `nests deeper than ${MAX_JSON_DEPTH} levels` }];
  const errors: FieldError[] = [];
  findUnstorableText(value, '', errors);
  return errors;
}

/**
 * JSON bodies decoded as strict UTF-8 (RFC 8259 §8.1). Node's default decoding turns an invalid
 * byte into U+FFFD, so a submission would be stored with characters the client never sent; here it
 * is a 400 naming the byte, and nothing is stored. Parsing after decoding is Fastify's own (with its
 * prototype-poisoning checks). Both submission media types share it.
 *
 * Every JSON body of every route, present and future, is then refused with a 400 naming the field
 * when it nests past MAX_JSON_DEPTH or holds text that cannot be stored (the NUL character, which
 * PostgreSQL refuses, or a lone surrogate, which is not Unicode), before any hook, handler or
 * database sees it: one check, so no route can forget it.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser([...JSON_MEDIA_TYPES], { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      const offset = firstInvalidUtf8Offset(body as Buffer);
      done(
        new AppError('malformed_json', `The body is not valid UTF-8 (first invalid byte at offset ${offset}); JSON must be UTF-8`),
        undefined,
      );
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const errors = unacceptableJson(parsed);
      if (errors.length > 0) done(validationError(errors), undefined);
      else done(null, parsed);
    });
  });
}
