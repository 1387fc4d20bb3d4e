import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashesAtLevel, TILE_WIDTH, type TileAddress } from './tiles.js';
import { findEntries, findHashes, readLogSize } from './transparency-log.repository.js';
import { LOG_SEQUENCE } from './transparency-log.service.js';

/**
 * A tile's bytes (c2sp.org/tlog-tiles), or undefined when the log does not hold it (yet): hashes
 * concatenated, or entries each prefixed by a big-endian uint16 length. Only numbered entries are served,
 * so what a tile says never changes.
 */
export async function readTile(db: Kysely<DB>, tile: TileAddress): Promise<Buffer | undefined> {
  const size = await readLogSize(db, LOG_SEQUENCE);
  const level = tile.level === 'entries' ? 0 : tile.level;
  const from = tile.index * TILE_WIDTH;
  const to = from + tile.width;
  if (to > hashesAtLevel(size, level)) return undefined;
  if (tile.level === 'entries') {
    const entries = await findEntries(db, from, to);
    if (entries.length !== tile.width) throw new Error(`the log misses entries in [${from}, ${to})`);
    return Buffer.concat(
      entries.flatMap((row) => {
        const bytes = Buffer.from(row.entry, 'utf8');
        const length = Buffer.alloc(2);
        length.writeUInt16BE(bytes.length);
        return [length, bytes];
      }),
    );
  }
  const hashes = await findHashes(db, level, from, to);
  if (hashes.length !== tile.width) throw new Error(`the log misses hashes of level ${level} in [${from}, ${to})`);
  return Buffer.from(hashes.join(''), 'hex');
}
