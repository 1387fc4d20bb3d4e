import { Button, Checkbox, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import { hoursAndMinutes } from '../format/duration';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { DateTime } from '../ui/datetime/DateTime';
import { FormDialog } from '../ui/form/FormDialog';
import { type FormValuesOf, filledIn } from '../ui/form/form-values';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';
import {
  type Incident,
  type IncidentNotice,
  incidentsQuery,
  type NewIncident,
  useRecordIncident,
  useRecordNotice,
} from './privacy.queries';

/** Whole minutes from now to the notice's deadline (negative: late), never more than are left. */
export function minutesLeft(noticeDueAt: string, now: Date): number {
  const minutes = (Date.parse(noticeDueAt) - now.getTime()) / 60_000;
  return minutes >= 0 ? Math.floor(minutes) : -Math.floor(-minutes);
}

/** The countdown to the Commission's notice, or when it was recorded. */
function Countdown({ incident, now }: { incident: Incident; now: Date }) {
  if (incident.noticeRecordedAt !== null) return <ToneBadge tone="green">Notice recorded</ToneBadge>;
  const left = minutesLeft(incident.noticeDueAt, now);
  if (left < 0) return <ToneBadge tone="red">{`Notice late by ${hoursAndMinutes(-left)}`}</ToneBadge>;
  return <ToneBadge tone={left <= 24 * 60 ? 'red' : 'blue'}>{`${hoursAndMinutes(left)} left to notify`}</ToneBadge>;
}

/** The ISO instant of a `datetime-local` value read in Asia/Manila (UTC+8, no daylight saving); nothing when blank. */
function manilaInstant(local: string): string | undefined {
  return local === '' ? undefined : new Date(`${local}:00+08:00`).toISOString();
}

function RecordIncidentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const record = useRecordIncident();
  const form = useForm<FormValuesOf<NewIncident>>({
    initialValues: { summary: '', occurredAt: '', discoveredAt: '', dataSubjects: '', affectedCount: 1, sensitive: false },
    validate: {
      summary: (value) => (value.trim() ? null : 'Say what happened'),
      discoveredAt: (value) => (value ? null : 'When the authority came to know of it'),
      dataSubjects: (value) => (value.trim() ? null : 'Whose data, and which'),
    },
  });
  const close = () => {
    record.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title="Record a breach"
      opened={opened}
      onClose={close}
      form={form}
      onSubmit={(values) =>
        record.mutate(
          {
            summary: values.summary.trim(),
            occurredAt: manilaInstant(values.occurredAt),
            discoveredAt: manilaInstant(values.discoveredAt) ?? '',
            dataSubjects: values.dataSubjects.trim(),
            affectedCount: Number(values.affectedCount),
            sensitive: values.sensitive,
          },
          { onSuccess: close },
        )
      }
      error={record.error}
      submitLabel="Record the breach"
      pending={record.isPending}
    >
      <Textarea label="What happened" required data-autofocus {...form.getInputProps('summary')} />
      <TextInput
        label="Discovered at (Philippine time)"
        type="datetime-local"
        required
        description="The 72 hours to the Commission's notice run from here."
        {...form.getInputProps('discoveredAt')}
      />
      <TextInput
        label="Occurred at (Philippine time)"
        type="datetime-local"
        description="When it happened, if known."
        {...form.getInputProps('occurredAt')}
      />
      <Textarea label="Whose data" required description="Whose data, and which personal data." {...form.getInputProps('dataSubjects')} />
      <NumberInput label="How many data subjects" min={0} {...form.getInputProps('affectedCount')} />
      <Checkbox label="Sensitive personal information is involved" {...form.getInputProps('sensitive', { type: 'checkbox' })} />
    </FormDialog>
  );
}

/** The service's draft of the notice, above the form in a box of its own height (Tab reaches it to scroll it), so the buttons stay in view. */
function NoticeDraft({ draft }: { draft: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="notice-draft-label">
        Draft of the notice
      </Text>
      <Paper
        withBorder
        radius="sm"
        p="sm"
        mah={220}
        tabIndex={0}
        role="region"
        aria-labelledby="notice-draft-label"
        style={{ overflowY: 'auto', whiteSpace: 'pre-wrap' }}
      >
        <Text size="sm">{draft}</Text>
      </Paper>
    </Stack>
  );
}

function RecordNoticeDialog({ incident, onClose }: { incident: Incident | null; onClose: () => void }) {
  const record = useRecordNotice();
  const form = useForm<FormValuesOf<IncidentNotice>>({ initialValues: { noticeText: '', sentAt: '' } });
  const close = () => {
    record.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title="Record the notice to the Commission"
      opened={incident !== null}
      onClose={close}
      form={form}
      onSubmit={(values) => {
        if (incident)
          record.mutate(
            { id: incident.id, body: { noticeText: filledIn(values.noticeText), sentAt: manilaInstant(values.sentAt) } },
            { onSuccess: close },
          );
      }}
      error={record.error}
      submitLabel="Record the notice"
      pending={record.isPending}
      intro={<NoticeDraft draft={incident?.noticeDraft ?? ''} />}
    >
      <Textarea
        label="The notice as sent"
        autosize
        minRows={4}
        maxRows={12}
        description="Left empty, the draft above is recorded as sent."
        data-autofocus
        {...form.getInputProps('noticeText')}
      />
      <TextInput
        label="Sent at (Philippine time)"
        type="datetime-local"
        description="Now when left empty."
        {...form.getInputProps('sentAt')}
      />
    </FormDialog>
  );
}

/** Personal data breaches (NPC Circular 16-03): the 72-hour countdown to the Commission's notice, and recording it. */
export function IncidentsPage({ now = new Date() }: { now?: Date }) {
  const incidents = useQuery(incidentsQuery(useApi()));
  const [recording, setRecording] = useState(false);
  const [notifying, setNotifying] = useState<Incident | null>(null);
  const columns: readonly Column<Incident>[] = [
    { id: 'summary', header: 'What happened', cell: (i) => i.summary },
    { id: 'discovered', header: 'Discovered', nowrap: true, cell: (i) => <DateTime value={i.discoveredAt} /> },
    { id: 'affected', header: 'Data subjects', align: 'right', cell: (i) => i.affectedCount.toLocaleString('en-PH') },
    { id: 'mandatory', header: 'Notice', nowrap: true, cell: (i) => (i.notificationMandatory ? 'Mandatory' : 'If the risk is real') },
    { id: 'countdown', header: 'Countdown', nowrap: true, cell: (i) => <Countdown incident={i} now={now} /> },
    {
      id: 'actions',
      header: 'Actions',
      nowrap: true,
      cell: (i) =>
        i.noticeRecordedAt === null ? (
          <Button size="xs" variant="light" onClick={() => setNotifying(i)} aria-label={`Record the notice of: ${i.summary}`}>
            Record the notice
          </Button>
        ) : (
          <DateTime value={i.noticeRecordedAt} />
        ),
    },
  ];
  return (
    <Page
      title="Personal data breaches"
      description="The National Privacy Commission must be notified within 72 hours of the discovery. Those awaiting their notice first."
      actions={<Button onClick={() => setRecording(true)}>Record a breach</Button>}
    >
      <DataTable
        caption="Breaches"
        columns={columns}
        rows={incidents.data?.incidents}
        rowKey={(i) => i.id}
        error={incidents.error ?? undefined}
        onRetry={() => void incidents.refetch()}
        minWidth={720}
        empty={<Empty title="No breach recorded" description="Record one as soon as it is discovered: the countdown starts then." />}
      />
      <RecordIncidentDialog opened={recording} onClose={() => setRecording(false)} />
      <RecordNoticeDialog incident={notifying} onClose={() => setNotifying(null)} />
    </Page>
  );
}
