import { humanizeFieldPath } from '../../ui/problem/problem-words';

/**
 * A setting's JSON Schema read as form fields (issue 31: settings were keys and JSON): each property
 * of an object (or the value itself) becomes a field with a label (its title, else its name in words)
 * and its description as help. What a field cannot hold (a list of records, a table by type) stays
 * JSON, in that field only.
 */
type Schema = Readonly<Record<string, unknown>>;

export type FieldKind = 'text' | 'long-text' | 'number' | 'switch' | 'choice' | 'lines' | 'json';

export interface SchemaField {
  /** The property's name; '' for a setting whose value is the field itself. */
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  readonly kind: FieldKind;
  readonly nullable: boolean;
  readonly required: boolean;
  readonly integer: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly choices?: readonly string[];
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The non-null alternative of `anyOf: [X, null]`, and whether null is allowed. */
function unwrapNullable(schema: Schema): { schema: Schema; nullable: boolean } {
  const options = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]).filter(isObject) : undefined;
  if (options === undefined) return { schema, nullable: false };
  const others = options.filter((option) => option.type !== 'null');
  if (others.length === 1 && others.length < options.length) {
    return { schema: { ...(others[0] as Schema), description: schema.description ?? others[0]?.description }, nullable: true };
  }
  return { schema, nullable: false };
}

function choicesOf(schema: Schema): string[] | undefined {
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) return schema.enum as string[];
  const options = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]) : undefined;
  if (options?.every((option) => isObject(option) && typeof option.const === 'string')) {
    return options.map((option) => (option as Schema).const as string);
  }
  return undefined;
}

function kindOf(schema: Schema): FieldKind {
  if (choicesOf(schema)) return 'choice';
  if (schema.type === 'string') return typeof schema.maxLength === 'number' && schema.maxLength > 200 ? 'long-text' : 'text';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'switch';
  if (schema.type === 'array' && isObject(schema.items) && schema.items.type === 'string') return 'lines';
  return 'json';
}

function fieldOf(name: string, raw: Schema, required: boolean): SchemaField {
  const { schema, nullable } = unwrapNullable(raw);
  const description = typeof raw.description === 'string' ? raw.description : (schema.description as string | undefined);
  const choices = choicesOf(schema);
  return {
    name,
    label: typeof raw.title === 'string' ? raw.title : name === '' ? 'Value' : humanizeFieldPath(name),
    ...(description ? { description: description.split('\n')[0] } : {}),
    kind: kindOf(schema),
    nullable,
    required,
    integer: schema.type === 'integer',
    ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
    ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
    ...(choices ? { choices } : {}),
  };
}

/**
 * The fields of a setting's schema, or undefined when a form would hold nothing better than the JSON
 * (a list of records at the top, a table by type): those keep their own form or the JSON editor.
 */
export function fieldsOf(schema: unknown): SchemaField[] | undefined {
  if (!isObject(schema)) return undefined;
  if (schema.type === 'object' && isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const fields = Object.entries(schema.properties)
      .filter((entry): entry is [string, Schema] => isObject(entry[1]))
      .map(([name, property]) => fieldOf(name, property, required.has(name)));
    return fields.some((field) => field.kind !== 'json') ? fields : undefined;
  }
  const single = fieldOf('', schema, true);
  return single.kind === 'json' ? undefined : [single];
}

/** What a field's input holds for a value. */
export function inputOf(field: SchemaField, value: unknown): string | boolean {
  if (field.kind === 'switch') return value === true;
  if (value === null || value === undefined) return '';
  if (field.kind === 'lines') return Array.isArray(value) ? value.join('\n') : '';
  if (field.kind === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

/** The value of a field's input, or the sentence saying why it has none. */
export function parsedValueOf(field: SchemaField, input: string | boolean): { value?: unknown; error?: string } {
  if (field.kind === 'switch') return { value: input === true };
  const text = String(input);
  if (text.trim() === '') {
    if (field.nullable) return { value: null };
    if (!field.required && field.kind !== 'lines') return {};
  }
  switch (field.kind) {
    case 'number': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) return { error: 'Enter a number' };
      if (field.integer && !Number.isInteger(number)) return { error: 'Enter a whole number' };
      return { value: number };
    }
    case 'lines':
      return {
        value: text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };
    case 'json':
      try {
        return { value: JSON.parse(text) };
      } catch {
        return { error: 'This is not valid JSON' };
      }
    default:
      return { value: text };
  }
}
