import type { ErrorObject } from 'ajv';

/**
 * A failed `anyOf` as one field error. Ajv reports the failure of every alternative besides the
 * anyOf itself ("commonName is required", "scientificName is required", "must match a schema in
 * anyOf"), which reads as if each were needed. The alternatives' own errors are dropped and the
 * anyOf error says what would do: "needs a commonName or a scientificName (not blank)".
 */
export function collapseAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const failed = errors.filter((error) => error.keyword === 'anyOf');
  if (failed.length === 0) return [...errors];
  // The schema path says which alternative; the instance path, which value (species 0 or 10 share a schema path).
  const inside = (error: ErrorObject, anyOf: ErrorObject) =>
    error !== anyOf &&
    error.schemaPath.startsWith(`${anyOf.schemaPath}/`) &&
    (error.instancePath === anyOf.instancePath || error.instancePath.startsWith(`${anyOf.instancePath}/`));
  const result: ErrorObject[] = [];
  for (const error of errors) {
    if (failed.some((anyOf) => inside(error, anyOf))) continue;
    if (error.keyword !== 'anyOf') {
      result.push(error);
      continue;
    }
    const names = alternativeNames(
      errors.filter((other) => inside(other, error)),
      error.schemaPath,
    );
    const message = names.length > 1 ? `needs ${names.map((name) => `a ${name}`).join(' or ')} (not blank)` : error.message;
    result.push({ ...error, message });
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
