import { spawnSync } from 'node:child_process';
import type { PdfaProblem } from './pdfa-3b.check.js';
import type { PdfObjects } from './qpdf-objects.js';

/**
 * The metadata rules of the PDF/A-3b checker (test/helpers/pdfa-3b.check.ts): the XMP packet
 * (ISO 19005-3 6.6.2.1, 6.6.2.3.1, 6.6.4), and the Info dictionary saying what the XMP says.
 */
const iso = (clause: string) => `ISO 19005-3 ${clause}`;

/** Namespaces of the schemas XMP and ISO 19005 predefine; any other needs a PDF/A extension schema (6.6.2.3.1). */
const PREDEFINED_NAMESPACES = new Set([
  'http://purl.org/dc/elements/1.1/',
  'http://ns.adobe.com/xap/1.0/',
  'http://ns.adobe.com/xap/1.0/mm/',
  'http://ns.adobe.com/xap/1.0/rights/',
  'http://ns.adobe.com/xap/1.0/bj/',
  'http://ns.adobe.com/xap/1.0/t/pg/',
  'http://ns.adobe.com/pdf/1.3/',
  'http://ns.adobe.com/photoshop/1.0/',
  'http://www.aiim.org/pdfa/ns/id/',
  'http://www.aiim.org/pdfa/ns/extension/',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'adobe:ns:meta/',
]);

export function metadata(pdf: PdfObjects): PdfaProblem[] {
  const stream = pdf.stream(pdf.catalog['/Metadata']);
  if (stream === undefined) return [{ rule: iso('6.6.2.1'), problem: 'the catalog has no XMP metadata stream' }];
  const problems: PdfaProblem[] = [];
  if (stream.dict['/Type'] !== '/Metadata' || stream.dict['/Subtype'] !== '/XML') {
    problems.push({ rule: iso('6.6.2.1'), problem: 'the metadata stream is not /Type /Metadata /Subtype /XML' });
  }
  let xmp: string;
  try {
    xmp = new TextDecoder('utf-8', { fatal: true }).decode(stream.data);
  } catch {
    return [...problems, { rule: iso('6.6.2.1'), problem: 'the XMP is not UTF-8' }];
  }
  const packet = /<\?xpacket\s[^?]*\?>/.exec(xmp)?.[0] ?? '';
  if (/\s(bytes|encoding)=/.test(packet))
    problems.push({ rule: iso('6.6.2.1'), problem: 'the XMP packet header has a bytes or encoding attribute' });
  const wellFormed = spawnSync('xmllint', ['--noout', '-'], { input: xmp, encoding: 'utf8' });
  if (wellFormed.status !== 0)
    problems.push({ rule: iso('6.6.2.1'), problem: `the XMP is not well-formed XML: ${wellFormed.stderr.split('\n')[0]}` });
  if (!xmp.includes('http://www.aiim.org/pdfa/ns/extension/')) {
    for (const [, namespace] of xmp.matchAll(/xmlns:[\w-]+="([^"]*)"/g)) {
      if (!PREDEFINED_NAMESPACES.has(namespace as string)) {
        problems.push({ rule: iso('6.6.2.3.1'), problem: `the XMP uses ${namespace} without a PDF/A extension schema` });
      }
    }
  }
  const part = xmpValue(xmp, 'pdfaid:part');
  const conformance = xmpValue(xmp, 'pdfaid:conformance');
  if (part !== '3' || conformance !== 'B') {
    problems.push({
      rule: iso('6.6.4'),
      problem: `the XMP declares pdfaid:part ${part ?? '(none)'}, conformance ${conformance ?? '(none)'}, not 3 and B`,
    });
  }
  return [...problems, ...infoMatchesXmp(pdf, xmp)];
}

function xmpValue(xmp: string, property: string): string | undefined {
  const element = new RegExp(`<${property}>\\s*(?:<rdf:(?:Alt|Seq|Bag)>\\s*<rdf:li[^>]*>)?([^<]*)<`).exec(xmp)?.[1];
  return element ?? new RegExp(`\\s${property}="([^"]*)"`).exec(xmp)?.[1];
}

/**
 * The Info dictionary and the XMP say the same (biopermit's rule: PDF/A-1 required it, 6.7.3; PDF/A-3
 * leaves it to the writer, but a reader shows one or the other and they must not disagree).
 */
function infoMatchesXmp(pdf: PdfObjects, xmp: string): PdfaProblem[] {
  const info = pdf.dict(pdf.trailer['/Info']);
  const pairs: [string, string, (value: string) => string][] = [
    ['/Title', 'dc:title', (v) => v],
    ['/Author', 'dc:creator', (v) => v],
    ['/Subject', 'dc:description', (v) => v],
    ['/Creator', 'xmp:CreatorTool', (v) => v],
    ['/Producer', 'pdf:Producer', (v) => v],
    ['/CreationDate', 'xmp:CreateDate', pdfDateToIso],
    ['/ModDate', 'xmp:ModifyDate', pdfDateToIso],
  ];
  const problems: PdfaProblem[] = [];
  for (const [key, property, normalise] of pairs) {
    const value = pdf.text(info[key]);
    if (value === undefined) continue;
    const declared = xmpValue(xmp, property);
    const expected = normalise(value);
    const shown = declared === undefined ? undefined : decodeXml(declared);
    const same = key.endsWith('Date') ? shown !== undefined && Date.parse(shown) === Date.parse(expected) : shown === expected;
    if (!same)
      problems.push({ rule: 'biopermit', problem: `Info ${key} is "${expected}" but the XMP's ${property} is "${shown ?? '(none)'}"` });
  }
  return problems;
}

function decodeXml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** D:YYYYMMDDHHmmSS with Z or ±HH'mm' (ISO 32000-1 7.9.4) as ISO 8601. */
function pdfDateToIso(date: string): string {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(date);
  if (match === null) return date;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3, 5)}`;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}
