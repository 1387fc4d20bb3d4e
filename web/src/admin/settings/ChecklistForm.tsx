import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ChecklistChooser } from './ChecklistChooser';
import { ChecklistItemsTable } from './ChecklistItemsTable';
import {
  type AttachmentChecklists,
  type ChecklistFormValues,
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

/**
 * The requirement checklists as a form: pick the default checklist or an application type's own, then
 * edit, add, remove and reorder its items (buttons, so the keyboard does it too). The service's rules
 * (type codes, titles, one to 50 items, a code once per checklist) are checked here first, naming the
 * field; the service checks again.
 */
export function ChecklistForm({ value, saving, onSave }: ChecklistFormProps) {
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState(false);
  const form = useForm<ChecklistFormValues>({
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
  const items = (form.values.lists[selected] ?? form.values.lists[0])?.items ?? [];

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
        <ChecklistChooser form={form} selected={selected} onSelect={setSelected} />
        {failed && Object.keys(form.errors).length > 0 && (
          <Alert color="red" variant="light" title="Not saved: check the marked fields">
            Each message names the field to correct.
          </Alert>
        )}
        <ChecklistItemsTable form={form} selected={selected} />
        <Text size="xs" c="dimmed">
          A checklist keeps at least one document (at most {ITEMS_MAX}). Required documents must be accepted or waived before an application
          is accepted; the others staff ask for when they apply.
        </Text>
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={items.length >= ITEMS_MAX}
            onClick={() => form.insertListItem(`lists.${selected}.items`, { type: '', title: '', required: true })}
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
