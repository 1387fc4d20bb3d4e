import { createHash } from 'node:crypto';
import { PAGE_COLORS, VERIFY_PAGE_STYLE } from '../permits/verify.style.js';
import { headedMain, publicPage } from '../shared/public-page.js';
import { OFFLINE_ASSET, OFFLINE_VERIFIER_PATH } from './offline-verifier.paths.js';

/**
 * The offline verifier's HTML, manifest and icon. The page looks like the online verification page
 * (its style sheet, panels and colours, whose contrast the permits' tests hold) plus the controls of a
 * scanner; its only script is the bundled app.js, its only connections the service's own lists.
 */
const EXTRA_STYLE = `
.sync{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:1rem 0;padding:.75rem 1rem;background:${PAGE_COLORS.card};border:1px solid ${PAGE_COLORS.line};border-radius:.75rem}
.sync p{margin:0;flex:1 1 14rem}
section.inputs{margin:1rem 0;padding:1rem;background:${PAGE_COLORS.card};border:1px solid ${PAGE_COLORS.line};border-radius:.75rem}
section.inputs h2{margin:0 0 .75rem;font-size:1.125rem}
label{display:block;font-weight:600;margin:1rem 0 .375rem}
button,input[type=file]::file-selector-button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border-radius:.5rem;border:2px solid ${PAGE_COLORS.accent};background:${PAGE_COLORS.accent};color:#fff;cursor:pointer}
button.secondary{background:${PAGE_COLORS.card};color:${PAGE_COLORS.accent}}
button:disabled{opacity:.7;cursor:progress}
button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid ${PAGE_COLORS.accent};outline-offset:2px}
input[type=file]{max-width:100%;font:inherit}
textarea{display:block;width:100%;font:.875rem/1.4 ui-monospace,monospace;padding:.5rem;border:1px solid ${PAGE_COLORS.muted};border-radius:.5rem;color:${PAGE_COLORS.ink};background:#fff}
form button{margin-top:.5rem}
video{display:block;width:100%;max-height:60vh;margin:.75rem 0;border-radius:.5rem;background:#000}
video[hidden],button[hidden]{display:none}
.panel{display:block}
.panel h2{font-size:1.75rem;letter-spacing:.04em}
dd ul{margin:.25rem 0 0;padding-left:1.25rem;font-weight:400}
dd p{margin:0}
.message{margin:1rem 0;font-weight:600}
#result h2:focus{outline:none}
@media (min-width:24rem){#result dl{display:block}#result dd{margin:0 0 .75rem}}
@media (min-width:36rem){#result dl{display:grid;grid-template-columns:minmax(0,11rem) minmax(0,1fr)}#result dd{margin:0}}
`.trim();

export const OFFLINE_PAGE_STYLE = `${VERIFY_PAGE_STYLE}\n${EXTRA_STYLE}`;
const styleHash = createHash('sha256').update(OFFLINE_PAGE_STYLE).digest('base64');

/**
 * Its own script and the service's lists, nothing else; the camera is this page's to ask for, and the
 * worker and manifest are its own files.
 */
export const OFFLINE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'sha256-${styleHash}'`,
  "img-src 'self' blob: data:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const BODY = headedMain(
  'Permit verification · works offline',
  'Check a permit’s QR code',
  `<div class="sync"><p id="sync-status" role="status">Loading…</p><button type="button" id="sync-now" class="secondary">Sync now</button></div>
<section class="inputs" aria-labelledby="inputs-heading">
<h2 id="inputs-heading">Scan, choose or paste the code</h2>
<button type="button" id="camera-start">Scan with the camera</button>
<button type="button" id="camera-stop" class="secondary" hidden>Stop the camera</button>
<video id="camera" hidden muted playsinline aria-label="Camera view: point it at the permit’s QR code"></video>
<p id="camera-hint" class="note" hidden>Hold the permit’s QR code flat in the view, in good light. It is checked as soon as it is read.</p>
<label for="qr-file">Or choose a photo or image of the QR code</label>
<input type="file" id="qr-file" accept="image/*">
<form id="text-form" aria-label="Check pasted text">
<label for="qr-text">Or paste the code’s text (it starts with BP1:)</label>
<textarea id="qr-text" rows="4" spellcheck="false" autocomplete="off" autocapitalize="characters"></textarea>
<button type="submit">Check this text</button>
</form>
</section>
<section id="result" aria-live="polite" aria-label="Result"></section>
<noscript><p class="message">This page needs JavaScript to read and check a permit’s code.</p></noscript>
<p class="note">The check runs on this device: the permit’s code is signed by the issuer, and this page checks the signature against the issuer’s keys and the lists of revoked and suspended permits it last synced. Nothing you scan is sent anywhere. Install it (“Add to Home screen”) to open it without a network.</p>
<p class="note"><a href="/privacy">Privacy notice</a></p>
<script type="module" src="${OFFLINE_ASSET.script}"></script>`,
);

export const OFFLINE_PAGE_HTML = publicPage({
  title: 'Check a permit offline · Permit verification',
  meta: { robots: 'noindex', referrer: 'no-referrer', 'theme-color': PAGE_COLORS.accent },
  icon: OFFLINE_ASSET.icon,
  style: OFFLINE_PAGE_STYLE,
  body: BODY,
}).replace('</head>', `<link rel="manifest" href="${OFFLINE_ASSET.manifest}">\n</head>`);

export const OFFLINE_MANIFEST = JSON.stringify({
  name: 'Permit verifier (offline)',
  short_name: 'Verify permit',
  description: 'Checks a biodiversity permit’s QR code with no network.',
  start_url: OFFLINE_VERIFIER_PATH,
  scope: OFFLINE_VERIFIER_PATH,
  display: 'standalone',
  background_color: PAGE_COLORS.page,
  theme_color: PAGE_COLORS.accent,
  icons: [{ src: OFFLINE_ASSET.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
});

/** A shield with a check mark, in the page's accent colour. */
export const OFFLINE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${PAGE_COLORS.accent}"/><path d="M256 80l150 56v110c0 92-64 166-150 190-86-24-150-98-150-190V136z" fill="#fff"/><path d="M186 262l50 50 92-100" fill="none" stroke="${PAGE_COLORS.accent}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
