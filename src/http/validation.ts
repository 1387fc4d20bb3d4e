import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { collapseAlternatives } from './alternatives.js';
import { isRepresentableDateTime } from './date-time.js';
import { type AppError, type FieldError, MAX_REPORTED_ERRORS, validationError } from './errors.js';

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export function newAjv(coerceTypes: boolean): Ajv {
  // removeAdditional off: an unknown field is reported, never silently dropped.
  // discriminator: a union tagged by a property (the workflow's action bodies) is checked against the
  // one alternative its tag names, so errors name that alternative's fields, not every alternative's.
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false, discriminator: true });
  addFormats(ajv);
  // One date-time for bodies and parameters: RFC 3339, and representable (no leap second).
  ajv.addFormat('date-time', { type: 'string', validate: isRepresentableDateTime });
  return ajv;
}

/** The few JSON Schema keywords the bounds walk reads. */
interface BoundedSchema {
  readonly properties?: Readonly<Record<string, BoundedSchema>>;
  readonly additionalProperties?: unknown;
  readonly items?: unknown;
  readonly maxItems?: number;
}

interface BoundsWalk {
  readonly errors: FieldError[];
  /** Every problem found, also those past the ones kept. */
  found: number;
  overLongArray: boolean;
}

function report(walk: BoundsWalk, pointer: string, detail: string): void {
  walk.found++;
  if (walk.errors.length < MAX_REPORTED_ERRORS) walk.errors.push({ pointer, detail });
}

/**
 * Arrays past their maxItems and unknown fields, found without walking what lies under them. Ajv
 * with allErrors walks every item of a 50,000-item array and reports every one of 60,000 unknown
 * keys (a second of event loop and a 20 MB answer for a 150 kB body); this walk reads only what
 * the schema bounds, so it costs no more than a valid body's walk.
 */
function walkBounds(schema: BoundedSchema, value: unknown, pointer: string, walk: BoundsWalk): void {
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
      walk.overLongArray = true;
      report(walk, pointer, `must have at most ${schema.maxItems} items (it has ${value.length})`);
      return;
    }
    const items = schema.items;
    if (items === null || typeof items !== 'object' || Array.isArray(items)) return;
    for (let i = 0; i < value.length; i++) walkBounds(items as BoundedSchema, value[i], `${pointer}/${i}`, walk);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const properties = schema.properties ?? {};
  const closed = schema.additionalProperties === false;
  for (const key of Object.keys(value)) {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (property !== undefined) walkBounds(property, (value as Record<string, unknown>)[key], `${pointer}/${escapeToken(key)}`, walk);
    else if (closed) report(walk, `${pointer}/${escapeToken(key)}`, 'is not a known field');
  }
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The walk's verdict: a 400 when an array is past its bound or unknown fields are past the report limit. */
function boundsError(schema: BoundedSchema, value: unknown): AppError | undefined {
  const walk: BoundsWalk = { errors: [], found: 0, overLongArray: false };
  walkBounds(schema, value, '', walk);
  if (!walk.overLongArray && walk.found <= MAX_REPORTED_ERRORS) return undefined;
  return validationError(walk.errors, walk.found > walk.errors.length ? limitMessage(walk.found, walk.errors.length) : undefined);
}

function limitMessage(found: number, listed: number): string {
  return `${found} fields are not valid; the first ${listed} are listed, ${found - listed} more are not`;
}

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * Fastify takes an Error in `errors` as the validation failure itself: the capped problem is built
 * here, once, rather than from Ajv's whole list in the error handler.
 */
function guardedValidator(compile: () => ValidateFunction, schema: BoundedSchema, httpPart: HttpPart) {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    const early = httpPart === 'body' ? boundsError(schema, data) : undefined;
    if (early !== undefined) {
      validate.errors = early;
      return false;
    }
    compiled ??= compile();
    if (compiled(data)) return true;
    validate.errors = validationError(toFieldErrors(compiled.errors ?? [], httpPart));
    return false;
  };
  validate.errors = undefined as AppError | undefined;
  return validate;
}

/**
 * Bodies are validated as sent (a number is not a string); query and path parameters arrive as
 * text and are coerced to the types their schemas declare.
 *
 * `schemas`: shared schemas (with an `$id`) that route schemas reference by `$ref`. A plugin that
 * names its schemas (so they become OpenAPI components) adds them with `addSchema` and calls this
 * again on its own instance with them: Fastify gives a plugin that adds schemas its default
 * validator otherwise, which drops unknown fields instead of refusing them.
 */
export function installValidators(app: FastifyInstance, schemas: readonly object[] = []): void {
  const compilers = sharedCompilers(schemas);
  app.setValidatorCompiler(({ schema, httpPart, contentType }) => {
    // A multipart body is a stream when validation runs: its fields are checked by the upload
    // pipeline (src/uploads/) with this same schema, as the parts arrive; here it only documents them.
    if (contentType === 'multipart/form-data') return (() => true) as never;
    const part = (httpPart ?? 'body') as HttpPart;
    const compile = () => (part === 'body' ? compilers.body : compilers.parameters).compile(schema as object);
    // Fastify's type wants Ajv's signature; the function keeps it (boolean result, `errors` beside it).
    return guardedValidator(compile, schema as BoundedSchema, part) as never;
  });
}

/**
 * A union tagged by a property (`discriminator`, the workflow's action bodies) is an object, but Ajv
 * checks the tag only when the value is one: `null`, a number or an array passed such a schema, and
 * the handler then failed on it (a 500 for a `null` action body, issue 31). The schema as compiled
 * says `type: "object"` beside each discriminator that says no type; the declared schema (and the
 * OpenAPI document) is left as it is.
 */
export function taggedUnionsAsObjects<T>(schema: T): T {
  if (Array.isArray(schema)) {
    const items = schema.map(taggedUnionsAsObjects);
    return (items.some((item, i) => item !== schema[i]) ? items : schema) as T;
  }
  if (schema === null || typeof schema !== 'object') return schema;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    const walked = taggedUnionsAsObjects(value);
    if (walked !== value) changed = true;
    copy[key] = walked;
  }
  const discriminator = copy.discriminator as { propertyName?: unknown } | undefined;
  if (typeof discriminator?.propertyName === 'string' && !('type' in copy)) {
    copy.type = 'object';
    changed = true;
  }
  return (changed ? copy : schema) as T;
}

/**
 * One part's compiler: Ajv's functions, kept per schema for every app the process builds. The Ajv
 * instance itself is made on the first compile (the first request a route validates): making it
 * adds the shared schemas, which compiles Ajv's meta-schema, a tenth of a second every start paid
 * before readiness (bench/startup/).
 */
class CachedCompiler {
  private readonly byObject = new WeakMap<object, ValidateFunction>();
  private readonly byJson = new Map<string, ValidateFunction>();
  private ajv: Ajv | undefined;

  constructor(
    private readonly coerceTypes: boolean,
    private readonly schemas: readonly object[],
  ) {}

  private static ajvWith(coerceTypes: boolean, schemas: readonly object[]): Ajv {
    const ajv = newAjv(coerceTypes);
    for (const schema of schemas) ajv.addSchema(taggedUnionsAsObjects(schema));
    return ajv;
  }

  compile(declared: object): ValidateFunction {
    const known = this.byObject.get(declared);
    if (known !== undefined) return known;
    const schema = taggedUnionsAsObjects(declared);
    const json = JSON.stringify(schema);
    let compiled = this.byJson.get(json);
    if (compiled === undefined) {
      try {
        this.ajv ??= CachedCompiler.ajvWith(this.coerceTypes, this.schemas);
        compiled = this.ajv.compile(schema);
      } catch (error) {
        // A schema with an $id that an earlier, different schema already took in this Ajv: an Ajv of
        // its own, as each app had one before (taking the $id over from now on).
        if (!(error instanceof Error && error.message.includes('already exists'))) throw error;
        this.ajv = CachedCompiler.ajvWith(this.coerceTypes, this.schemas);
        compiled = this.ajv.compile(schema);
      }
      this.byJson.set(json, compiled);
    }
    this.byObject.set(declared, compiled);
    return compiled;
  }
}

interface Compilers {
  readonly schemas: readonly object[];
  readonly body: CachedCompiler;
  readonly parameters: CachedCompiler;
}

const compilersBySchemas: Compilers[] = [];

/**
 * Compiling the routes' validators is a good part of building an app, and the tests build many
 * apps in one process: each set of shared schemas (the same objects, module constants) keeps its
 * two Ajv instances and their compiled functions. A compiled function depends only on its schema,
 * the shared schemas and the options; the per-request state (`errors`) is set and read at once.
 */
function sharedCompilers(schemas: readonly object[]): Compilers {
  const found = compilersBySchemas.find((c) => c.schemas.length === schemas.length && c.schemas.every((s, i) => s === schemas[i]));
  if (found !== undefined) return found;
  const created = { schemas: [...schemas], body: new CachedCompiler(false, schemas), parameters: new CachedCompiler(true, schemas) };
  compilersBySchemas.push(created);
  return created;
}

const FORMAT_HINTS: Record<string, string> = {
  'date-time':
    'must be an ISO 8601 date-time with a time zone, e.g. 2026-12-01T00:00:00Z, that the service can represent (no leap second :60)',
  email: 'must be an email address',
  uuid: 'must be a uuid',
};

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'format':
      return FORMAT_HINTS[String(error.params.format)] ?? `must be a ${String(error.params.format)}`;
    case 'pattern':
      return error.params.pattern === '\\S' ? 'must not be blank' : `must match ${String(error.params.pattern)}`;
    case 'discriminator':
      if (error.params.tagValue === undefined) return 'is required';
      return error.params.error === 'mapping' ? 'is not one of the values allowed' : 'must be a string';
    case 'minItems':
      return `must have at least ${String(error.params.limit)} item(s)`;
    case 'maxItems':
      return `must have at most ${String(error.params.limit)} items`;
    case 'minLength':
      return Number(error.params.limit) === 1 ? 'must not be empty' : `must be at least ${String(error.params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(error.params.limit)} characters`;
    case 'type':
      return `must be ${Array.isArray(error.params.type) ? error.params.type.join(' or ') : String(error.params.type)}`;
    default:
      return error.message ?? 'is not valid';
  }
}

const CONST_ALTERNATIVE = /^(.*\/anyOf)\/\d+\/const$/;

/**
 * A closed vocabulary is a union of literals (anyOf of consts): Ajv reports each literal the value is
 * not, then the anyOf. They are told as one error that names the values allowed.
 */
function allowedValuesByUnion(errors: readonly ErrorObject[]): Map<string, unknown[]> {
  const byUnion = new Map<string, unknown[]>();
  for (const error of errors) {
    const union = error.keyword === 'const' ? CONST_ALTERNATIVE.exec(error.schemaPath)?.[1] : undefined;
    if (union === undefined) continue;
    const values = byUnion.get(union);
    if (values === undefined) byUnion.set(union, [error.params.allowedValue]);
    else values.push(error.params.allowedValue);
  }
  return byUnion;
}

/** Ajv's errors as problem-details field errors: a pointer (body) or a parameter name, and why. */
export function toFieldErrors(errors: readonly ErrorObject[], context: string | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  const unions = allowedValuesByUnion(errors);
  for (const error of collapseAlternatives(errors)) {
    if (error.keyword === 'const' && unions.has(CONST_ALTERNATIVE.exec(error.schemaPath)?.[1] ?? '')) continue;
    let pointer = error.instancePath;
    if (error.keyword === 'required') pointer += `/${String(error.params.missingProperty)}`;
    if (error.keyword === 'additionalProperties') pointer += `/${String(error.params.additionalProperty)}`;
    if (error.keyword === 'discriminator') pointer += `/${String(error.params.tag)}`;
    const allowed = error.keyword === 'anyOf' ? unions.get(error.schemaPath) : undefined;
    const detail = allowed === undefined ? describe(error) : `must be one of: ${allowed.join(', ')}`;
    const key = `${pointer} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(context === 'body' ? { pointer, detail } : { parameter: pointer.replace(/^\//, '') || String(context), detail });
  }
  return result;
}
