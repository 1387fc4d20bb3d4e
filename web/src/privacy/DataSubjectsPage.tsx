import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useApi } from '../api/api-context';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';
import { statusLabel } from '../workqueues/workqueue-vocabulary';
import { type DataSubjectFindings, dataSubjectQuery, type Person, type PersonalDataReads, readLogQuery } from './privacy.queries';

const route = getRouteApi('/staff/privacy/subjects');

type SubjectApplication = DataSubjectFindings['applications'][number];
type Read = PersonalDataReads['reads'][number];

const APPLICATION_COLUMNS: readonly Column<SubjectApplication>[] = [
  {
    id: 'registrationNo',
    header: 'Application',
    nowrap: true,
    cell: (a) => (
      <AnchorLink to="/applications/$applicationId" params={{ applicationId: a.id }} fw={600}>
        {a.registrationNo}
      </AnchorLink>
    ),
  },
  { id: 'name', header: 'Permittee', cell: (a) => a.permitteeName },
  { id: 'email', header: 'Email', cell: (a) => a.permitteeEmail },
  { id: 'agency', header: 'Agency', cell: (a) => a.agencyCode },
  { id: 'status', header: 'Status', cell: (a) => statusLabel(a.status) },
  { id: 'submitted', header: 'Submitted', nowrap: true, cell: (a) => <DateTime value={a.submittedAt} /> },
];

/** What was read, in words: a document by its title. */
export function readText(read: Read): string {
  switch (read.what) {
    case 'staff_view':
      return 'Opened the application';
    case 'export':
      return 'Exported for a request';
    default:
      return read.document === null ? 'Downloaded a document since removed' : `Downloaded “${read.document.title}”`;
  }
}

/** How often: once, or the count and the first time (the last is in the first column). */
function Times({ read }: { read: Read }) {
  if (read.count === 1) return 'Once';
  return (
    <>
      {`${read.count} times, first `}
      <DateTime value={read.firstReadAt} />
    </>
  );
}

const READ_COLUMNS: readonly Column<Read>[] = [
  { id: 'readAt', header: 'Last read', nowrap: true, cell: (r) => <DateTime value={r.readAt} /> },
  { id: 'staff', header: 'Who', cell: (r) => r.staff.name ?? r.staff.id },
  {
    id: 'application',
    header: 'Application',
    nowrap: true,
    cell: (r) => (
      <AnchorLink to="/applications/$applicationId" params={{ applicationId: r.applicationId }}>
        {r.registrationNo}
      </AnchorLink>
    ),
  },
  { id: 'what', header: 'What', cell: readText },
  { id: 'times', header: 'How often', cell: (r) => <Times read={r} /> },
];

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={650}>
        {value}
      </Text>
    </Paper>
  );
}

/** What is held about the person, and who read it. */
function Findings({ person }: { person: Person }) {
  const api = useApi();
  const found = useQuery(dataSubjectQuery(api, person));
  const reads = useQuery(readLogQuery(api, person));
  return (
    <Stack gap="lg">
      <section aria-labelledby="held-title">
        <Title order={2} size="h4" id="held-title" mb="xs">
          What is held
        </Title>
        {found.data && (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="sm" aria-label="Held about the person">
            <Count label="Applications" value={found.data.applications.length} />
            <Count label="Notices" value={found.data.notices.length} />
            <Count label="Documents" value={found.data.documents.length} />
            <Count label="Audit rows" value={found.data.auditRows.length} />
          </SimpleGrid>
        )}
        <DataTable
          caption="Applications of the person"
          columns={APPLICATION_COLUMNS}
          rows={found.data?.applications}
          rowKey={(a) => a.id}
          error={found.error ?? undefined}
          onRetry={() => void found.refetch()}
          empty={<Empty title="Nobody found" description="No application names this person. Check the spelling, or search by email." />}
        />
      </section>
      <section aria-labelledby="reads-title">
        <Title order={2} size="h4" id="reads-title" mb="xs">
          Who read it
        </Title>
        <DataTable
          caption="Reads of the person's data"
          columns={READ_COLUMNS}
          rows={reads.data?.reads}
          rowKey={(r) => `${r.staff.id}-${r.applicationId}-${r.what}-${r.detail ?? ''}`}
          error={reads.error ?? undefined}
          onRetry={() => void reads.refetch()}
          empty={<Empty title="No reads" description="No staff user has read this person's applications." />}
        />
      </section>
    </Stack>
  );
}

/** Find a data subject by email or name (the DPO): what is held about them, and the read log. */
export function DataSubjectsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const form = useForm({
    initialValues: { email: search.email ?? '', name: search.name ?? '' },
    validate: (values) =>
      values.email.trim() === '' && values.name.trim() === ''
        ? { email: 'Enter an email or a name', name: 'Enter an email or a name' }
        : {},
  });
  const person: Person | undefined = search.email || search.name ? { email: search.email, name: search.name } : undefined;
  return (
    <Page title="Data subjects" description="Everything held about a person, accent- and case-blind, and every staff read of it.">
      <form
        noValidate
        aria-label="Find a person"
        onSubmit={form.onSubmit((values) =>
          navigate({ search: { email: values.email.trim() || undefined, name: values.name.trim() || undefined } }),
        )}
      >
        <Group align="flex-end" gap="sm" mb="lg">
          <TextInput label="Email" type="email" description="Matched whole, case-blind." {...form.getInputProps('email')} />
          <TextInput label="Name" description="Every word must be a word of the name." {...form.getInputProps('name')} />
          <Button type="submit">Find</Button>
        </Group>
      </form>
      {person === undefined ? (
        <Empty title="Find a person" description="By the email or the name the permittee gave: both must hold when both are given." />
      ) : (
        <Findings person={person} />
      )}
    </Page>
  );
}
