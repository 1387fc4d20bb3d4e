import { Badge, Button, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { ALL_ROLES, roleLabel } from '../../auth/roles';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { TableToolbar } from '../../ui/data-table/TableToolbar';
import { changeTableSearch } from '../../ui/data-table/table-search';
import { DateTime } from '../../ui/datetime/DateTime';
import { AnchorLink } from '../../ui/link/AnchorLink';
import { Page } from '../../ui/page/Page';
import { Empty } from '../../ui/states/Empty';
import { CreateUserDialog } from './CreateUserDialog';
import { type StaffUser, usersQuery } from './users.queries';
import { USERS_TABLE, userListFilter } from './users-search';

const route = getRouteApi('/staff/admin/users');

export function UserStatus({ user }: { user: Pick<StaffUser, 'disabled' | 'passwordSet'> }) {
  if (user.disabled)
    return (
      <Badge color="red" variant="light">
        Disabled
      </Badge>
    );
  if (!user.passwordSet)
    return (
      <Badge color="warning" variant="light">
        Password not set
      </Badge>
    );
  return (
    <Badge color="forest" variant="light">
      Active
    </Badge>
  );
}

const COLUMNS: readonly Column<StaffUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (user) => (
      <div>
        <AnchorLink to="/admin/users/$userId" params={{ userId: user.id }} fw={600}>
          {user.name}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </div>
    ),
  },
  { id: 'roles', header: 'Roles', cell: (user) => user.roles.map(roleLabel).join(', ') },
  { id: 'agencies', header: 'Agencies', cell: (user) => (user.agencyCodes === null ? 'Every agency' : user.agencyCodes.join(', ')) },
  {
    id: 'secondFactor',
    header: 'Two-step',
    nowrap: true,
    cell: (user) => (user.secondFactor.enrolled ? 'On' : user.secondFactor.required ? 'Required, not set up' : 'Off'),
  },
  { id: 'status', header: 'Status', nowrap: true, cell: (user) => <UserStatus user={user} /> },
  { id: 'sessions', header: 'Sessions', align: 'right', cell: (user) => user.liveSessions },
  {
    id: 'lastLogin',
    header: 'Last log-in',
    nowrap: true,
    cell: (user) => (user.lastLoginAt ? <DateTime value={user.lastLoginAt} /> : 'Never'),
  },
];

/** Staff users: search, filter by role and status, create one (its set-up link shown once). */
export function UsersPage() {
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const users = useQuery({ ...usersQuery(api, userListFilter(search)), placeholderData: keepPreviousData });
  const change = (next: Parameters<typeof changeTableSearch>[1]) =>
    void navigate({ search: (previous) => changeTableSearch(previous, next, USERS_TABLE) });
  const filtered = Boolean(search.q || search.role || search.status);
  return (
    <Page
      title="Users"
      description="Staff accounts, their roles and agencies, and their sessions."
      actions={<Button onClick={() => setCreating(true)}>New user</Button>}
    >
      <TableToolbar
        searchLabel="Search users"
        searchPlaceholder="Name or email"
        query={search.q}
        onQueryChange={(q) => change({ q })}
        filters={[
          { name: 'role', label: 'Role', options: ALL_ROLES.map((role) => ({ value: role, label: roleLabel(role) })) },
          {
            name: 'status',
            label: 'Status',
            options: [
              { value: 'enabled', label: 'Enabled' },
              { value: 'disabled', label: 'Disabled' },
            ],
          },
        ]}
        values={{ role: search.role, status: search.status }}
        onFilterChange={(name, value) => change({ [name]: value })}
      />
      <DataTable
        caption="Staff users"
        columns={COLUMNS}
        rows={users.data}
        rowKey={(user) => user.id}
        error={users.error ?? undefined}
        onRetry={() => void users.refetch()}
        refreshing={users.isPlaceholderData}
        empty={
          <Empty
            title={filtered ? 'No user matches' : 'No users yet'}
            description={filtered ? 'Change the search or the filters.' : 'Create the first one.'}
            action={
              filtered ? (
                <Button variant="default" onClick={() => void navigate({ search: {} })}>
                  Clear search and filters
                </Button>
              ) : undefined
            }
          />
        }
        footer={
          users.data && (
            <Group justify="flex-end" p="sm">
              <Text size="sm" c="dimmed">
                {users.data.length} {users.data.length === 1 ? 'user' : 'users'}
              </Text>
            </Group>
          )
        }
      />
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
