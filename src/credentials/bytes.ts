/**
 * Byte helpers of the credential codecs, on Uint8Array and web APIs only (no Buffer), so the offline
 * verifier's browser bundle shares them with Node.
 */

export const isBytes = (v: unknown): v is Uint8Array => v instanceof Uint8Array;

export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(
    await new Response(new Blob([asBuffer(bytes)]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  );
}

/** ZLIB (RFC 1950) inflate, at most `limit` bytes; undefined when the bytes are not a whole, valid stream. */
export async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = new Blob([asBuffer(bytes)]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** A copy in a plain ArrayBuffer: WebCrypto and Blob refuse views over shared or resizable buffers in strict typings. */
export function asBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}

export function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`credential id is not a UUID: ${uuid}`);
  return Uint8Array.from(hex.match(/../g) as string[], (h) => Number.parseInt(h, 16));
}

export function bytesToUuid(bytes: Uint8Array): string {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
