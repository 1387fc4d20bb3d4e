import { crc32, deflateSync } from 'node:zlib';

/**
 * Small but real files of each accepted type, built here so that no binary fixture lives in the
 * repository: what matters to the upload pipeline is their structure (magic bytes, zip entries),
 * which is real.
 */

export function pdf(text = 'Endorsement letter'): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 grey PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A greyscale PNG of vertical bands, big enough to be seen (a viewer's screenshot). */
export function bandedPng(width = 480, height = 300): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rows[y * (width + 1) + 1 + x] = (Math.floor(x / 60) % 2) * 120 + 80;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JFIF JPEG: SOI and an APP0 segment. */
export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);
}

/** Little-endian TIFF: header, then one IFD with a single ImageWidth tag. */
export function tiff(): Buffer {
  const file = Buffer.alloc(8 + 2 + 12 + 4);
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(8, 4);
  file.writeUInt16LE(1, 8);
  file.writeUInt16LE(256, 10); // ImageWidth
  file.writeUInt16LE(3, 12); // SHORT
  file.writeUInt32LE(1, 14);
  file.writeUInt16LE(1, 18);
  return file;
}

/** A zip of stored (uncompressed) entries, with its central directory. */
export function zip(entries: readonly (readonly [name: string, content: string])[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const content = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function openXml(mainContentType: string, part: string): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Override PartName="/${part}" ContentType="${mainContentType}.main+xml"/></Types>`,
    ],
    [part, '<?xml version="1.0" encoding="UTF-8"?><root/>'],
  ]);
}

export function docx(): Buffer {
  return openXml('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word/document.xml');
}

export function xlsx(): Buffer {
  return openXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xl/workbook.xml');
}

export function odt(): Buffer {
  return zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<?xml version="1.0" encoding="UTF-8"?><office:document-content/>'],
  ]);
}

/** A Windows executable's first bytes: what a "permit.pdf" from a compromised machine might be. */
export function windowsExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export function csv(): Buffer {
  return Buffer.from(
    'scientificName,commonName,count\r\nPlatymantis luzonensis,"Luzon forest frog, green",12\r\nRana ñ,"Palakang ""bukid""",3\r\n',
  );
}

export function text(): Buffer {
  return Buffer.from('Sertipikasyon mula sa NCIP: ang katutubong pamayanan ng Tanay ay pumayag. Niño, señora, ₱100.\n');
}
