import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { useNewRecoveryCodes } from './account.queries';
import { RecoveryCodeList } from './RecoveryCodeList';

/** Ten new recovery codes in place of the old ones (which stop working at once), after the password. */
export function NewRecoveryCodesForm({ codesLeft }: { codesLeft: number }) {
  const renew = useNewRecoveryCodes();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value.length > 0 ? null : 'Enter your password') },
  });
  const problem = useProblemOnForm(form, renew.error);
  if (renew.data) return <RecoveryCodeList codes={renew.data.recoveryCodes} onDone={() => renew.reset()} />;
  return (
    <form
      noValidate
      aria-label="New recovery codes"
      onSubmit={form.onSubmit(({ password }) => renew.mutate(password, { onSuccess: () => form.reset() }))}
    >
      <Stack gap="sm" maw={420}>
        <Text size="sm">
          You have {codesLeft} unused recovery {codesLeft === 1 ? 'code' : 'codes'}. New ones replace them all.
        </Text>
        {problem && <ProblemAlert problem={problem} />}
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <div>
          <Button type="submit" variant="default" loading={renew.isPending}>
            Make new recovery codes
          </Button>
        </div>
      </Stack>
    </form>
  );
}
