import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { rowsOf, type TimeLimitRow, type TimeLimits, timeLimitsOf } from './time-limits';

interface TimeLimitsFormProps {
  readonly value: TimeLimits;
  readonly saving: boolean;
  readonly onSave: (value: TimeLimits) => void;
}

const daysRule = (value: number | string) =>
  Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 365 ? null : 'Enter whole working days, 1 to 365';

/**
 * The time limits as a form: the default limit, and a limit per application type (as agencies submit
 * it). The same bounds as the service's schema are checked here first; the service checks again.
 */
export function TimeLimitsForm({ value, saving, onSave }: TimeLimitsFormProps) {
  const form = useForm<{ defaultWorkingDays: number | string; rows: TimeLimitRow[] }>({
    initialValues: { defaultWorkingDays: value.defaultWorkingDays, rows: rowsOf(value) },
    validate: {
      defaultWorkingDays: daysRule,
      rows: {
        applicationType: (type, values, path) => {
          const trimmed = type.trim();
          if (trimmed === '') return 'Enter the application type';
          const index = Number(path.split('.')[1]);
          return values.rows.some((row, other) => other < index && row.applicationType.trim() === trimmed) ? 'Listed twice' : null;
        },
        workingDays: daysRule,
      },
    },
  });
  return (
    <form
      aria-label="Time limits"
      noValidate
      onSubmit={form.onSubmit((entered) => onSave(timeLimitsOf(entered.defaultWorkingDays, entered.rows)))}
    >
      <Stack gap="sm">
        <NumberInput
          label="Default limit (working days)"
          description="For every application type not listed below."
          min={1}
          max={365}
          allowDecimal={false}
          clampBehavior="none"
          required
          style={{ maxWidth: '16rem' }}
          {...form.getInputProps('defaultWorkingDays')}
        />
        {form.values.rows.length > 0 ? (
          <Table withTableBorder fz="sm">
            <Table.Caption>Limits per application type</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Application type</Table.Th>
                <Table.Th scope="col">Working days</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Remove</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the type itself may be changing
                <Table.Tr key={index}>
                  <Table.Td>
                    <TextInput
                      aria-label={`Application type ${index + 1}`}
                      spellCheck={false}
                      {...form.getInputProps(`rows.${index}.applicationType`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Working days for ${row.applicationType || `type ${index + 1}`}`}
                      min={1}
                      max={365}
                      allowDecimal={false}
                      clampBehavior="none"
                      {...form.getInputProps(`rows.${index}.workingDays`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Remove ${row.applicationType || `type ${index + 1}`}`}
                      onClick={() => form.removeListItem('rows', index)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            Every application type has the default limit.
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => form.insertListItem('rows', { applicationType: '', workingDays: value.defaultWorkingDays })}
          >
            Add an application type
          </Button>
          <Group gap="xs">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              Undo changes
            </Button>
            <Button type="submit" disabled={!form.isDirty()} loading={saving}>
              Save time limits
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
