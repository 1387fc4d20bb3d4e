import { createHash } from 'node:crypto';

/**
 * The Merkle tree of RFC 9162 §2.1 (= RFC 6962): leaf = SHA-256(0x00 ‖ entry), node = SHA-256(0x01 ‖
 * left ‖ right), the split at the largest power of two below n, the empty tree SHA-256(""). Proofs are
 * built over a `NodeReader` (complete subtrees only), so the same code serves the log's stored tiles
 * and a test's list of leaves; the verifiers (§2.1.3.2, §2.1.4.2) need nothing but the hashes.
 */

export type Hash = Buffer;

export const HASH_BYTES = 32;

export function leafHash(entry: Uint8Array): Hash {
  return createHash('sha256')
    .update(Buffer.from([0]))
    .update(entry)
    .digest();
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Hash {
  return createHash('sha256')
    .update(Buffer.from([1]))
    .update(left)
    .update(right)
    .digest();
}

export const EMPTY_TREE_HASH: Hash = createHash('sha256').digest();

/** The largest power of two strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The root of a perfect tree over 2^k hashes given in order (one level at a time). */
export function perfectRoot(hashes: readonly Hash[]): Hash {
  let level = [...hashes];
  while (level.length > 1) {
    const next: Hash[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(nodeHash(level[i] as Hash, level[i + 1] as Hash));
    level = next;
  }
  const root = level[0];
  if (root === undefined) throw new Error('perfectRoot of nothing');
  return root;
}

/** The hash of the complete subtree of height `height` at position `index` (leaves index·2^h … (index+1)·2^h − 1). */
export type NodeReader = (height: number, index: number) => Promise<Hash>;

/** MTH of the leaves [start, end), from complete subtrees. */
export async function rangeHash(read: NodeReader, start: number, end: number): Promise<Hash> {
  const size = end - start;
  if (size <= 0) return EMPTY_TREE_HASH;
  if ((size & (size - 1)) === 0 && start % size === 0) return read(Math.log2(size), start / size);
  const k = splitPoint(size);
  return nodeHash(await rangeHash(read, start, start + k), await rangeHash(read, start + k, end));
}

/** The inclusion proof of leaf `index` in the tree of `size` (RFC 9162 §2.1.3.1), leaf's sibling first. */
export async function inclusionProof(read: NodeReader, index: number, size: number): Promise<Hash[]> {
  if (!(index >= 0 && index < size)) throw new RangeError(`index ${index} is not below the size ${size}`);
  const path = async (m: number, start: number, end: number): Promise<Hash[]> => {
    const n = end - start;
    if (n === 1) return [];
    const k = splitPoint(n);
    if (m < k) return [...(await path(m, start, start + k)), await rangeHash(read, start + k, end)];
    return [...(await path(m - k, start + k, end)), await rangeHash(read, start, start + k)];
  };
  return path(index, 0, size);
}

/** The consistency proof between the trees of sizes `from` and `to` (RFC 9162 §2.1.4.1). */
export async function consistencyProof(read: NodeReader, from: number, to: number): Promise<Hash[]> {
  if (!(from >= 0 && from <= to)) throw new RangeError(`size ${from} is not between 0 and ${to}`);
  if (from === 0 || from === to) return [];
  const subproof = async (m: number, start: number, end: number, whole: boolean): Promise<Hash[]> => {
    const n = end - start;
    if (m === n) return whole ? [] : [await rangeHash(read, start, end)];
    const k = splitPoint(n);
    if (m <= k) return [...(await subproof(m, start, start + k, whole)), await rangeHash(read, start + k, end)];
    return [...(await subproof(m - k, start + k, end, false)), await rangeHash(read, start, start + k)];
  };
  return subproof(from, 0, to, true);
}

/** RFC 9162 §2.1.3.2: whether `proof` shows the leaf at `index` in the tree of `size` whose root is `root`. */
export function verifyInclusion(leaf: Hash, index: number, size: number, proof: readonly Hash[], root: Hash): boolean {
  if (!(index >= 0 && index < size)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree (`from`, `fromRoot`) is a prefix of (`to`, `toRoot`). */
export function verifyConsistency(from: number, to: number, proof: readonly Hash[], fromRoot: Hash, toRoot: Hash): boolean {
  if (from > to || from < 0) return false;
  if (from === to) return proof.length === 0 && fromRoot.equals(toRoot);
  if (from === 0) return proof.length === 0;
  const path = [...proof];
  // A power of two: the old root is itself the first node of the path.
  if ((from & (from - 1)) === 0) path.unshift(fromRoot);
  let fn = from - 1;
  let sn = to - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  const first = path.shift();
  if (first === undefined) return false;
  let fr = first;
  let sr = first;
  for (const c of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return fr.equals(fromRoot) && sr.equals(toRoot) && sn === 0;
}

/** A NodeReader over leaf hashes held in memory (tests, the verifier that fetched every entry). */
export function memoryNodeReader(leaves: readonly Hash[]): NodeReader {
  return async (height, index) => perfectRoot(leaves.slice(index * 2 ** height, (index + 1) * 2 ** height));
}

/**
 * The root of the tree of these leaf hashes, in one pass: a stack of perfect subtrees, merged as they
 * fill, then folded right to left (the split of §2.1.1 is exactly the binary decomposition of n).
 */
export function treeRoot(leaves: Iterable<Hash>): Hash {
  const stack: { height: number; hash: Hash }[] = [];
  for (const leaf of leaves) {
    let top = { height: 0, hash: leaf };
    for (let below = stack.at(-1); below !== undefined && below.height === top.height; below = stack.at(-1)) {
      stack.pop();
      top = { height: top.height + 1, hash: nodeHash(below.hash, top.hash) };
    }
    stack.push(top);
  }
  let root = stack.pop()?.hash;
  if (root === undefined) return EMPTY_TREE_HASH;
  for (let left = stack.pop(); left !== undefined; left = stack.pop()) root = nodeHash(left.hash, root);
  return root;
}
