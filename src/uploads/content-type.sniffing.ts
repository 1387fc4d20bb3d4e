import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../http/errors.js';
import { ACCEPTED_EXTENSIONS, ALLOWED_TYPES, type AllowedType, extensionOf, typeByDetection, typeByExtension } from './allowed-types.js';
import { textProblem } from './text-content.js';

const ACCEPTED = `Accepted: ${ALLOWED_TYPES.map((type) => type.label).join(', ')} (${ACCEPTED_EXTENSIONS.join(', ')}).`;

function refuse(detail: string): AppError {
  return new AppError('unsupported_media_type', `${detail} ${ACCEPTED}`, { errors: [{ pointer: '/file', detail }] });
}

function claimOf(extension: string, claimed: AllowedType | undefined): string {
  if (extension === '') return 'the file name has no extension';
  return `the file name ends in .${extension}${claimed === undefined ? ', which is not accepted' : ` (${claimed.label})`}`;
}

/**
 * The file's type, from its content (magic bytes, never the client's Content-Type), which must be
 * on the allowlist and agree with the name's extension; otherwise a 415 that says what was found
 * and what the name claims ("the content is application/x-msdownload (exe), but the file name ends in .pdf (PDF)").
 */
export async function identifyFileType(file: string, fileName: string): Promise<AllowedType> {
  const extension = extensionOf(fileName);
  const claimed = typeByExtension(extension);
  const isText = claimed?.detectedAs === 'text' || claimed?.detectedAs === 'csv';
  // Windows' "Unicode" text starts FF FE, which file-type reads as an MPEG audio frame.
  if (isText && (await startsWithUtf16ByteOrderMark(file))) {
    throw refuse(`The file name ends in .${extension} (${claimed?.label}), but it is UTF-16 text (save it as UTF-8).`);
  }
  const detected = await fileTypeFromFile(file);
  if (detected !== undefined) {
    const actual = typeByDetection(detected.ext);
    const found = actual === undefined ? `${detected.mime} (.${detected.ext})` : `${actual.label} (${detected.mime})`;
    if (actual === undefined) throw refuse(`The content is ${found}, which is not accepted; ${claimOf(extension, claimed)}.`);
    if (actual !== claimed) throw refuse(`The content is ${found}, but ${claimOf(extension, claimed)}.`);
    return actual;
  }
  if (claimed === undefined) {
    throw refuse(`The content is of no recognised type, and ${claimOf(extension, claimed)}.`);
  }
  if (!isText) {
    throw refuse(`The file name ends in .${extension} (${claimed.label}), but the content is not a ${claimed.label}.`);
  }
  const problem = await textProblem(file, claimed.detectedAs === 'csv' ? 'csv' : 'text');
  if (problem !== undefined) throw refuse(`The file name ends in .${extension} (${claimed.label}), but ${problem}.`);
  return claimed;
}

async function startsWithUtf16ByteOrderMark(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff));
  } finally {
    await handle.close();
  }
}
