import { Alert, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toProblem } from '../../api/problem';
import { Brand } from '../../shell/Brand';
import { HOME_PATH, safeReturnPath } from '../return-path';
import { asksForSecondFactor } from '../second-factor';
import { useLogIn } from '../session.queries';
import { type Credentials, CredentialsForm } from './CredentialsForm';
import { PrivacyNotice } from './PrivacyNotice';
import { type SecondFactor, SecondFactorForm } from './SecondFactorForm';

const route = getRouteApi('/login');

type Step = { kind: 'credentials' } | { kind: 'second-factor'; credentials: Credentials };

const REASONS = {
  expired: 'Your session has ended. Log in again to continue where you were.',
  logged_out: 'You have logged out.',
  password_set: 'Your password is set. Log in with it.',
} as const;

/**
 * Log in: email and password, then the second factor when the service asks for it. On success, back
 * to where the user was heading (the guard put it in `returnTo`), or to the workqueues.
 */
export function LogInPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [lastCredentials, setLastCredentials] = useState<Credentials | undefined>();

  useEffect(() => {
    document.title = 'Log in · biopermit';
  }, []);

  const submit = (credentials: Credentials, factor?: SecondFactor) => {
    setLastCredentials(credentials);
    logIn.mutate(
      { ...credentials, ...factor },
      {
        onSuccess: () => void navigate({ href: safeReturnPath(search.returnTo) ?? HOME_PATH, replace: true }),
        onError: (error) => {
          if (factor === undefined && asksForSecondFactor(toProblem(error))) {
            logIn.reset();
            setStep({ kind: 'second-factor', credentials });
          }
        },
      },
    );
  };

  const problem = logIn.error ? toProblem(logIn.error) : undefined;
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Brand />
        </Center>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="lg">
            <Box>
              <Title order={1} size="h3">
                {step.kind === 'credentials' ? 'Log in' : 'Two-step verification'}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {step.kind === 'credentials' ? 'For staff of the permitting authority.' : 'Your account is protected with a second factor.'}
              </Text>
            </Box>
            {search.reason && step.kind === 'credentials' && !problem && (
              <Alert color="blue" variant="light" role="status">
                {REASONS[search.reason]}
              </Alert>
            )}
            {step.kind === 'credentials' ? (
              <CredentialsForm
                onSubmit={(credentials) => submit(credentials)}
                submitting={logIn.isPending}
                problem={problem}
                initial={lastCredentials ?? (search.email ? { email: search.email, password: '' } : undefined)}
              />
            ) : (
              <SecondFactorForm
                email={step.credentials.email}
                submitting={logIn.isPending}
                problem={problem}
                onSubmit={(factor) => submit(step.credentials, factor)}
                onBack={() => {
                  logIn.reset();
                  setStep({ kind: 'credentials' });
                }}
              />
            )}
          </Stack>
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          Forgotten your password or lost your authenticator? Ask an administrator to reset it.
        </Text>
        <PrivacyNotice />
      </Stack>
    </Center>
  );
}
