import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { DatabaseConnection, Dialect, Driver } from 'kysely';
import { activeTracer } from './tracing.js';

/**
 * A CLIENT span per statement sent to the database, a child of whatever span is active (the
 * request's, the commit's). Made here rather than by an instrumentation of the driver: the service
 * runs from an esbuild bundle in which pg and better-sqlite3 are inlined, and patching finds nothing
 * there. Made at the connection, not in a Kysely plugin: the hot reads run precompiled statements
 * (src/db/prepared-query.ts) that no plugin sees, and BEGIN and COMMIT pass no plugin either.
 *
 * Only the operation and the first table the statement names are recorded, never its parameters
 * (personal data) nor its text. With tracing off (the dialect is opened untouched) this costs nothing.
 */

export type DatabaseSystemName = 'sqlite' | 'postgresql';

const OPERATION = /^\s*([A-Za-z]+)/;
const TABLE = /\b(?:from|into|update|join)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i;

export function describeStatement(sqlText: string): { operation: string; table: string | undefined } {
  return { operation: OPERATION.exec(sqlText)?.[1]?.toUpperCase() ?? 'SQL', table: TABLE.exec(sqlText)?.[1] };
}

const TRACED = Symbol('biopermit.traced-connection');

function traceConnection(connection: DatabaseConnection, system: DatabaseSystemName): DatabaseConnection {
  const marked = connection as DatabaseConnection & { [TRACED]?: true };
  if (marked[TRACED]) return connection;
  marked[TRACED] = true;
  const execute = connection.executeQuery.bind(connection);
  // The driver's own object, patched once: its driver still recognises it in beginTransaction and the rest.
  marked.executeQuery = async (query) => {
    const tracer = activeTracer();
    if (tracer === undefined) return execute(query);
    const { operation, table } = describeStatement(query.sql);
    const span = tracer.startSpan(table === undefined ? operation : `${operation} ${table}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': system,
        'db.operation.name': operation,
        ...(table === undefined ? {} : { 'db.collection.name': table }),
      },
    });
    try {
      return await execute(query);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { code?: string }).code ?? 'error' });
      throw error;
    } finally {
      span.end();
    }
  };
  return connection;
}

/** The dialect whose connections make query spans while tracing is on; the dialect itself, untouched, when it is off. */
export function tracedDialect<D extends Dialect>(dialect: D, system: DatabaseSystemName): D {
  if (activeTracer() === undefined) return dialect;
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = (): Driver => {
    const driver = createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => traceConnection(await acquire(), system);
    return driver;
  };
  return dialect;
}
