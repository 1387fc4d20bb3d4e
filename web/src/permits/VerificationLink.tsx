import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { QrCode } from '../ui/qr/QrCode';

/** The public verification link printed on the certificate: shown, copyable, openable, and as its QR code. */
export function VerificationLink({ permitNo, url }: { permitNo: string; url: string | null }) {
  if (url === null) {
    return (
      <Text size="sm" c="dimmed">
        No verification link: the service has no PUBLIC_BASE_URL.
      </Text>
    );
  }
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <TextInput
          label="Verification link"
          description="Anyone can check the permit here, as the QR code on the certificate does."
          value={url}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Link copied' : 'Copy the link'}
              </Button>
            )}
          </CopyButton>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            Open the verification page
          </Anchor>
        </Group>
      </Stack>
      <QrCode value={url} label={`QR code of the verification link of ${permitNo}`} pixels={132} />
    </Group>
  );
}
