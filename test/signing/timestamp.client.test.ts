import { execFile } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTimestamp } from '../../src/signing/timestamp.client.js';
import { pkiToolsInstalled, startTestPki, type TestPki } from '../helpers/pki.js';

const run = promisify(execFile);

let pki: TestPki;
/** A TSA that answers every request with what the test set: a replayed reply, garbage, an HTTP error. */
let answer: { status: number; body: Buffer } = { status: 200, body: Buffer.alloc(0) };
let standIn: http.Server;
let standInUrl: string;

beforeAll(async () => {
  if (!pkiToolsInstalled) return;
  pki = await startTestPki();
  standIn = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(answer.status, { 'content-type': 'application/timestamp-reply' }).end(answer.body));
  });
  standIn.listen(0, '127.0.0.1');
  await once(standIn, 'listening');
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/tsa`;
});
afterAll(async () => {
  standIn?.close();
  await pki?.close();
});

/** A genuine reply of the test TSA, to another request (another imprint, another nonce): what a replay would send. */
async function aReplyToAnotherRequest(): Promise<Buffer> {
  const data = path.join(pki.dir, 'other.txt');
  fs.writeFileSync(data, 'another document');
  const query = path.join(pki.dir, 'other.tsq');
  await run('openssl', ['ts', '-query', '-data', data, '-sha256', '-cert', '-out', query]);
  const response = await fetch(pki.tsaUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: fs.readFileSync(query),
  });
  return Buffer.from(await response.arrayBuffer());
}

describe.skipIf(!pkiToolsInstalled)('the time-stamping client (RFC 3161)', () => {
  it('gets a token from the TSA for the value sent', async () => {
    const token = await requestTimestamp(pki.tsaUrl, Buffer.from('the signature value'));
    expect(token.contentType).toBe('1.2.840.113549.1.7.2');
  });

  it('refuses a genuine token that stamps another value (a replayed or misrouted answer)', async () => {
    answer = { status: 200, body: await aReplyToAnotherRequest() };
    await expect(requestTimestamp(standInUrl, Buffer.from('the signature value'))).rejects.toThrow('stamps another value');
  });

  it('refuses an answer that is no time-stamp response, and an HTTP error', async () => {
    answer = { status: 200, body: Buffer.from('<html>proxy error</html>') };
    await expect(requestTimestamp(standInUrl, Buffer.from('x'))).rejects.toThrow('not a time-stamp response');
    answer = { status: 502, body: Buffer.alloc(0) };
    await expect(requestTimestamp(standInUrl, Buffer.from('x'))).rejects.toThrow('HTTP 502');
  });
});
