import { Button, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import { toProblem } from '../api/problem';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { FormDialog } from '../ui/form/FormDialog';
import { type FormValuesOf, filledIn } from '../ui/form/form-values';
import { Page } from '../ui/page/Page';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { Empty } from '../ui/states/Empty';
import { ChooseApplicationsDialog } from './ChooseApplicationsDialog';
import {
  type DataSubjectRequest,
  type DataSubjectRequestClosure,
  type NewDataSubjectRequest,
  requestsQuery,
  useCloseRequest,
  useExportRequest,
  useRecordRequest,
} from './privacy.queries';

const KINDS: Readonly<Record<NewDataSubjectRequest['kind'], string>> = {
  access: 'Access (a copy)',
  rectification: 'Rectification',
  erasure: 'Erasure',
};

/** Who asked: the name, or the email when no name was given. */
function personOf(request: DataSubjectRequest): string {
  return request.name ?? request.email ?? 'the person';
}

function StateBadge({ request }: { request: DataSubjectRequest }) {
  if (request.status === 'closed') return <ToneBadge tone="grey">Closed</ToneBadge>;
  return request.overdue ? <ToneBadge tone="red">Overdue</ToneBadge> : <ToneBadge tone="blue">Open</ToneBadge>;
}

function RecordRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const record = useRecordRequest();
  const form = useForm<FormValuesOf<NewDataSubjectRequest>>({
    initialValues: { kind: 'access', email: '', name: '', receivedOn: '', note: '' },
    validate: (values) =>
      values.email.trim() === '' && values.name.trim() === '' ? { email: 'Enter the email or the name of the person' } : {},
  });
  const close = () => {
    record.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title="Record a request"
      opened={opened}
      size="md"
      onClose={close}
      form={form}
      onSubmit={(values) =>
        record.mutate(
          {
            kind: values.kind,
            email: filledIn(values.email),
            name: filledIn(values.name),
            receivedOn: filledIn(values.receivedOn),
            note: filledIn(values.note),
          },
          { onSuccess: close },
        )
      }
      error={record.error}
      submitLabel="Record the request"
      pending={record.isPending}
    >
      <Select
        label="What the person asks for"
        data={Object.entries(KINDS).map(([value, label]) => ({ value, label }))}
        allowDeselect={false}
        {...form.getInputProps('kind')}
      />
      <TextInput label="Email" type="email" {...form.getInputProps('email')} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput
        label="Received on"
        type="date"
        description="Today when left empty. Due 30 working days later."
        {...form.getInputProps('receivedOn')}
      />
      <Textarea
        label="Note"
        description="How the identity was checked, the channel, what exactly is asked."
        {...form.getInputProps('note')}
      />
    </FormDialog>
  );
}

function CloseRequestDialog({ request, onClose }: { request: DataSubjectRequest | null; onClose: () => void }) {
  const closeRequest = useCloseRequest();
  const form = useForm<FormValuesOf<DataSubjectRequestClosure>>({
    initialValues: { outcome: '' },
    validate: { outcome: (value) => (value.trim() ? null : 'Say what was answered, and how it was sent') },
  });
  const close = () => {
    closeRequest.reset();
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title="Close the request"
      opened={request !== null}
      size="md"
      onClose={close}
      form={form}
      onSubmit={(values) => {
        if (request) closeRequest.mutate({ id: request.id, body: { outcome: values.outcome.trim() } }, { onSuccess: close });
      }}
      error={closeRequest.error}
      submitLabel="Close the request"
      pending={closeRequest.isPending}
      intro={request && <Text size="sm">{`${KINDS[request.kind]} asked by ${personOf(request)} on ${request.receivedOn}.`}</Text>}
    >
      <Textarea label="Outcome" required data-autofocus autosize minRows={3} {...form.getInputProps('outcome')} />
    </FormDialog>
  );
}

/** Data subjects' requests: received and due dates (overdue in red), recording one, the access export, closing. */
export function RequestsPage() {
  const requests = useQuery(requestsQuery(useApi()));
  const exportRequest = useExportRequest();
  const [recording, setRecording] = useState(false);
  const [closing, setClosing] = useState<DataSubjectRequest | null>(null);
  // A request naming the person by a name alone: the DPO chooses their applications before the export.
  const [choosing, setChoosing] = useState<DataSubjectRequest | null>(null);
  const columns: readonly Column<DataSubjectRequest>[] = [
    { id: 'person', header: 'Person', cell: (r) => [r.name, r.email].filter(Boolean).join(' · ') },
    { id: 'kind', header: 'Asks for', nowrap: true, cell: (r) => KINDS[r.kind] },
    { id: 'received', header: 'Received', nowrap: true, cell: (r) => r.receivedOn },
    {
      id: 'due',
      header: 'Due',
      nowrap: true,
      cell: (r) => (
        <Text span inherit fw={r.overdue ? 700 : undefined} c={r.overdue ? 'red.9' : undefined}>
          {r.dueOn}
        </Text>
      ),
    },
    { id: 'state', header: 'State', cell: (r) => <StateBadge request={r} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) =>
        r.status === 'open' ? (
          <Group gap="xs" wrap="nowrap">
            {r.kind === 'access' &&
              (r.email === null ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    exportRequest.reset();
                    setChoosing(r);
                  }}
                  aria-label={`Choose and export the applications of ${personOf(r)}`}
                >
                  Choose and export
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  loading={exportRequest.isPending && exportRequest.variables?.id === r.id}
                  onClick={() => exportRequest.mutate({ id: r.id })}
                  aria-label={`Export the data of ${personOf(r)}`}
                >
                  Export (ZIP)
                </Button>
              ))}
            <Button size="xs" variant="default" onClick={() => setClosing(r)} aria-label={`Close the request of ${personOf(r)}`}>
              Close
            </Button>
          </Group>
        ) : (
          (r.outcome ?? '')
        ),
    },
  ];
  const exportProblem = exportRequest.error && choosing === null ? toProblem(exportRequest.error) : undefined;
  return (
    <Page
      title="Data subjects' requests"
      description="Due 30 working days after receipt on the processing calendar (RA 10173; NPC Advisory 2021-01). Open ones first, by due date."
      actions={<Button onClick={() => setRecording(true)}>Record a request</Button>}
    >
      {exportProblem && <ProblemAlert problem={exportProblem} />}
      {exportRequest.isSuccess && (
        <Text size="sm" role="status">
          Saved {exportRequest.data}.
        </Text>
      )}
      <DataTable
        caption="Requests"
        columns={columns}
        rows={requests.data?.requests}
        rowKey={(r) => r.id}
        error={requests.error ?? undefined}
        onRetry={() => void requests.refetch()}
        minWidth={720}
        empty={
          <Empty title="No request" description="Record a request when a person asks for their data, its correction or its erasure." />
        }
      />
      <RecordRequestDialog opened={recording} onClose={() => setRecording(false)} />
      <CloseRequestDialog request={closing} onClose={() => setClosing(null)} />
      <ChooseApplicationsDialog
        request={choosing}
        onClose={() => setChoosing(null)}
        onExport={(applicationIds) =>
          choosing && exportRequest.mutate({ id: choosing.id, applicationIds }, { onSuccess: () => setChoosing(null) })
        }
        error={choosing === null ? undefined : exportRequest.error}
        pending={exportRequest.isPending}
      />
    </Page>
  );
}
