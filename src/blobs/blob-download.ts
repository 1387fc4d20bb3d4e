import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobScanStatus } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { BlobStore } from './blob-store.js';
import { contentDisposition } from './content-disposition.js';
import { decideRange } from './http-range.js';

/** A stored file as a download route knows it: the blob's row and the name it was uploaded under. */
export interface DownloadableFile {
  readonly sha256: string;
  readonly size: number;
  /** The sniffed media type (`blobs.content_type`), never the one the uploader claimed. */
  readonly contentType: string;
  readonly fileName: string;
  readonly scanStatus: BlobScanStatus;
}

export interface SendFileOptions {
  /** Default `private, no-store`: documents of applications are personal data. */
  readonly cacheControl?: string;
  /** Default `attachment`: saved, not displayed by the browser. */
  readonly disposition?: 'attachment' | 'inline';
}

/** Strong: the same tag means the same bytes. */
export function etagOf(sha256: string): string {
  return `"sha256-${sha256}"`;
}

/** RFC 9530 structured field: `sha-256=:<base64>:`. */
export function digestFieldOf(sha256: string): string {
  return `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`;
}

/** If-None-Match (RFC 9110 §13.1.2): `*` or a list of tags, compared weakly. */
export function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a stored file: 200 with the whole file, 206 with one range, 304 when the client has it,
 * 416 for a range outside it, and never a quarantined file (403). The route has already decided
 * that the caller may read this file; this only answers HTTP correctly.
 *
 * `Repr-Digest` (RFC 9530) is the whole file's SHA-256 on every answer; `Content-Digest` is the
 * digest of the bytes in this message, so it is sent with a 200 only (a 206 carries a part).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  file: DownloadableFile,
  options: SendFileOptions = {},
): Promise<FastifyReply> {
  if (file.scanStatus === 'infected') {
    throw new AppError('file_quarantined', 'This file is quarantined: a malware scan found it infected, and it is never served');
  }
  const etag = etagOf(file.sha256);
  const cacheControl = options.cacheControl ?? 'private, no-store';
  if (matchesNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).headers({ etag, 'cache-control': cacheControl }).send();
  }
  // If-Range (RFC 9110 §13.1.5): a range only of the version the client names; otherwise all of it.
  const ifRange = request.headers['if-range'];
  const decision = ifRange === undefined || ifRange === etag ? decideRange(request.headers.range, file.size) : ({ kind: 'full' } as const);
  if (decision.kind === 'unsatisfiable') {
    throw new AppError('range_not_satisfiable', `The file has ${file.size} bytes; the range asked for is outside them`, {
      headers: { 'content-range': `bytes */${file.size}` },
    });
  }
  reply.headers({
    etag,
    'cache-control': cacheControl,
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.fileName, options.disposition),
    'x-content-type-options': 'nosniff',
    // Opened in a browser tab despite the attachment disposition, the file still runs nothing.
    'content-security-policy': "default-src 'none'; sandbox",
    'accept-ranges': 'bytes',
    'repr-digest': digestFieldOf(file.sha256),
  });
  const head = request.method === 'HEAD';
  if (decision.kind === 'partial') {
    const { start, end } = decision.range;
    reply.code(206).headers({ 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': String(end - start + 1) });
    return reply.send(head ? Readable.from([]) : await store.open(file.sha256, decision.range));
  }
  reply.code(200).headers({ 'content-length': String(file.size), 'content-digest': digestFieldOf(file.sha256) });
  return reply.send(head ? Readable.from([]) : await store.open(file.sha256));
}
