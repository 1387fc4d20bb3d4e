import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useSession } from '../../auth/session.queries';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { DateTime } from '../../ui/datetime/DateTime';
import { AnchorLink } from '../../ui/link/AnchorLink';
import { Page } from '../../ui/page/Page';
import { Empty } from '../../ui/states/Empty';
import { type Agency, agenciesQuery } from './agencies.queries';
import { CreateAgencyDialog } from './CreateAgencyDialog';
import { EditAgencyContactDialog } from './EditAgencyContactDialog';

/** The administrator's way to change a row's contact address. */
function editColumn(onEdit: (agency: Agency) => void): Column<Agency> {
  return {
    id: 'edit',
    header: 'Actions',
    nowrap: true,
    cell: (agency) => (
      <Button size="compact-sm" variant="default" aria-label={`Change the contact email of ${agency.code}`} onClick={() => onEdit(agency)}>
        Change contact
      </Button>
    ),
  };
}

const COLUMNS: readonly Column<Agency>[] = [
  {
    id: 'code',
    header: 'Code',
    nowrap: true,
    cell: (agency) => (
      <AnchorLink to="/admin/agencies/$code" params={{ code: agency.code }} fw={600}>
        {agency.code}
      </AnchorLink>
    ),
  },
  { id: 'name', header: 'Name', cell: (agency) => agency.name },
  { id: 'contact', header: 'Contact email', cell: (agency) => agency.contactEmail ?? '—' },
  { id: 'clients', header: 'Active API clients', align: 'right', cell: (agency) => agency.activeClients },
  { id: 'created', header: 'Registered', nowrap: true, cell: (agency) => <DateTime value={agency.createdAt} /> },
];

/** The agencies that submit through the external API, and the way to their API clients. */
export function AgenciesPage() {
  const agencies = useQuery(agenciesQuery(useApi()));
  const canManage = useSession()?.permissions.manageAgencies ?? false;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Agency | null>(null);
  const columns = useMemo(() => (canManage ? [...COLUMNS, editColumn(setEditing)] : COLUMNS), [canManage]);
  return (
    <Page
      title="Agencies and API clients"
      description="Agencies submit through the external API with the clients registered here."
      actions={canManage ? <Button onClick={() => setCreating(true)}>New agency</Button> : undefined}
    >
      <DataTable
        caption="Agencies"
        columns={columns}
        rows={agencies.data}
        rowKey={(agency) => agency.code}
        error={agencies.error ?? undefined}
        onRetry={() => void agencies.refetch()}
        minWidth={720}
        empty={<Empty title="No agency yet" description="Register the first agency, then give it an API client." />}
      />
      <CreateAgencyDialog opened={creating} onClose={() => setCreating(false)} />
      {editing && <EditAgencyContactDialog key={editing.code} agency={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
