import { Anchor, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { DateTime } from '../ui/datetime/DateTime';
import { RECIPIENT_KIND, STATUS } from './mail-vocabulary';
import type { MailMessage } from './messages.queries';

/**
 * An email as its recipient got it (issue 31): its plain text, and its HTML part rendered in a
 * sandboxed frame. `sandbox=""` gives the frame an opaque origin and no scripts, forms, pop-ups or
 * navigation of the page; `srcdoc` means nothing is fetched to show it.
 */
export function MessageDialog({ message, onClose }: { message: MailMessage | undefined; onClose: () => void }) {
  return (
    <Modal opened={message !== undefined} onClose={onClose} title={message?.subject ?? 'Email'} size="52rem">
      {message && <MessageContent message={message} />}
    </Modal>
  );
}

function MessageContent({ message }: { message: MailMessage }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        To {message.recipient} ({RECIPIENT_KIND[message.recipientKind]}) · composed <DateTime value={message.createdAt} /> ·{' '}
        {STATUS[message.status].label}
      </Text>
      <Tabs defaultValue="html">
        <Tabs.List>
          <Tabs.Tab value="html">As the recipient sees it</Tabs.Tab>
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={`HTML part of ${message.subject}`}
            style={{ width: '100%', height: '28rem', border: '1px solid var(--mantine-color-gray-4)', background: 'white' }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', margin: 0 }}>
            {message.text}
          </Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The subject as the button that opens the email. */
export function SubjectButton({ message, onOpen }: { message: MailMessage; onOpen: (message: MailMessage) => void }) {
  return (
    <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => onOpen(message)}>
      {message.subject}
    </Anchor>
  );
}

/** Which email is open, if any. */
export function useOpenMessage() {
  const [open, setOpen] = useState<MailMessage | undefined>(undefined);
  return { open, show: setOpen, close: () => setOpen(undefined) };
}
