import { Text } from '@mantine/core';
import { formatDateTime } from '../../format/datetime';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
import { absoluteLink, type SetupCode } from './users.queries';

/** The one-time set-up link of a new user or a reset, to pass on by a channel the admin trusts. */
export function SetupLinkShown({ setup, email }: { setup: SetupCode; email: string }) {
  return (
    <SecretShownOnce
      title={setup.purpose === 'setup' ? 'The set-up link for the first password' : 'The link to set a new password'}
      secrets={[{ label: 'Set-up link', value: absoluteLink(setup.link) }]}
    >
      <Text size="sm">
        Give it to {email} by a channel you trust. It works once, until {formatDateTime(setup.expiresAt)} (Philippine time).
      </Text>
    </SecretShownOnce>
  );
}
