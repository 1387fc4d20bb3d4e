/**
 * The tlog-tiles layout (c2sp.org/tlog-tiles): tiles of 256 hashes, level 0 the leaf hashes, level
 * l + 1 the roots of the full tiles of level l; entry bundles alongside level 0. A tile index is
 * written in groups of three digits, all but the last prefixed `x` (1234067 → `x001/x234/067`); a
 * partial tile of width W (1–255) adds `.p/W`. A full tile never changes.
 */

export const TILE_WIDTH = 256;
/** Levels of 256 hashes: 256^4 leaves is past what the log will ever hold (2^31 entries). */
export const MAX_TILE_LEVEL = 3;

export function tileIndexPath(index: number): string {
  const digits = String(index).padStart(3, '0');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end).padStart(3, '0'));
  return groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join('/');
}

/** `<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]` (W omitted when 256). */
export function tilePath(level: number | 'entries', index: number, width: number): string {
  return `${level}/${tileIndexPath(index)}${width === TILE_WIDTH ? '' : `.p/${width}`}`;
}

export interface TileAddress {
  readonly level: number | 'entries';
  readonly index: number;
  /** 1–256. */
  readonly width: number;
}

/** Reads a path under `tile/` back; undefined when it is not one (leading zeros, a bad group, a width out of range). */
export function parseTilePath(path: string): TileAddress | undefined {
  const match = /^(entries|[0-9]+)\/((?:x[0-9]{3}\/)*[0-9]{3})(?:\.p\/([0-9]+))?$/.exec(path);
  if (match === null) return undefined;
  const [, levelText, indexText, widthText] = match as unknown as [string, string, string, string | undefined];
  const level = levelText === 'entries' ? 'entries' : Number(levelText);
  if (level !== 'entries' && (String(level) !== levelText || level > MAX_TILE_LEVEL)) return undefined;
  const index = Number(indexText.replaceAll('x', '').replaceAll('/', ''));
  if (!Number.isSafeInteger(index) || tileIndexPath(index) !== indexText) return undefined;
  const width = widthText === undefined ? TILE_WIDTH : Number(widthText);
  if (widthText !== undefined && (String(width) !== widthText || width < 1 || width >= TILE_WIDTH)) return undefined;
  return { level, index, width };
}

/** How many hashes a tree of `size` has at tile level `level` (complete subtrees of 256^level leaves). */
export function hashesAtLevel(size: number, level: number): number {
  return Math.floor(size / TILE_WIDTH ** level);
}

/** The tiles of level `level` a tree of `size` is read from: the full ones, then a partial one of width W. */
export function tilesOf(size: number, level: number): TileAddress[] {
  const count = hashesAtLevel(size, level);
  const tiles: TileAddress[] = [];
  for (let index = 0; index < Math.floor(count / TILE_WIDTH); index++) tiles.push({ level, index, width: TILE_WIDTH });
  if (count % TILE_WIDTH > 0) tiles.push({ level, index: Math.floor(count / TILE_WIDTH), width: count % TILE_WIDTH });
  return tiles;
}
