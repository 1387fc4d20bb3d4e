import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { useChangePassword } from './account.queries';

/** Change my password: the current one, the new one twice. The service judges the new one (length, common passwords). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', repeated: '' },
    validate: {
      currentPassword: (value) => (value.length > 0 ? null : 'Enter your current password'),
      newPassword: (value) => (value.length > 0 ? null : 'Enter a new password'),
      repeated: (value, values) => (value === values.newPassword ? null : 'The two new passwords differ'),
    },
  });
  const problem = useProblemOnForm(form, change.error);
  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="sm" maw={420}>
        {problem && <ProblemAlert problem={problem} />}
        {change.isSuccess && (
          <Alert color="forest" variant="light" role="status" title="Your password is changed">
            Your other sessions have ended; this one goes on.
          </Alert>
        )}
        <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label="New password"
          description="The longer the better: a few words you will remember beat a short jumble."
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput label="New password again" autoComplete="new-password" required {...form.getInputProps('repeated')} />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
