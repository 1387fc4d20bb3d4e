import { spawnSync } from 'node:child_process';

/**
 * A PDF's objects as qpdf reads them (`qpdf --json`, JSON version 2): names are "/Name", strings
 * "u:text" or "b:hex", references "12 0 R"; streams come with their dictionary and their data,
 * decoded where qpdf can. The last revision wins, as in a reader.
 */
export type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };
export type QpdfDict = { [key: string]: QpdfValue };
interface QpdfObject {
  value?: QpdfValue;
  stream?: { dict: QpdfDict; data?: string };
}
export interface QpdfStream {
  readonly dict: QpdfDict;
  readonly data: Buffer;
}

const REFERENCE = /^\d+ \d+ R$/;

export class PdfObjects {
  constructor(
    private readonly objects: Record<string, QpdfObject>,
    /** The streams' dictionaries as the file has them: `objects` has them as decoded (no /Filter). */
    private readonly written: Record<string, QpdfObject>,
    readonly encrypted: boolean,
  ) {}

  get trailer(): QpdfDict {
    return this.dict(this.objects.trailer?.value);
  }

  get catalog(): QpdfDict {
    return this.dict(this.trailer['/Root']);
  }

  resolve(value: QpdfValue | undefined): QpdfValue | undefined {
    if (typeof value === 'string' && REFERENCE.test(value)) {
      const object = this.objects[`obj:${value}`];
      return object?.stream?.dict ?? object?.value;
    }
    return value;
  }

  /** The dictionary `value` is or refers to (a stream's dictionary for a stream); {} otherwise. */
  dict(value: QpdfValue | undefined): QpdfDict {
    const resolved = this.resolve(value);
    return resolved !== null && typeof resolved === 'object' && !Array.isArray(resolved) ? resolved : {};
  }

  array(value: QpdfValue | undefined): QpdfValue[] {
    const resolved = this.resolve(value);
    return Array.isArray(resolved) ? resolved : [];
  }

  stream(value: QpdfValue | undefined): QpdfStream | undefined {
    if (typeof value !== 'string' || !REFERENCE.test(value)) return undefined;
    const stream = this.objects[`obj:${value}`]?.stream;
    return stream === undefined ? undefined : { dict: stream.dict, data: Buffer.from(stream.data ?? '', 'base64') };
  }

  /** A text string's value, whether "u:" (qpdf decoded it) or "b:" (bytes, read as Latin-1). */
  text(value: QpdfValue | undefined): string | undefined {
    const resolved = this.resolve(value);
    if (typeof resolved !== 'string') return undefined;
    if (resolved.startsWith('u:')) return resolved.slice(2);
    if (resolved.startsWith('b:')) return Buffer.from(resolved.slice(2), 'hex').toString('latin1');
    return undefined;
  }

  /** Every dictionary in the file, indirect ones named by their reference, direct ones by their path. */
  *dictionaries(): Generator<[string, QpdfDict]> {
    for (const [key, object] of Object.entries(this.objects)) {
      if (!key.startsWith('obj:')) continue;
      const name = key.slice(4);
      if (object.stream !== undefined) yield* nested(name, object.stream.dict);
      else if (object.value !== undefined) yield* nested(name, object.value);
    }
  }

  /** Every stream's dictionary as written, its /Filter included. */
  *writtenStreamDicts(): Generator<[string, QpdfDict]> {
    for (const [key, object] of Object.entries(this.written)) {
      if (key.startsWith('obj:') && object.stream !== undefined) yield [key.slice(4), object.stream.dict];
    }
  }

  /** The page dictionaries, in order, from the page tree. */
  pages(): QpdfDict[] {
    const pages: QpdfDict[] = [];
    const walk = (node: QpdfValue | undefined, depth: number) => {
      const dict = this.dict(node);
      if (dict['/Type'] === '/Page') pages.push(dict);
      else if (depth < 64) for (const kid of this.array(dict['/Kids'])) walk(kid, depth + 1);
    };
    walk(this.catalog['/Pages'], 0);
    return pages;
  }

  /** Each page's content, decoded, as Latin-1 text (operators are ASCII). */
  pageContents(): string[] {
    return this.pages().map((page) => {
      const contents = page['/Contents'];
      const parts = Array.isArray(contents) ? contents : [contents];
      return parts.map((part) => this.stream(part)?.data.toString('latin1') ?? '').join('\n');
    });
  }
}

function* nested(name: string, value: QpdfValue): Generator<[string, QpdfDict]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nested(`${name}[${index}]`, item);
  } else if (value !== null && typeof value === 'object') {
    yield [name, value];
    for (const [key, item] of Object.entries(value)) yield* nested(`${name}${key}`, item);
  }
}

/** Reads the file with qpdf; throws when qpdf cannot read it at all. */
export function pdfObjects(file: string): PdfObjects {
  const decoded = qpdfJson(file, ['--json-key=encrypt', '--json-stream-data=inline', '--decode-level=generalized']);
  const written = qpdfJson(file, ['--json-stream-data=none', '--decode-level=none']);
  return new PdfObjects(decoded.qpdf[1], written.qpdf[1], decoded.encrypt?.encrypted === true);
}

function qpdfJson(file: string, options: string[]) {
  const result = spawnSync('qpdf', ['--json', '--json-key=qpdf', ...options, file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  // 0: read cleanly; 3: read with warnings (the checker reports them through qpdf --check).
  if (result.status !== 0 && result.status !== 3) throw new Error(`qpdf could not read ${file}: ${result.stderr}`);
  return JSON.parse(result.stdout) as { qpdf: [unknown, Record<string, QpdfObject>]; encrypt?: { encrypted: boolean } };
}

/** `.ci/run` installs qpdf; under CI a missing qpdf fails the run instead of skipping. */
export const qpdfInstalled = spawnSync('sh', ['-c', 'command -v qpdf && command -v xmllint']).status === 0;
if (!qpdfInstalled && process.env.CI === 'true') throw new Error('CI=true but qpdf or xmllint is not installed: .ci/run installs them');
if (!qpdfInstalled) console.warn('qpdf or xmllint not installed (apt-get install -y qpdf libxml2-utils): the PDF/A-3b checks are SKIPPED.');
