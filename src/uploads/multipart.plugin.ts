import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Text fields beside the file (type, title, description…): a few, each small. */
export const UPLOAD_FIELD_LIMITS = { fields: 20, fieldSizeBytes: 16 * 1024 } as const;

/**
 * @fastify/multipart, configured for uploads: one file (or `maxFiles`) of at most `limitBytes` each (streamed, never
 * buffered; the pipeline refuses it with 413 past the limit), a few small fields. Register it in
 * the plugin of the routes that take uploads, not on the whole app: other routes keep refusing
 * multipart bodies with 415.
 */
export async function installMultipart(
  app: FastifyInstance,
  limitBytes: number,
  /** A route whose fields carry more than text (an obligation's specimen rows, as JSON) may raise it. */
  fieldSizeBytes: number = UPLOAD_FIELD_LIMITS.fieldSizeBytes,
  /** Files per request (`receiveUploads`); one by default (`receiveUpload`). */
  maxFiles = 1,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: limitBytes,
      files: maxFiles,
      fields: UPLOAD_FIELD_LIMITS.fields,
      fieldSize: fieldSizeBytes,
      parts: UPLOAD_FIELD_LIMITS.fields + maxFiles,
      headerPairs: 100,
    },
  });
}
