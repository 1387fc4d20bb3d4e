import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  issuingAuthority,
  renderVerifyPage,
  type VerifyPageInput,
  verificationAnswer,
  verifyResponse,
} from '../../src/permits/verify.page.js';
import { PermitVerification, type PublicPermitStatus } from '../../src/permits/verify.schemas.js';
import { PAGE_COLORS, PANEL_COLORS, VERIFY_PAGE_CSP } from '../../src/permits/verify.style.js';
import { escapeHtml } from '../../src/shared/html.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(PermitVerification);

const STATUSES: PublicPermitStatus[] = ['valid', 'suspended', 'revoked', 'expired', 'superseded'];

function verified(status: PublicPermitStatus, overrides: Partial<Extract<VerifyPageInput, { verified: true }>> = {}): VerifyPageInput {
  return {
    verified: true,
    permitNo: 'GP-2026-0001',
    status,
    holderName: 'Ma. Señora Peñafrancia Ibáñez-Dela Cruz',
    dateIssued: '2026-02-26T02:30:00.000Z',
    dateExpired: '2027-02-25T15:59:59.000Z',
    speciesCount: 6,
    authorises: {
      speciesCount: 2,
      sites: [{ province: 'Laguna', municipalities: ['Los Baños', 'Calamba'] }],
      authorisedLines: 3,
      totals: [
        { unit: 'tissue_samples', quantity: 45 },
        { unit: 'grams', quantity: 250 },
      ],
    },
    logIndex: 41,
    issuedBy: 'Biodiversity Management Bureau, Department of Environment and Natural Resources',
    ...overrides,
  };
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('the verification answer (JSON)', () => {
  it.each(STATUSES)('says %s with the holder, the validity and the species count, and nothing more', (status) => {
    const answer = verificationAnswer(verified(status));
    expect(answer).toEqual({
      status,
      permitNo: 'GP-2026-0001',
      holderName: 'Ma. Señora Peñafrancia Ibáñez-Dela Cruz',
      dateIssued: '2026-02-26',
      dateExpired: '2027-02-25',
      speciesCount: 6,
      authorises: {
        speciesCount: 2,
        sites: [{ province: 'Laguna', municipalities: ['Los Baños', 'Calamba'] }],
        authorisedLines: 3,
        totals: [
          { unit: 'tissue_samples', quantity: 45 },
          { unit: 'grams', quantity: 250 },
        ],
      },
      logIndex: 41,
    });
    expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
  });

  it('gives the validity as Asia/Manila dates', () => {
    const answer = verificationAnswer(verified('valid', { dateIssued: '2026-02-28T16:00:00Z', dateExpired: '2027-02-28T15:59:59Z' }));
    expect(answer).toMatchObject({ dateIssued: '2026-03-01', dateExpired: '2027-02-28' });
  });

  it('says not_valid for a link that is not genuine, disclosing nothing about any permit', () => {
    const answer = verificationAnswer({ verified: false, permitNo: 'GP-2026-0001' });
    expect(answer).toEqual({ status: 'not_valid', detail: expect.stringContaining('altered') });
    expect(validate(answer)).toBe(true);
  });

  it('is refused by the schema when it carries anything beyond the listed facts', () => {
    expect(validate({ ...verificationAnswer(verified('valid')), affiliation: 'UP Diliman' })).toBe(false);
    expect(validate({ status: 'not_valid', detail: 'x', holderName: 'someone' })).toBe(false);
    expect(validate({ ...verificationAnswer(verified('valid')), status: 'void' })).toBe(false);
  });

  it('answers 200 for a genuine link whatever the status, 404 for one that is not, never cached', () => {
    for (const status of STATUSES) expect(verifyResponse(verified(status), 'json').statusCode).toBe(200);
    const forged = verifyResponse({ verified: false }, 'json');
    expect(forged.statusCode).toBe(404);
    expect(forged.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(forged.headers['cache-control']).toBe('no-store');
  });
});

describe('the verification page (HTML)', () => {
  it.each(STATUSES)('shows the %s status with the holder, dates and species count', (status) => {
    const { statusCode, body } = verifyResponse(verified(status), 'html');
    expect(statusCode).toBe(200);
    expect(body).toContain(`<section class="panel ${status}"`);
    expect(body).toContain('Ma. Señora Peñafrancia Ibáñez-Dela Cruz');
    expect(body).toContain('26 February 2026');
    expect(body).toContain('25 February 2027');
    expect(body).toContain('6 species');
    expect(body).toContain('<dt>Issued by</dt><dd>Biodiversity Management Bureau, Department of Environment and Natural Resources</dd>');
  });

  it('says what the permit authorises: the sites by province, the lines and the totals per unit in words', () => {
    const html = renderVerifyPage(verified('valid'));
    expect(html).toContain('<dt>Collection sites</dt><dd>Laguna: Los Baños, Calamba</dd>');
    expect(html).toContain('<dt>Authorised lines (species × site)</dt><dd>3</dd>');
    expect(html).toContain('<dt>Total authorised</dt><dd>45 tissue samples; 250 grams</dd>');
    // A permit issued before the terms: its sites, no lines, no totals.
    const before = renderVerifyPage(verified('valid', { authorises: { speciesCount: 1, sites: [], authorisedLines: null, totals: [] } }));
    expect(before).not.toContain('Authorised lines');
    expect(before).not.toContain('Total authorised');
  });

  it('shows the permit’s public log entry with a link to its inclusion proof and the command that checks it, or nothing before it is numbered', () => {
    const html = renderVerifyPage(verified('valid'));
    expect(html).toContain(
      '<dt>Public log entry</dt><dd>No. 41 · <a href="/api/v1/public/log/proof/inclusion?index=41">its inclusion proof</a> (<code>biopermit log verify</code> with <code>--entry 41</code> checks it against the whole log)</dd>',
    );
    expect(renderVerifyPage(verified('valid', { logIndex: null }))).not.toContain('Public log entry');
  });

  it('asks to compare the certificate’s embedded terms when its credential carries their digest', () => {
    const html = renderVerifyPage(verified('valid', { termsDigest: { digest: 'q1w2e3', lines: 80 } }));
    expect(html).toContain(
      '<dt>Terms in the QR code</dt><dd>80 authorised lines: compare with the certificate’s embedded terms (digest q1w2e3). <code>biopermit verify-credential --pdf</code> checks them.</dd>',
    );
    expect(renderVerifyPage(verified('valid'))).not.toContain('Terms in the QR code');
  });

  it('names the issuing authority as the certificate prints it: the office, then its department, or the department alone', () => {
    expect(issuingAuthority({ name: 'Department of Environment and Natural Resources', unit: 'Biodiversity Management Bureau' })).toBe(
      'Biodiversity Management Bureau, Department of Environment and Natural Resources',
    );
    expect(issuingAuthority({ name: 'Department of Agriculture', unit: null })).toBe('Department of Agriculture');
    const hostile = renderVerifyPage(verified('valid', { issuedBy: '<i>Bureau</i> & Co' }));
    expect(hostile).toContain('<dd>&#60;i&#62;Bureau&#60;/i&#62; &#38; Co</dd>');
  });

  it('does not name an authority on the page for a link that is not genuine', () => {
    expect(renderVerifyPage({ verified: false, permitNo: 'GP-2026-0001' })).not.toContain('Issued by');
  });

  it('says "not valid" for an altered or forged link and shows no permit details', () => {
    const { statusCode, body } = verifyResponse({ verified: false, permitNo: 'GP-2026-0001' }, 'html');
    expect(statusCode).toBe(404);
    expect(body).toContain('This link is not valid');
    expect(body).toContain('This link for permit GP-2026-0001 was altered');
    expect(body).not.toContain('Holder');
    expect(body).not.toContain('<dl>');
  });

  it('repeats a claimed permit number only when it looks like one', () => {
    const body = renderVerifyPage({ verified: false, permitNo: 'Call 0917-000-0000 to claim your prize and bring cash' });
    expect(body).not.toContain('prize');
    expect(body).toContain('This link was altered');
  });

  it('escapes every value it shows', () => {
    const hostile = `<script>alert("x")</script>&'`;
    const body = renderVerifyPage(verified('valid', { holderName: hostile, permitNo: `GP-<b>1</b>` }));
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<b>1</b>');
    expect(body).toContain(escapeHtml(hostile));
    expect(escapeHtml(hostile)).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;&#39;');
  });

  it('is a self-contained document: language, one h1, no script, no external resource', () => {
    for (const input of [...STATUSES.map((s) => verified(s)), { verified: false } as const]) {
      const body = renderVerifyPage(input);
      expect(body.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(body.match(/<h1>/g)).toHaveLength(1);
      expect(body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      // Links, navigations and not resources: the service's privacy notice (issue 21 §4), its offline verifier (issue 29)
      // and, for a genuine link, the public log entry's inclusion proof.
      expect(body).toContain('<a href="/privacy">Privacy notice</a>');
      expect(body).toContain('<a href="/verify/offline">Check permits without a network</a>');
      expect(
        body
          .replace('<a href="/privacy">', '<a>')
          .replace('<a href="/verify/offline">', '<a>')
          .replace('<a href="/api/v1/public/log/proof/inclusion?index=41">', '<a>'),
      ).not.toMatch(/<script|<link|<img|<iframe|\son\w+=|style="|(src|href)=/i);
    }
  });

  it('sends a CSP that allows its one inline style sheet by hash and nothing else', () => {
    const { headers, body } = verifyResponse(verified('valid'), 'html');
    const style = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(headers['content-security-policy']).toBe(VERIFY_PAGE_CSP);
    expect(VERIFY_PAGE_CSP).toContain("default-src 'none'");
    expect(VERIFY_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps text at WCAG AA contrast (4.5:1) on every panel and on the page', () => {
    for (const [name, c] of Object.entries(PANEL_COLORS)) {
      expect(contrast(c.text, c.background), name).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of [PAGE_COLORS.page, PAGE_COLORS.card]) {
      expect(contrast(PAGE_COLORS.ink, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(PAGE_COLORS.muted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
