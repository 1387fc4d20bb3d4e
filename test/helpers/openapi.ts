// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON
type Json = any;

/**
 * The document with every `$ref` to a component schema replaced by the schema it names, so tests can
 * read shapes by path (`….schema.properties.status`) whatever the document names.
 */
export function inlineSchemas(document: Json): Json {
  const prefix = '#/components/schemas/';
  const inline = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const { $ref, ...rest } = value;
    const own = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inline(child)]));
    if (typeof $ref !== 'string' || !$ref.startsWith(prefix)) return $ref === undefined ? own : { $ref, ...own };
    return { ...inline(document.components.schemas[$ref.slice(prefix.length)]), ...own };
  };
  return { ...document, paths: inline(document.paths) };
}
