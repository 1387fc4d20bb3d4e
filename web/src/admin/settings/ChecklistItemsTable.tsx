import { ActionIcon, Group, Switch, Table, TextInput } from '@mantine/core';
import type { ChecklistFormApi, ChecklistRow } from './checklists';

const nameOf = (row: ChecklistRow | undefined) =>
  row?.applicationType === null ? 'the default checklist' : `the checklist of ${row?.applicationType || 'a new type'}`;

/**
 * The items of the checklist on screen, each edited in place: title, type code, required, and
 * buttons to move it up or down and remove it (so the keyboard does it too).
 */
export function ChecklistItemsTable({ form, selected }: { form: ChecklistFormApi; selected: number }) {
  const lists = form.values.lists;
  const list = lists[selected] ?? lists[0];
  const at = `lists.${selected}.items`;
  const items = list?.items ?? [];
  const move = (from: number, to: number) => form.reorderListItem(at, { from, to });
  return (
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
              <Switch aria-label={`Item ${index + 1} required`} {...form.getInputProps(`${at}.${index}.required`, { type: 'checkbox' })} />
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
  );
}
