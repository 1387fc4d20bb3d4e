/**
 * The interactive reference at /docs as biopermit's own: its title, a leaf mark as logo and
 * favicon, and none of the viewer's own branding. Everything is served by the service itself, so
 * the page works without the internet.
 */

const GREEN = '#1f6f43';

/** A leaf in a rounded square: readable at 16 px as a favicon. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="12" fill="${GREEN}"/>
<path d="M16 48C16 28 30 14 50 14c0 20-14 34-34 34z" fill="#e9f5ec"/>
<path d="M18 46L42 22" stroke="${GREEN}" stroke-width="3" stroke-linecap="round"/>
</svg>`;

/** The mark beside the name, for the top bar. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 64" width="260" height="64">
<g transform="translate(4 8) scale(0.75)">${MARK.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>
<text x="64" y="42" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">biopermit</text>
<text x="64" y="58" font-family="Helvetica, Arial, sans-serif" font-size="11" fill="#cfe8d6">ABS permit applications API</text>
</svg>`;

/** The top bar in biopermit's colours, without the viewer's URL box (the page shows this service's document only). */
const CSS = `.swagger-ui .topbar { background-color: ${GREEN}; padding: 6px 0; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .topbar-wrapper a { max-width: 260px; }
.swagger-ui .topbar-wrapper img { height: 48px; }
.swagger-ui .info .title small pre { background: none; }`;

export const docsTheme = {
  title: 'biopermit API reference',
  favicon: [{ filename: 'biopermit.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: MARK }],
  css: [{ filename: 'biopermit.css', content: CSS }],
};

export const docsLogo = { type: 'image/svg+xml', content: Buffer.from(LOGO), href: '/docs', target: '_self' as const };
