import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { checkCosignature, parseCosignerKey, signatureLinesOf } from './cosignature.js';
import { type Hash, leafHash, perfectRoot, treeRoot, verifyConsistency, verifyInclusion } from './merkle.js';
import { type Checkpoint, openNote, parseCheckpoint, parseVerifierKey } from './signed-note.js';
import { hashesAtLevel, TILE_WIDTH, tilePath, tilesOf } from './tiles.js';

/**
 * `biopermit log verify` (docs/TRUST.md): checks the public log from its public endpoints alone. It
 * reads the signed checkpoint, checks the signature with the pinned verifier key, reads every entry
 * bundle and hash tile, recomputes the root from the entries, checks that the log only grew since the
 * checkpoint it saw last (kept in a state file), and, when asked, one entry's inclusion proof. Any
 * entry deleted, altered or reordered, a head rewound or a signature that fails is reported.
 * scripts/verify-permit-log.mjs does the same with nothing but Node's built-ins.
 */

export class LogVerificationError extends Error {}

export interface LogVerification {
  /** The base URL of the service, e.g. https://permits.example.gov.ph. */
  readonly baseUrl: string;
  /** Where the last checkpoint seen is kept (JSON); created when missing. */
  readonly statePath: string;
  /** The verifier key to trust; otherwise the state file's, else the service's own (trusted on first use). */
  readonly vkey?: string | undefined;
  /** An entry whose inclusion proof to check. */
  readonly entry?: number | undefined;
  /** Witnesses' verifier keys (c2sp.org/tlog-cosignature, type 0x04) whose cosignatures count. */
  readonly witnesses?: readonly string[] | undefined;
  /** How many of them must have cosigned the head (default: all of them). */
  readonly witnessesRequired?: number | undefined;
  readonly fetch?: typeof fetch;
}

export interface LogReport {
  readonly origin: string;
  readonly size: number;
  readonly rootHash: string;
  /** The size seen before (the state file), if any. */
  readonly previousSize: number | null;
  /** True when the verifier key was taken from the service, not pinned. */
  readonly keyTrustedOnFirstUse: boolean;
  /** The names of the given witnesses whose valid cosignature the head carries. */
  readonly cosignedBy: readonly string[];
  readonly entry?: { readonly index: number; readonly text: string };
}

interface State {
  readonly vkey: string;
  readonly size: number;
  readonly rootHash: string;
  readonly checkpoint: string;
}

const fail = (message: string): never => {
  throw new LogVerificationError(message);
};

export async function verifyPublicLog(options: LogVerification): Promise<LogReport> {
  const get = options.fetch ?? fetch;
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v1/public/log`;
  const read = async (path: string): Promise<Buffer> => {
    const response = await get(`${base}/${path}`);
    if (!response.ok) fail(`GET ${path} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const state = readState(options.statePath);
  const pinned = options.vkey ?? state?.vkey;
  const vkey = pinned ?? (await read('vkey')).toString('utf8').trim();
  const verifier = parseVerifierKey(vkey);
  const checkpoint = openCheckpoint((await read('checkpoint')).toString('utf8'), verifier);
  if (checkpoint.origin !== verifier.name) fail(`the checkpoint is of ${checkpoint.origin}, the key of ${verifier.name}`);
  const cosignedBy = checkCosignatures(checkpoint.note, options.witnesses ?? [], options.witnessesRequired);

  const entries = await readEntries(read, checkpoint.size);
  const leaves = entries.map((entry) => leafHash(entry));
  await checkHashTiles(read, leaves, checkpoint.size);
  if (!treeRoot(leaves).equals(checkpoint.rootHash))
    fail('the entries served do not make the signed root: an entry was deleted, altered, added or reordered');

  if (state !== undefined) {
    if (checkpoint.size < state.size) fail(`the log's head went back from ${state.size} entries to ${checkpoint.size} (rewound)`);
    const before = Buffer.from(state.rootHash, 'base64');
    if (!treeRoot(leaves.slice(0, state.size)).equals(before))
      fail(`the log's first ${state.size} entries are not those of the checkpoint seen before: the log was rewritten`);
    if (state.size > 0 && state.size < checkpoint.size) {
      const proof = JSON.parse((await read(`proof/consistency?from=${state.size}&to=${checkpoint.size}`)).toString('utf8')) as {
        hashes: string[];
      };
      const hashes = proof.hashes.map((hash) => Buffer.from(hash, 'base64'));
      if (!verifyConsistency(state.size, checkpoint.size, hashes, before, checkpoint.rootHash))
        fail(`the log's consistency proof from ${state.size} to ${checkpoint.size} does not hold`);
    }
  }

  let entry: LogReport['entry'];
  if (options.entry !== undefined) entry = await checkInclusion(read, verifier, options.entry, leaves, entries);
  writeState(options.statePath, {
    vkey,
    size: checkpoint.size,
    rootHash: checkpoint.rootHash.toString('base64'),
    checkpoint: checkpoint.note,
  });
  return {
    origin: checkpoint.origin,
    size: checkpoint.size,
    rootHash: checkpoint.rootHash.toString('base64'),
    previousSize: state?.size ?? null,
    keyTrustedOnFirstUse: pinned === undefined,
    cosignedBy,
    ...(entry === undefined ? {} : { entry }),
  };
}

function openCheckpoint(note: string, verifier: ReturnType<typeof parseVerifierKey>): Checkpoint & { note: string } {
  let text: string;
  try {
    text = openNote(note, verifier);
  } catch (error) {
    return fail(`the checkpoint's signature does not verify: ${(error as Error).message}`);
  }
  return { ...parseCheckpoint(text), note };
}

/**
 * The given witnesses that validly cosigned the note (c2sp.org/tlog-cosignature); fails when fewer than
 * `required` did, or when a line by one of them does not verify (a cosignature of another head, or forged).
 * Lines by keys not given are ignored: they count for nothing.
 */
function checkCosignatures(note: string, vkeys: readonly string[], required: number | undefined): string[] {
  const needed = required ?? vkeys.length;
  if (needed > vkeys.length) fail(`${needed} witnesses required, but only ${vkeys.length} witness keys given`);
  if (vkeys.length === 0) return [];
  const cosigners = vkeys.map((vkey) => {
    try {
      return parseCosignerKey(vkey);
    } catch (error) {
      return fail(`witness key ${vkey}: ${(error as Error).message}`);
    }
  });
  const { text, lines } = signatureLinesOf(note);
  const cosignedBy: string[] = [];
  for (const cosigner of cosigners) {
    let valid = false;
    for (const line of lines) {
      const check = checkCosignature(line, text, cosigner);
      if (check.by === 'other') continue;
      if (!check.valid) fail(`the cosignature by witness ${cosigner.name} does not verify over this checkpoint`);
      valid = true;
    }
    if (valid) cosignedBy.push(cosigner.name);
  }
  if (cosignedBy.length < needed)
    fail(`the checkpoint carries valid cosignatures by ${cosignedBy.length} of the given witnesses, ${needed} required`);
  return cosignedBy;
}

type Reader = (path: string) => Promise<Buffer>;

async function readEntries(read: Reader, size: number): Promise<Buffer[]> {
  const entries: Buffer[] = [];
  for (const tile of tilesOf(size, 0)) {
    const bundle = await read(`tile/${tilePath('entries', tile.index, tile.width)}`);
    let offset = 0;
    let count = 0;
    while (offset < bundle.length) {
      if (offset + 2 > bundle.length) fail(`entry bundle ${tile.index} is truncated`);
      const length = bundle.readUInt16BE(offset);
      if (offset + 2 + length > bundle.length) fail(`entry bundle ${tile.index} is truncated`);
      entries.push(bundle.subarray(offset + 2, offset + 2 + length));
      offset += 2 + length;
      count += 1;
    }
    if (count !== tile.width) fail(`entry bundle ${tile.index} holds ${count} entries, not ${tile.width}`);
  }
  return entries;
}

/** Every hash tile the checkpoint's tree is read from holds what the entries make. */
async function checkHashTiles(read: Reader, leaves: readonly Hash[], size: number): Promise<void> {
  let level: Hash[] = [...leaves];
  for (let l = 0; hashesAtLevel(size, l) > 0; l++) {
    for (const tile of tilesOf(size, l)) {
      const served = await read(`tile/${tilePath(l, tile.index, tile.width)}`);
      const expected = Buffer.concat(level.slice(tile.index * TILE_WIDTH, tile.index * TILE_WIDTH + tile.width));
      if (!served.equals(expected)) fail(`hash tile tile/${tilePath(l, tile.index, tile.width)} does not match the entries`);
    }
    const next: Hash[] = [];
    for (let i = 0; i + TILE_WIDTH <= level.length; i += TILE_WIDTH) next.push(perfectRoot(level.slice(i, i + TILE_WIDTH)));
    level = next;
  }
}

async function checkInclusion(
  read: Reader,
  verifier: ReturnType<typeof parseVerifierKey>,
  index: number,
  leaves: readonly Hash[],
  entries: readonly Buffer[],
): Promise<{ index: number; text: string }> {
  const leaf = leaves[index];
  const entry = entries[index];
  if (leaf === undefined || entry === undefined) return fail(`the log has no entry ${index}`);
  const proof = (await read(`proof/inclusion?index=${index}`)).toString('utf8');
  const split = proof.indexOf('\n\n');
  const lines = proof.slice(0, split).split('\n');
  if (split < 0 || lines[0] !== 'c2sp.org/tlog-proof@v1') return fail('the inclusion proof is not a c2sp.org/tlog-proof@v1');
  const rest = lines.slice(1).filter((line) => !line.startsWith('extra '));
  if (rest[0] !== `index ${index}`) fail(`the inclusion proof is of ${rest[0]}, not index ${index}`);
  const checkpoint = openCheckpoint(proof.slice(split + 2), verifier);
  const hashes = rest.slice(1).map((line) => Buffer.from(line, 'base64'));
  if (!verifyInclusion(leaf, index, checkpoint.size, hashes, checkpoint.rootHash)) fail(`entry ${index}'s inclusion proof does not hold`);
  return { index, text: entry.toString('utf8') };
}

function readState(path: string): State | undefined {
  if (!existsSync(path)) return undefined;
  const state = JSON.parse(readFileSync(path, 'utf8')) as State;
  if (typeof state.vkey !== 'string' || !Number.isSafeInteger(state.size) || typeof state.rootHash !== 'string')
    fail(`${path} is not a state file of this verifier`);
  return state;
}

/** Written whole, then renamed: a crash leaves the previous state, never half of one. */
function writeState(path: string, state: State): void {
  writeFileSync(`${path}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
