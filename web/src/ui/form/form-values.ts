/**
 * The values of a form that sends a request body of the API, typed from the body as generated
 * (web/src/api/schema.d.ts): one value per member of the body, optional ones included, named as the
 * body names them, so the service's field pointers (`/summary`) land on their fields and a member the
 * service adds or renames fails the build where the form lists its values. Each value is what its
 * input holds: text for a string (a date or an instant as typed), the body's own values for a closed
 * list, a number or the text being typed for a number, a tick for a boolean.
 */
export type FormValuesOf<Body> = { [Member in keyof Body]-?: InputValue<NonNullable<Body[Member]>> };

type InputValue<Value> = Value extends boolean ? boolean : Value extends number ? number | string : Value extends string ? Value : never;

/** The trimmed text, or nothing when it is blank: an optional member left out of the body. */
export function filledIn(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}
