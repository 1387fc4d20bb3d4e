import { Alert, Badge, Button, Code, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  type NoticeTemplates,
  type NoticeTexts,
  noticeTypesOf,
  type Placeholder,
  previewOf,
  TEMPLATE_MAX,
  templatesOf,
  unknownPlaceholders,
} from './notice-templates';

interface NoticeTemplatesFormProps {
  readonly stored: NoticeTexts;
  readonly defaults: NoticeTexts;
  readonly schema: unknown;
  readonly placeholders: readonly Placeholder[];
  readonly saving: boolean;
  readonly onSave: (value: NoticeTemplates) => void;
}

const textProblem = (text: string) =>
  text.trim() === ''
    ? 'Text: enter the text of the notice'
    : text.length > TEMPLATE_MAX
      ? `Text: at most ${TEMPLATE_MAX} characters`
      : null;

/**
 * The notice templates as a form: pick a notice type, edit its text, see the placeholders the service
 * fills and a preview with the example application's values. A placeholder the service does not know
 * would be sent as written, so saving one asks to confirm first. A text equal to its default is not
 * stored: that type follows the default.
 */
export function NoticeTemplatesForm({ stored, defaults, schema, placeholders, saving, onSave }: NoticeTemplatesFormProps) {
  const types = noticeTypesOf(schema, defaults);
  const [selected, setSelected] = useState(types[0]?.type ?? '');
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ texts: Record<string, string> }>({
    initialValues: { texts: { ...defaults, ...stored } },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(values.texts).flatMap(([type, text]) => {
          const problem = textProblem(text);
          return problem ? [[`texts.${type}`, problem]] : [];
        }),
      ),
  });
  const text = form.values.texts[selected] ?? '';
  const unknownEverywhere = Object.entries(form.values.texts).flatMap(([type, value]) =>
    unknownPlaceholders(value, placeholders).map((name) => `{${name}} in ${type}`),
  );
  const unknownHere = unknownPlaceholders(text, placeholders);
  const meaning = types.find((entry) => entry.type === selected)?.meaning;
  const save = (texts: Record<string, string>) => {
    setConfirming(false);
    onSave(templatesOf(texts, defaults));
  };

  return (
    <form
      aria-label="Notice templates"
      noValidate
      onSubmit={form.onSubmit(
        (entered) => (unknownEverywhere.length > 0 && !confirming ? setConfirming(true) : save(entered.texts)),
        (errors) => {
          const first = Object.keys(errors)[0]?.replace(/^texts\./, '');
          if (first) setSelected(first);
        },
      )}
    >
      <Stack gap="sm">
        <NativeSelect
          label="Notice"
          description={meaning}
          value={selected}
          onChange={(event) => setSelected(event.currentTarget.value)}
          data={types.map(({ type }) => ({
            value: type,
            label: `${type}${form.values.texts[type] !== defaults[type] ? ' (changed from the default)' : ''}`,
          }))}
          style={{ maxWidth: '28rem' }}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="xs">
            <Textarea
              label={`Text of the ${selected} notice`}
              autosize
              minRows={5}
              maxRows={14}
              {...form.getInputProps(`texts.${selected}`)}
            />
            {unknownHere.length > 0 && (
              <Alert color="warning" variant="light" role="status" title="Placeholders the service does not know">
                {unknownHere.map((name) => `{${name}}`).join(', ')} would be sent as written. Check the spelling against the list.
              </Alert>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={text === defaults[selected]}
                onClick={() => form.setFieldValue(`texts.${selected}`, defaults[selected] ?? '')}
              >
                Use the default text
              </Button>
            </Group>
          </Stack>
          <Paper withBorder p="sm" radius="sm" bg="gray.0" aria-label="Preview" component="section">
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                Preview
              </Text>
              <Badge variant="light" color="gray">
                Example application, not a real notice
              </Badge>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-preview">
              {previewOf(text, placeholders)}
            </Text>
          </Paper>
        </SimpleGrid>
        {placeholders.length > 0 && (
          <details>
            <summary>
              <Text component="span" size="sm" fw={500}>
                Placeholders the service fills ({placeholders.length})
              </Text>
            </summary>
            <Table fz="xs" verticalSpacing={4} mt="xs">
              <Table.Caption>Placeholders, what they become, and their value in the preview</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Placeholder</Table.Th>
                  <Table.Th scope="col">What it becomes</Table.Th>
                  <Table.Th scope="col">Example</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {placeholders.map((placeholder) => (
                  <Table.Tr key={placeholder.name}>
                    <Table.Td>
                      <Code>{`{${placeholder.name}}`}</Code>
                    </Table.Td>
                    <Table.Td>{placeholder.description}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{placeholder.example}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        )}
        {confirming && (
          <Alert color="warning" variant="light" role="alert" title="Save with placeholders the service does not know?">
            <Text size="sm">{unknownEverywhere.join(', ')}: notices would show them as written.</Text>
            <Group mt="xs" gap="xs">
              <Button size="xs" color="warning.7" type="submit" loading={saving}>
                Save anyway
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                Keep editing
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={!form.isDirty()}
            onClick={() => {
              form.reset();
              setConfirming(false);
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" disabled={!form.isDirty()} loading={saving}>
            Save notice templates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
