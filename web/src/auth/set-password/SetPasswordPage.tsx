import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useApi } from '../../api/api-context';
import { data } from '../../api/client';
import { Brand } from '../../shell/Brand';
import { useProblemOnForm } from '../../ui/form/use-problem-on-form';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';
import { LOGIN_PATH } from '../return-path';

/** The one-time code of a set-up link: `/app/set-password#code=…` (after the #, so it never reaches a server log). */
export function setupCodeOf(hash: string): string | undefined {
  const code = new URLSearchParams(hash.replace(/^#/u, '')).get('code');
  return code && code.length > 0 ? code : undefined;
}

/**
 * Set a password with the one-time code of a set-up link (a new user, or a reset by an admin). No
 * session needed; on success, to the log-in page with the email filled in.
 */
export function SetPasswordPage() {
  const api = useApi();
  const navigate = useNavigate();
  const code = setupCodeOf(useLocation().hash);
  const setUp = useMutation({
    mutationFn: (body: { code: string; password: string }) => data(api.client.POST('/api/v1/staff/password-setup', { body })),
  });
  const form = useForm({
    initialValues: { password: '', repeated: '' },
    validate: {
      password: (value) => (value.length > 0 ? null : 'Enter a password'),
      repeated: (value, values) => (value === values.password ? null : 'The two passwords differ'),
    },
  });
  const problem = useProblemOnForm(form, setUp.error);

  useEffect(() => {
    document.title = 'Set your password · biopermit';
  }, []);

  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Stack w="100%" maw={440} gap="lg">
        <Center>
          <Brand />
        </Center>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="lg">
            <Box>
              <Title order={1} size="h3">
                Set your password
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                The link works once, for a limited time.
              </Text>
            </Box>
            {code === undefined ? (
              <Alert color="red" variant="light" role="alert" title="This link has no set-up code">
                Open the whole link you were given, or ask an administrator for a new one.
              </Alert>
            ) : (
              <form
                noValidate
                aria-label="Set your password"
                onSubmit={form.onSubmit(({ password }) =>
                  setUp.mutate(
                    { code, password },
                    {
                      onSuccess: ({ email }) => void navigate({ to: LOGIN_PATH, search: { reason: 'password_set', email }, replace: true }),
                    },
                  ),
                )}
              >
                <Stack gap="md">
                  {problem && (
                    <ProblemAlert problem={problem} withFieldErrors={problem.errors.some((error) => error.pointer === '/code')} />
                  )}
                  <PasswordInput
                    label="New password"
                    description="The longer the better: a few words you will remember beat a short jumble."
                    autoComplete="new-password"
                    required
                    {...form.getInputProps('password')}
                  />
                  <PasswordInput label="New password again" autoComplete="new-password" required {...form.getInputProps('repeated')} />
                  <Button type="submit" size="md" fullWidth loading={setUp.isPending}>
                    Set password
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Paper>
        <Text size="sm" ta="center">
          <Link to={LOGIN_PATH}>Back to log in</Link>
        </Text>
      </Stack>
    </Center>
  );
}
