import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors.js';
import { identifyFileType } from '../../src/uploads/content-type.sniffing.js';
import { csvProblem } from '../../src/uploads/text-content.js';
import * as sample from '../helpers/sample-files.js';

/** The allowlist: what a file's bytes are, against what its name says. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-sniff-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let counter = 0;

function identify(bytes: Buffer, fileName: string) {
  counter += 1;
  const file = path.join(dir, `${counter}.part`);
  fs.writeFileSync(file, bytes);
  return identifyFileType(file, fileName);
}

async function refusal(bytes: Buffer, fileName: string): Promise<AppError> {
  const error = await identify(bytes, fileName).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`${fileName} was accepted`);
  expect(error.code).toBe('unsupported_media_type');
  expect(error.status).toBe(415);
  return error;
}

describe('the file types an upload may be', () => {
  it.each([
    ['endorsement.pdf', sample.pdf(), 'application/pdf'],
    ['map.png', sample.png(), 'image/png'],
    ['photo.jpg', sample.jpeg(), 'image/jpeg'],
    ['photo.JPEG', sample.jpeg(), 'image/jpeg'],
    ['scan.tif', sample.tiff(), 'image/tiff'],
    ['scan.tiff', sample.tiff(), 'image/tiff'],
    ['proposal.docx', sample.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['budget.xlsx', sample.xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['affidavit.odt', sample.odt(), 'application/vnd.oasis.opendocument.text'],
    ['species.csv', sample.csv(), 'text/csv; charset=utf-8'],
    ['notes.txt', sample.text(), 'text/plain; charset=utf-8'],
  ])('accepts %s, sniffed as %#', async (fileName, bytes, contentType) => {
    expect((await identify(bytes, fileName)).contentType).toBe(contentType);
  });

  it('refuses a "permit.pdf" that is a Windows program, saying what it is and what the name claims', async () => {
    const error = await refusal(sample.windowsExecutable(), 'permit.pdf');
    expect(error.message).toMatch(
      /^The content is application\/x-msdownload \(\.exe\), which is not accepted; the file name ends in \.pdf \(PDF\)\./,
    );
    expect(error.message).toContain('Accepted: PDF, PNG image');
    expect(error.extras.errors).toEqual([{ pointer: '/file', detail: expect.stringContaining('application/x-msdownload') }]);
  });

  it('refuses an accepted type under the name of another accepted type', async () => {
    const error = await refusal(sample.png(), 'letter.pdf');
    expect(error.message).toContain('The content is PNG image (image/png), but the file name ends in .pdf (PDF).');
  });

  it('refuses a PDF whose name has no extension or an unknown one', async () => {
    expect((await refusal(sample.pdf(), 'letter')).message).toContain('but the file name has no extension');
    expect((await refusal(sample.pdf(), 'letter.exe')).message).toContain('but the file name ends in .exe, which is not accepted');
  });

  it('refuses a type that is not on the list even under its own name', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await refusal(gif, 'photo.gif')).message).toContain('The content is image/gif (.gif), which is not accepted');
  });

  it('refuses a .pdf whose content is no known type at all', async () => {
    expect((await refusal(Buffer.from('just some words'), 'letter.pdf')).message).toContain(
      'The file name ends in .pdf (PDF), but the content is not a PDF.',
    );
  });

  it('refuses a zip that is no office document', async () => {
    expect((await refusal(sample.zip([['a.txt', 'a']]), 'proposal.docx')).message).toContain('application/zip');
  });

  it('refuses text that is not UTF-8, or that holds NUL bytes (binary, or UTF-16)', async () => {
    expect((await refusal(Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]), 'notes.txt')).message).toContain('is not valid UTF-8');
    expect((await refusal(Buffer.from('Hi\0there'), 'notes.txt')).message).toContain('NUL bytes');
    expect((await refusal(Buffer.from('\ufeffsalamat', 'utf16le'), 'notes.txt')).message).toContain('UTF-16');
    expect((await refusal(Buffer.from([0x61, 0xe2, 0x82]), 'notes.txt')).message).toContain('ends in the middle of a character');
  });

  it('accepts UTF-8 text with a byte-order mark', async () => {
    expect((await identify(Buffer.from('\ufeffSalamat po', 'utf8'), 'notes.txt')).label).toBe('plain text');
  });

  it('refuses a .csv without a table in it, and text under a .csv name', async () => {
    expect((await refusal(Buffer.from('Dear Director,\nPlease find attached our proposal.\n'), 'species.csv')).message).toContain(
      'no table structure',
    );
    expect((await refusal(Buffer.from('a,b,c\n1,2\n'), 'species.csv')).message).toContain('the same number of columns');
  });
});

describe('CSV structure', () => {
  it('accepts the usual delimiters, quoted delimiters and line breaks inside quotes', () => {
    expect(csvProblem('a;b;c\n1;2;3\n', true)).toBeUndefined();
    expect(csvProblem('a\tb\n1\t2\n', true)).toBeUndefined();
    expect(csvProblem('a|b\n1|2', true)).toBeUndefined();
    expect(csvProblem('name,note\n"Rana","one, two\nthree"\n', true)).toBeUndefined();
    expect(csvProblem('a,b\r\n\r\n1,2\r\n', true)).toBeUndefined();
  });

  it('refuses a single column, ragged rows and an unclosed quote', () => {
    expect(csvProblem('species\nRana\n', true)).toBeDefined();
    expect(csvProblem('a,b\n1,2,3\n', true)).toBeDefined();
    expect(csvProblem('a,b\n"1,2\n', true)).toBeDefined();
  });

  it('judges a long file by its first rows, ignoring the row the sample cuts', () => {
    expect(csvProblem('a,b\n1,2\n3,', false)).toBeUndefined();
  });
});
