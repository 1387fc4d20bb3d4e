import type { ValidationData } from './revocation.client.js';

/**
 * The PDF with a Document Security Store (ISO 32000-2 §12.8.4.3, ETSI EN 319 142-1 B-LT) appended as an
 * incremental update: the catalog again, with /DSS, and the DSS's streams (certificates, OCSP answers,
 * CRLs, DER). Nothing before it changes, so the signature stays valid; its revision adds only these.
 * Written as text: the signed file is pdfkit's classic xref table and @signpdf's, which this reads.
 */
export function appendDss(pdf: Buffer, data: ValidationData): Buffer {
  const text = pdf.toString('latin1');
  const trailerAt = text.lastIndexOf('trailer');
  const trailer = text.slice(trailerAt, text.indexOf('startxref', trailerAt));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  const rootNumber = Number(/\/Root\s+(\d+)\s+0\s+R/.exec(trailer)?.[1]);
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!Number.isInteger(size) || !Number.isInteger(rootNumber) || !Number.isInteger(previous)) {
    throw new Error('the signed PDF has no classic trailer to update');
  }
  const catalog = latestObject(text, rootNumber);

  const parts: Buffer[] = [pdf, Buffer.from('\n')];
  let offset = pdf.length + 1;
  const offsets = new Map<number, number>();
  let next = size;
  const add = (body: Buffer): number => {
    const number = next++;
    offsets.set(number, offset);
    const bytes = Buffer.concat([Buffer.from(`${number} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(bytes);
    offset += bytes.length;
    return number;
  };
  const stream = (der: Buffer) =>
    add(Buffer.concat([Buffer.from(`<< /Length ${der.length} >>\nstream\n`, 'latin1'), der, Buffer.from('\nendstream')]));
  const refs = (numbers: number[]) => `[${numbers.map((n) => `${n} 0 R`).join(' ')}]`;
  const certs = data.certificates.map(stream);
  const ocsps = data.ocspResponses.map(stream);
  const crls = data.crls.map(stream);
  const dss = add(
    Buffer.from(
      `<< /Type /DSS /Certs ${refs(certs)}${ocsps.length > 0 ? ` /OCSPs ${refs(ocsps)}` : ''}${crls.length > 0 ? ` /CRLs ${refs(crls)}` : ''} >>`,
    ),
  );
  offsets.set(rootNumber, offset);
  const root = Buffer.from(`${rootNumber} 0 obj\n${withEntry(catalog, `/DSS ${dss} 0 R`)}\nendobj\n`, 'latin1');
  parts.push(root);
  offset += root.length;

  const xrefAt = offset;
  const lines = ['xref'];
  for (const [number, at] of [...offsets.entries()].sort(([a], [b]) => a - b)) {
    lines.push(`${number} 1`, `${String(at).padStart(10, '0')} 00000 n `);
  }
  const id = /\/ID\s*\[[^\]]*\]/.exec(trailer)?.[0] ?? /\/ID\s*\[[^\]]*\]/.exec(text)?.[0];
  const info = /\/Info\s+\d+\s+0\s+R/.exec(trailer)?.[0];
  lines.push(
    'trailer',
    `<< /Size ${next} /Root ${rootNumber} 0 R${info ? ` ${info}` : ''}${id ? ` ${id}` : ''} /Prev ${previous} >>`,
    'startxref',
    String(xrefAt),
    '%%EOF',
  );
  parts.push(Buffer.from(`${lines.join('\n')}\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** The dictionary of the newest definition of object `number` (an incremental update redefines it later). */
function latestObject(text: string, number: number): string {
  const pattern = new RegExp(`(?:^|[\\r\\n])${number} 0 obj\\s*`, 'g');
  let start = -1;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) start = match.index + match[0].length;
  if (start < 0) throw new Error(`object ${number} not found`);
  const end = text.indexOf('endobj', start);
  return text.slice(start, end).trim();
}

function withEntry(dictionary: string, entry: string): string {
  const close = dictionary.lastIndexOf('>>');
  return `${dictionary.slice(0, close).trimEnd()}\n${entry}\n>>`;
}
