import { manilaIsoDate, manilaLongDate } from '../clock/manila-time.js';
import { escapeHtml } from '../shared/html.js';
import { headedMain, publicPage } from '../shared/public-page.js';
import { inclusionProofUrl } from '../transparency-log/log-paths.js';
import { type PublicAuthorisation, publicAuthorisationRows } from './public-authorisation.js';
import type { PermitVerification, PublicPermitStatus } from './verify.schemas.js';
import { VERIFY_PAGE_CSP, VERIFY_PAGE_STYLE } from './verify.style.js';

/**
 * The public answer to a scanned QR code, as an HTML page or JSON, from what the route found: a
 * genuine link and the permit's public facts, or a link that is not genuine. The route (issue 11's
 * `GET /verify/{permitNo}?s=…`, rate-limited) checks the signature with verify-link.ts, reads the
 * permit, and hands the result here; nothing in this module reads the database or the clock.
 */
export type VerifyPageInput =
  | {
      readonly verified: true;
      readonly permitNo: string;
      readonly status: PublicPermitStatus;
      readonly holderName: string;
      /** ISO 8601 instants as stored; shown as Asia/Manila dates. */
      readonly dateIssued: string;
      readonly dateExpired: string;
      readonly speciesCount: number;
      /** What it authorises in the public's terms: counts and places, no names. */
      readonly authorises: PublicAuthorisation;
      /** The permit's latest entry in the public log, once numbered. */
      readonly logIndex: number | null;
      /** When its credential carries the terms' digest instead of its species (too many for its QR code): the digest and the line count. */
      readonly termsDigest?: { readonly digest: string; readonly lines: number | null } | null;
      /**
       * The issuing authority as the certificate prints it (setting `permits.authority`: the office, then
       * the department), so whoever scanned can check the page against the certificate's letterhead.
       */
      readonly issuedBy: string;
    }
  | {
      readonly verified: false;
      /** The number the link claims; shown only when it looks like a permit number. */
      readonly permitNo?: string | null;
    };

export interface VerifyResponse {
  /** 200 for a genuine link, whatever the permit's status; 404 for a link that is not genuine. */
  readonly statusCode: 200 | 404;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const NOT_VALID_WHY = 'was altered, or was not issued by this service. Do not rely on the certificate it came from.';
const NOT_VALID_DETAIL = `This link ${NOT_VALID_WHY}`;

const STATUS_TEXT: Record<PublicPermitStatus, { heading: string; explanation: string }> = {
  valid: { heading: 'Valid', explanation: 'This permit is genuine and in force.' },
  suspended: {
    heading: 'Suspended',
    explanation: 'This permit is genuine but suspended: no collection may be made under it until it is reinstated.',
  },
  revoked: { heading: 'Revoked', explanation: 'This permit was genuine but has been revoked. It is no longer in force.' },
  expired: { heading: 'Expired', explanation: 'This permit was genuine but its validity has ended.' },
  superseded: {
    heading: 'Superseded',
    explanation:
      'This certificate has been replaced by a newer permit (a renewal or an amendment). Ask the holder for the current certificate.',
  },
};

/** "Valid until" only while it still could be: a revoked permit was never valid until that date. */
const EXPIRY_LABEL: Record<PublicPermitStatus, string> = {
  valid: 'Valid until',
  suspended: 'Valid until',
  revoked: 'Date of expiry',
  expired: 'Expired on',
  superseded: 'Date of expiry',
};

/** A permit number safe to repeat back: short, and only the characters permit numbers use. */
const PERMIT_NO_SHOWN = /^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/;

/** The JSON answer (schema PermitVerification): the same facts as the page, nothing more. */
/** `Biodiversity Management Bureau, Department of Environment and Natural Resources`: the office, then its department. */
export function issuingAuthority(authority: { readonly name: string; readonly unit?: string | null }): string {
  return authority.unit ? `${authority.unit}, ${authority.name}` : authority.name;
}

export function verificationAnswer(input: VerifyPageInput): PermitVerification {
  if (!input.verified) return { status: 'not_valid', detail: NOT_VALID_DETAIL };
  return {
    status: input.status,
    permitNo: input.permitNo,
    holderName: input.holderName,
    dateIssued: manilaIsoDate(input.dateIssued, 'dateIssued'),
    dateExpired: manilaIsoDate(input.dateExpired, 'dateExpired'),
    speciesCount: input.speciesCount,
    authorises: input.authorises,
    logIndex: input.logIndex,
  };
}

const ICONS: Record<PublicPermitStatus | 'not_valid', string> = {
  valid: '<path d="M7 12.5l3.2 3.2L17 9"/>',
  suspended: '<path d="M10 8.5v7M14 8.5v7"/>',
  revoked: '<path d="M8.5 8.5l7 7M15.5 8.5l-7 7"/>',
  expired: '<path d="M12 7.5V12l3 2"/>',
  superseded: '<path d="M7 12h9M13 8.5l3.5 3.5-3.5 3.5"/>',
  not_valid: '<path d="M8.5 8.5l7 7M15.5 8.5l-7 7"/>',
};

function icon(kind: PublicPermitStatus | 'not_valid'): string {
  return `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10"/>${ICONS[kind]}</svg>`;
}

function page(title: string, heading: string, body: string): string {
  return publicPage({
    title,
    meta: { robots: 'noindex, nofollow', referrer: 'no-referrer' },
    style: VERIFY_PAGE_STYLE,
    // The offline verifier by its path, not an import of its folder (which imports this one's credential code).
    body: headedMain(
      'Permit verification',
      heading,
      `${body}\n<p class="note"><a href="/privacy">Privacy notice</a> · <a href="/verify/offline">Check permits without a network</a></p>`,
    ),
  });
}

function panel(kind: PublicPermitStatus | 'not_valid', heading: string, text: string): string {
  return `<section class="panel ${kind.replace('_', '-')}" aria-labelledby="status">${icon(kind)}<div><h2 id="status">${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p></div></section>`;
}

/** The HTML page: self-contained, no script, no external resource, every value escaped. */
export function renderVerifyPage(input: VerifyPageInput): string {
  if (!input.verified) {
    const claimed = input.permitNo && PERMIT_NO_SHOWN.test(input.permitNo) ? input.permitNo : undefined;
    const subject = claimed === undefined ? 'This link' : `This link for permit ${claimed}`;
    return page(
      'Not valid · Permit verification',
      'This link is not valid',
      `${panel('not_valid', 'Not valid', `${subject} ${NOT_VALID_WHY}`)}
<p class="note">If you scanned a printed certificate, ask the holder to contact the issuing office.</p>`,
    );
  }
  const text = STATUS_TEXT[input.status];
  const species = input.speciesCount === 1 ? '1 species' : `${input.speciesCount} species`;
  const rows: [string, string][] = [
    ['Holder', input.holderName],
    ['Issued by', input.issuedBy],
    ['Date issued', manilaLongDate(input.dateIssued, 'dateIssued')],
    [EXPIRY_LABEL[input.status], manilaLongDate(input.dateExpired, 'dateExpired')],
    ['Species covered', species],
    ...publicAuthorisationRows(input.authorises),
  ];
  const list = rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .concat(input.termsDigest == null ? [] : [termsDigestRow(input.termsDigest)])
    .concat(input.logIndex === null ? [] : [logEntryRow(input.logIndex)])
    .join('');
  return page(
    `${text.heading}: permit ${input.permitNo} · Permit verification`,
    `Permit <span class="no">${escapeHtml(input.permitNo)}</span>`,
    `${panel(input.status, text.heading, text.explanation)}
<dl>${list}</dl>
<p class="note">Check that these details match the printed certificate, which lists the collection sites, the species and the conditions.</p>`,
  );
}

/** What a credential that carries the terms' digest asks of whoever checks it: to compare it with the certificate's embedded terms. */
function termsDigestRow(terms: { readonly digest: string; readonly lines: number | null }): string {
  const lines = terms.lines === null ? 'Its authorised lines' : `${terms.lines} authorised lines`;
  return `<dt>Terms in the QR code</dt><dd>${escapeHtml(`${lines}: compare with the certificate’s embedded terms (digest ${terms.digest}).`)} <code>biopermit verify-credential --pdf</code> checks them.</dd>`;
}

/**
 * "Public log entry N", and how to check it: the entry's inclusion proof in the latest signed checkpoint,
 * and the command that checks the whole log and that entry from the public endpoints alone (docs/TRUST.md).
 */
function logEntryRow(index: number): string {
  return `<dt>Public log entry</dt><dd>No. ${index} · <a href="${escapeHtml(inclusionProofUrl('', index))}">its inclusion proof</a> (<code>biopermit log verify</code> with <code>--entry ${index}</code> checks it against the whole log)</dd>`;
}

const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/** Everything the route sends: status code, headers (CSP included) and body, as HTML or JSON. */
export function verifyResponse(input: VerifyPageInput, format: 'html' | 'json'): VerifyResponse {
  const statusCode = input.verified ? 200 : 404;
  if (format === 'json') {
    return {
      statusCode,
      headers: { ...COMMON_HEADERS, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(verificationAnswer(input)),
    };
  }
  return {
    statusCode,
    headers: { ...COMMON_HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': VERIFY_PAGE_CSP },
    body: renderVerifyPage(input),
  };
}
