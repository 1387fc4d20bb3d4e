import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorCode } from './errors.js';
import { PROBLEM_MEDIA_TYPE } from './problem.schema.js';

/** Node's HTTP parser errors (llhttp's HPE_* codes and the server's timeouts), as our codes. */
function codeOf(error: NodeJS.ErrnoException): { code: ErrorCode; detail: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'headers_too_large', detail: 'The request line and headers together are larger than 16 KiB' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'request_timeout', detail: 'The request headers or body did not arrive in time' };
    default:
      return { code: 'malformed_request', detail: `The request is not well-formed HTTP/1.1 (${error.code ?? 'parse error'})` };
  }
}

/**
 * The response to a request Node could not parse, written whole to the socket: no request object
 * exists, so Fastify's reply cannot be used. `instance` names this occurrence by its request id, as
 * there is no path to name.
 */
export function clientErrorResponse(error: NodeJS.ErrnoException, requestId = randomUUID()): string {
  const { code, detail } = codeOf(error);
  const { status, title } = ERROR_CODES[code];
  const body = JSON.stringify({ type: `/problems/${code}`, title, status, detail, instance: `urn:uuid:${requestId}`, code, requestId });
  return [
    `HTTP/1.1 ${status} ${title}`,
    `Content-Type: ${PROBLEM_MEDIA_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: malformed requests, oversized headers (431) and timeouts (408)
 * answered as problem+json with a request id, like every other answer, instead of Fastify's own JSON.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, code: error.code, remoteAddress: socket.remoteAddress }, 'malformed request refused');
  // A socket whose response has started (a timeout mid-answer) cannot take a second one.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error, requestId));
  // end() flushes the answer first; a client that then neither reads nor closes is cut off.
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

const CLOSE_GRACE_MS = 1000;
