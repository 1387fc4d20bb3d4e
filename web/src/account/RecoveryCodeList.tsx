import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { CheckIcon } from '../ui/icons';

/** Recovery codes, shown this once: the user saves them now (copy, print), the service keeps only their hashes. */
export function RecoveryCodeList({
  codes,
  onDone,
  doneLabel = 'I have saved them',
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  return (
    <Stack gap="sm">
      <Alert color="warning" variant="light" title="Save these recovery codes now">
        <Text size="sm">
          They are shown only this once. Each logs you in once if you lose your authenticator; keep them somewhere safe, apart from your
          phone.
        </Text>
      </Alert>
      <List aria-label="Recovery codes" listStyleType="none" spacing={4} ff="monospace" fz="md" style={{ columns: 2 }}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={copied ? <CheckIcon size={16} /> : undefined}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
