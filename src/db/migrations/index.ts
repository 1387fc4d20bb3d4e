import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as renderingsInRow from './0002-renderings-in-row.js';
import * as renderingsLz4 from './0003-renderings-lz4.js';
import * as blobs from './0008-blobs.js';

/** Every migration, in order. Names are permanent: they are recorded in kysely_migration. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-renderings-in-row': renderingsInRow,
  '0003-renderings-lz4': renderingsLz4,
  '0008-blobs': blobs,
};
