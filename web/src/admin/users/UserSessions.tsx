import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '../../ui/data-table/DataTable';
import { DateTime } from '../../ui/datetime/DateTime';
import { ConfirmDialog } from '../../ui/form/ConfirmDialog';
import { ErrorView } from '../../ui/problem/ErrorView';
import { Empty } from '../../ui/states/Empty';
import { type StaffUserDetail, useEndSessions } from './users.queries';

type Session = StaffUserDetail['sessions'][number];

const COLUMNS: readonly Column<Session>[] = [
  { id: 'created', header: 'Logged in', nowrap: true, cell: (session) => <DateTime value={session.createdAt} /> },
  { id: 'lastSeen', header: 'Last seen', nowrap: true, cell: (session) => <DateTime value={session.lastSeenAt} /> },
  { id: 'expires', header: 'Ends', nowrap: true, cell: (session) => <DateTime value={session.expiresAt} /> },
  { id: 'secondFactor', header: 'Two-step', cell: (session) => (session.secondFactor ? 'Yes' : 'No') },
  { id: 'address', header: 'Address', cell: (session) => session.clientAddress ?? '—' },
  {
    id: 'agent',
    header: 'Browser',
    cell: (session) => (
      <Text size="sm" lineClamp={1} title={session.userAgent ?? undefined}>
        {session.userAgent ?? '—'}
      </Text>
    ),
  },
];

/** The user's live sessions, and ending them all (a lost or stolen device), after a confirmation. */
export function UserSessions({ user }: { user: StaffUserDetail }) {
  const end = useEndSessions(user.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      {end.data && (
        <Alert color="forest" variant="light" role="status" title="Sessions ended">
          {end.data.endedSessions} {end.data.endedSessions === 1 ? 'session' : 'sessions'} ended. The user must log in again.
        </Alert>
      )}
      {end.error && !confirming ? <ErrorView error={end.error} /> : null}
      <DataTable
        caption={`Live sessions of ${user.name}`}
        columns={COLUMNS}
        rows={user.sessions}
        rowKey={(session) => session.id}
        minWidth={640}
        empty={<Empty title="No live session" description="The user is not logged in anywhere." />}
      />
      <Group>
        <Button color="red" variant="light" disabled={user.sessions.length === 0} onClick={() => setConfirming(true)}>
          End all sessions
        </Button>
      </Group>
      <ConfirmDialog
        title="End every session of this user?"
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => end.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        confirmLabel="End all sessions"
        confirmColor="red"
        pending={end.isPending}
        error={end.error}
      >
        <Text size="sm">{user.name} is logged out everywhere at once and must log in again. Use this for a lost or stolen device.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
