import type { ErrorObject } from 'ajv';

/**
 * A failed `anyOf` as one field error. Ajv reports the failure of every alternative besides the
 * anyOf itself ("commonName is required", "scientificName is required", "must match a schema in
 * anyOf"), which reads as if each were needed. The alternatives' own errors are dropped and the
 * anyOf error says what would do: "needs a commonName or a scientificName (not blank)".
 */
export function collapseAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  // The schema path says which alternative; the instance path, which value (species 0 or 10 share a schema path).
  const inside = (error: ErrorObject, anyOf: ErrorObject) =>
    error !== anyOf &&
    error.schemaPath.startsWith(`${anyOf.schemaPath}/`) &&
    (error.instancePath === anyOf.instancePath || error.instancePath.startsWith(`${anyOf.instancePath}/`));
  // Only alternatives about properties (one requires commonName, the other scientificName); others, such as a
  // union of literals, are left as Ajv reports them.
  // Errors by each ancestor-or-self of their instance path, so that an anyOf finds its branches' errors
  // among those under its own value only: a hostile body has tens of thousands of anyOfs and errors,
  // and comparing every anyOf with every error blocked the event loop for minutes.
  const byAncestor = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    for (const path of ancestorsOf(error.instancePath)) appendTo(byAncestor, path, error);
  }
  const collapsed = new Map<ErrorObject, string[]>();
  const collapsedAt = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    if (error.keyword !== 'anyOf') continue;
    const names = alternativeNames(
      (byAncestor.get(error.instancePath) ?? []).filter((other) => inside(other, error)),
      error.schemaPath,
    );
    if (names.length <= 1) continue;
    collapsed.set(error, names);
    appendTo(collapsedAt, error.instancePath, error);
  }
  if (collapsed.size === 0) return [...errors];
  const kept = errors.filter(
    (error) => !ancestorsOf(error.instancePath).some((path) => (collapsedAt.get(path) ?? []).some((anyOf) => inside(error, anyOf))),
  );
  // A value with an error of its own inside (`commonName: 1` is not a string) needs no "needs a commonName
  // or a scientificName" besides: the field's own error says what to fix.
  const withInnerErrors = new Set<string>();
  for (const error of kept)
    if (!collapsed.has(error)) for (const path of ancestorsOf(error.instancePath).slice(1)) withInnerErrors.add(path);
  const result: ErrorObject[] = [];
  for (const error of kept) {
    const names = collapsed.get(error);
    if (names === undefined) result.push(error);
    else if (!withInnerErrors.has(error.instancePath)) {
      result.push({ ...error, message: `needs ${names.map((name) => `a ${name}`).join(' or ')} (not blank)` });
    }
  }
  return result;
}

/** `/a/b/c` → `/a/b/c`, `/a/b`, `/a`, `` (the value itself, then each value it is inside). */
function ancestorsOf(instancePath: string): string[] {
  const paths = [instancePath];
  for (let end = instancePath.lastIndexOf('/'); end >= 0; end = instancePath.lastIndexOf('/', end - 1)) {
    paths.push(instancePath.slice(0, end));
    if (end === 0) break;
  }
  return paths;
}

/** The property each alternative is about: the one it requires, or the one whose value fails it. */
function alternativeNames(branchErrors: readonly ErrorObject[], anyOfPath: string): string[] {
  const byBranch = new Map<string, string>();
  for (const error of branchErrors) {
    const [branch, ...rest] = error.schemaPath.slice(anyOfPath.length + 1).split('/');
    if (branch === undefined || byBranch.has(branch)) continue;
    const name = error.keyword === 'required' ? String(error.params.missingProperty) : rest[0] === 'properties' ? rest[1] : undefined;
    if (name !== undefined) byBranch.set(branch, name);
  }
  return [...new Set(byBranch.values())];
}

function appendTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
