import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cosign, cosignerKeyOf } from '../../src/transparency-log/cosignature.js';
import { verifyConsistency } from '../../src/transparency-log/merkle.js';
import { type NoteVerifier, openNote, parseCheckpoint, parseVerifierKey } from '../../src/transparency-log/signed-note.js';

/**
 * A small witness following c2sp.org/tlog-witness, for tests: `POST /add-checkpoint` with `old <size>`,
 * the consistency proof lines, a blank line and the checkpoint. It keeps, per log origin, the last size
 * and root it cosigned; checks the log's signature (404 unknown origin, 403 no valid signature), the old
 * size (400 past the checkpoint, 409 with `text/x.tlog.size` when it is not the size it holds), the
 * consistency proof (422) or, at the same size, the same root (409); then cosigns (c2sp.org/tlog-cosignature,
 * Ed25519, cosignature/v1 with the time) and answers 200 with the line. Each request is handled whole
 * after its body arrived, in one turn of the event loop: the check and the update are atomic.
 */

export interface TestWitness {
  readonly name: string;
  /** Its cosigner key, `name+keyid+base64(0x04 ‖ key)`. */
  readonly vkey: string;
  /** Its submission prefix. */
  readonly url: string;
  /** The status of every answer, in order. */
  readonly answers: number[];
  /** What it holds per origin. */
  readonly seen: Map<string, { size: number; rootHash: Buffer }>;
  /** Trusts a log's verifier key (its origin is the key's name). */
  trust(logVkey: string): void;
  /** Stops answering (the port closed), as a witness that is down. */
  stop(): Promise<void>;
  /** Starts again on the same port. */
  start(): Promise<void>;
}

export async function startWitness(name = 'witness.example/w1'): Promise<TestWitness> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  const raw = Buffer.from(spki.subarray(spki.length - 32));
  const logs = new Map<string, NoteVerifier>();
  const seen = new Map<string, { size: number; rootHash: Buffer }>();
  const answers: number[] = [];

  const handle = (body: string): { status: number; type?: string; text: string } => {
    const blank = body.indexOf('\n\n');
    if (blank < 0) return { status: 400, text: 'no blank line\n' };
    const [oldLine, ...proofLines] = body.slice(0, blank).split('\n');
    const old = /^old (0|[1-9][0-9]*)$/.exec(oldLine ?? '');
    if (old === null || proofLines.length > 63) return { status: 400, text: 'malformed request\n' };
    const note = body.slice(blank + 2);
    const origin = note.slice(0, note.indexOf('\n'));
    const verifier = logs.get(origin);
    if (verifier === undefined) return { status: 404, text: 'unknown log\n' };
    let checkpoint: ReturnType<typeof parseCheckpoint>;
    let text: string;
    try {
      text = openNote(note, verifier);
      checkpoint = parseCheckpoint(text);
    } catch {
      return { status: 403, text: 'no valid signature by the log\n' };
    }
    const oldSize = Number(old[1]);
    if (oldSize > checkpoint.size) return { status: 400, text: 'old size past the checkpoint\n' };
    const known = seen.get(origin) ?? { size: 0, rootHash: Buffer.alloc(0) };
    if (oldSize !== known.size) return { status: 409, type: 'text/x.tlog.size', text: `${known.size}\n` };
    const proof = proofLines.map((line) => Buffer.from(line, 'base64'));
    if (oldSize === 0) {
      if (proof.length > 0) return { status: 422, text: 'a proof from size 0\n' };
    } else if (oldSize === checkpoint.size) {
      if (!checkpoint.rootHash.equals(known.rootHash)) return { status: 409, type: 'text/x.tlog.size', text: `${known.size}\n` };
    } else if (!verifyConsistency(oldSize, checkpoint.size, proof, known.rootHash, checkpoint.rootHash)) {
      return { status: 422, text: 'the consistency proof does not verify\n' };
    }
    seen.set(origin, { size: checkpoint.size, rootHash: checkpoint.rootHash });
    return { status: 200, text: cosign(text, { name, privateKey, publicKey: raw }, Math.floor(Date.now() / 1000)) };
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer =
        request.method === 'POST' && request.url === '/add-checkpoint'
          ? handle(Buffer.concat(chunks).toString('utf8'))
          : { status: 404, text: 'not found\n' };
      answers.push(answer.status);
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'text/plain; charset=utf-8' });
      response.end(answer.text);
    });
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    name,
    vkey: cosignerKeyOf(name, raw),
    url: `http://127.0.0.1:${port}`,
    answers,
    seen,
    trust(logVkey) {
      const verifier = parseVerifierKey(logVkey);
      logs.set(verifier.name, verifier);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: listen,
  };
}
