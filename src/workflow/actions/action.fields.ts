import { type TProperties, Type } from 'typebox';
import { requiredText } from '../../http/schema-helpers.js';

/** Fields several actions share, with the same bounds and descriptions everywhere. */

export const TEXT_MAX = 10_000;

/** The notice's text, replacing the template of its type (and itself a template: docs/WORKFLOW.md). */
export const message = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: TEXT_MAX,
    pattern: '\\S',
    description: 'The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}.',
  }),
);

export const reasons = (description: string) => requiredText(TEXT_MAX, description);
export const text = (description: string) => requiredText(TEXT_MAX, description);
export const optionalText = (description: string) => Type.Optional(requiredText(TEXT_MAX, description));

/** A closed object of fields. */
export function fields<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/** A Manila calendar date. */
export const date = (description: string) => Type.String({ format: 'date', description });
