import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { metadata } from './pdfa-3b.metadata.js';
import { type PdfObjects, pdfObjects, type QpdfValue } from './qpdf-objects.js';

/**
 * A PDF/A-3b checker built on qpdf (Debian's, `qpdf --json`), for want of veraPDF (not packaged for
 * Debian): the rules of ISO 19005-3 level B that a tool reading the object graph can see, each named
 * by its clause as veraPDF's PDF/A-3B validation profile numbers it (github.com/veraPDF/
 * veraPDF-validation-profiles, PDF_A/PDFA-3B.xml). What it does NOT check (docs/TRUST.md): the
 * glyphs a font program holds against the text drawn with it, fonts used only in rendering mode 3
 * (counted as used), CIDSet and CharSet completeness, ICC profile internals beyond the header, content
 * stream operators, JPEG 2000 images, the CMS inside a signature (test/helpers/pades.ts checks it),
 * and the XMP properties' value types.
 */
export interface PdfaProblem {
  /** "ISO 19005-3 6.2.3", or "biopermit" for a rule of ours beyond the standard. */
  readonly rule: string;
  readonly problem: string;
}

/** Every PDF/A-3b problem the checker finds in the file; none when it conforms as far as it can tell. */
export function pdfa3bProblems(file: string): PdfaProblem[] {
  const raw = fs.readFileSync(file);
  const pdf = pdfObjects(file);
  return [
    ...fileStructure(raw, pdf, file),
    ...outputIntent(pdf),
    ...transparency(pdf),
    ...fonts(pdf),
    ...annotationsAndForms(pdf),
    ...signatures(raw, pdf),
    ...actions(pdf),
    ...metadata(pdf),
    ...embeddedFiles(pdf),
    ...otherForbidden(pdf),
  ];
}

const iso = (clause: string) => `ISO 19005-3 ${clause}`;

function fileStructure(raw: Buffer, pdf: PdfObjects, file: string): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  const header = /^%PDF-1\.[0-7](\r\n|\r|\n)%/.exec(raw.subarray(0, 32).toString('latin1'));
  if (header === null) problems.push({ rule: iso('6.1.2'), problem: 'the file does not begin with "%PDF-1.n" and a comment line' });
  else {
    const binary = raw.subarray(header[0].length, header[0].length + 4);
    if (binary.length < 4 || [...binary].some((byte) => byte <= 127)) {
      problems.push({ rule: iso('6.1.2'), problem: 'the header comment does not begin with four bytes above 127' });
    }
  }
  const id = pdf.trailer['/ID'];
  if (!Array.isArray(id) || id.length !== 2 || id.some((part) => typeof part !== 'string' || part.length <= 2)) {
    problems.push({ rule: iso('6.1.3'), problem: 'the trailer has no file identifier (/ID)' });
  }
  if (pdf.encrypted || pdf.trailer['/Encrypt'] !== undefined) problems.push({ rule: iso('6.1.3'), problem: 'the file is encrypted' });
  const end = raw.lastIndexOf('%%EOF');
  const after = end < 0 ? '' : raw.subarray(end + 5).toString('latin1');
  if (end < 0 || !/^(\r\n|\r|\n)?$/.test(after)) {
    problems.push({ rule: iso('6.1.3'), problem: 'data follows the last end-of-file marker (%%EOF)' });
  }
  for (const [name, dict] of pdf.writtenStreamDicts()) {
    const keys = ['/F', '/FFilter', '/FDecodeParms'].filter((key) => key in dict);
    if (keys.length > 0) problems.push({ rule: iso('6.1.7.1'), problem: `stream ${name} has ${keys.join(', ')} (external data)` });
    const filters = [pdf.resolve(dict['/Filter'])].flat();
    if (filters.includes('/LZWDecode')) problems.push({ rule: iso('6.1.7.2'), problem: `stream ${name} is LZW-compressed` });
    if (filters.includes('/Crypt')) problems.push({ rule: iso('6.1.7.2'), problem: `stream ${name} uses the Crypt filter` });
  }
  // Cross-references, stream lengths and keywords as a strict reader finds them (6.1.4, 6.1.7.1).
  const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
  if (check.status !== 0) {
    const found = `${check.stdout}${check.stderr}`.split('\n').filter((line) => /WARNING|ERROR|error/i.test(line));
    const clause = found.some((line) => /xref|cross-reference/i.test(line)) ? '6.1.4' : '6.1.7.1';
    problems.push({ rule: iso(clause), problem: `qpdf --check finds the file damaged: ${found.join('; ') || `exit ${check.status}`}` });
  }
  return problems;
}

const ICC_CLASSES = ['mntr', 'prtr'];
const ICC_SPACES: Record<string, number> = { 'RGB ': 3, CMYK: 4, GRAY: 1 };

function outputIntent(pdf: PdfObjects): PdfaProblem[] {
  const intents = pdf.array(pdf.catalog['/OutputIntents']).map((intent) => pdf.dict(intent));
  const pdfa = intents.filter((intent) => intent['/S'] === '/GTS_PDFA1');
  const problems: PdfaProblem[] = [];
  const [first] = pdfa;
  if (first === undefined)
    return [{ rule: iso('6.2.4.3'), problem: 'no PDF/A OutputIntent (/S /GTS_PDFA1): device colours are undefined' }];
  const profiles = new Set(intents.map((intent) => intent['/DestOutputProfile']).filter((profile) => profile !== undefined));
  if (profiles.size > 1) problems.push({ rule: iso('6.2.3'), problem: 'the OutputIntents name different destination profiles' });
  const profile = pdf.stream(first['/DestOutputProfile']);
  if (profile === undefined) return [...problems, { rule: iso('6.2.3'), problem: 'the PDF/A OutputIntent embeds no ICC profile' }];
  const icc = profile.data;
  const deviceClass = icc.subarray(12, 16).toString('latin1');
  const space = icc.subarray(16, 20).toString('latin1');
  if (icc.subarray(36, 40).toString('latin1') !== 'acsp' || !ICC_CLASSES.includes(deviceClass) || !(space in ICC_SPACES)) {
    problems.push({
      rule: iso('6.2.3'),
      problem: `the OutputIntent's profile is not an ICC output or monitor profile (${deviceClass}, ${space})`,
    });
  } else if (profile.dict['/N'] !== ICC_SPACES[space]) {
    problems.push({ rule: iso('6.2.3'), problem: `the OutputIntent's profile is ${space} but /N is ${String(profile.dict['/N'])}` });
  }
  // pdfkit paints in DeviceRGB (`/DeviceRGB cs`, or rg/RG): that needs an RGB output intent.
  if (space !== 'RGB ' && pdf.pageContents().some((content) => /\/DeviceRGB|(^|\s)(rg|RG)(\s|$)/.test(content))) {
    problems.push({ rule: iso('6.2.4.3'), problem: `DeviceRGB is used but the OutputIntent's profile is ${space}` });
  }
  return problems;
}

const BLEND_MODES = new Set(
  ['Normal', 'Compatible', 'Multiply', 'Screen', 'Overlay', 'Darken', 'Lighten', 'ColorDodge', 'ColorBurn', 'HardLight']
    .concat(['SoftLight', 'Difference', 'Exclusion', 'Hue', 'Saturation', 'Color', 'Luminosity'])
    .map((mode) => `/${mode}`),
);

/** PDF/A-3 allows transparency (6.2.10): standard blend modes only, and a blending space where no intent gives one. */
function transparency(pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  let transparent = false;
  for (const [name, dict] of pdf.dictionaries()) {
    if (!('/BM' in dict || '/ca' in dict || '/CA' in dict || '/SMask' in dict)) continue;
    const modes = [dict['/BM']].flat().filter((mode) => mode !== undefined);
    for (const mode of modes)
      if (!BLEND_MODES.has(String(mode))) problems.push({ rule: iso('6.2.10'), problem: `${name} uses blend mode ${String(mode)}` });
    if ((typeof dict['/ca'] === 'number' && dict['/ca'] < 1) || (typeof dict['/CA'] === 'number' && dict['/CA'] < 1)) transparent = true;
  }
  const hasIntent = pdf.array(pdf.catalog['/OutputIntents']).some((intent) => pdf.dict(intent)['/S'] === '/GTS_PDFA1');
  if (transparent && !hasIntent && pdf.pages().some((page) => pdf.dict(page['/Group'])['/CS'] === undefined)) {
    problems.push({ rule: iso('6.2.10'), problem: 'transparency with neither a PDF/A OutputIntent nor a page group colour space' });
  }
  return problems;
}

const FONT_FILES = ['/FontFile', '/FontFile2', '/FontFile3'];

function fonts(pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  for (const [name, font] of pdf.dictionaries()) {
    if (font['/Type'] !== '/Font' || font['/Subtype'] === '/Type3' || font['/Subtype'] === '/Type0') continue;
    const descriptor = pdf.dict(font['/FontDescriptor']);
    if (!FONT_FILES.some((key) => pdf.stream(descriptor[key]) !== undefined)) {
      const base = String(font['/BaseFont'] ?? '(unnamed)').slice(1);
      const standard = STANDARD_14.has(base) ? ', one of the standard 14 a reader would substitute' : '';
      problems.push({ rule: iso('6.2.11.4.1'), problem: `font ${base} (${name}) is not embedded${standard}` });
    }
  }
  return problems;
}

const STANDARD_14 = new Set(
  ['Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic', 'Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'].concat([
    'Helvetica-BoldOblique',
    'Courier',
    'Courier-Bold',
    'Courier-Oblique',
    'Courier-BoldOblique',
    'Symbol',
    'ZapfDingbats',
  ]),
);

// Annotation flags (ISO 32000-1 12.5.3): Invisible 1, Hidden 2, Print 4, NoView 32, ToggleNoView 256.
const FORBIDDEN_FLAGS = 1 | 2 | 32 | 256;

function annotationsAndForms(pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  for (const page of pdf.pages()) {
    for (const reference of pdf.array(page['/Annots'])) {
      const annotation = pdf.dict(reference);
      const subtype = String(annotation['/Subtype']);
      const label = `the ${subtype.slice(1)} annotation ${String(reference)}`;
      const flags = annotation['/F'];
      if (subtype !== '/Popup' && typeof flags !== 'number') problems.push({ rule: iso('6.3.2'), problem: `${label} has no /F flags` });
      if (typeof flags === 'number' && ((flags & 4) === 0 || (flags & FORBIDDEN_FLAGS) !== 0)) {
        problems.push({ rule: iso('6.3.2'), problem: `${label} is not printable or is hidden (/F ${flags})` });
      }
      const rect = pdf.array(annotation['/Rect']).map(Number);
      const zeroSized = rect.length === 4 && rect[0] === rect[2] && rect[1] === rect[3];
      const appearance = pdf.dict(annotation['/AP']);
      if (!zeroSized && subtype !== '/Popup' && subtype !== '/Link' && annotation['/AP'] === undefined) {
        problems.push({ rule: iso('6.3.3'), problem: `${label} has no appearance` });
      }
      if (annotation['/AP'] !== undefined && Object.keys(appearance).some((key) => key !== '/N')) {
        problems.push({ rule: iso('6.3.3'), problem: `${label}'s appearance has more than the /N entry` });
      }
      if (subtype === '/Widget' && ('/A' in annotation || '/AA' in annotation))
        problems.push({ rule: iso('6.4.1'), problem: `${label} has actions` });
    }
  }
  const form = pdf.dict(pdf.catalog['/AcroForm']);
  if (form['/NeedAppearances'] === true)
    problems.push({ rule: iso('6.4.1'), problem: 'the form asks readers to draw appearances (NeedAppearances)' });
  if ('/XFA' in form) problems.push({ rule: iso('6.4.2'), problem: 'the form is XFA' });
  if ('/NeedsRendering' in pdf.catalog) problems.push({ rule: iso('6.4.2'), problem: 'the catalog has NeedsRendering' });
  for (const field of pdf.array(form['/Fields'])) {
    if ('/AA' in pdf.dict(field)) problems.push({ rule: iso('6.4.1'), problem: `form field ${String(field)} has additional actions` });
  }
  return problems;
}

/**
 * 6.4.3: a signature digests the whole file but its own value. A PAdES B-LT file adds the DSS in a
 * later revision, so the byte range ends where the signature's own revision ends, at its %%EOF.
 */
function signatures(raw: Buffer, pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  for (const [name, dict] of pdf.dictionaries()) {
    if (dict['/Type'] !== '/Sig' && !('/ByteRange' in dict && '/Contents' in dict)) continue;
    const range = pdf.array(dict['/ByteRange']).map(Number);
    const [start, first, second, last] = range;
    const covers =
      range.length === 4 &&
      start === 0 &&
      first !== undefined &&
      second !== undefined &&
      last !== undefined &&
      raw[first] === 0x3c && // "<": the gap is exactly the hex string of /Contents
      raw[second - 1] === 0x3e &&
      /%%EOF(\r\n|\r|\n)?$/.test(raw.subarray(Math.max(0, second + last - 8), second + last).toString('latin1'));
    if (!covers)
      problems.push({
        rule: iso('6.4.3'),
        problem: `signature ${name}'s /ByteRange [${range.join(' ')}] does not cover its revision but its value`,
      });
  }
  return problems;
}

const FORBIDDEN_ACTIONS = new Set(
  ['Launch', 'Sound', 'Movie', 'ResetForm', 'ImportData', 'Hide', 'SetOCGState', 'Rendition', 'Trans', 'GoTo3DView', 'JavaScript']
    .concat(['SetState', 'NOP'])
    .map((action) => `/${action}`),
);
const NAMED_ACTIONS = new Set(['/NextPage', '/PrevPage', '/FirstPage', '/LastPage']);

function actions(pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  for (const [name, dict] of pdf.dictionaries()) {
    const action = String(dict['/S']);
    if (FORBIDDEN_ACTIONS.has(action) || '/JS' in dict)
      problems.push({ rule: iso('6.5.1'), problem: `${name} is a ${action.slice(1)} action` });
    if (action === '/Named' && !NAMED_ACTIONS.has(String(dict['/N']))) {
      problems.push({ rule: iso('6.5.1'), problem: `${name} is the named action ${String(dict['/N'])}` });
    }
  }
  if ('/JavaScript' in pdf.dict(pdf.catalog['/Names']))
    problems.push({ rule: iso('6.5.1'), problem: 'the catalog names document JavaScript' });
  if ('/AA' in pdf.catalog) problems.push({ rule: iso('6.5.2'), problem: 'the catalog has additional actions (/AA)' });
  for (const page of pdf.pages()) if ('/AA' in page) problems.push({ rule: iso('6.5.2'), problem: 'a page has additional actions (/AA)' });
  return problems;
}

const RELATIONSHIPS = new Set(['/Source', '/Data', '/Alternative', '/Supplement', '/Unspecified']);

function embeddedFiles(pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  const associated = new Set<QpdfValue>(pdf.array(pdf.catalog['/AF']));
  for (const page of pdf.pages()) for (const file of pdf.array(page['/AF'])) associated.add(file);
  for (const [name, spec] of pdf.dictionaries()) {
    if (!('/EF' in spec)) continue;
    const label = `embedded file ${pdf.text(spec['/UF']) ?? pdf.text(spec['/F']) ?? name}`;
    if (spec['/F'] === undefined || spec['/UF'] === undefined) problems.push({ rule: iso('6.8'), problem: `${label} lacks /F or /UF` });
    if (!RELATIONSHIPS.has(String(spec['/AFRelationship']))) {
      problems.push({ rule: iso('6.8'), problem: `${label} has no AFRelationship (Source, Data, Alternative, Supplement or Unspecified)` });
    }
    if (!associated.has(name)) problems.push({ rule: iso('6.8'), problem: `${label} is not listed in the catalog's /AF` });
    const stream = pdf.stream(pdf.dict(spec['/EF'])['/F']);
    const mime = String(stream?.dict['/Subtype'] ?? '').slice(1);
    if (stream === undefined || !/^[-\w+.]+\/[-\w+.]+$/.test(mime)) {
      problems.push({ rule: iso('6.8'), problem: `${label} names no MIME type (/Subtype)` });
    }
    // iText and PDFTron's PDF/A-3 checks ask for it; biopermit writes it so a checker sees the file's date.
    if (stream !== undefined && pdf.text(pdf.dict(stream.dict['/Params'])['/ModDate']) === undefined) {
      problems.push({ rule: iso('6.8'), problem: `${label} has no /Params /ModDate` });
    }
  }
  return problems;
}

function otherForbidden(pdf: PdfObjects): PdfaProblem[] {
  const problems: PdfaProblem[] = [];
  for (const [name, dict] of pdf.dictionaries()) {
    if (dict['/Subtype'] === '/PS' || dict['/Subtype2'] === '/PS' || ('/Subtype' in dict && '/PS' in dict)) {
      problems.push({ rule: iso('6.2.9'), problem: `${name} is a PostScript XObject` });
    }
    if (dict['/Subtype'] === '/Form' && '/Ref' in dict) problems.push({ rule: iso('6.2.9'), problem: `${name} is a reference XObject` });
    if (dict['/Subtype'] === '/Image' && (dict['/Interpolate'] === true || '/Alternates' in dict || '/OPI' in dict)) {
      problems.push({ rule: iso('6.2.8'), problem: `image ${name} has Interpolate, Alternates or OPI` });
    }
  }
  if ('/AlternatePresentations' in pdf.dict(pdf.catalog['/Names'])) {
    problems.push({ rule: iso('6.10'), problem: 'the catalog names AlternatePresentations' });
  }
  for (const page of pdf.pages()) if ('/PresSteps' in page) problems.push({ rule: iso('6.10'), problem: 'a page has PresSteps' });
  return problems;
}
