import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/**
 * Signed notes (c2sp.org/signed-note) with Ed25519 keys, and the checkpoint they carry
 * (c2sp.org/tlog-checkpoint). A note is UTF-8 text ending in "\n", a blank line, then one line a
 * signature: `— <name> <base64(keyID[4] ‖ signature)>`. The key ID is SHA-256(name ‖ "\n" ‖ 0x01 ‖
 * public key)[:4]; a verifier key is `name+hex(keyID)+base64(0x01 ‖ public key)`.
 */

const ED25519 = 0x01;
const SIGNATURE_PREFIX = '\u2014 ';
/** DER prefixes of Ed25519 keys (RFC 8410): what node:crypto wants around the raw 32 bytes. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface NoteSigner {
  readonly name: string;
  readonly keyId: Buffer;
  readonly publicKey: Buffer;
  readonly privateKey: KeyObject;
}

export function keyIdOf(name: string, publicKey: Uint8Array): Buffer {
  return createHash('sha256')
    .update(Buffer.from(`${name}\n`, 'utf8'))
    .update(Buffer.from([ED25519]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
}

/** A signer from the key's 32-byte seed. */
export function noteSigner(name: string, seed: Uint8Array): NoteSigner {
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const publicKey = Buffer.from(spki.subarray(spki.length - 32));
  return { name, keyId: keyIdOf(name, publicKey), publicKey, privateKey };
}

/** The verifier key anyone may hold to check the log's notes. */
export function verifierKeyOf(signer: Pick<NoteSigner, 'name' | 'keyId' | 'publicKey'>): string {
  return `${signer.name}+${signer.keyId.toString('hex')}+${Buffer.concat([Buffer.from([ED25519]), signer.publicKey]).toString('base64')}`;
}

export interface NoteVerifier {
  readonly name: string;
  readonly keyId: Buffer;
  readonly publicKey: KeyObject;
}

/** Parses `name+keyid+base64key`; throws on anything else, including a key ID that does not match the key. */
export function parseVerifierKey(vkey: string): NoteVerifier {
  // Split at the first two "+" only: the base64 key may hold more.
  const [name, hexId, encoded] = /^([^+]+)\+([0-9a-fA-F]{8})\+(.+)$/.exec(vkey.trim())?.slice(1) ?? [];
  if (name === undefined || hexId === undefined || encoded === undefined) throw new Error('a verifier key is name+keyid+key');
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length !== 33 || raw[0] !== ED25519) throw new Error('not an Ed25519 verifier key');
  const publicKeyBytes = raw.subarray(1);
  const keyId = keyIdOf(name, publicKeyBytes);
  if (keyId.toString('hex') !== hexId.toLowerCase()) throw new Error('the verifier key’s ID does not match its key');
  const publicKey = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, publicKeyBytes]), format: 'der', type: 'spki' });
  return { name, keyId, publicKey };
}

/** The text signed: the note's text must end in a newline. */
export function signNote(text: string, signer: NoteSigner): string {
  if (!text.endsWith('\n')) throw new Error('a note’s text ends with a newline');
  const signature = sign(null, Buffer.from(text, 'utf8'), signer.privateKey);
  return `${text}\n${SIGNATURE_PREFIX}${signer.name} ${Buffer.concat([signer.keyId, signature]).toString('base64')}\n`;
}

/**
 * The note's text when a signature by `verifier` is among its signatures and valid. Signatures by
 * other keys (witnesses' cosignatures) are ignored; a signature by this key that fails rejects the note.
 */
export function openNote(note: string, verifier: NoteVerifier): string {
  const split = note.lastIndexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) throw new Error('malformed note: no blank line before the signatures');
  const text = note.slice(0, split + 1);
  const lines = note.slice(split + 2, -1).split('\n');
  let verified = false;
  for (const line of lines) {
    if (!line.startsWith(SIGNATURE_PREFIX)) throw new Error('malformed note: a signature line does not start with “— ”');
    const [name, encoded, ...rest] = line.slice(SIGNATURE_PREFIX.length).split(' ');
    if (name === undefined || encoded === undefined || rest.length > 0) throw new Error('malformed note: a signature line');
    const bytes = Buffer.from(encoded, 'base64');
    if (name !== verifier.name || bytes.length < 4 || !bytes.subarray(0, 4).equals(verifier.keyId)) continue;
    if (!verify(null, Buffer.from(text, 'utf8'), verifier.publicKey, bytes.subarray(4)))
      throw new Error('the log’s signature on the note is not valid');
    verified = true;
  }
  if (!verified) throw new Error('the note carries no signature by the log’s key');
  return text;
}

export interface Checkpoint {
  readonly origin: string;
  readonly size: number;
  readonly rootHash: Buffer;
}

/** The checkpoint's body: origin, decimal size, base64 root hash, one line each. */
export function checkpointText(checkpoint: Checkpoint): string {
  return `${checkpoint.origin}\n${checkpoint.size}\n${checkpoint.rootHash.toString('base64')}\n`;
}

export function parseCheckpoint(text: string): Checkpoint {
  const [origin, sizeLine, rootLine] = text.split('\n');
  if (origin === undefined || origin === '' || sizeLine === undefined || rootLine === undefined)
    throw new Error('malformed checkpoint: three lines expected');
  if (!/^(0|[1-9][0-9]*)$/.test(sizeLine)) throw new Error('malformed checkpoint: the size');
  const rootHash = Buffer.from(rootLine, 'base64');
  if (rootHash.length !== 32 || rootHash.toString('base64') !== rootLine) throw new Error('malformed checkpoint: the root hash');
  return { origin, size: Number(sizeLine), rootHash };
}
