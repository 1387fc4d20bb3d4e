import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../format/datetime';
import { ErrorView } from '../../ui/problem/ErrorView';
import { SetupLinkShown } from './SetupLinkShown';
import { type StaffUserDetail, useResetPassword } from './users.queries';

/** A link with which the user sets a new password (and, for a lost phone, enrols a new authenticator). */
export function PasswordResetSection({ user }: { user: StaffUserDetail }) {
  const reset = useResetPassword(user.id);
  const [withSecondFactor, setWithSecondFactor] = useState(false);
  if (reset.data)
    return (
      <Stack gap="sm">
        <SetupLinkShown setup={reset.data} email={user.email} />
        <div>
          <Button variant="default" onClick={() => reset.reset()}>
            Done
          </Button>
        </div>
      </Stack>
    );
  return (
    <Stack gap="sm" maw={560}>
      {user.pendingSetupCode && (
        <Text size="sm">
          A {user.pendingSetupCode.purpose === 'setup' ? 'set-up' : 'reset'} link is waiting to be used, until{' '}
          {formatDateTime(user.pendingSetupCode.expiresAt)}. A new link replaces it.
        </Text>
      )}
      <Text size="sm">The current password keeps working until the user sets a new one with the link.</Text>
      {reset.error ? <ErrorView error={reset.error} /> : null}
      <Checkbox
        label="Also remove the authenticator and recovery codes (a lost phone)"
        description="The user sets up a new authenticator after setting the password."
        checked={withSecondFactor}
        onChange={(event) => setWithSecondFactor(event.currentTarget.checked)}
      />
      <div>
        <Button
          variant="default"
          loading={reset.isPending}
          onClick={() => reset.mutate(withSecondFactor ? { resetSecondFactor: true } : {})}
        >
          Make a password reset link
        </Button>
      </div>
    </Stack>
  );
}
