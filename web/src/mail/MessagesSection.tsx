import { Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { toProblem } from '../api/problem';
import { useSession } from '../auth/session.queries';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { DateTime } from '../ui/datetime/DateTime';
import { ErrorView } from '../ui/problem/ErrorView';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { Empty } from '../ui/states/Empty';
import { PageLoader } from '../ui/states/PageLoader';
import { MessageDialog, SubjectButton, useOpenMessage } from './MessageDialog';
import { mayResend, RECIPIENT_KIND, STATUS } from './mail-vocabulary';
import { messagesQuery, useResendMessage } from './messages.queries';

/**
 * The application's emails: to whom (the full address: staff see the permittee's address on this page
 * anyway), what, their status, tries and the mail server's last answer, with Resend where the service
 * lets this user resend (not a viewer nor the ABS publisher: the session's permissions; docs/EMAIL.md).
 * A subject opens the email as sent (MessageDialog).
 */
export function MessagesSection({ applicationId }: { applicationId: string }) {
  const loaded = useQuery(messagesQuery(useApi(), applicationId));
  const resend = useResendMessage(applicationId);
  const mayResendHere = useSession()?.permissions.resendMessages ?? false;
  const reading = useOpenMessage();
  if (loaded.error) return <ErrorView error={loaded.error} onRetry={() => void loaded.refetch()} />;
  if (!loaded.data) return <PageLoader />;
  const messages = loaded.data.items;
  return (
    <Stack gap="sm">
      {resend.error && <ProblemAlert problem={toProblem(resend.error)} />}
      {messages.length === 0 ? (
        <Empty title="No emails" description="The notices to the permittee and the agency's contact are listed here." />
      ) : (
        <Table verticalSpacing={6}>
          <caption className="visually-hidden">Emails</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">To</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Server's answer</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => (
              <Table.Tr key={message.id}>
                <Table.Td>
                  <SubjectButton message={message} onOpen={reading.show} />
                  <Text size="xs" c="dimmed">
                    <DateTime value={message.createdAt} />
                    {message.resentFrom ? ' · resent' : ''}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">
                  {message.recipient}
                  <Text size="xs" c="dimmed">
                    {RECIPIENT_KIND[message.recipientKind]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={STATUS[message.status].tone}>{STATUS[message.status].label}</ToneBadge>
                  <Text size="xs">
                    {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
                  </Text>
                </Table.Td>
                <Table.Td fz="xs">{message.lastResponse ?? '—'}</Table.Td>
                <Table.Td>
                  {mayResendHere && mayResend(message) && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Resend ${message.subject} to ${message.recipient}`}
                      loading={resend.isPending && resend.variables === message.id}
                      onClick={() => resend.mutate(message.id)}
                    >
                      Resend
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <MessageDialog message={reading.open} onClose={reading.close} />
    </Stack>
  );
}
