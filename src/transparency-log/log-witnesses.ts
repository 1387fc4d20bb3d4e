import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { type Cosigner, checkCosignature, signatureLinesOf } from './cosignature.js';
import { consistencyProof } from './merkle.js';
import { findLargestCosignedSize, insertCosignatures } from './transparency-log.repository.js';
import { storedNodeReader } from './transparency-log.service.js';

/**
 * Witnesses (docs/TRUST.md, "Witnesses"): after a checkpoint is signed, it is submitted to each witness
 * the operator configured (LOG_WITNESSES) with the c2sp.org/tlog-witness `add-checkpoint` call: `old
 * <size>` (the largest head that witness cosigned, from the stored cosignatures, else 0), the consistency
 * proof from it, a blank line, the checkpoint. A 200's cosignature lines are checked with the witness's
 * configured key and stored; the public checkpoint serves them. A witness that is down, slow or refuses
 * stops nothing: the failure is counted in the job's summary (and logged with it), and the next
 * checkpoint is submitted again.
 */

export interface LogWitness {
  readonly cosigner: Cosigner;
  /** The witness's submission prefix: `<url>/add-checkpoint` is posted to. */
  readonly url: string;
}

export interface WitnessRound {
  readonly cosigned: number;
  readonly failed: number;
  /** `<witness name>: <reason>`, one per failure. */
  readonly failures: string[];
}

/** How long one witness may take to answer. */
const WITNESS_TIMEOUT_MS = 10_000;
/** The spec's limit on consistency proof lines. */
const MAX_PROOF_LINES = 63;
const SIZE_CONTENT_TYPE = 'text/x.tlog.size';

class WitnessRefusal extends Error {}

/** Submits the checkpoint (the log's note, of `size` entries) to every witness, at once; never throws for a witness. */
export async function submitToWitnesses(
  db: Kysely<DB>,
  checkpoint: { readonly size: number; readonly note: string },
  witnesses: readonly LogWitness[],
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<WitnessRound> {
  const outcomes = await Promise.all(
    witnesses.map(async (witness) => {
      try {
        await submitToWitness(db, checkpoint, witness, options);
        return undefined;
      } catch (error) {
        return `${witness.cosigner.name}: ${(error as Error).message}`;
      }
    }),
  );
  const failures = outcomes.filter((outcome): outcome is string => outcome !== undefined);
  return { cosigned: witnesses.length - failures.length, failed: failures.length, failures };
}

async function submitToWitness(
  db: Kysely<DB>,
  checkpoint: { readonly size: number; readonly note: string },
  witness: LogWitness,
  options: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<void> {
  const { cosigner } = witness;
  const keyId = cosigner.keyId.toString('hex');
  let old = await findLargestCosignedSize(db, cosigner.name, keyId);
  // A 409 tells the size the witness holds (another log process, or state lost here): one retry from it.
  for (let attempt = 0; ; attempt++) {
    if (old > checkpoint.size)
      throw new WitnessRefusal(`it cosigned ${old} entries, more than this head's ${checkpoint.size}: the log went back`);
    const proof = await consistencyProof(storedNodeReader(db), old, checkpoint.size);
    if (proof.length > MAX_PROOF_LINES) throw new WitnessRefusal(`a consistency proof of ${proof.length} hashes`);
    const body = `old ${old}\n${proof.map((hash) => `${hash.toString('base64')}\n`).join('')}\n${checkpoint.note}`;
    const response = await post(witness, body, options);
    const text = await response.text();
    if (response.status === 200) return storeCosignatures(db, checkpoint, witness, text);
    const known = response.headers.get('content-type')?.startsWith(SIZE_CONTENT_TYPE) ? /^(0|[1-9][0-9]*)\n$/.exec(text) : null;
    if (response.status === 409 && known !== null && attempt === 0 && Number(known[1]) !== old) {
      old = Number(known[1]);
      continue;
    }
    throw new WitnessRefusal(`answered ${response.status}${text === '' ? '' : `: ${text.slice(0, 200).trim()}`}`);
  }
}

async function post(witness: LogWitness, body: string, options: { fetch?: typeof fetch; signal?: AbortSignal }): Promise<Response> {
  const timeout = AbortSignal.timeout(WITNESS_TIMEOUT_MS);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  try {
    return await (options.fetch ?? fetch)(`${witness.url.replace(/\/+$/, '')}/add-checkpoint`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body,
      signal,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new WitnessRefusal(`unreachable (${cause ?? (error as Error).message})`);
  }
}

/** Keeps the lines by the witness's key that verify; ignores others' (as the spec asks); refuses a bad one or none. */
async function storeCosignatures(
  db: Kysely<DB>,
  checkpoint: { readonly size: number; readonly note: string },
  witness: LogWitness,
  body: string,
): Promise<void> {
  const { text } = signatureLinesOf(checkpoint.note);
  const receivedAt = nowIso();
  const rows = [];
  for (const line of body.split('\n').filter((l) => l !== '')) {
    const check = checkCosignature(line, text, witness.cosigner);
    if (check.by === 'other') continue;
    if (!check.valid) throw new WitnessRefusal('returned a cosignature that does not verify with its configured key');
    // Past what a Date holds (year 275760): no honest witness's clock.
    if (check.timestamp > 8.64e12) throw new WitnessRefusal('returned a cosignature dated beyond any calendar');
    rows.push({
      id: newId(),
      checkpoint_size: checkpoint.size,
      witness: witness.cosigner.name,
      key_id: witness.cosigner.keyId.toString('hex'),
      signature: line,
      cosigned_at: new Date(check.timestamp * 1000).toISOString(),
      received_at: receivedAt,
    });
  }
  if (rows.length === 0) throw new WitnessRefusal('answered 200 without a cosignature by its configured key');
  await insertCosignatures(db, rows);
}
