/**
 * A multipart body for openapi-fetch. openapi-typescript types a `multipart/form-data` body as an
 * object of strings (the file a `binary` string), or not at all when the route leaves it undeclared;
 * openapi-fetch sends a FormData as it is, and the browser writes the boundary. The parts' names are
 * the route's (its schema validates them and names any wrong one in the problem).
 */
export function multipartBody(parts: Record<string, string | Blob | undefined>): never {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) if (value !== undefined) form.append(name, value);
  return form as never;
}
