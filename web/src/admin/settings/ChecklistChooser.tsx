import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ChecklistFormApi } from './checklists';

interface ChecklistChooserProps {
  readonly form: ChecklistFormApi;
  readonly selected: number;
  readonly onSelect: (index: number) => void;
}

/**
 * Which checklist is on screen: the default one or an application type's own; remove a type's
 * checklist, or add one for a new type (it starts from the default checklist, the one it had until now).
 */
export function ChecklistChooser({ form, selected, onSelect }: ChecklistChooserProps) {
  const [newType, setNewType] = useState('');
  const [newTypeError, setNewTypeError] = useState<string | undefined>();
  const lists = form.values.lists;
  const list = lists[selected] ?? lists[0];

  const addType = () => {
    const type = newType.trim();
    if (type === '') return setNewTypeError('Application type: enter it as agencies submit it, e.g. commercial');
    if (lists.some((row) => row.applicationType === type)) return setNewTypeError(`Application type: ${type} has a checklist already`);
    setNewTypeError(undefined);
    setNewType('');
    form.insertListItem('lists', { applicationType: type, items: [...(lists[0]?.items ?? [])] });
    onSelect(lists.length);
  };

  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Checklist"
          description="The default applies to every application type without its own."
          value={String(selected)}
          onChange={(event) => onSelect(Number(event.currentTarget.value))}
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
              onSelect(0);
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
    </>
  );
}
