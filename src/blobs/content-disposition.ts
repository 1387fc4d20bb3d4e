/**
 * A `Content-Disposition` header safe for any file name (RFC 6266): `filename*` carries the name in
 * UTF-8 (RFC 8187), and `filename` an ASCII fallback for the few clients that ignore `filename*`.
 * Neither can break the header or point outside the download folder.
 */

const FALLBACK_NAME = 'download';
const MAX_LENGTH = 200;

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls that make "annexe.pdf" display as
 * something else (U+202E turns "fdp.exe" around) go; slashes become underscores, so a name is never a path.
 */
function clean(fileName: string): string {
  const name = fileName
    .normalize('NFC')
    .replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .replace(/[/\\]/g, '_')
    .trim();
  const limited = Array.from(name).slice(0, MAX_LENGTH).join('');
  return limited === '' || /^\.+$/.test(limited) ? FALLBACK_NAME : limited;
}

/** ASCII letters only where the name has them: "Niño ñ.pdf" → "Nino n.pdf"; what has no ASCII form becomes `_`. */
function asciiFallback(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // Outside printable ASCII, and the quoted-string's own `"` and `\`; `%` too, which some clients decode.
      .replace(/[^\x20-\x7E]|["\\%]/gu, '_')
  );
}

/** RFC 8187 `value-chars`: attr-char as is, every other byte of the UTF-8 encoding as %XX. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = clean(fileName);
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
