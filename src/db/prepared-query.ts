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
