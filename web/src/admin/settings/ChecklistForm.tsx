import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  type AttachmentChecklists,
  type ChecklistRow,
  checklistRowsOf,
  checklistsOf,
  ITEMS_MAX,
  titleProblem,
  typeCodeProblem,
} from './checklists';

interface ChecklistFormProps {
  readonly value: AttachmentChecklists;
  readonly saving: boolean;
  readonly onSave: (value: AttachmentChecklists) => void;
}

const nameOf = (row: ChecklistRow | undefined) =>
  row?.applicationType === null ? 'the default checklist' : `the checklist of ${row?.applicationType || 'a new type'}`;

/**
 * The requirement checklists as a form: pick the default checklist or an application type's own, then
 * edit, add, remove and reorder its items (buttons, so the keyboard does it too). The service's rules
 * (type codes, titles, one to 50 items, a code once per checklist) are checked here first, naming the
 * field; the service checks again.
 */
export function ChecklistForm({ value, saving, onSave }: ChecklistFormProps) {
  const [selected, setSelected] = useState(0);
  const [newType, setNewType] = useState('');
  const [newTypeError, setNewTypeError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const form = useForm<{ lists: ChecklistRow[] }>({
    initialValues: { lists: checklistRowsOf(value) },
    validate: {
      lists: {
        items: {
          type: (_type, values, path) => {
            const [, list, , item] = path.split('.').map(Number);
            return typeCodeProblem(values.lists[list ?? 0]?.items ?? [], item ?? 0);
          },
          title: (title) => titleProblem(title),
        },
      },
    },
  });
  const lists = form.values.lists;
  const list = lists[selected] ?? lists[0];
  const at = `lists.${selected}.items`;
  const items = list?.items ?? [];

  const addType = () => {
    const type = newType.trim();
    if (type === '') return setNewTypeError('Application type: enter it as agencies submit it, e.g. commercial');
    if (lists.some((row) => row.applicationType === type)) return setNewTypeError(`Application type: ${type} has a checklist already`);
    setNewTypeError(undefined);
    setNewType('');
    // A new type starts from the default checklist, the one it had until now.
    form.insertListItem('lists', { applicationType: type, items: [...(lists[0]?.items ?? [])] });
    setSelected(lists.length);
  };
  const move = (from: number, to: number) => form.reorderListItem(at, { from, to });

  return (
    <form
      aria-label="Requirement checklists"
      noValidate
      onSubmit={form.onSubmit(
        (entered) => {
          setFailed(false);
          onSave(checklistsOf(entered.lists));
        },
        (errors) => {
          setFailed(true);
          // Show the first checklist with a mistake: it may not be the one on screen.
          const first = Object.keys(errors)[0]?.split('.')[1];
          if (first !== undefined) setSelected(Number(first));
        },
      )}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Checklist"
            description="The default applies to every application type without its own."
            value={String(selected)}
            onChange={(event) => setSelected(Number(event.currentTarget.value))}
            data={lists.map((row, index) => ({
              value: String(index),
              label: row.applicationType === null ? 'Default checklist' : `Application type: ${row.applicationType}`,
            }))}
            style={{ minWidth: '18rem' }}
          />
          {list?.applicationType !== null && (
            <Button
              variant="outline"
              color="red.9"
              onClick={() => {
                form.removeListItem('lists', selected);
                setSelected(0);
              }}
            >
              Remove the checklist of {list?.applicationType}
            </Button>
          )}
        </Group>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Application type with its own checklist"
            value={newType}
            onChange={(event) => setNewType(event.currentTarget.value)}
            error={newTypeError}
            spellCheck={false}
            style={{ minWidth: '18rem' }}
          />
          <Button variant="default" mt={25} onClick={addType}>
            Add a checklist
          </Button>
        </Group>
        {failed && Object.keys(form.errors).length > 0 && (
          <Alert color="red" variant="light" title="Not saved: check the marked fields">
            Each message names the field to correct.
          </Alert>
        )}
        <Table withTableBorder fz="sm" verticalSpacing="xs">
          <Table.Caption>Documents of {nameOf(list)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Title</Table.Th>
              <Table.Th scope="col">Type code</Table.Th>
              <Table.Th scope="col">Required</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Order and removal</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((_item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place; the code itself may be changing
              <Table.Tr key={`${selected}:${index}`}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td style={{ width: '55%' }}>
                  <TextInput aria-label={`Title of item ${index + 1}`} {...form.getInputProps(`${at}.${index}.title`)} />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Type code of item ${index + 1}`}
                    spellCheck={false}
                    ff="monospace"
                    {...form.getInputProps(`${at}.${index}.type`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Item ${index + 1} required`}
                    {...form.getInputProps(`${at}.${index}.required`, { type: 'checkbox' })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move item ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move item ${index + 1} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Remove item ${index + 1}`}
                      disabled={items.length === 1}
                      onClick={() => form.removeListItem(at, index)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          A checklist keeps at least one document (at most {ITEMS_MAX}). Required documents must be accepted or waived before an application
          is accepted; the others staff ask for when they apply.
        </Text>
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={items.length >= ITEMS_MAX}
            onClick={() => form.insertListItem(at, { type: '', title: '', required: true })}
          >
            Add a document
          </Button>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!form.isDirty()}
              onClick={() => {
                form.reset();
                setSelected(0);
                setFailed(false);
              }}
            >
              Undo changes
            </Button>
            <Button type="submit" disabled={!form.isDirty()} loading={saving}>
              Save checklists
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
