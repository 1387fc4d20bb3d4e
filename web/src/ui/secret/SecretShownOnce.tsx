import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon } from '../icons';

interface Secret {
  readonly label: string;
  readonly value: string;
}

/**
 * A secret the service shows once (a set-up link, a client secret): what it is, each value with its
 * copy button, and the warning that it will not be shown again.
 */
export function SecretShownOnce({
  title,
  secrets,
  kept = 'Only its hash is kept.',
  children,
}: {
  title: string;
  secrets: readonly Secret[];
  /** How the service keeps it (a hash by default; a webhook secret is kept sealed, to sign with). */
  kept?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Alert color="warning" variant="light" title={title}>
        <Text size="sm">It is shown only this once: copy it now. {kept}</Text>
      </Alert>
      {secrets.map((secret) => (
        <Stack key={secret.label} gap={4}>
          <Text size="sm" fw={600} id={`secret-${secret.label.replace(/\W+/gu, '-')}`}>
            {secret.label}
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code
              block
              fz="sm"
              style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
              aria-labelledby={`secret-${secret.label.replace(/\W+/gu, '-')}`}
            >
              {secret.value}
            </Code>
            <CopyButton value={secret.value}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  size="sm"
                  onClick={copy}
                  leftSection={copied ? <CheckIcon size={16} /> : undefined}
                  aria-label={`Copy ${secret.label}`}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      ))}
      {children}
    </Stack>
  );
}
