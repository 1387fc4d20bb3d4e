import { Button, Group, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { inputOf, parsedValueOf, type SchemaField } from './schema-fields';

interface SchemaFormProps {
  readonly title: string;
  readonly fields: readonly SchemaField[];
  readonly value: unknown;
  readonly saving: boolean;
  readonly onSave: (value: unknown) => void;
  /** The service's messages by field name (its `/value/<name>` pointers). */
  readonly errors?: Readonly<Record<string, string>>;
}

const valueByName = (value: unknown, name: string): unknown =>
  name === '' ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** A setting as a form generated from its schema: a labelled field per property, the JSON only where a field needs it. */
export function SchemaForm({ title, fields, value, saving, onSave, errors = {} }: SchemaFormProps) {
  const initial = () => Object.fromEntries(fields.map((field) => [field.name, inputOf(field, valueByName(value, field.name))]));
  const [inputs, setInputs] = useState<Record<string, string | boolean>>(initial);
  const [mistakes, setMistakes] = useState<Record<string, string>>({});
  const changed = fields.some((field) => inputs[field.name] !== inputOf(field, valueByName(value, field.name)));
  const set = (name: string, input: string | boolean) => setInputs((now) => ({ ...now, [name]: input }));

  const save = () => {
    const found: Record<string, string> = {};
    const object: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...(value as object) } : {};
    let single: unknown;
    for (const field of fields) {
      const read = parsedValueOf(field, inputs[field.name] ?? '');
      if (read.error) found[field.name] = read.error;
      else if (field.name === '') single = read.value;
      else if ('value' in read) object[field.name] = read.value;
      else delete object[field.name];
    }
    setMistakes(found);
    if (Object.keys(found).length === 0) onSave(fields.length === 1 && fields[0]?.name === '' ? single : object);
  };

  return (
    <form
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        {fields.map((field) => {
          const common = {
            label: field.label,
            description: field.description,
            error: mistakes[field.name] ?? errors[field.name],
            withAsterisk: field.required && !field.nullable && field.kind !== 'switch',
          };
          const input = inputs[field.name];
          switch (field.kind) {
            case 'switch':
              return (
                <Switch
                  key={field.name}
                  {...common}
                  checked={input === true}
                  onChange={(event) => set(field.name, event.currentTarget.checked)}
                />
              );
            case 'number':
              return (
                <NumberInput
                  key={field.name}
                  {...common}
                  value={String(input ?? '')}
                  min={field.minimum}
                  max={field.maximum}
                  allowDecimal={!field.integer}
                  onChange={(next) => set(field.name, String(next))}
                />
              );
            case 'choice':
              return (
                <Select
                  key={field.name}
                  {...common}
                  data={[...(field.choices ?? [])]}
                  value={String(input ?? '') || null}
                  allowDeselect={field.nullable}
                  onChange={(next) => set(field.name, next ?? '')}
                />
              );
            case 'text':
              return (
                <TextInput
                  key={field.name}
                  {...common}
                  value={String(input ?? '')}
                  onChange={(event) => set(field.name, event.currentTarget.value)}
                />
              );
            default:
              return (
                <Textarea
                  key={field.name}
                  {...common}
                  label={
                    field.kind === 'lines' ? `${field.label} (one per line)` : field.kind === 'json' ? `${field.label} (JSON)` : field.label
                  }
                  value={String(input ?? '')}
                  onChange={(event) => set(field.name, event.currentTarget.value)}
                  autosize
                  minRows={2}
                  maxRows={16}
                  spellCheck={field.kind !== 'json'}
                  styles={
                    field.kind === 'json' ? { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } } : undefined
                  }
                />
              );
          }
        })}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={!changed}
            onClick={() => {
              setInputs(initial());
              setMistakes({});
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" disabled={!changed} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
