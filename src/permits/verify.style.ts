import { createHash } from 'node:crypto';
import type { PublicPermitStatus } from './verify.schemas.js';

/**
 * The verification page's only style sheet, inlined in a <style> element and allowed by its hash in
 * the Content-Security-Policy: the page is one response with no request after it (a field phone on a
 * weak signal loads it in one round trip), and the policy still forbids every script, every other
 * style, every image, frame, font and form. A stylesheet route (`style-src 'self'`) would have
 * cost a second request and a second route for no gain in safety.
 */

/** Text, border and background of each panel; every pair reaches WCAG AA (4.5:1) — see the tests. */
export const PANEL_COLORS: Record<PublicPermitStatus | 'not_valid', { text: string; border: string; background: string }> = {
  valid: { text: '#0f5130', border: '#1d7a45', background: '#e3f2e8' },
  suspended: { text: '#6b4100', border: '#a86a12', background: '#fff4d6' },
  revoked: { text: '#8a1c12', border: '#b42318', background: '#fde7e7' },
  expired: { text: '#37424a', border: '#5f6b73', background: '#eceff1' },
  superseded: { text: '#1f3f6e', border: '#2f5d9e', background: '#e6eef9' },
  not_valid: { text: '#8a1c12', border: '#b42318', background: '#fde7e7' },
};

export const PAGE_COLORS = {
  ink: '#1b1f1d',
  muted: '#4d5752',
  page: '#f4f7f5',
  card: '#ffffff',
  line: '#ccd6d0',
  accent: '#1e4d3a',
} as const;

const panels = Object.entries(PANEL_COLORS)
  .map(([name, c]) => `.${name.replace('_', '-')}{color:${c.text};background:${c.background};border-color:${c.border}}`)
  .join('\n');

export const VERIFY_PAGE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:${PAGE_COLORS.page};color:${PAGE_COLORS.ink};font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{max-width:34rem;margin:0 auto;padding:1.25rem 1rem 2.5rem}
header{border-bottom:3px double ${PAGE_COLORS.accent};padding-bottom:.75rem}
.eyebrow{margin:0;font-size:.8125rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:${PAGE_COLORS.muted}}
h1{margin:.25rem 0 0;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
h1 .no{display:inline-block}
.panel{display:flex;gap:.75rem;align-items:flex-start;border:2px solid;border-radius:.75rem;padding:1rem;margin:1rem 0}
.panel svg{flex:none;width:2.5rem;height:2.5rem}
.panel h2{margin:0;font-size:1.375rem;line-height:1.25}
.panel p{margin:.25rem 0 0}
${panels}
dl{margin:0;background:${PAGE_COLORS.card};border:1px solid ${PAGE_COLORS.line};border-radius:.75rem;padding:1rem}
dt{color:${PAGE_COLORS.muted};font-size:.9375rem}
dd{margin:0 0 .625rem;font-weight:600;overflow-wrap:anywhere}
dd:last-child{margin-bottom:0}
@media (min-width:24rem){dl{display:grid;grid-template-columns:max-content 1fr;gap:.625rem 1rem}dd{margin:0}}
.note{font-size:.9375rem;color:${PAGE_COLORS.muted};margin:1rem 0 0}
@media (min-width:40rem){main{padding-top:3rem}h1{font-size:1.75rem}}
`.trim();

const styleHash = createHash('sha256').update(VERIFY_PAGE_STYLE).digest('base64');

/** The policy the route sends with the page: nothing runs, nothing loads, nothing frames it. */
export const VERIFY_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
