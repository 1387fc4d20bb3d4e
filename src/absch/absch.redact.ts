/**
 * What the Clearing-House answers is shown to the publisher and stored (`lastError`, `reason`, the
 * errors by field). An answer can echo what it was sent: a password, a token, a header. Every text
 * from it goes through `redactSecrets` before it is stored or shown (issue 31).
 */

export const REDACTED = '[redacted]';

const SECRET_NAMES = 'password|passwd|pwd|secret|client_secret|token|access_token|refresh_token|authenticationToken|api[_-]?key|apikey';
/** A value: a quoted string (escapes included) or a run up to a separator; never one already redacted. */
const VALUE = String.raw`(?!\[redacted\])("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&}\])]+)`;
/** `password=…`, `"password": "…"`, `'token': …`, `password: …` (a bare `token:` is too common a word to take). */
const NAMED_SECRETS = [
  new RegExp(String.raw`(\b(?:${SECRET_NAMES})\s*=\s*)${VALUE}`, 'gi'),
  new RegExp(String.raw`(["'](?:${SECRET_NAMES})["']\s*:\s*)${VALUE}`, 'gi'),
  new RegExp(String.raw`(\b(?:password|passwd|pwd|secret|client_secret|api[_-]?key|apikey)\s*:\s*)${VALUE}`, 'gi'),
];
/** An `Authorization` header, whatever its scheme. */
const AUTHORIZATION = /(\bauthorization\b["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|ticket|token|digest)\s+)?(?!\[redacted\])[^\s"',;})\]]+/gi;
/** A credential after its scheme, wherever it appears (`Bearer eyJ…`, `Ticket 3f…`). */
const SCHEME_CREDENTIAL = /\b(bearer|basic|ticket)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
/** A URL with a user and password (`https://user:pass@host`). */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi;

/**
 * The text with the given secrets (the configured password, the token in use) and anything shaped
 * like a credential replaced by `[redacted]`. Secrets shorter than 4 characters are not looked for:
 * they would blank ordinary words.
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let redacted = text;
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret.length < 4) continue;
    // As sent, and as a JSON answer would echo it (quotes and backslashes escaped).
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])) {
      redacted = redacted.split(form).join(REDACTED);
    }
  }
  redacted = redacted
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(AUTHORIZATION, `$1${REDACTED}`)
    .replace(SCHEME_CREDENTIAL, `$1 ${REDACTED}`);
  for (const pattern of NAMED_SECRETS) {
    redacted = redacted.replace(pattern, (_, name: string, value: string) => {
      // A quoted value keeps its quotes, so a JSON text stays JSON.
      const quote = value.startsWith('"') || value.startsWith("'") ? value[0] : '';
      return `${name}${quote}${REDACTED}${quote}`;
    });
  }
  return redacted;
}
