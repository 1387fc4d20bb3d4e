import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How much of an oversized body the service reads and throws away before it answers 413, and for how
 * long. Fastify refuses a body past its limit before reading it and closes the connection: a client
 * still writing (Node's fetch, curl with a large file) then fails with EPIPE or a reset and never sees
 * the 413 that says what was wrong. Reading the rest first lets it finish its write and read the answer.
 * The bounds keep a client from holding the connection: past them the answer goes out and the
 * connection closes as before.
 */
const DISCARD_BYTES = 64 * 1024 * 1024;
const DISCARD_MS = 10_000;

/** Reads and discards what remains of the request body, up to the bounds; never throws. */
export function discardRestOfBody(raw: IncomingMessage, bounds = { bytes: DISCARD_BYTES, ms: DISCARD_MS }): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bounds.bytes) finish();
    };
    const timer = setTimeout(finish, bounds.ms);
    raw.on('data', onData);
    raw.on('end', finish);
    raw.on('error', finish);
    raw.on('close', finish);
    // A preParsing stream may still be piped from it, and would pause it once full.
    raw.unpipe();
    raw.resume();
  });
}

/** Every 413, from any route (a JSON body past BODY_LIMIT_BYTES, an upload past UPLOAD_LIMIT_BYTES), reaches its client. */
export function installOversizedBodyDiscard(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 413) await discardRestOfBody(request.raw);
    return payload;
  });
}
