import { expect } from 'vitest';
import { Event } from '../../src/events/event.types.js';
import { newAjv, taggedUnionsAsObjects } from '../../src/http/validation.js';

/**
 * The event union (src/events/event.types.ts) compiled by the service's own Ajv, which reads the
 * `discriminator`: an event is checked against its own type's schema, and an error names that type's
 * field that is wrong.
 */
const validate = newAjv(false).compile(taggedUnionsAsObjects(Event));

/** Fails with Ajv's errors when `event` is not one of the events the OpenAPI document describes. */
export function expectValidEvent(event: unknown): void {
  const valid = validate(event);
  expect(valid, `${JSON.stringify(event)}\n${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
}
