import { Badge, Button, NativeSelect, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { formatCalendarDate, manilaYear } from '../../format/datetime';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { ConfirmDialog } from '../../ui/form/ConfirmDialog';
import { FormDialog } from '../../ui/form/FormDialog';
import { Page } from '../../ui/page/Page';
import { Empty } from '../../ui/states/Empty';
import { type Holiday, holidaysQuery, useAddHoliday, useRemoveHoliday } from './settings.queries';

const route = getRouteApi('/staff/admin/holidays');

const KIND_LABELS: Record<Holiday['kind'], string> = {
  regular: 'Regular holiday',
  special_non_working: 'Special non-working day',
  proclaimed: 'Proclaimed',
};

function AddHolidayDialog({ onClose }: { onClose: () => void }) {
  const add = useAddHoliday();
  const form = useForm({
    initialValues: { date: '', name: '' },
    validate: {
      date: (value) => (/^\d{4}-\d{2}-\d{2}$/u.test(value) ? null : 'Enter the date'),
      name: (value) => (value.trim() ? null : 'Enter what the day is, as the proclamation names it'),
    },
  });
  return (
    <FormDialog
      title="Add a non-working day"
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={(values) => add.mutate({ date: values.date, name: values.name.trim(), kind: 'proclaimed' }, { onSuccess: onClose })}
      error={add.error}
      submitLabel="Add the day"
      pending={add.isPending}
    >
      <TextInput type="date" label="Date" required data-autofocus {...form.getInputProps('date')} />
      <TextInput
        label="Name"
        description="For example: Proclamation No. 123, typhoon suspension of work."
        required
        {...form.getInputProps('name')}
      />
    </FormDialog>
  );
}

/** The non-working days the processing clock skips, by year: add a proclaimed day, make a day a working day again. */
export function HolidaysPage() {
  const api = useApi();
  const navigate = route.useNavigate();
  const thisYear = manilaYear();
  const year = route.useSearch().year ?? thisYear;
  const holidays = useQuery(holidaysQuery(api, year));
  const remove = useRemoveHoliday();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Holiday | undefined>();
  const columns: readonly Column<Holiday>[] = [
    { id: 'date', header: 'Date', nowrap: true, cell: (day) => formatCalendarDate(day.date) },
    { id: 'name', header: 'Name', cell: (day) => day.name },
    {
      id: 'kind',
      header: 'Kind',
      nowrap: true,
      cell: (day) => (
        <Badge variant="light" color="gray">
          {KIND_LABELS[day.kind]}
        </Badge>
      ),
    },
    { id: 'source', header: 'Source', nowrap: true, cell: (day) => (day.source === 'admin' ? 'Added by an admin' : 'Official calendar') },
    {
      id: 'remove',
      header: 'Actions',
      align: 'right',
      cell: (day) => (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => setRemoving(day)}
          aria-label={`Make a working day: ${formatCalendarDate(day.date)}`}
        >
          Make a working day
        </Button>
      ),
    },
  ];
  return (
    <Page
      title="Holidays"
      description="Non-working days in the Philippines: the processing clock does not count them."
      actions={<Button onClick={() => setAdding(true)}>Add a non-working day</Button>}
    >
      <NativeSelect
        label="Year"
        w={140}
        data={[thisYear - 1, thisYear, thisYear + 1].map(String)}
        value={String(year)}
        onChange={(event) =>
          void navigate({
            search: { year: Number(event.currentTarget.value) === thisYear ? undefined : Number(event.currentTarget.value) },
          })
        }
      />
      <DataTable
        caption={`Non-working days of ${year}`}
        columns={columns}
        rows={holidays.data}
        rowKey={(day) => day.date}
        error={holidays.error ?? undefined}
        onRetry={() => void holidays.refetch()}
        minWidth={640}
        empty={<Empty title={`No non-working day in ${year}`} />}
      />
      {adding && <AddHolidayDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        title="Make this day a working day?"
        opened={removing !== undefined}
        onClose={() => {
          remove.reset();
          setRemoving(undefined);
        }}
        onConfirm={() => removing && remove.mutate(removing.date, { onSuccess: () => setRemoving(undefined) })}
        confirmLabel="Make a working day"
        confirmColor="red.9"
        pending={remove.isPending}
        error={remove.error}
      >
        <Text size="sm">
          {removing && `${formatCalendarDate(removing.date)} (${removing.name})`} counts as a working day again for every clock. Seeding the
          year again does not bring it back.
        </Text>
      </ConfirmDialog>
    </Page>
  );
}
