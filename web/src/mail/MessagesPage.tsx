import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import { toProblem } from '../api/problem';
import { useSession } from '../auth/session.queries';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { KeysetPager } from '../ui/data-table/KeysetPager';
import { TableToolbar } from '../ui/data-table/TableToolbar';
import { useForwardPaging } from '../ui/data-table/use-forward-paging';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import { Page } from '../ui/page/Page';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { Empty } from '../ui/states/Empty';
import { MessageDialog, SubjectButton, useOpenMessage } from './MessageDialog';
import { MAIL_STATUSES, MAIL_TEMPLATES, mayResend, RECIPIENT_KIND, STATUS, templateLabel } from './mail-vocabulary';
import { allMessagesQuery, type MailMessage, useResendAnyMessage } from './messages.queries';
import { changeMessagesSearch, isFiltered, type MessagesSearch, messagesQueryOf } from './messages-search';

const route = getRouteApi('/staff/admin/messages');

const FILTERS = [
  { name: 'status', label: 'Status', options: MAIL_STATUSES.map((status) => ({ value: status, label: STATUS[status].label })) },
  { name: 'template', label: 'Email', options: MAIL_TEMPLATES.map((template) => ({ value: template, label: templateLabel(template) })) },
] as const;

function columns(
  open: (message: MailMessage) => void,
  resend: ((message: MailMessage & { applicationId: string }) => void) | undefined,
  resending: string | undefined,
) {
  const list: Column<MailMessage>[] = [
    {
      id: 'email',
      header: 'Email',
      cell: (message) => (
        <>
          <SubjectButton message={message} onOpen={open} />
          <Text size="xs" c="dimmed">
            <DateTime value={message.createdAt} />
            {message.resentFrom ? ' · resent' : ''}
          </Text>
        </>
      ),
    },
    {
      id: 'to',
      header: 'To',
      cell: (message) => (
        <>
          <Text size="sm">{message.recipient}</Text>
          <Text size="xs" c="dimmed">
            {RECIPIENT_KIND[message.recipientKind]}
          </Text>
        </>
      ),
    },
    {
      id: 'application',
      header: 'Application',
      nowrap: true,
      cell: (message) =>
        message.applicationId === null ? (
          '—'
        ) : (
          <AnchorLink to="/applications/$applicationId" params={{ applicationId: message.applicationId }} size="sm">
            Open
          </AnchorLink>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (message) => (
        <>
          <ToneBadge tone={STATUS[message.status].tone}>{STATUS[message.status].label}</ToneBadge>
          <Text size="xs">
            {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
          </Text>
        </>
      ),
    },
    { id: 'answer', header: "Server's answer", cell: (message) => message.lastResponse ?? '—' },
  ];
  if (resend === undefined) return list;
  list.push({
    id: 'actions',
    header: 'Actions',
    nowrap: true,
    cell: (message) => {
      const { applicationId } = message;
      // A digest belongs to no application: the service resends only an application's emails.
      if (applicationId === null || !mayResend(message)) return null;
      return (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`Resend ${message.subject} to ${message.recipient}`}
          loading={resending === message.id}
          onClick={() => resend({ ...message, applicationId })}
        >
          Resend
        </Button>
      );
    },
  });
  return list;
}

/** The application filter: applied on Enter or with its button, not at each keystroke. */
function ApplicationFilter({ value, onApply }: { value: string | undefined; onApply: (value: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  return (
    <Group
      component="form"
      gap="xs"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text.trim() || undefined);
      }}
    >
      <TextInput
        label="Application"
        description="Registration number or id"
        value={text}
        maxLength={64}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" variant="default">
        Apply
      </Button>
    </Group>
  );
}

/**
 * Every email the service composed (admin; issue 19 §4, docs/EMAIL.md): newest first, filtered by
 * status, template, recipient and application (all in the URL), a page at a time, with Resend for an
 * application's email that is no longer on its way.
 */
export function MessagesPage() {
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = useQuery({ ...allMessagesQuery(api, messagesQueryOf(search)), placeholderData: keepPreviousData });
  const change = (next: Partial<MessagesSearch>) =>
    void navigate({ search: (previous: MessagesSearch) => changeMessagesSearch(previous, next) });
  const pager = useForwardPaging(search.cursor, page.data?.nextCursor, (cursor) => change({ cursor }));
  const filter = (next: Partial<MessagesSearch>) => {
    pager.forget();
    change(next);
  };
  const resend = useResendAnyMessage();
  const mayResendHere = useSession()?.permissions.resendMessages ?? false;
  const rows = page.data?.items;
  const reading = useOpenMessage();
  return (
    <Page
      title="Emails"
      description="Every email composed for applications and staff, newest first, with the log of its sending. Filters combine."
    >
      <Stack gap="sm">
        <TableToolbar
          searchLabel="Recipient"
          searchPlaceholder="Part of the address"
          query={search.recipient}
          onQueryChange={(recipient) => filter({ recipient })}
          filters={FILTERS}
          values={{ status: search.status, template: search.template }}
          onFilterChange={(name, value) => filter({ [name]: value })}
        />
        <ApplicationFilter key={search.application ?? ''} value={search.application} onApply={(application) => filter({ application })} />
        {resend.error && <ProblemAlert problem={toProblem(resend.error)} />}
        <DataTable
          caption="Emails"
          columns={columns(
            reading.show,
            mayResendHere ? (message) => resend.mutate(message) : undefined,
            resend.isPending ? resend.variables?.id : undefined,
          )}
          rows={rows}
          rowKey={(message) => message.id}
          error={page.error ?? undefined}
          onRetry={() => void page.refetch()}
          refreshing={page.isPlaceholderData}
          empty={
            <Empty
              title={isFiltered(search) ? 'No email matches' : 'No emails yet'}
              description={isFiltered(search) ? 'Change or clear the filters.' : 'Emails are listed here as changes compose them.'}
            />
          }
          footer={
            <KeysetPager
              label="Emails"
              {...pager.paging}
              onPageChange={pager.onPageChange}
              summary={rows ? `Showing ${rows.length} email${rows.length === 1 ? '' : 's'}` : undefined}
            />
          }
        />
        <MessageDialog message={reading.open} onClose={reading.close} />
      </Stack>
    </Page>
  );
}
