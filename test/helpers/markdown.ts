import fs from 'node:fs';
import path from 'node:path';

/**
 * Reading the project's Markdown as a reader follows it: its links, the paths it names, its sections
 * and its shell blocks. Shared by the tests of the README, the walk-through and the docs.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A Markdown file of the project: its path from the project root and its text. */
export interface MarkdownFile {
  readonly file: string;
  readonly text: string;
}

export function readMarkdown(file: string): MarkdownFile {
  return { file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') };
}

/** The walk-through's parts, in the order a newcomer runs them (their names begin with the part's number). */
export function walkThroughParts(): MarkdownFile[] {
  return fs
    .readdirSync(path.join(ROOT, 'docs/walkthrough'))
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((name) => readMarkdown(`docs/walkthrough/${name}`));
}

/** Every Markdown file under docs/, with the README and CONTRIBUTING.md: what the project's own docs are. */
export function projectDocs(): MarkdownFile[] {
  const underDocs = (fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true }) as string[])
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`)
    .sort();
  return ['README.md', 'CONTRIBUTING.md', ...underDocs].map(readMarkdown);
}

/** GitHub's heading anchors: lower case, punctuation but hyphens dropped, spaces as hyphens. */
export function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a file's headings (outside code blocks, where `# a comment` is no heading). */
export function anchorsOf(markdown: MarkdownFile): Set<string> {
  const prose = markdown.text.replace(/^```[\s\S]*?^```$/gm, '');
  return new Set([...prose.matchAll(/^#+ (.+)$/gm)].map((match) => anchor(match[1] ?? '')));
}

/** A link to a file or section of this repository, as the file wrote it and resolved from the project root. */
export interface LocalLink {
  readonly written: string;
  /** The file or folder it leads to, from the project root (the file itself for `#section`). */
  readonly target: string;
  readonly section: string | undefined;
}

/** The file's links into the repository (URLs with a scheme left out), resolved from the file's folder. */
export function localLinks(markdown: MarkdownFile): LocalLink[] {
  return [...markdown.text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((written) => !/^[a-z]+:/.test(written))
    .map((written) => {
      const [file = '', section] = written.split('#');
      const target = file === '' ? markdown.file : path.posix.normalize(path.posix.join(path.posix.dirname(markdown.file), file));
      return { written, target, section };
    });
}

/** The `sh` blocks of a file, in order: what a reader types. */
export function shellBlocks(markdown: MarkdownFile): string[] {
  return [...markdown.text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
}

export function exists(fromRoot: string): boolean {
  return fs.existsSync(path.join(ROOT, fromRoot));
}
