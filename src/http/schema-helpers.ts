import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';

/**
 * Small builders shared by every schema file. Nullable values use JSON Schema 2020-12's type
 * arrays (`["string", "null"]`), which OpenAPI 3.1 takes as is and which give one clear validation
 * message instead of the three an anyOf would.
 */

export function nullable<T extends TSchema>(schema: T, extra: Record<string, unknown> = {}): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, ...extra, type: [type, 'null'] });
}

/**
 * Text that is not blank: one character that is not white space. The schema says it with this
 * pattern and the code tests it with the same (`isNonBlank`), so both draw the line alike; ECMAScript's
 * `\\s` is exactly what `String.prototype.trim` removes.
 */
export const NON_BLANK_PATTERN = '\\S';
const NON_BLANK = new RegExp(NON_BLANK_PATTERN, 'u');

export function isNonBlank(value: unknown): value is string {
  return typeof value === 'string' && NON_BLANK.test(value);
}

/** Required text: at least one non-space character, at most `max`. */
export function requiredText(max: number, description: string, extra: Record<string, unknown> = {}) {
  return Type.String({ minLength: 1, maxLength: max, pattern: NON_BLANK_PATTERN, description, ...extra });
}

/** Optional text a client may also send as null; null and absent mean the same. */
export function optionalText(max: number, description: string, extra: Record<string, unknown> = {}) {
  return Type.Optional(nullable(Type.String({ maxLength: max }), { description, ...extra }));
}

export const Uuid = Type.String({ format: 'uuid' });
export const DateTime = Type.String({ format: 'date-time' });
export const NullableString = nullable(Type.String());

/**
 * A `$ref` to a shared schema (one a plugin adds with `addSchema`, under its `$id`), typed as the value
 * the schema validates, so the TypeBox type provider types `request.body` and `request.query` from it
 * (a bare `Type.Ref` is `unknown` to it). The document and the validation see the same `$ref`. A schema
 * that holds refs of its own names its type (`refTo<StaffUserCreate>(…)`): TypeBox cannot follow those.
 */
export function refTo<T = never, S extends TSchema = TSchema>(schema: S): TUnsafe<[T] extends [never] ? Static<S> : T> {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('refTo: the schema has no $id (add one and addSchema it)');
  return Type.Unsafe<[T] extends [never] ? Static<S> : T>(Type.Ref(id));
}

/**
 * The schema as it is, typed as `T`: for a route schema that holds refs of its own (`Type.Ref('Role')`),
 * which TypeBox cannot follow, so the type provider still types the request from the route's schema.
 */
export function typedAs<T>(schema: TSchema): TUnsafe<T> {
  return Type.Unsafe<T>(schema);
}

/**
 * A request body declared per media type (`{ content: { [type]: { schema } } }`: Fastify validates it by
 * the request's Content-Type, the document lists each type), typed as the value `schema` validates: the
 * type provider reads only a schema given whole, and would leave such a body `unknown`.
 */
export function bodyPerMediaType<S extends TSchema>(mediaTypes: readonly string[], schema: S): TUnsafe<Static<S>> {
  return Type.Unsafe<Static<S>>({ content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) });
}
