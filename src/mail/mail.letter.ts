import { escapeHtml } from '../shared/html.js';

/**
 * The shape of every message biopermit sends (issue 19 §4): a greeting, the body's paragraphs, and
 * the authority's name under it, as plain text and as a simple HTML part made from the same lines.
 */

export interface Letter {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Escaped text whose web addresses are links (the privacy notice, a permit's verification page). */
const withLinks = (value: string): string =>
  escapeHtml(value).replace(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

/** One line, without the line breaks a subject header must not carry. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim().slice(0, 250);

export interface LetterParts {
  readonly subject: string;
  readonly greeting: string;
  /** The body: paragraphs separated by blank lines; lines inside one are kept. */
  readonly body: string;
  /** Facts under the body (`Application: ABS-2026-000123`). */
  readonly facts?: readonly string[];
  /** Who sends it: the authority's name. */
  readonly authority: string;
  /** Why the recipient gets it (the last line). */
  readonly reason: string;
}

export function composeLetter(parts: LetterParts): Letter {
  const paragraphs = parts.body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const facts = parts.facts ?? [];
  const text = [
    parts.greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(facts.length > 0 ? [...facts, ''] : []),
    parts.authority,
    '',
    `-- \n${parts.reason}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${withLinks(p).replace(/\n/g, '<br>')}</p>`),
    ...(facts.length > 0 ? [`<p>${facts.map(escapeHtml).join('<br>')}</p>`] : []),
    `<p><strong>${escapeHtml(parts.authority)}</strong></p>`,
    `<p style="color: #666; font-size: smaller">${escapeHtml(parts.reason)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(parts.subject), text, html };
}
