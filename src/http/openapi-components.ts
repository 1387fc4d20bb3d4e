import { isDeepStrictEqual } from 'node:util';
import type { TSchema } from 'typebox';

/**
 * Named schemas for the OpenAPI document. Route schemas stay whole, self-contained TypeBox objects
 * (they are what Ajv validates and what serialises responses); a schema marked with `component()`
 * is lifted into `components.schemas` under its name when the document is built, and every place
 * it appears becomes a `$ref`. Generated clients then have types with these names, and a schema
 * used twice (the submission under both media types) is one schema in the document.
 */

const COMPONENT = 'x-component-name';
const HEADER = 'x-header-component';

export function component<T extends TSchema>(name: string, schema: T): T {
  return { ...schema, ...named(name) } as T;
}

/** The same mark as schema options: `Type.Object({...}, { ...named('Notice'), description })`. */
export function named(name: string): Record<string, string> {
  return { [COMPONENT]: name };
}

/**
 * A response header that refers to `components.headers[name]`. Fastify's OpenAPI plugin copies
 * response headers into a schema, which cannot say `required`; the document's finishing pass
 * replaces the copy with a `$ref` to the full header object.
 */
export function headerRef(name: string): Record<string, unknown> {
  return { type: 'string', [HEADER]: name };
}

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON
type Json = any;

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutDescription(schema: Record<string, Json>): Record<string, Json> {
  const { description: _description, ...rest } = schema;
  return rest;
}

/** Children first, so that a component holding components refers to them too. */
function lift(value: Json, schemas: Record<string, Json>): Json {
  if (Array.isArray(value)) return value.map((item) => lift(item, schemas));
  if (!isObject(value)) return value;
  const lifted: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) lifted[key] = lift(child, schemas);
  const name = lifted[COMPONENT];
  if (typeof name !== 'string') return lifted;
  delete lifted[COMPONENT];
  const ref = `#/components/schemas/${name}`;
  const known = schemas[name];
  if (known === undefined) {
    schemas[name] = lifted;
    return { $ref: ref };
  }
  // The same schema may be used with its own description (e.g. a field that explains it).
  if (!isDeepStrictEqual(withoutDescription(known), withoutDescription(lifted))) {
    throw new Error(`Two different schemas are named ${name}: give one of them another name`);
  }
  return lifted.description === known.description || lifted.description === undefined
    ? { $ref: ref }
    : { $ref: ref, description: lifted.description };
}

function referHeaders(value: Json): void {
  if (Array.isArray(value)) {
    for (const item of value) referHeaders(item);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const name = isObject(child) && isObject(child.schema) ? child.schema[HEADER] : undefined;
    if (key !== 'schema' && typeof name === 'string') value[key] = { $ref: `#/components/headers/${name}` };
    else referHeaders(child);
  }
}

/**
 * The last pass over the document: named schemas become components, marked headers become
 * references, and every response names the X-Request-Id header it carries.
 */
export function finishDocument(document: Json): Json {
  const schemas: Record<string, Json> = { ...document.components?.schemas };
  const paths = lift(document.paths ?? {}, schemas);
  referHeaders(paths);
  for (const operations of Object.values<Json>(paths)) {
    for (const operation of Object.values<Json>(operations)) {
      for (const response of Object.values<Json>(operation.responses ?? {})) {
        response.headers = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' }, ...response.headers };
        describeBinaryContent(response);
      }
    }
  }
  addDiscriminatorMappings(paths, schemas);
  // A union with a name (the `Event`) is a component: its mapping goes there.
  addDiscriminatorMappings(schemas, schemas);
  exemplifyIdentifierParameters(paths);
  const sortedSchemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, paths, components: { ...document.components, schemas: sortedSchemas } };
}

/**
 * A file in a response (a PDF, a ZIP, an uploaded scan) is raw bytes: OpenAPI 3.1 describes that with a
 * media type and no schema (`application/pdf: {}`; `format: binary` is 3.0's way, and a JSON Schema
 * `type: string` is a claim about a JSON value that tools check the bytes against). The routes keep
 * `format: binary` for Fastify; the document says it the 3.1 way.
 */
function describeBinaryContent(response: Json): void {
  for (const media of Object.values<Json>(response.content ?? {})) {
    if (isObject(media) && isObject(media.schema) && media.schema.type === 'string' && media.schema.format === 'binary') {
      delete media.schema;
    }
  }
}

/**
 * A tagged union (`oneOf` with a `discriminator`, e.g. the workflow's action bodies) is written
 * without `mapping`, which Ajv does not take; the document gets it here, from each alternative's
 * `const` tag, so that clients map `"action": "accept"` to the `AcceptAction` schema.
 */
function addDiscriminatorMappings(value: Json, schemas: Record<string, Json>): void {
  if (Array.isArray(value)) {
    for (const item of value) addDiscriminatorMappings(item, schemas);
    return;
  }
  if (!isObject(value)) return;
  const discriminator = value.discriminator;
  if (isObject(discriminator) && Array.isArray(value.oneOf) && discriminator.mapping === undefined) {
    const mapping: Record<string, string> = {};
    for (const alternative of value.oneOf) {
      const ref = isObject(alternative) ? alternative.$ref : undefined;
      const name = typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
      const property = name === undefined ? undefined : schemas[name]?.properties?.[discriminator.propertyName];
      // The tag is a `const`, or (as TypeBox writes a literal in some versions) a one-value `enum`.
      const tag = property?.const ?? (Array.isArray(property?.enum) && property.enum.length === 1 ? property.enum[0] : undefined);
      if (typeof ref === 'string' && typeof tag === 'string') mapping[tag] = ref;
    }
    value.discriminator = { ...discriminator, mapping };
  }
  for (const child of Object.values(value)) addDiscriminatorMappings(child, schemas);
}

/** The example of a path parameter that is an identifier or a date and names none of its own. */
const IDENTIFIER_EXAMPLES: Readonly<Record<string, string>> = {
  uuid: '0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d',
  date: '2026-06-12',
};

/**
 * Every path parameter carries an example (tools fill requests from them: a Postman collection
 * made without one gets a random value, new at each generation). Uuids and dates are examples by
 * their format alone; any other parameter must name its own (test/http/openapi-document.test.ts).
 */
function exemplifyIdentifierParameters(paths: Json): void {
  for (const operations of Object.values<Json>(paths)) {
    for (const operation of Object.values<Json>(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' || parameter.example !== undefined || parameter.schema?.examples !== undefined) continue;
        const example = IDENTIFIER_EXAMPLES[parameter.schema?.format ?? ''];
        if (example !== undefined) parameter.example = example;
      }
    }
  }
}
