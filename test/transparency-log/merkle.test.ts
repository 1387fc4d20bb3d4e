import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  EMPTY_TREE_HASH,
  type Hash,
  inclusionProof,
  leafHash,
  memoryNodeReader,
  nodeHash,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
} from '../../src/transparency-log/merkle.js';
import {
  checkpointText,
  noteSigner,
  openNote,
  parseCheckpoint,
  parseVerifierKey,
  signNote,
  verifierKeyOf,
} from '../../src/transparency-log/signed-note.js';
import { parseTilePath, tileIndexPath, tilePath, tilesOf } from '../../src/transparency-log/tiles.js';

/** The reference: MTH exactly as RFC 9162 §2.1.1 writes it, and PATH / PROOF by the letter, over the leaves. */
function naiveRoot(leaves: readonly Hash[]): Hash {
  if (leaves.length === 0) return EMPTY_TREE_HASH;
  if (leaves.length === 1) return leaves[0] as Hash;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(naiveRoot(leaves.slice(0, k)), naiveRoot(leaves.slice(k)));
}
function naivePath(m: number, leaves: readonly Hash[]): Hash[] {
  if (leaves.length <= 1) return [];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return m < k
    ? [...naivePath(m, leaves.slice(0, k)), naiveRoot(leaves.slice(k))]
    : [...naivePath(m - k, leaves.slice(k)), naiveRoot(leaves.slice(0, k))];
}
function naiveSubproof(m: number, leaves: readonly Hash[], whole: boolean): Hash[] {
  if (m === leaves.length) return whole ? [] : [naiveRoot(leaves)];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return m <= k
    ? [...naiveSubproof(m, leaves.slice(0, k), whole), naiveRoot(leaves.slice(k))]
    : [...naiveSubproof(m - k, leaves.slice(k), false), naiveRoot(leaves.slice(0, k))];
}

const entries = (n: number) => Array.from({ length: n }, (_, i) => Buffer.from(`entry ${i}`, 'ascii'));
const hex = (hashes: readonly Hash[]) => hashes.map((h) => h.toString('hex'));

describe('the Merkle log’s hashing and proofs (RFC 9162 §2.1)', () => {
  it('gives the TRUST-NOTES worked example: leaf, root of 7, inclusion(3, 7), consistency(3 → 7)', async () => {
    const leaves = entries(7).map(leafHash);
    expect(leaves[0]?.toString('hex')).toBe('773885a613489e24ce2cf76199d6a423f042e4bbf12d7eecee912ef276c65701');
    const root = treeRoot(leaves);
    expect(root.toString('hex')).toBe('98c97f0ba3175cd08b031dd084b9dc4e649b64d1a28e6ea694646503173ab587');
    expect(root.toString('base64')).toBe('mMl/C6MXXNCLAx3QhLncTmSbZNGijm6mlGRlAxc6tYc=');
    const read = memoryNodeReader(leaves);
    expect(hex(await inclusionProof(read, 3, 7))).toEqual([
      '57c79f4f31ae029c5d4bd30b073c27c94df93438b2b4697e1e1eef5bc0394a41',
      '5a47662fd8a317d96049a3f9f47c55dc67ca66051baa3683dbb19b2fe09a07b0',
      '94afb8a2ca051c05458ea39dcd19b1bd68e7e33529f10b439d2a615a51f636e2',
    ]);
    expect(hex(await consistencyProof(read, 3, 7))).toEqual([
      '57c79f4f31ae029c5d4bd30b073c27c94df93438b2b4697e1e1eef5bc0394a41',
      '61ca1139f6815841d5baf2d0d2d9bd9dfee97c898dd6f7ba0c0aa941ee6c01eb',
      '5a47662fd8a317d96049a3f9f47c55dc67ca66051baa3683dbb19b2fe09a07b0',
      '94afb8a2ca051c05458ea39dcd19b1bd68e7e33529f10b439d2a615a51f636e2',
    ]);
  });

  it('builds and verifies every inclusion and consistency proof for all sizes up to 64, as the naive reference does', async () => {
    const all = entries(64).map(leafHash);
    const read = memoryNodeReader(all);
    let checked = 0;
    for (let size = 1; size <= 64; size++) {
      const leaves = all.slice(0, size);
      const root = naiveRoot(leaves);
      expect(treeRoot(leaves).equals(root)).toBe(true);
      for (let index = 0; index < size; index++) {
        const proof = await inclusionProof(read, index, size);
        expect(hex(proof)).toEqual(hex(naivePath(index, leaves)));
        expect(verifyInclusion(leaves[index] as Hash, index, size, proof, root)).toBe(true);
        // The same proof does not prove another leaf, nor the leaf at another place.
        expect(verifyInclusion(leafHash(Buffer.from('forged')), index, size, proof, root)).toBe(false);
        if (size > 1) expect(verifyInclusion(leaves[index] as Hash, (index + 1) % size, size, proof, root)).toBe(false);
        checked += 1;
      }
      for (let from = 1; from <= size; from++) {
        const proof = await consistencyProof(read, from, size);
        expect(hex(proof)).toEqual(from === size ? [] : hex(naiveSubproof(from, leaves, true)));
        const fromRoot = naiveRoot(all.slice(0, from));
        expect(verifyConsistency(from, size, proof, fromRoot, root)).toBe(true);
        if (from < size) {
          // An old head that was not a prefix (its last entry altered) is refused.
          const altered = naiveRoot([...all.slice(0, from - 1), leafHash(Buffer.from('altered'))]);
          expect(verifyConsistency(from, size, proof, altered, root)).toBe(false);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(2 * ((64 * 65) / 2));
  });
});

describe('signed notes and checkpoints (c2sp.org/signed-note, tlog-checkpoint)', () => {
  const signer = noteSigner('biopermit.example.gov.ph/log', Buffer.alloc(32, 1));
  const text = 'biopermit.example.gov.ph/log\n7\nmMl/C6MXXNCLAx3QhLncTmSbZNGijm6mlGRlAxc6tYc=\n';

  it('gives the TRUST-NOTES verifier key and signature', () => {
    expect(verifierKeyOf(signer)).toBe('biopermit.example.gov.ph/log+700f887c+AYqI4910CfGV/VLbLTy6XXLKZwm/HZQSG/N0iAG0D29c');
    expect(signNote(text, signer)).toBe(
      `${text}\n— biopermit.example.gov.ph/log cA+IfHnHeq86P2BiQWzrXOnN5d8r0ob6PiOi4D6BPdRsR/WK2yeFZeiJIPqoI0Lhb8mGZ9gofzkE7ozUsmMEepClrQs=\n`,
    );
    expect(checkpointText(parseCheckpoint(text))).toBe(text);
  });

  it('reads verifier keys whose base64 holds "+" (split at the first two only)', () => {
    const keys = Array.from({ length: 40 }, (_, i) => verifierKeyOf(noteSigner('example.org/log', Buffer.alloc(32, i + 10))));
    const withPlus = keys.filter((key) => key.split('+').length > 3);
    expect(withPlus.length).toBeGreaterThan(0);
    for (const key of withPlus) expect(parseVerifierKey(key).name).toBe('example.org/log');
  });

  it('verifies the spec’s own example note', () => {
    const verifier = parseVerifierKey('PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW');
    const note =
      "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n\n" +
      '— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
    expect(openNote(note, verifier)).toContain('cryptography');
  });

  it('opens a note with witnesses’ cosignatures beside the log’s, and refuses an altered text or a bad signature', () => {
    const verifier = parseVerifierKey(verifierKeyOf(signer));
    const witness = noteSigner('witness.example/w1', Buffer.alloc(32, 2));
    const signed = signNote(text, signer);
    const cosigned = `${signed}${signNote(text, witness).split('\n\n')[1]}`;
    expect(openNote(cosigned, verifier)).toBe(text);
    expect(() => openNote(signed.replace('\n7\n', '\n8\n'), verifier)).toThrow(/not valid/);
    expect(() => openNote(signNote(text, witness), verifier)).toThrow(/no signature by the log/);
    const other = noteSigner('biopermit.example.gov.ph/log', Buffer.alloc(32, 3));
    expect(() => parseVerifierKey(verifierKeyOf(signer).replace('700f887c', verifierKeyOf(other).split('+')[1] as string))).toThrow(
      /does not match/,
    );
  });
});

describe('tile paths (c2sp.org/tlog-tiles)', () => {
  it('writes and reads the spec’s examples', () => {
    expect(tileIndexPath(1234067)).toBe('x001/x234/067');
    expect(tileIndexPath(5)).toBe('005');
    expect(tilePath('entries', 273, 112)).toBe('entries/273.p/112');
    expect(parseTilePath('0/x001/x234/067')).toEqual({ level: 0, index: 1234067, width: 256 });
    expect(parseTilePath('2/000.p/1')).toEqual({ level: 2, index: 0, width: 1 });
    for (const bad of ['0/1234', '0/x000/067', '0/067.p/256', '0/067.p/0', '0/067.p/01', '01/000', '9/000', 'data/000']) {
      expect(parseTilePath(bad)).toBeUndefined();
    }
    const paths = (level: number) => tilesOf(70_000, level).map((t) => tilePath(level, t.index, t.width));
    expect(paths(0).at(-2)).toBe('0/272');
    expect(paths(0).at(-1)).toBe('0/273.p/112');
    expect(paths(1)).toEqual(['1/000', '1/001.p/17']);
    expect(paths(2)).toEqual(['2/000.p/1']);
  });
});
