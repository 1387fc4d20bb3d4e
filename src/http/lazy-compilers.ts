import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * A function compiled on its first call, not when it is declared. Fastify compiles every route's
 * response serialisers (fast-json-stringify) and validators (Ajv) as the routes are registered: some
 * 200 routes times their status codes took more than a second of every start, most of them for
 * routes a given process never answers (bench/startup/). Compiled on first use, each costs its
 * first request a few milliseconds instead.
 */
export function compiledOnFirstUse<Args extends unknown[], Result>(compile: () => (...args: Args) => Result): (...args: Args) => Result {
  let compiled: ((...args: Args) => Result) | undefined;
  return (...args) => {
    compiled ??= compile();
    return compiled(...args);
  };
}

/**
 * A serialiser builder for `schemaController.compilersFactory.buildSerializer` (Fastify's own by
 * default), each serialiser compiled when its route first answers with that status.
 */
export function serializersCompiledOnFirstUse(
  build: SerializerSelector.SerializerFactory = SerializerSelector(),
): SerializerSelector.SerializerFactory {
  return (externalSchemas, options) => {
    const compiler = build(externalSchemas, options);
    return (route) => compiledOnFirstUse(() => compiler(route));
  };
}
