import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

/** SQL text → statement name, for every query compiled by preparedQuery: a bounded set of shapes. */
const statementNames = new Map<string, string>();

/**
 * The name under which a connection may prepare this statement once and then only execute it, if
 * it is one preparedQuery compiled (PostgreSQL: see postgres.ts). Other SQL, whose text varies
 * (multi-row inserts, migrations), stays unnamed, so a connection holds a bounded set of plans.
 */
export function reusedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/**
 * A Kysely query built and compiled once per database handle, then run with new values. Building
 * and compiling the query tree costs more than running a primary-key lookup, and hot reads repeat
 * the same shape thousands of times a second. The SQL still comes from Kysely, so it is the same
 * query code on both dialects.
 *
 * `build` receives a marker for each named value; the compiled parameters that are markers are
 * replaced by the values on each run (every other parameter is a constant of the query).
 */
export function preparedQuery<Database, Row, Name extends string>(
  names: readonly Name[],
  build: (db: Kysely<Database>, value: Record<Name, string>) => Compilable<Row>,
): (db: Kysely<Database>, values: Record<Name, unknown>) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<Database>, { sql: string; parameters: readonly unknown[]; slots: (Name | undefined)[] }>();
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (compiled === undefined) {
      const markers = Object.fromEntries(names.map((name) => [name, `\u0000value:${name}\u0000`])) as Record<Name, string>;
      const byMarker = new Map<unknown, Name>(names.map((name) => [markers[name], name]));
      const query = build(db, markers).compile();
      compiled = { sql: query.sql, parameters: query.parameters, slots: query.parameters.map((p) => byMarker.get(p)) };
      compiledFor.set(db, compiled);
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `biopermit_${statementNames.size + 1}`);
    }
    const { sql, parameters, slots } = compiled;
    const bound = parameters.map((parameter, i) => {
      const slot = slots[i];
      return slot === undefined ? parameter : values[slot];
    });
    return (await db.executeQuery(CompiledQuery.raw(sql, bound))).rows as Row[];
  };
}

/** Values in one IN list of preparedInQuery, at most; longer lists are sent in several statements. */
export const MAX_IN_LIST = 64;

/**
 * A query over an IN list of values (`build` puts the values it is given in the list), prepared
 * like preparedQuery. A list is padded to the next power of two with its last value, so that any
 * number of values runs as one of seven statements (1, 2, 4 … 64 values), each compiled and planned
 * once, instead of a new statement for every length. Repeated values in an IN list change nothing.
 */
export function preparedInQuery<Database, Row>(
  build: (db: Kysely<Database>, values: readonly string[]) => Compilable<Row>,
): (db: Kysely<Database>, values: readonly unknown[]) => Promise<Row[]> {
  const bySize = new Map<number, { names: string[]; run: (db: Kysely<Database>, values: Record<string, unknown>) => Promise<Row[]> }>();
  const querySized = (size: number) => {
    let query = bySize.get(size);
    if (query === undefined) {
      const names = Array.from({ length: size }, (_, i) => `v${i}`);
      query = {
        names,
        run: preparedQuery<Database, Row, string>(names, (db, value) =>
          build(
            db,
            names.map((name) => value[name] as string),
          ),
        ),
      };
      bySize.set(size, query);
    }
    return query;
  };
  return async (db, values) => {
    const rows: Row[] = [];
    for (let start = 0; start < values.length; start += MAX_IN_LIST) {
      const slice = values.slice(start, start + MAX_IN_LIST);
      const { names, run } = querySized(2 ** Math.ceil(Math.log2(slice.length)));
      const bound: Record<string, unknown> = {};
      names.forEach((name, i) => {
        bound[name] = slice[Math.min(i, slice.length - 1)];
      });
      rows.push(...(await run(db, bound)));
    }
    return rows;
  };
}
