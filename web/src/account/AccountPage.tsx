import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { HOME_PATH } from '../auth/return-path';
import { roleLabel } from '../auth/roles';
import { useSession } from '../auth/session.queries';
import { AlertTriangleIcon } from '../ui/icons';
import { Page } from '../ui/page/Page';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NewRecoveryCodesForm } from './NewRecoveryCodesForm';
import { TotpEnrolmentSection } from './TotpEnrolmentSection';

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * My account: password, two-step verification and recovery codes. A user whose roles need a second
 * factor and who has none is sent here by the guard, and may go on once it is set up.
 */
export function AccountPage() {
  const session = useSession();
  const navigate = useNavigate();
  // Whether the user came here because they had to: once enrolled (the session says so), they go on to work.
  const [sentToEnrol] = useState(session?.secondFactor.state === 'enrolment_required');
  if (session === null) return null;
  const { secondFactor, user } = session;
  const mustEnrol = secondFactor.state === 'enrolment_required';
  return (
    <Page title="Your account" description={`${user.name} · ${user.email} · ${user.roles.map(roleLabel).join(', ')}`}>
      {mustEnrol && (
        <Alert color="warning" variant="light" icon={<AlertTriangleIcon />} title="Set up two-step verification to continue">
          Your roles need a second factor at log-in. Until you set up an authenticator, the back-office offers only this page.
        </Alert>
      )}
      <Stack gap="lg">
        <Section
          title="Two-step verification"
          aside={
            <Badge color={secondFactor.enrolled ? 'forest' : 'gray'} variant="light">
              {secondFactor.enrolled ? 'On' : secondFactor.required ? 'Required, not set up' : 'Off'}
            </Badge>
          }
        >
          <TotpEnrolmentSection
            enrolled={secondFactor.enrolled}
            onEnrolled={() => {
              if (sentToEnrol) void navigate({ to: HOME_PATH });
            }}
          />
        </Section>
        {secondFactor.enrolled && (
          <Section title="Recovery codes">
            <NewRecoveryCodesForm codesLeft={secondFactor.recoveryCodesLeft} />
          </Section>
        )}
        {!mustEnrol && (
          <Section title="Password">
            <Text size="sm" mb="sm">
              Changing it ends your other sessions.
            </Text>
            <ChangePasswordForm />
          </Section>
        )}
      </Stack>
    </Page>
  );
}
