import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a PSGC code names. */
export type PsgcKind = 'region' | 'province' | 'city_or_municipality' | 'submunicipality' | 'barangay';

export interface PsgcEntry {
  readonly code: string;
  readonly kind: PsgcKind;
  /** The code above it (null for a region): a province's region, a city's province (NCR's: the region), a barangay's city. */
  readonly parent: string | null;
  readonly name: string;
  /** Other names (regions: "CALABARZON", "NCR", "Metro Manila"…). */
  readonly aliases: readonly string[];
}

export interface PsgcTable {
  readonly entries: readonly PsgcEntry[];
  readonly byCode: ReadonlyMap<string, PsgcEntry>;
  readonly children: ReadonlyMap<string | null, readonly PsgcEntry[]>;
}

const TABLE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'psgc.table.tsv');

let loaded: PsgcTable | undefined;

/** The PSGC table kept in the repository, read once (about 44,000 rows, some 30 ms). */
export function psgcTable(): PsgcTable {
  if (loaded !== undefined) return loaded;
  const entries: PsgcEntry[] = [];
  const byCode = new Map<string, PsgcEntry>();
  const children = new Map<string | null, PsgcEntry[]>();
  for (const line of fs.readFileSync(TABLE_FILE, 'utf8').split('\n')) {
    if (line === '') continue;
    const [code, kind, parent, name, aliases] = line.split('\t') as [string, PsgcKind, string, string, string | undefined];
    const entry: PsgcEntry = {
      code,
      kind,
      parent: parent === '' ? null : parent,
      name,
      aliases: aliases === undefined || aliases === '' ? [] : [...new Set(aliases.split('|'))],
    };
    entries.push(entry);
    byCode.set(code, entry);
    const siblings = children.get(entry.parent);
    if (siblings === undefined) children.set(entry.parent, [entry]);
    else siblings.push(entry);
  }
  loaded = { entries, byCode, children };
  return loaded;
}

/** The region of any code: its first two digits. */
export const regionCodeOf = (code: string): string => `${code.slice(0, 2)}00000000`;

/** The PSGC name of a code; null for no code, or one the table does not hold (a location coded from another release). */
export function psgcNameOf(code: string | null): string | null {
  return code === null ? null : (psgcTable().byCode.get(code)?.name ?? null);
}
