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
  const collapsed = new Map<ErrorObject, string[]>();
  for (const error of errors) {
    if (error.keyword !== 'anyOf') continue;
    const names = alternativeNames(
      errors.filter((other) => inside(other, error)),
      error.schemaPath,
    );
    if (names.length > 1) collapsed.set(error, names);
  }
  if (collapsed.size === 0) return [...errors];
  const result: ErrorObject[] = [];
  for (const error of errors) {
    if ([...collapsed.keys()].some((anyOf) => inside(error, anyOf))) continue;
    const names = collapsed.get(error);
    result.push(names === undefined ? error : { ...error, message: `needs ${names.map((name) => `a ${name}`).join(' or ')} (not blank)` });
  }
  return result;
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
