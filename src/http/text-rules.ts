import type { FieldError } from './errors.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a piece of text from a request cannot be stored or looked up as sent, or undefined when it can.
 * PostgreSQL refuses the NUL character (a 500 from deep in the driver), and a lone UTF-16 surrogate
 * (`"\ud800"` in JSON) is not Unicode, so either database would keep a replacement character instead.
 * Refused alike on both databases, wherever the text comes from: body, path, query, header, cursor.
 */
export function unstorableTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return undefined;
}

/** A field name as a JSON pointer token (RFC 6901). */
export function escapePointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every string (value or field name) in a parsed JSON value that cannot be stored, by JSON pointer. */
export function findUnstorableText(value: unknown, pointer: string, errors: FieldError[]): void {
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value);
    if (reason !== undefined) errors.push({ pointer, detail: reason });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) findUnstorableText(item, `${pointer}/${i}`, errors);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${escapePointerToken(key)}`;
      const keyReason = unstorableTextReason(key);
      if (keyReason !== undefined) errors.push({ pointer: at, detail: `a field name ${keyReason}` });
      else findUnstorableText(item, at, errors);
    }
  }
}

/**
 * Parameters (path or query) whose name or text cannot be stored or looked up. A query parameter
 * sent more than once arrives as an array; each value is checked.
 */
export function findUnstorableParameters(parameters: unknown, errors: FieldError[]): void {
  if (parameters === null || typeof parameters !== 'object') return;
  for (const [name, value] of Object.entries(parameters)) {
    const nameReason = unstorableTextReason(name);
    if (nameReason !== undefined) {
      errors.push({ parameter: '(name)', detail: `a parameter name ${nameReason}` });
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      const reason = typeof item === 'string' ? unstorableTextReason(item) : undefined;
      if (reason !== undefined) {
        errors.push({ parameter: name, detail: reason });
        break;
      }
    }
  }
}
