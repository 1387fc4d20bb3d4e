import { Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { AnchorLink } from '../../ui/link/AnchorLink';
import { Page } from '../../ui/page/Page';
import { ErrorView } from '../../ui/problem/ErrorView';
import { PageLoader } from '../../ui/states/PageLoader';
import { EditUserForm } from './EditUserForm';
import { PasswordResetSection } from './PasswordResetSection';
import { UserSessions } from './UserSessions';
import { UserStatus } from './UsersPage';
import { userQuery } from './users.queries';

const route = getRouteApi('/staff/admin/users/$userId');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** One staff user: edit roles, agencies and the disabled state; their sessions; a password reset. */
export function UserPage() {
  const { userId } = route.useParams();
  const user = useQuery(userQuery(useApi(), userId));
  const back = (
    <AnchorLink to="/admin/users" size="sm">
      ← All users
    </AnchorLink>
  );
  if (user.error)
    return (
      <Page title="User">
        {back}
        <ErrorView error={user.error} onRetry={() => void user.refetch()} />
      </Page>
    );
  if (!user.data) return <PageLoader />;
  return (
    <Page
      title={user.data.name}
      description={
        <Group gap="xs">
          <Text span>{user.data.email}</Text>
          <UserStatus user={user.data} />
        </Group>
      }
    >
      {back}
      <Section title="Roles and agencies">
        <EditUserForm user={user.data} />
      </Section>
      <Section title="Sessions">
        <UserSessions user={user.data} />
      </Section>
      <Section title="Password">
        <PasswordResetSection user={user.data} />
      </Section>
    </Page>
  );
}
