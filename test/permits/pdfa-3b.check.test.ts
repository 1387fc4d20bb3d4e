import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../../src/permits/certificate.pdf.js';
import { SAMPLE_CERTIFICATE } from '../fixtures/permits/certificate-inputs.js';
import { type EditableObjects, replaceBytes, rewritePdf } from '../helpers/pdf-rewrite.js';
import { withPdfFile } from '../helpers/pdf-tools.js';
import { type PdfaProblem, pdfa3bProblems } from '../helpers/pdfa-3b.check.js';
import { qpdfInstalled } from '../helpers/qpdf-objects.js';

const WITH_FILES = {
  ...SAMPLE_CERTIFICATE,
  embeddedFiles: [
    {
      name: 'permit.json',
      mediaType: 'application/json',
      description: 'The permit as data',
      relationship: 'Data' as const,
      content: Buffer.from('{"permitNo":"GP-2026-0001"}\n'),
    },
  ],
};

function problemsOf(pdf: Buffer): PdfaProblem[] {
  return withPdfFile(pdf, (file) => pdfa3bProblems(file));
}

const fontDescriptor = (o: EditableObjects) => o.find((d) => d['/Type'] === '/FontDescriptor');
const firstPage = (o: EditableObjects) => o.find((d) => d['/Type'] === '/Page');
const fileSpec = (o: EditableObjects) => o.find((d) => d['/Type'] === '/Filespec');
const fileStream = (o: EditableObjects) => o.find((d) => d['/Type'] === '/EmbeddedFile');
const metadataStream = (o: EditableObjects) => o.find((d) => d['/Type'] === '/Metadata');
const outputProfile = (o: EditableObjects) => String(o.dict(o.find((d) => d['/Type'] === '/OutputIntent'))['/DestOutputProfile']);
function annotate(o: EditableObjects, annotation: Record<string, unknown>): void {
  const page = o.dict(firstPage(o));
  page['/Annots'] = [o.add({ '/Type': '/Annot', '/Rect': [10, 10, 60, 60], ...annotation } as never)];
}
/** A new object the first page uses, so qpdf keeps it when it writes the file. */
function addResource(o: EditableObjects, category: string, value: Record<string, unknown>, stream?: Buffer): void {
  const page = o.dict(firstPage(o));
  const resources = typeof page['/Resources'] === 'string' ? o.dict(page['/Resources']) : (page['/Resources'] as Record<string, unknown>);
  const entries = (resources[category] ?? {}) as Record<string, unknown>;
  entries['/Added'] = o.add(value as never, stream);
  resources[category] = entries as never;
}
function editXmp(o: EditableObjects, change: (xmp: string) => string): void {
  const reference = metadataStream(o);
  o.setStreamData(reference, Buffer.from(change(o.streamData(reference).toString('utf8')), 'utf8'));
}

/** Each violation, made in a copy of a conforming certificate, and the clause the checker must name. */
const VIOLATIONS: [string, string, (pdf: Buffer) => Buffer][] = [
  ['a header without its binary comment', '6.1.2', (pdf) => replaceBytes(pdf, /%PDF-1\.7\n%..../s, (h) => `${h.slice(0, 10)}abcd`)],
  [
    'no file identifier in the trailer',
    '6.1.3',
    (pdf) => replaceBytes(pdf, /\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, (id) => ' '.repeat(id.length)),
  ],
  [
    'encryption',
    '6.1.3',
    (pdf) =>
      withPdfFile(pdf, (file, dir) => {
        execFileSync('qpdf', ['--encrypt', '', '', '256', '--', file, path.join(dir, 'encrypted.pdf')]);
        return fs.readFileSync(path.join(dir, 'encrypted.pdf'));
      }),
  ],
  ['data after the last %%EOF', '6.1.3', (pdf) => Buffer.concat([pdf, Buffer.from('appended by someone\n')])],
  [
    'a stream whose data is in another file (/F)',
    '6.1.7.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.dict(fileStream(o))['/FFilter'] = '/FlateDecode';
      }),
  ],
  ['an LZW-compressed stream', '6.1.7.2', (pdf) => replaceBytes(pdf, '/Filter /FlateDecode', () => '/Filter /LZWDecode  ')],
  [
    'a stream whose /Length is wrong',
    '6.1.7.1',
    (pdf) => replaceBytes(pdf, /\/Subtype \/XML\n\/Length \d+/, (s) => s.replace(/\d(?=\d+$)/, (d) => String((Number(d) + 5) % 10))),
  ],
  [
    'no OutputIntent',
    '6.2.4.3',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.catalog()['/OutputIntents'];
      }),
  ],
  [
    'an OutputIntent profile whose /N is not its colour space',
    '6.2.3',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.dict(outputProfile(o))['/N'] = 4;
      }),
  ],
  [
    'an OutputIntent whose ICC profile is CMYK while pages paint in DeviceRGB',
    '6.2.4.3',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        const profile = outputProfile(o);
        const icc = Buffer.from(o.streamData(profile));
        icc.write('CMYK', 16, 'latin1');
        o.setStreamData(profile, icc);
        o.dict(profile)['/N'] = 4;
      }),
  ],
  [
    'a blend mode ISO 32000-1 does not define',
    '6.2.10',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        addResource(o, '/ExtGState', { '/Type': '/ExtGState', '/BM': '/Glow', '/ca': 0.5 });
      }),
  ],
  [
    'a font whose program is not embedded',
    '6.2.11.4.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.dict(fontDescriptor(o))['/FontFile2'];
      }),
  ],
  [
    'Helvetica, one of the standard 14, left unembedded',
    '6.2.11.4.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        addResource(o, '/Font', { '/Type': '/Font', '/Subtype': '/Type1', '/BaseFont': '/Helvetica', '/Encoding': '/WinAnsiEncoding' });
      }),
  ],
  ['a hidden annotation', '6.3.2', (pdf) => rewritePdf(pdf, (o) => annotate(o, { '/Subtype': '/Link', '/F': 2 }))],
  ['an annotation without flags', '6.3.2', (pdf) => rewritePdf(pdf, (o) => annotate(o, { '/Subtype': '/Link' }))],
  ['an annotation with no appearance', '6.3.3', (pdf) => rewritePdf(pdf, (o) => annotate(o, { '/Subtype': '/Square', '/F': 4 }))],
  [
    'a widget with an action',
    '6.4.1',
    (pdf) =>
      rewritePdf(pdf, (o) =>
        annotate(o, { '/Subtype': '/Widget', '/F': 4, '/Rect': [0, 0, 0, 0], '/A': { '/S': '/URI', '/URI': 'u:https://example.org' } }),
      ),
  ],
  [
    'a form that asks readers to draw its appearances',
    '6.4.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/AcroForm'] = { '/Fields': [], '/NeedAppearances': true };
      }),
  ],
  [
    'an XFA form',
    '6.4.2',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/AcroForm'] = { '/Fields': [], '/XFA': [] };
      }),
  ],
  [
    'JavaScript run on opening',
    '6.5.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/OpenAction'] = { '/S': '/JavaScript', '/JS': 'u:app.alert(1)' };
      }),
  ],
  [
    'a named action other than page navigation',
    '6.5.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/OpenAction'] = { '/S': '/Named', '/N': '/Print' };
      }),
  ],
  [
    'additional actions on the catalog',
    '6.5.2',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/AA'] = {};
      }),
  ],
  [
    'additional actions on a page',
    '6.5.2',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.dict(firstPage(o))['/AA'] = {};
      }),
  ],
  [
    'no XMP metadata',
    '6.6.2.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.catalog()['/Metadata'];
      }),
  ],
  ['XMP that is not well-formed', '6.6.2.1', (pdf) => rewritePdf(pdf, (o) => editXmp(o, (xmp) => xmp.replace('</rdf:RDF>', '')))],
  [
    'an XMP packet header with an encoding attribute',
    '6.6.2.1',
    (pdf) => rewritePdf(pdf, (o) => editXmp(o, (xmp) => xmp.replace('<?xpacket begin=', '<?xpacket encoding="UTF-8" begin='))),
  ],
  [
    'an XMP property outside the predefined schemas, with no extension schema',
    '6.6.2.3.1',
    (pdf) =>
      rewritePdf(pdf, (o) =>
        editXmp(o, (xmp) =>
          xmp.replace(
            '</rdf:RDF>',
            '<rdf:Description rdf:about="" xmlns:bp="https://biopermit.example/ns/"><bp:permitNo>GP</bp:permitNo></rdf:Description></rdf:RDF>',
          ),
        ),
      ),
  ],
  ['XMP declaring PDF/A-2', '6.6.4', (pdf) => replaceBytes(pdf, '<pdfaid:part>3</pdfaid:part>', () => '<pdfaid:part>2</pdfaid:part>')],
  ['XMP declaring conformance U', '6.6.4', (pdf) => replaceBytes(pdf, '<pdfaid:conformance>B<', () => '<pdfaid:conformance>U<')],
  [
    'an Info /Title the XMP does not have',
    'biopermit',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        const info = o.dict(o.find((d) => '/Producer' in d && '/Title' in d));
        info['/Title'] = 'u:Another permit';
      }),
  ],
  [
    'an Info /ModDate later than the XMP says',
    'biopermit',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        const info = o.dict(o.find((d) => '/Producer' in d && '/ModDate' in d));
        info['/ModDate'] = 'u:D:20270101000000Z';
      }),
  ],
  [
    'an embedded file with no AFRelationship',
    '6.8',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.dict(fileSpec(o))['/AFRelationship'];
      }),
  ],
  [
    'an embedded file not in the catalog’s /AF',
    '6.8',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/AF'] = [];
      }),
  ],
  [
    'an embedded file with no MIME type',
    '6.8',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.dict(fileStream(o))['/Subtype'];
      }),
  ],
  [
    'an embedded file with no /UF',
    '6.8',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.dict(fileSpec(o))['/UF'];
      }),
  ],
  [
    'an embedded file with no /Params /ModDate',
    '6.8',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.dict(fileStream(o))['/Params'];
      }),
  ],
  [
    'an interpolated image',
    '6.2.8',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        const image = {
          '/Type': '/XObject',
          '/Subtype': '/Image',
          '/Width': 1,
          '/Height': 1,
          '/ColorSpace': '/DeviceGray',
          '/BitsPerComponent': 8,
          '/Interpolate': true,
        };
        addResource(o, '/XObject', image, Buffer.from([0]));
      }),
  ],
  [
    'a PostScript XObject',
    '6.2.9',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        addResource(o, '/XObject', { '/Type': '/XObject', '/Subtype': '/PS' }, Buffer.from('showpage'));
      }),
  ],
  [
    'alternate presentations (slide shows)',
    '6.10',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.dict(String(o.catalog()['/Names']))['/AlternatePresentations'] = {};
      }),
  ],
  [
    'document JavaScript in the name dictionary',
    '6.5.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.dict(String(o.catalog()['/Names']))['/JavaScript'] = { '/Names': [] };
      }),
  ],
  [
    'a catalog that asks for rendering (NeedsRendering)',
    '6.4.2',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/NeedsRendering'] = true;
      }),
  ],
  [
    'a form field with additional actions',
    '6.4.1',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.catalog()['/AcroForm'] = { '/Fields': [o.add({ '/FT': '/Tx', '/T': 'u:name', '/AA': {} })] };
      }),
  ],
  [
    'two OutputIntents with different profiles',
    '6.2.3',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        const intent = o.dict(o.find((d) => d['/Type'] === '/OutputIntent'));
        const profile = outputProfile(o);
        const copy = o.add({ ...o.dict(profile) }, o.streamData(profile));
        o.catalog()['/OutputIntents'] = [
          ...(o.catalog()['/OutputIntents'] as string[]),
          o.add({ ...intent, '/S': '/GTS_PDFX', '/DestOutputProfile': copy }),
        ];
      }),
  ],
  [
    'transparency with no OutputIntent nor page group colour space',
    '6.2.10',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        delete o.catalog()['/OutputIntents'];
        addResource(o, '/ExtGState', { '/Type': '/ExtGState', '/ca': 0.5 });
      }),
  ],
  [
    'a reference XObject',
    '6.2.9',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        const ref = { '/F': 'u:other.pdf', '/Page': 0 };
        addResource(o, '/XObject', { '/Type': '/XObject', '/Subtype': '/Form', '/BBox': [0, 0, 1, 1], '/Ref': ref }, Buffer.from(''));
      }),
  ],
  [
    'a page with presentation steps',
    '6.10',
    (pdf) =>
      rewritePdf(pdf, (o) => {
        o.dict(firstPage(o))['/PresSteps'] = {};
      }),
  ],
];

describe.skipIf(!qpdfInstalled)('the PDF/A-3b checker (qpdf)', () => {
  let conforming: Buffer;
  beforeAll(async () => {
    conforming = await renderCertificatePdf(WITH_FILES);
  });

  it('finds nothing wrong with the certificate as rendered, nor with a copy qpdf rewrote unchanged', () => {
    expect(problemsOf(conforming)).toEqual([]);
    // The rewritten copies below start from this one: what they fail on is the one change made.
    expect(problemsOf(rewritePdf(conforming, () => {}))).toEqual([]);
  });

  it.each(VIOLATIONS)('names the rule broken by %s (%s)', (_what, clause, violate) => {
    const problems = problemsOf(violate(conforming));
    const rule = clause === 'biopermit' ? 'biopermit' : `ISO 19005-3 ${clause}`;
    expect(problems.map((problem) => problem.rule)).toContain(rule);
  });
});
