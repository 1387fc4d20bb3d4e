import { escapeHtml } from './html.js';

/**
 * The shell of the service's public HTML pages (the permit verification page, the privacy notice, the
 * problem type pages): one document head and layout, so that the pages a citizen or a checkpoint opens
 * stay alike. Each page brings its own inline style sheet (the verification page's is allowed by its
 * hash in a Content-Security-Policy, so the shell adds no other resource unless asked).
 */
export interface PublicPage {
  /** Plain text; escaped here. */
  readonly title: string;
  /** The inline style sheet, as the page's CSP allows it. */
  readonly style: string;
  /** Extra `<meta name content>` lines, e.g. robots or referrer policies. */
  readonly meta?: Readonly<Record<string, string>>;
  /** An SVG icon's path, for pages that may load one. */
  readonly icon?: string;
  /** The body's HTML, escaped by the caller. */
  readonly body: string;
}

export function publicPage(page: PublicPage): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...Object.entries(page.meta ?? {}).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
    `<title>${escapeHtml(page.title)}</title>`,
    ...(page.icon === undefined ? [] : [`<link rel="icon" href="${escapeHtml(page.icon)}" type="image/svg+xml">`]),
    `<style>${page.style}</style>`,
  ];
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
${page.body}
</body>
</html>
`;
}

/** The layout of the verification page and the privacy notice: a small eyebrow over the heading (HTML), then the content. */
export function headedMain(eyebrow: string, headingHtml: string, content: string): string {
  return `<main>
<header><p class="eyebrow">${escapeHtml(eyebrow)}</p><h1>${headingHtml}</h1></header>
${content}
</main>`;
}
