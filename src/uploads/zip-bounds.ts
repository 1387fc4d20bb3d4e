import fs from 'node:fs/promises';
import { AppError } from '../http/errors.js';

/**
 * DOCX, XLSX and ODT are zip files, and a zip of a few hundred KiB can inflate to gigabytes in the
 * hands of whoever opens it (a reviewer's word processor, an indexer). Before such a file is stored,
 * its central directory is read from the temporary file (nothing is inflated) and the upload refused
 * when the entries would inflate past the bounds, or when the directory cannot be read at all.
 *
 * The only inflating this service does is file-type's, sniffing the first entries' names and
 * `[Content_Types].xml`; file-type caps that at 1 MiB per entry itself.
 */
export interface ZipBounds {
  /** The most all entries together may inflate to (413 beyond). */
  readonly maxUncompressedBytes: number;
  /** The most one entry may inflate, as a multiple of its compressed size (413 beyond). */
  readonly maxRatio: number;
}

export const DEFAULT_ZIP_BOUNDS: ZipBounds = { maxUncompressedBytes: 268_435_456, maxRatio: 100 };

/** Entries smaller than this inflated are never refused for their ratio: a short run of spaces is no bomb. */
const RATIO_FLOOR_BYTES = 1_048_576;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
/** The end record (22 bytes) and the longest comment it may carry. */
const END_SEARCH_BYTES = 22 + 0xffff;

interface Entry {
  readonly name: string;
  /** 0 stored, 8 deflated (all an office document uses); others are not judged. */
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
}

/** Why a central directory cannot be read; becomes the 415's detail. */
class BrokenZip extends Error {}

/**
 * Refuses, before it is stored, a zip-based document whose entries would inflate past `bounds`
 * (413: the total, or one entry's ratio), or whose central directory cannot be read (415). `label`
 * names the type for people ("Word document (DOCX)").
 */
export async function checkZipBounds(file: string, label: string, bounds: ZipBounds): Promise<void> {
  let entries: Entry[];
  try {
    entries = await readCentralDirectory(file);
  } catch (error) {
    if (!(error instanceof BrokenZip)) throw error;
    throw refusal('unsupported_media_type', `is a ${label} whose zip central directory cannot be read (${error.message})`);
  }
  // Sizes that understate what the entry holds: a reader going by the data would inflate more than the directory says.
  const understated = entries.find((entry) => entry.compressedSize > mostCompressedSize(entry));
  if (understated !== undefined) {
    throw refusal(
      'unsupported_media_type',
      `is a ${label} whose zip entry ${JSON.stringify(understated.name)} holds ${understated.compressedSize} bytes but claims to inflate to ${understated.uncompressedSize}`,
    );
  }
  let total = 0;
  for (const entry of entries) total += entry.uncompressedSize;
  if (total > bounds.maxUncompressedBytes) {
    throw refusal(
      'payload_too_large',
      `is a ${label} whose entries would inflate to ${total} bytes, past the limit of ${bounds.maxUncompressedBytes} bytes`,
    );
  }
  for (const entry of entries) {
    if (entry.uncompressedSize <= RATIO_FLOOR_BYTES) continue;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (ratio > bounds.maxRatio) {
      throw refusal(
        'payload_too_large',
        `is a ${label} whose entry ${JSON.stringify(entry.name)} would inflate ${Math.floor(ratio)} times its compressed size, past the limit of ${bounds.maxRatio}:1`,
      );
    }
  }
}

/** The most bytes an entry of its claimed size can take: as itself when stored; deflate adds at most a few bytes per block. */
function mostCompressedSize(entry: Entry): number {
  if (entry.method === 0) return entry.uncompressedSize;
  if (entry.method === 8) return entry.uncompressedSize + Math.ceil(entry.uncompressedSize / 1024) + 64;
  return Number.POSITIVE_INFINITY;
}

function refusal(code: 'payload_too_large' | 'unsupported_media_type', detail: string): AppError {
  return new AppError(code, `The file ${detail}`, { errors: [{ pointer: '/file', detail }] });
}

/** Every entry the central directory lists, with its sizes as claimed there (ZIP64 included). */
async function readCentralDirectory(file: string): Promise<Entry[]> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number): Promise<Buffer> => {
      if (position < 0 || length < 0 || position + length > size) throw new BrokenZip('it points past the end of the file');
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new BrokenZip('the file ended early');
      return buffer;
    };

    const tailStart = Math.max(0, size - END_SEARCH_BYTES);
    const tail = await read(tailStart, size - tailStart);
    let endAt = -1;
    for (let i = tail.length - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY && i + 22 + tail.readUInt16LE(i + 20) <= tail.length) {
        endAt = i;
        break;
      }
    }
    if (endAt < 0) throw new BrokenZip('no end-of-central-directory record');
    let count = tail.readUInt16LE(endAt + 10);
    let directorySize = tail.readUInt32LE(endAt + 12);
    let directoryOffset = tail.readUInt32LE(endAt + 16);
    let directoryEnd = tailStart + endAt;

    if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      const locator = await read(directoryEnd - 20, 20);
      if (locator.readUInt32LE(0) !== ZIP64_END_LOCATOR) throw new BrokenZip('no ZIP64 end-of-central-directory locator');
      const recordAt = Number(locator.readBigUInt64LE(8));
      const record = await read(recordAt, 56);
      if (record.readUInt32LE(0) !== ZIP64_END_OF_CENTRAL_DIRECTORY) throw new BrokenZip('no ZIP64 end-of-central-directory record');
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
      directoryEnd = recordAt;
    }
    if (directoryOffset + directorySize > directoryEnd) throw new BrokenZip('it overlaps its end record');
    if (count * 46 > directorySize) throw new BrokenZip(`it is too short for the ${count} entries it claims`);
    const directory = await read(directoryOffset, directorySize);

    const entries: Entry[] = [];
    let at = 0;
    for (let n = 0; n < count; n += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) {
        throw new BrokenZip(`entry ${n + 1} of ${count} is not where it should be`);
      }
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const next = at + 46 + nameLength + extraLength + commentLength;
      if (next > directory.length) throw new BrokenZip(`entry ${n + 1} of ${count} runs past the directory`);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      const sizes = zip64Sizes(
        directory.readUInt32LE(at + 24),
        directory.readUInt32LE(at + 20),
        directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength),
        name,
      );
      entries.push({ name, method: directory.readUInt16LE(at + 10), ...sizes });
      at = next;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The sizes, from the ZIP64 extra field (0x0001) where the 32-bit fields say 0xFFFFFFFF: uncompressed first, then compressed. */
function zip64Sizes(uncompressed: number, compressed: number, extra: Buffer, name: string): Omit<Entry, 'name' | 'method'> {
  if (uncompressed !== 0xffffffff && compressed !== 0xffffffff) return { uncompressedSize: uncompressed, compressedSize: compressed };
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      const field = extra.subarray(at + 4, at + 4 + length);
      let offset = 0;
      const next = (): number => {
        if (offset + 8 > field.length) throw new BrokenZip(`the ZIP64 sizes of ${JSON.stringify(name)} are cut short`);
        const value = Number(field.readBigUInt64LE(offset));
        offset += 8;
        return value;
      };
      const uncompressedSize = uncompressed === 0xffffffff ? next() : uncompressed;
      const compressedSize = compressed === 0xffffffff ? next() : compressed;
      return { uncompressedSize, compressedSize };
    }
    at += 4 + length;
  }
  throw new BrokenZip(`${JSON.stringify(name)} has no ZIP64 sizes`);
}
