import type { Page } from 'playwright-core';

/**
 * Every word broken across lines in the page's tables and badges (issue 31: "Submi tted", "Rea son",
 * split email addresses), as `"Submitted" in "Submitted On hold…"`; an empty list when none is.
 *
 * Measured in the page as laid out: each text node is cut into words at white space (a word may still
 * break after its own hyphen or slash, as "Evangelista-" / "Dimaculangan" does), and a word whose
 * Range has boxes on more than one line was broken inside.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Rect {
      top: number;
      width: number;
      height: number;
    }
    interface TextNode {
      data: string;
      parentElement: { closest(selector: string): unknown; textContent: string | null } | null;
    }
    interface PageRange {
      setStart(node: TextNode, offset: number): void;
      setEnd(node: TextNode, offset: number): void;
      getClientRects(): Iterable<Rect>;
    }
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(selector: string): Iterable<unknown>;
          createTreeWalker(root: unknown, what: number): { nextNode(): TextNode | null };
          createRange(): PageRange;
        };
      }
    ).document;
    const SHOW_TEXT = 4;
    const found: string[] = [];
    const lineCount = (range: PageRange) => {
      const tops = new Set<number>();
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    for (const root of doc.querySelectorAll('table, .mantine-Badge-root')) {
      const walker = doc.createTreeWalker(root, SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent?.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        // What a closed disclosure folds away is not shown (the audit row's ids and hashes): its summary is.
        if (parent?.closest('details:not([open])') && !parent.closest('summary')) continue;
        for (const word of node.data.matchAll(/[^\s]+/g)) {
          // Where a word may break by the rules of typography: after its own hyphens and slashes.
          for (const part of word[0].matchAll(/[^-/‐–—]+[-/‐–—]*|[-/‐–—]+/g)) {
            const start = (word.index ?? 0) + (part.index ?? 0);
            const range = doc.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + part[0].length);
            if (lineCount(range) > 1) {
              const context = (node.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
              found.push(`"${part[0]}" in "${context}"`);
            }
          }
        }
      }
    }
    return [...new Set(found)];
  });
}
