import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { QpdfDict, QpdfValue } from './qpdf-objects.js';

/**
 * Copies of a PDF with one thing changed, to show a checker finds it: through qpdf's JSON (the objects
 * edited, then `qpdf --json-input` writes a new file) or byte for byte (what qpdf would repair).
 */
export interface EditableObjects {
  /** The object `reference` ("3 0 R") as a dictionary: a stream's dictionary for a stream. */
  dict(reference: string): QpdfDict;
  catalog(): QpdfDict;
  /** The first object whose dictionary satisfies `test`, by reference. */
  find(test: (dict: QpdfDict) => boolean): string;
  /** A new object, by reference. */
  add(value: QpdfValue, stream?: Buffer): string;
  /** Replaces a stream's data (unencoded: its /Filter is removed). */
  setStreamData(reference: string, data: Buffer): void;
  streamData(reference: string): Buffer;
}

interface JsonObject {
  value?: QpdfValue;
  stream?: { dict: QpdfDict; data?: string };
}

export function rewritePdf(pdf: Buffer, edit: (objects: EditableObjects) => void): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-rewrite-'));
  try {
    const source = path.join(dir, 'in.pdf');
    fs.writeFileSync(source, pdf);
    const json = JSON.parse(
      execFileSync('qpdf', ['--json', '--json-key=qpdf', '--json-stream-data=inline', '--decode-level=generalized', source], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      }),
    ) as { qpdf: [{ maxobjectid: number }, Record<string, JsonObject>] };
    const [meta, objects] = json.qpdf;
    const entry = (reference: string) => {
      const found = objects[`obj:${reference}`];
      if (found === undefined) throw new Error(`no object ${reference}`);
      return found;
    };
    const dictOf = (found: JsonObject) => (found.stream?.dict ?? found.value) as QpdfDict;
    const editable: EditableObjects = {
      dict: (reference) => dictOf(entry(reference)),
      catalog: () => dictOf(entry(String((objects.trailer?.value as QpdfDict | undefined)?.['/Root']))),
      find(test) {
        const key = Object.keys(objects).find((k) => {
          const found = objects[k] as JsonObject;
          const dict = found.stream?.dict ?? found.value;
          return k.startsWith('obj:') && dict !== null && typeof dict === 'object' && !Array.isArray(dict) && test(dict as QpdfDict);
        });
        if (key === undefined) throw new Error('no such object');
        return key.slice(4);
      },
      add(value, stream) {
        meta.maxobjectid += 1;
        const reference = `${meta.maxobjectid} 0 R`;
        objects[`obj:${reference}`] =
          stream === undefined ? { value } : { stream: { dict: value as QpdfDict, data: stream.toString('base64') } };
        return reference;
      },
      setStreamData(reference, data) {
        const found = entry(reference).stream;
        if (found === undefined) throw new Error(`${reference} is not a stream`);
        delete found.dict['/Filter'];
        delete found.dict['/DecodeParms'];
        found.data = data.toString('base64');
      },
      streamData: (reference) => Buffer.from(entry(reference).stream?.data ?? '', 'base64'),
    };
    edit(editable);
    const edited = path.join(dir, 'edited.json');
    fs.writeFileSync(edited, JSON.stringify(json));
    const output = path.join(dir, 'out.pdf');
    // Streams written as given: qpdf would otherwise re-encode an LZW stream with Flate.
    execFileSync('qpdf', ['--decode-level=none', '--json-input', edited, output]);
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `from` replaced by `to`, of the same length so no offset moves. */
export function replaceBytes(pdf: Buffer, from: string | RegExp, to: (found: string) => string): Buffer {
  const text = pdf.toString('latin1');
  const match = typeof from === 'string' ? { index: text.indexOf(from), 0: from } : from.exec(text);
  if (match === null || match.index === undefined || match.index < 0) throw new Error(`${String(from)} is not in the file`);
  const found = match[0];
  const replacement = to(found);
  if (replacement.length !== found.length) throw new Error('a replacement must keep the length');
  return Buffer.concat([pdf.subarray(0, match.index), Buffer.from(replacement, 'latin1'), pdf.subarray(match.index + found.length)]);
}
