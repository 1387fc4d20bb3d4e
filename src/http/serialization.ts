import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

const defaultFactory: SerializerFactory = SerializerSelector();

/** Serializers by the shared schemas and options they were built with, then by response schema. */
const byObject = new WeakMap<object, Map<string, Serializer>>();
const byJson = new Map<string, Serializer>();

/**
 * Fastify's own response serializers (fast-json-stringify, as its default compiler builds them),
 * built once per response schema in a process instead of once per app: a build compiles some three
 * hundred of them, most of the time it takes to build the app. A serializer is a pure function of
 * its schema, the shared schemas it may reference and the options, so it is kept under all three;
 * a schema is looked up by the object first (route schemas are module constants) and by its JSON
 * when a plugin made a new but equal one. The server builds one app and gains nothing; a test
 * process builds dozens.
 */
export const cachedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultFactory(externalSchemas, options);
  const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
  return (route) => {
    const schema = route.schema as object;
    let ofSchema = byObject.get(schema);
    if (ofSchema === undefined) {
      ofSchema = new Map();
      byObject.set(schema, ofSchema);
    }
    let serializer = ofSchema.get(context);
    if (serializer !== undefined) return serializer;
    const key = `${context}\n${JSON.stringify(schema)}`;
    serializer = byJson.get(key);
    if (serializer === undefined) {
      serializer = compile(route);
      byJson.set(key, serializer);
    }
    ofSchema.set(context, serializer);
    return serializer;
  };
};
