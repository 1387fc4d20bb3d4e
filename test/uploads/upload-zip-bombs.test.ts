import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { deflatedEntry, docxEntries, storedEntry, type ZipEntry, zipOf } from '../helpers/sample-files.js';
import { json } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * DOCX, XLSX and ODT are zip files: one whose entries would inflate past the bound (in total, or one
 * entry past 100:1) is refused before it is stored, and so is one whose central directory cannot be read.
 */

const MiB = 1024 * 1024;

/** A 512 MiB entry of zeros, deflated as it streams (never whole in memory), with an honest header. */
async function realBombEntry(name: string): Promise<ZipEntry> {
  const chunk = Buffer.alloc(MiB);
  let crc = 0;
  function* zeros() {
    for (let i = 0; i < 512; i += 1) {
      crc = crc32(chunk, crc);
      yield chunk;
    }
  }
  const deflate = createDeflateRaw({ level: 1 });
  const [data] = await Promise.all([buffer(deflate), pipeline(Readable.from(zeros()), deflate)]);
  return { name, data, method: 8, crc, uncompressedSize: 512 * MiB };
}

/** A few bytes whose headers claim 512 MiB. */
function lyingEntry(name: string, zip64 = false): ZipEntry {
  return { ...deflatedEntry(name, Buffer.from('tiny')), uncompressedSize: 512 * MiB, zip64 };
}

const odtEntries = (): ZipEntry[] => [
  storedEntry('mimetype', Buffer.from('application/vnd.oasis.opendocument.text')),
  storedEntry('content.xml', Buffer.from('<?xml version="1.0" encoding="UTF-8"?><office:document-content/>')),
];

interface Problem {
  status: number;
  detail: string;
  errors: { pointer: string; detail: string }[];
}

describe.each(testDialects)('zip bombs in office documents (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let who: { agency: string; token: string; application: string };
  let realBomb: ZipEntry;
  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem');
    const { agency, token, receipt } = await aSubmittedApplication(x.t);
    who = { agency, token, application: receipt.registrationNo };
    realBomb = await realBombEntry('word/media/image1.bin');
  });
  afterAll(async () => x?.close());

  async function expectRefused(fileName: string, content: Buffer, status: number, detail: RegExp): Promise<Problem> {
    const before = await x.leftovers();
    const response = await uploadAsAgency(x.t, who, { fileName, content });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = json<Problem>(response);
    expect(problem.errors).toEqual([{ pointer: '/file', detail: expect.stringMatching(detail) }]);
    expect(problem.detail).toMatch(detail);
    expect(await x.leftovers()).toEqual({ ...before, temporaryFiles: [] });
    return problem;
  }

  it('refuses a DOCX whose central directory claims a 512 MiB entry (413), storing nothing', async () => {
    const problem = await expectRefused(
      'proposal.docx',
      zipOf([...docxEntries(), lyingEntry('word/media/image1.bin')]),
      413,
      /would inflate to 5368\d{5} bytes, past the limit of 268435456 bytes/,
    );
    expect(problem.status).toBe(413);
  });

  it('refuses a DOCX holding a real 512 MiB entry of zeros, deflated to about half a MiB (413)', async () => {
    expect(realBomb.data.length).toBeLessThan(4 * MiB);
    await expectRefused('proposal.docx', zipOf([...docxEntries(), realBomb]), 413, /would inflate to 5368\d{5} bytes/);
  });

  it('refuses an ODT the same way, and a claim in a ZIP64 extra field', async () => {
    await expectRefused('affidavit.odt', zipOf([...odtEntries(), lyingEntry('Pictures/a.bin')]), 413, /would inflate to/);
    await expectRefused('proposal.docx', zipOf([...docxEntries(), lyingEntry('word/media/b.bin', true)]), 413, /would inflate to/);
  });

  it('refuses one entry that inflates past 100:1, even when the total is under the limit (413)', async () => {
    const dense = deflatedEntry('word/media/blank.bin', Buffer.alloc(8 * MiB));
    await expectRefused(
      'proposal.docx',
      zipOf([...docxEntries(), dense]),
      413,
      /entry "word\/media\/blank\.bin" would inflate \d+ times its compressed size, past the limit of 100:1/,
    );
  });

  it('refuses a DOCX whose central directory cannot be read (415)', async () => {
    const whole = zipOf(docxEntries());
    await expectRefused('proposal.docx', whole.subarray(0, whole.length - 22), 415, /central directory/);
    const corrupt = Buffer.from(whole);
    corrupt.writeUInt32LE(0x12345678, corrupt.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    await expectRefused('proposal.docx', corrupt, 415, /central directory/);
  });

  it('refuses a DOCX whose central directory understates what an entry holds: the real bomb claiming 1 KiB (415)', async () => {
    await expectRefused(
      'proposal.docx',
      zipOf([...docxEntries(), { ...realBomb, uncompressedSize: 1024 }]),
      415,
      /zip entry "word\/media\/image1\.bin" holds \d+ bytes but claims to inflate to 1024/,
    );
  });

  it('still stores an ordinary DOCX, compressed entries and all', async () => {
    const text = Buffer.from(Array.from({ length: 4000 }, (_, i) => `<w:p>Paragraph ${i * 7919}</w:p>`).join(''));
    const response = await uploadAsAgency(x.t, who, {
      fileName: 'proposal.docx',
      content: zipOf([...docxEntries(), deflatedEntry('word/styles.xml', text)]),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
