import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's poppler-utils (pdftoppm, pdftotext, pdfinfo, pdffonts) and zbar-tools (zbarimg), which
 * prove a PDF opens in a reader other than the one that wrote it and that its QR code scans.
 * `.ci/run` installs them; under CI a missing tool fails the run instead of skipping.
 */
const TOOLS = ['pdftoppm', 'pdftotext', 'pdfinfo', 'pdffonts', 'zbarimg'] as const;

function installed(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
}

const missing = TOOLS.filter((tool) => !installed(tool));
if (missing.length > 0 && process.env.CI === 'true') {
  throw new Error(`CI=true but ${missing.join(', ')} not installed: .ci/run installs poppler-utils and zbar-tools`);
}
if (missing.length > 0) {
  console.warn(`${missing.join(', ')} not installed (apt-get install -y poppler-utils zbar-tools): the PDF reader tests are SKIPPED.`);
}

export const pdfToolsInstalled = missing.length === 0;

/** Writes the PDF to a temporary directory and runs `work` with its path; the directory is removed after. */
export function withPdfFile<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text layer of the PDF (or of one page), as a reader or a screen reader sees it. */
export function pdfText(file: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', [...range, '-layout', file, '-'], { encoding: 'utf8' });
}

export function pdfInfo(file: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' }).split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) info[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  return info;
}

/** Rows of `pdffonts`: name, type, encoding, embedded, subset. */
export function pdfFonts(file: string): { name: string; embedded: boolean }[] {
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name, type (one or two words), encoding, emb, sub, uni, object, id: emb is 5th from the end.
    return { name: columns[0] ?? '', embedded: columns[columns.length - 5] === 'yes' };
  });
}

/** Renders one page to PNG at `dpi` and returns the PNG's path (inside `dir`). */
export function renderPage(file: string, dir: string, page: number, dpi = 150): string {
  const prefix = path.join(dir, `page-${page}`);
  execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}

/** Every QR code zbarimg finds in the image, decoded. */
export function readQrCodes(png: string): string[] {
  const result = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', png], { encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 4) throw new Error(`zbarimg failed (${result.status}): ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}
