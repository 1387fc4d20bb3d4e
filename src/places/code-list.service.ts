import { createHash } from 'node:crypto';
import { AppError } from '../http/errors.js';
import type { PsgcCodeList, PsgcCodeListQuery } from './place.schemas.js';
import { normalisePlaceName } from './psgc.matching.js';
import { PSGC_RELEASE } from './psgc.release.js';
import { type PsgcEntry, psgcTable, regionCodeOf } from './psgc.table.js';

/** The PSGC code list served to agency systems: what lies under a code, or what a name search finds. */
export function psgcCodeList(query: PsgcCodeListQuery): PsgcCodeList {
  const table = psgcTable();
  const limit = query.limit ?? 500;
  let parent: PsgcEntry | null = null;
  if (query.parent !== undefined) {
    parent = table.byCode.get(query.parent) ?? null;
    if (parent === null) throw new AppError('not_found', `No PSGC code ${query.parent} in the ${PSGC_RELEASE.quarter} release`);
  }
  let entries: readonly PsgcEntry[] =
    parent !== null ? (table.children.get(parent.code) ?? []) : query.q !== undefined ? table.entries : (table.children.get(null) ?? []);
  if (query.q !== undefined) {
    const words = normalisePlaceName(query.q)
      .split(' ')
      .filter((w) => w !== '');
    entries = entries.filter((entry) => {
      const name = ` ${normalisePlaceName([entry.name, ...entry.aliases].join(' '))} `;
      return words.every((word) => name.includes(` ${word}`));
    });
  }
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code));
  return {
    release: { ...PSGC_RELEASE },
    parent: parent === null ? null : toItem(parent),
    items: sorted.slice(0, limit).map(toItem),
    truncated: sorted.length > limit,
  };
}

function toItem(entry: PsgcEntry) {
  return { code: entry.code, name: entry.name, kind: entry.kind, parentCode: entry.parent, regionCode: regionCodeOf(entry.code) };
}

/** A strong validator of an answer: the release and the query decide it, so it is the hash of the body. */
export function etagOfCodeList(body: string): string {
  return `"psgc-${PSGC_RELEASE.quarter}-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
