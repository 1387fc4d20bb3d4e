import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

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
  return zipOf(entries.map(([name, text]) => storedEntry(name, Buffer.from(text))));
}

/** One entry of `zipOf`: the bytes as they lie in the archive, and what the headers say about them. */
export interface ZipEntry {
  readonly name: string;
  /** As stored: the deflated bytes when `method` is 8. */
  readonly data: Buffer;
  /** 0 stored, 8 deflated. */
  readonly method: 0 | 8;
  readonly crc: number;
  /** What the headers claim the entry inflates to (honest or not). */
  readonly uncompressedSize: number;
  /** Sizes in a ZIP64 extra field (0x0001), the 32-bit fields set to 0xFFFFFFFF. */
  readonly zip64?: boolean;
}

export function storedEntry(name: string, content: Buffer): ZipEntry {
  return { name, data: content, method: 0, crc: crc32(content), uncompressedSize: content.length };
}

/** A deflated entry whose headers say honestly what `content` is; `content` is never kept. */
export function deflatedEntry(name: string, content: Buffer): ZipEntry {
  return { name, data: deflateRawSync(content, { level: 9 }), method: 8, crc: crc32(content), uncompressedSize: content.length };
}

/** A zip of `entries`, local headers and central directory agreeing, sizes as the entries claim. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const fileName = Buffer.from(entry.name);
    const extra = Buffer.alloc(entry.zip64 === true ? 20 : 0);
    if (entry.zip64 === true) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(entry.uncompressedSize), 4);
      extra.writeBigUInt64LE(BigInt(entry.data.length), 12);
    }
    const compressed = entry.zip64 === true ? 0xffffffff : entry.data.length;
    const uncompressed = entry.zip64 === true ? 0xffffffff : entry.uncompressedSize;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(entry.zip64 === true ? 45 : 20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(uncompressed, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(extra.length, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(entry.zip64 === true ? 45 : 20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(uncompressed, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, extra, entry.data);
    centrals.push(central, fileName, extra);
    offset += local.length + fileName.length + extra.length + entry.data.length;
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

/** The two entries that make a zip a DOCX to file-type (and to Word). */
export function docxEntries(): ZipEntry[] {
  return [
    storedEntry(
      '[Content_Types].xml',
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
    ),
    storedEntry('word/document.xml', Buffer.from('<?xml version="1.0" encoding="UTF-8"?><root/>')),
  ];
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
