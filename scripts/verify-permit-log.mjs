#!/usr/bin/env node
// Checks a biopermit's public log of permits from its public endpoints alone (docs/TRUST.md, "The public log").
// Standalone on purpose: it imports nothing of the service, only Node's built-ins (Node 20 or later), so anyone
// can read it whole and run it against any biopermit without trusting the service's code.
//
//   node scripts/verify-permit-log.mjs <base URL> --state <file> [--vkey <verifier key>] [--entry <index>]
//                                      [--witness <witness key>]... [--witnesses-required <n>]
//
// It fetches the signed checkpoint (c2sp.org/tlog-checkpoint) and checks its Ed25519 signature (c2sp.org/signed-note)
// with the verifier key (given, or kept in the state file, else the service's own, trusted on first use); fetches
// every entry bundle and hash tile (c2sp.org/tlog-tiles) and recomputes the root (RFC 9162 §2.1.1); checks that the
// log only grew since the checkpoint kept in the state file (its first entries make the old root, and the service's
// consistency proof holds); with --entry, checks that entry's inclusion proof (c2sp.org/tlog-proof); with --witness,
// counts the head's valid witness cosignatures (c2sp.org/tlog-cosignature, Ed25519) by those keys and requires
// --witnesses-required of them (default: all). A deleted, altered, added or reordered entry, a rewound head, a bad
// signature or cosignature, or too few cosignatures makes it exit 1 with the reason.
// Exit 0: verified, the state file updated. Exit 2: wrong usage.

import { createHash, createPublicKey, verify } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

class Refusal extends Error {}
const refuse = (message) => {
  throw new Refusal(message);
};

// --- RFC 9162 §2.1 hashing ---
const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const leafHash = (entry) => sha256(Buffer.from([0]), entry);
const nodeHash = (left, right) => sha256(Buffer.from([1]), left, right);

/** MTH of the leaves: perfect subtrees on a stack, folded right to left at the end. */
function treeRoot(leaves) {
  const stack = [];
  for (const leaf of leaves) {
    let top = { height: 0, hash: leaf };
    while (stack.length > 0 && stack[stack.length - 1].height === top.height) {
      const below = stack.pop();
      top = { height: top.height + 1, hash: nodeHash(below.hash, top.hash) };
    }
    stack.push(top);
  }
  if (stack.length === 0) return sha256();
  let root = stack.pop().hash;
  while (stack.length > 0) root = nodeHash(stack.pop().hash, root);
  return root;
}

/** RFC 9162 §2.1.3.2. */
function verifyInclusion(leaf, index, size, proof, root) {
  if (!(index >= 0 && index < size)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
    } else r = nodeHash(r, p);
    [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
  }
  return sn === 0 && r.equals(root);
}

/** RFC 9162 §2.1.4.2. */
function verifyConsistency(from, to, proof, fromRoot, toRoot) {
  if (from > to || from < 0) return false;
  if (from === to) return proof.length === 0 && fromRoot.equals(toRoot);
  if (from === 0) return proof.length === 0;
  const path = [...proof];
  if ((from & (from - 1)) === 0) path.unshift(fromRoot);
  let fn = from - 1;
  let sn = to - 1;
  while (fn % 2 === 1) [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
  if (path.length === 0) return false;
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
    } else sr = nodeHash(sr, c);
    [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
  }
  return fr.equals(fromRoot) && sr.equals(toRoot) && sn === 0;
}

// --- c2sp.org/signed-note with Ed25519, and the checkpoint ---
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const keyIdOf = (name, publicKey) => sha256(Buffer.from(`${name}\n`), Buffer.from([1]), publicKey).subarray(0, 4);

function parseVerifierKey(vkey) {
  // Split at the first two "+" only: the base64 key may hold more.
  const parts = /^([^+]+)\+([0-9a-fA-F]{8})\+(.+)$/.exec(vkey.trim());
  if (parts === null) refuse('the verifier key is not name+keyid+key');
  const [, name, hexId, encoded] = parts;
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length !== 33 || raw[0] !== 1) refuse('the verifier key is not an Ed25519 key');
  if (keyIdOf(name, raw.subarray(1)).toString('hex') !== hexId.toLowerCase()) refuse('the verifier key’s ID does not match its key');
  const publicKey = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw.subarray(1)]), format: 'der', type: 'spki' });
  return { name, keyId: keyIdOf(name, raw.subarray(1)), publicKey };
}

/** The note's text if the log's key signed it; others' signatures (witnesses) are ignored. */
function openNote(note, verifier) {
  const split = note.lastIndexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) refuse('the checkpoint is not a signed note');
  const text = note.slice(0, split + 1);
  let verified = false;
  for (const line of note.slice(split + 2, -1).split('\n')) {
    if (!line.startsWith('\u2014 ')) refuse('the checkpoint is not a signed note: a signature line');
    const [name, encoded] = line.slice(2).split(' ');
    const bytes = Buffer.from(encoded ?? '', 'base64');
    if (name !== verifier.name || bytes.length < 4 || !bytes.subarray(0, 4).equals(verifier.keyId)) continue;
    if (!verify(null, Buffer.from(text, 'utf8'), verifier.publicKey, bytes.subarray(4)))
      refuse('the checkpoint’s signature does not verify');
    verified = true;
  }
  if (!verified) refuse('the checkpoint carries no signature by the log’s key');
  const [origin, size, root] = text.split('\n');
  if (origin !== verifier.name) refuse(`the checkpoint is of ${origin}, the key of ${verifier.name}`);
  if (!/^(0|[1-9][0-9]*)$/.test(size ?? '')) refuse('the checkpoint’s size is malformed');
  const rootHash = Buffer.from(root ?? '', 'base64');
  if (rootHash.length !== 32) refuse('the checkpoint’s root hash is malformed');
  return { origin, size: Number(size), rootHash, note };
}

// --- c2sp.org/tlog-cosignature (Ed25519: key type 0x04) ---
function parseWitnessKey(vkey) {
  const parts = /^([^+\s]+)\+([0-9a-fA-F]{8})\+(\S+)$/.exec(vkey.trim());
  if (parts === null) refuse(`the witness key ${vkey} is not name+keyid+key`);
  const [, name, hexId, encoded] = parts;
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length !== 33 || raw[0] !== 4) refuse(`the witness key ${vkey} is not an Ed25519 cosignature key (type 0x04)`);
  const keyId = sha256(Buffer.from(`${name}\n`), Buffer.from([4]), raw.subarray(1)).subarray(0, 4);
  if (keyId.toString('hex') !== hexId.toLowerCase()) refuse(`the witness key ${vkey} has an ID that does not match its key`);
  const publicKey = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw.subarray(1)]), format: 'der', type: 'spki' });
  return { name, keyId, publicKey };
}

/** The names of the witnesses whose cosignature on the note verifies; a line by one of them that fails refuses. */
function cosignersOf(note, witnesses) {
  const split = note.lastIndexOf('\n\n');
  const text = note.slice(0, split + 1);
  const lines = note.slice(split + 2, -1).split('\n');
  const names = [];
  for (const witness of witnesses) {
    let valid = false;
    for (const line of lines) {
      const [name, encoded] = line.slice(2).split(' ');
      const bytes = Buffer.from(encoded ?? '', 'base64');
      if (name !== witness.name || bytes.length < 4 || !bytes.subarray(0, 4).equals(witness.keyId)) continue;
      // keyID (4) ‖ timestamp (8, big-endian) ‖ Ed25519 signature over "cosignature/v1\ntime <t>\n" + the note's text.
      const message = bytes.length === 76 ? `cosignature/v1\ntime ${bytes.readBigUInt64BE(4)}\n${text}` : undefined;
      if (message === undefined || !verify(null, Buffer.from(message, 'utf8'), witness.publicKey, bytes.subarray(12)))
        refuse(`the cosignature by witness ${witness.name} does not verify over this checkpoint`);
      valid = true;
    }
    if (valid) names.push(witness.name);
  }
  return names;
}

// --- c2sp.org/tlog-tiles ---
const WIDTH = 256;
function tileIndexPath(index) {
  const digits = String(index).padStart(3, '0');
  const groups = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end).padStart(3, '0'));
  return groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join('/');
}
/** The tiles of a level for a tree of `size`: [index, width] pairs, the last one partial. */
function tilesOf(size, level) {
  const count = Math.floor(size / WIDTH ** level);
  const tiles = [];
  for (let i = 0; i < Math.floor(count / WIDTH); i++) tiles.push([i, WIDTH]);
  if (count % WIDTH > 0) tiles.push([Math.floor(count / WIDTH), count % WIDTH]);
  return tiles;
}
const tilePath = (level, index, width) => `tile/${level}/${tileIndexPath(index)}${width === WIDTH ? '' : `.p/${width}`}`;

async function main() {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        state: { type: 'string' },
        vkey: { type: 'string' },
        entry: { type: 'string' },
        witness: { type: 'string', multiple: true },
        'witnesses-required': { type: 'string' },
      },
    });
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const [baseUrl] = args.positionals;
  const { state: statePath, vkey: givenKey, entry, witness: witnessKeys = [], 'witnesses-required': required } = args.values;
  const needed = required === undefined ? witnessKeys.length : Number(required);
  if (
    baseUrl === undefined ||
    statePath === undefined ||
    (entry !== undefined && !/^(0|[1-9][0-9]*)$/.test(entry)) ||
    (required !== undefined && !/^(0|[1-9][0-9]*)$/.test(required)) ||
    needed > witnessKeys.length
  ) {
    process.stderr.write(
      'usage: verify-permit-log.mjs <base URL> --state <file> [--vkey <verifier key>] [--entry <index>]' +
        ' [--witness <witness key>]... [--witnesses-required <n, at most the witness keys given>]\n',
    );
    return 2;
  }
  const witnesses = witnessKeys.map(parseWitnessKey);
  const base = `${baseUrl.replace(/\/+$/, '')}/api/v1/public/log`;
  const get = async (path) => {
    const response = await fetch(`${base}/${path}`);
    if (!response.ok) refuse(`GET ${path} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };

  const previous = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : undefined;
  const vkey = givenKey ?? previous?.vkey ?? (await get('vkey')).toString('utf8').trim();
  const verifier = parseVerifierKey(vkey);
  const checkpoint = openNote((await get('checkpoint')).toString('utf8'), verifier);
  const cosignedBy = cosignersOf(checkpoint.note, witnesses);
  if (cosignedBy.length < needed)
    refuse(`the checkpoint carries valid cosignatures by ${cosignedBy.length} of the given witnesses, ${needed} required`);

  // Every entry, from the bundles; then every hash tile against what the entries make.
  const entries = [];
  for (const [index, width] of tilesOf(checkpoint.size, 0)) {
    const bundle = await get(tilePath('entries', index, width));
    let count = 0;
    for (let offset = 0; offset < bundle.length; count++) {
      if (offset + 2 > bundle.length) refuse(`entry bundle ${index} is truncated`);
      const length = bundle.readUInt16BE(offset);
      if (offset + 2 + length > bundle.length) refuse(`entry bundle ${index} is truncated`);
      entries.push(bundle.subarray(offset + 2, offset + 2 + length));
      offset += 2 + length;
    }
    if (count !== width) refuse(`entry bundle ${index} holds ${count} entries, not ${width}`);
  }
  const leaves = entries.map(leafHash);
  let level = leaves;
  for (let l = 0; Math.floor(checkpoint.size / WIDTH ** l) > 0; l++) {
    for (const [index, width] of tilesOf(checkpoint.size, l)) {
      const served = await get(tilePath(l, index, width));
      if (!served.equals(Buffer.concat(level.slice(index * WIDTH, index * WIDTH + width))))
        refuse(`hash tile ${tilePath(l, index, width)} does not match the entries`);
    }
    const next = [];
    for (let i = 0; i + WIDTH <= level.length; i += WIDTH) next.push(treeRoot(level.slice(i, i + WIDTH)));
    level = next;
  }
  if (!treeRoot(leaves).equals(checkpoint.rootHash))
    refuse('the entries served do not make the signed root: an entry was deleted, altered, added or reordered');

  if (previous !== undefined) {
    if (checkpoint.size < previous.size) refuse(`the log's head went back from ${previous.size} entries to ${checkpoint.size} (rewound)`);
    const before = Buffer.from(previous.rootHash, 'base64');
    if (!treeRoot(leaves.slice(0, previous.size)).equals(before))
      refuse(`the log's first ${previous.size} entries are not those of the checkpoint seen before: the log was rewritten`);
    if (previous.size > 0 && previous.size < checkpoint.size) {
      const proof = JSON.parse((await get(`proof/consistency?from=${previous.size}&to=${checkpoint.size}`)).toString('utf8'));
      const hashes = proof.hashes.map((hash) => Buffer.from(hash, 'base64'));
      if (!verifyConsistency(previous.size, checkpoint.size, hashes, before, checkpoint.rootHash))
        refuse(`the consistency proof from ${previous.size} to ${checkpoint.size} does not hold`);
    }
  }

  if (entry !== undefined) {
    const index = Number(entry);
    if (index >= entries.length) refuse(`the log has no entry ${index}`);
    const proof = (await get(`proof/inclusion?index=${index}`)).toString('utf8');
    const split = proof.indexOf('\n\n');
    const lines = proof
      .slice(0, split)
      .split('\n')
      .filter((line) => !line.startsWith('extra '));
    if (split < 0 || lines[0] !== 'c2sp.org/tlog-proof@v1' || lines[1] !== `index ${index}`)
      refuse('the inclusion proof is not a c2sp.org/tlog-proof@v1 of that index');
    const proven = openNote(proof.slice(split + 2), verifier);
    const hashes = lines.slice(2).map((line) => Buffer.from(line, 'base64'));
    if (!verifyInclusion(leaves[index], index, proven.size, hashes, proven.rootHash))
      refuse(`entry ${index}'s inclusion proof does not hold`);
    process.stdout.write(`Entry ${index} is in the log: ${entries[index].toString('utf8')}\n`);
  }

  writeFileSync(
    `${statePath}.tmp`,
    `${JSON.stringify({ vkey, size: checkpoint.size, rootHash: checkpoint.rootHash.toString('base64'), checkpoint: checkpoint.note }, null, 2)}\n`,
  );
  renameSync(`${statePath}.tmp`, statePath);
  const since = previous === undefined ? 'first check' : `consistent with the ${previous.size} entries seen before`;
  process.stdout.write(
    `Log ${checkpoint.origin} verified: ${checkpoint.size} entries, root ${checkpoint.rootHash.toString('base64')} (${since}).\n`,
  );
  if (cosignedBy.length > 0) process.stdout.write(`Cosigned by: ${cosignedBy.join(', ')}.\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`verify-permit-log: ${error instanceof Refusal ? 'the public log does not verify: ' : ''}${error.message}\n`);
    process.exitCode = 1;
  },
);
