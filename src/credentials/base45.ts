/**
 * Base45 (RFC 9285) on Uint8Array, with no Buffer, so the offline verifier's browser bundle and Node
 * share it. Base45 exists for QR codes: its 45 characters are exactly the QR alphanumeric set, which
 * packs 5.5 bits a character against 8 in byte mode.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function base45Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = (bytes[i] as number) * 256 + (bytes[i + 1] as number);
    for (let k = 0; k < 3; k++) {
      out += ALPHABET.charAt(n % 45);
      n = Math.floor(n / 45);
    }
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1] as number;
    out += `${ALPHABET[n % 45]}${ALPHABET[Math.floor(n / 45)]}`;
  }
  return out;
}

/** The bytes, or undefined when the text is not canonical base45 (a bad character, length or value). */
export function base45Decode(text: string): Uint8Array | undefined {
  if (text.length % 3 === 1) return undefined;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    let n = 0;
    for (let k = chunk.length - 1; k >= 0; k--) {
      const v = VALUE.get(chunk[k] as string);
      if (v === undefined) return undefined;
      n = n * 45 + v;
    }
    if (chunk.length === 3) {
      if (n > 0xffff) return undefined;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return undefined;
      out[o++] = n;
    }
  }
  return out;
}
