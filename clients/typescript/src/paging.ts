/**
 * The target of `rel="next"` in an RFC 8288 Link header, resolved against the URL of the response
 * that carried it (the service sends relative links unless PUBLIC_BASE_URL is set).
 */
export function nextLink(header: string | null, base: string): string | undefined {
  if (header === null) return undefined;
  for (const link of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    if (match === null) continue;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '');
    if (rel?.[1]?.split(/\s+/).includes('next')) return new URL(match[1] ?? '', base).toString();
  }
  return undefined;
}
