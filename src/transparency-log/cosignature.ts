import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/**
 * Witnesses' cosignatures on the log's checkpoints (c2sp.org/tlog-cosignature, the Ed25519 type). A
 * cosignature is a signed-note line `— <name> base64(keyID[4] ‖ timestamp[8, big-endian] ‖ signature[64])`
 * where the key ID is SHA-256(name ‖ "\n" ‖ 0x04 ‖ public key)[:4] and the signature is over
 * `cosignature/v1\ntime <timestamp>\n` followed by the checkpoint's note body. The witness's verifier key
 * is `name+hex(keyID)+base64(0x04 ‖ public key)`. Leaf module: node:crypto only (config.ts reads keys with it).
 */

const COSIGNATURE_V1 = 0x04;
const SIGNATURE_PREFIX = '\u2014 ';
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** keyID (4) ‖ timestamp (8) ‖ Ed25519 signature (64). */
const COSIGNATURE_BYTES = 76;

export interface Cosigner {
  readonly name: string;
  readonly keyId: Buffer;
  readonly publicKey: KeyObject;
  /** The vkey it was read from, verbatim. */
  readonly vkey: string;
}

export function cosignerKeyIdOf(name: string, publicKey: Uint8Array): Buffer {
  return createHash('sha256')
    .update(Buffer.from(`${name}\n`, 'utf8'))
    .update(Buffer.from([COSIGNATURE_V1]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
}

/** Parses a witness's `name+keyid+base64(0x04 ‖ key)`; throws on anything else, a key ID that does not match included. */
export function parseCosignerKey(vkey: string): Cosigner {
  const [name, hexId, encoded] = /^([^+\s]+)\+([0-9a-fA-F]{8})\+(\S+)$/.exec(vkey.trim())?.slice(1) ?? [];
  if (name === undefined || hexId === undefined || encoded === undefined) throw new Error('a witness key is name+keyid+key');
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length !== 33 || raw[0] !== COSIGNATURE_V1) throw new Error('not an Ed25519 cosignature/v1 key (type 0x04)');
  const keyId = cosignerKeyIdOf(name, raw.subarray(1));
  if (keyId.toString('hex') !== hexId.toLowerCase()) throw new Error('the witness key’s ID does not match its key');
  const publicKey = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw.subarray(1)]), format: 'der', type: 'spki' });
  return { name, keyId, publicKey, vkey: vkey.trim() };
}

/** The vkey of a cosigner's raw 32-byte public key. */
export function cosignerKeyOf(name: string, publicKey: Uint8Array): string {
  const id = cosignerKeyIdOf(name, publicKey).toString('hex');
  return `${name}+${id}+${Buffer.concat([Buffer.from([COSIGNATURE_V1]), publicKey]).toString('base64')}`;
}

/** What a cosigner signs: the header, the time line, then the checkpoint's note body (its final newline included). */
export function cosignedMessage(checkpointText: string, timestamp: number): Buffer {
  return Buffer.from(`cosignature/v1\ntime ${timestamp}\n${checkpointText}`, 'utf8');
}

/** A cosignature line (with its newline) by `name`'s key over the checkpoint's body at `timestamp` (seconds). */
export function cosign(checkpointText: string, signer: { name: string; privateKey: KeyObject; publicKey: Uint8Array }, timestamp: number) {
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(BigInt(timestamp));
  const signature = sign(null, cosignedMessage(checkpointText, timestamp), signer.privateKey);
  const bytes = Buffer.concat([cosignerKeyIdOf(signer.name, signer.publicKey), time, signature]);
  return `${SIGNATURE_PREFIX}${signer.name} ${bytes.toString('base64')}\n`;
}

export type CosignatureCheck =
  /** The line is not by this cosigner (another name or key ID): ignored, as the spec asks. */
  | { readonly by: 'other' }
  | { readonly by: 'cosigner'; readonly valid: false }
  | { readonly by: 'cosigner'; readonly valid: true; readonly timestamp: number };

/** Checks one signature line (without its newline) against the cosigner over the checkpoint's body. */
export function checkCosignature(line: string, checkpointText: string, cosigner: Cosigner): CosignatureCheck {
  if (!line.startsWith(SIGNATURE_PREFIX)) return { by: 'other' };
  const [name, encoded, ...rest] = line.slice(SIGNATURE_PREFIX.length).split(' ');
  if (name !== cosigner.name || encoded === undefined || rest.length > 0) return { by: 'other' };
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 4 || !bytes.subarray(0, 4).equals(cosigner.keyId)) return { by: 'other' };
  if (bytes.length !== COSIGNATURE_BYTES) return { by: 'cosigner', valid: false };
  const timestamp = bytes.readBigUInt64BE(4);
  if (timestamp > BigInt(Number.MAX_SAFE_INTEGER)) return { by: 'cosigner', valid: false };
  const valid = verify(null, cosignedMessage(checkpointText, Number(timestamp)), cosigner.publicKey, bytes.subarray(12));
  return valid ? { by: 'cosigner', valid, timestamp: Number(timestamp) } : { by: 'cosigner', valid };
}

/** The signature lines of a signed note (each without its newline), after the blank line that ends its text. */
export function signatureLinesOf(note: string): { text: string; lines: string[] } {
  const split = note.lastIndexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) throw new Error('malformed note: no blank line before the signatures');
  return { text: note.slice(0, split + 1), lines: note.slice(split + 2, -1).split('\n') };
}
