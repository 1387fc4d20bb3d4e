/**
 * Text made safe inside HTML (or XML) element content and quoted attributes: the five characters that
 * matter, as numeric character references (`&#60;`), which HTML and XML read alike. The one escaper of
 * the public pages, the letters and the Darwin Core metadata.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
