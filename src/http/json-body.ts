import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

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
 * JSON bodies decoded as strict UTF-8 (RFC 8259 §8.1). Node's default decoding turns an invalid
 * byte into U+FFFD, so a submission would be stored with characters the client never sent; here it
 * is a 400 naming the byte, and nothing is stored. Parsing after decoding is Fastify's own (with its
 * prototype-poisoning checks). Both submission media types share it.
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
    parseJson(request, text, done);
  });
}
