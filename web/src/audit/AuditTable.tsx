import { Code, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayText } from '../format/text';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { KeysetPager, type KeysetPaging } from '../ui/data-table/KeysetPager';
import { DateTime } from '../ui/datetime/DateTime';
import type { AuditEntry } from './audit.queries';

/**
 * Where the act came from and what it carried and changed, folded away until asked for (a native
 * disclosure: keyboard and screen readers know it), so the table stays readable at 1280 wide.
 */
function Details({ entry }: { entry: AuditEntry }) {
  const parts = (['details', 'before', 'after'] as const).filter((part) => entry[part] !== null && entry[part] !== undefined);
  const origin: [string, string | null][] = [
    ['Subject', `${entry.subjectType} ${entry.subjectId}`],
    ['Request', entry.requestId],
    ['Client address', entry.clientAddress],
    ['Hash', entry.hash],
  ];
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
        {parts.length > 0 ? parts.join(', ') : 'origin'}
      </summary>
      <dl style={{ margin: '6px 0 0', fontSize: 'var(--mantine-font-size-xs)', wordBreak: 'break-all' }}>
        {origin
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt style={{ fontWeight: 600, display: 'inline' }}>{label}: </dt>
              <dd style={{ display: 'inline', margin: 0 }}>{value}</dd>
            </div>
          ))}
      </dl>
      {parts.map((part) => (
        <div key={part}>
          <Text size="xs" fw={600} mt={6}>
            {part}
          </Text>
          <Code block style={{ maxWidth: '30rem', whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
            {JSON.stringify(entry[part], null, 2)}
          </Code>
        </div>
      ))}
    </details>
  );
}

/** A long id cut to its start (the whole id is in the row's details). */
const shortId = (id: string) => (id.length > 13 ? `${id.slice(0, 8)}…` : id);

function actorOf(entry: AuditEntry): string {
  if (entry.actorName) return displayText(entry.actorName);
  return entry.actorKind === 'staff' ? 'Former user' : entry.actorKind;
}

export function auditColumns(actorCell?: (entry: AuditEntry, name: string) => ReactNode): Column<AuditEntry>[] {
  return [
    {
      id: 'sequence',
      header: 'No.',
      align: 'right',
      nowrap: true,
      cell: (entry) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{entry.sequence}</span>,
    },
    { id: 'occurredAt', header: 'When', nowrap: true, cell: (entry) => <DateTime value={entry.occurredAt} /> },
    {
      id: 'actor',
      header: 'Who',
      cell: (entry) => (
        <div>
          {actorCell ? actorCell(entry, actorOf(entry)) : <Text size="sm">{actorOf(entry)}</Text>}
          <Text size="xs" c="dimmed">
            {[entry.actorKind, entry.actorRole].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    { id: 'action', header: 'Action', nowrap: true, cell: (entry) => <Code>{entry.action}</Code> },
    {
      id: 'subject',
      header: 'Subject',
      nowrap: true,
      cell: (entry) => (
        <div>
          <Text size="sm">{entry.subjectType}</Text>
          <Text size="xs" c="dimmed">
            {entry.agencyCode ? `${entry.agencyCode} · ` : ''}
            {shortId(entry.subjectId)}
          </Text>
        </div>
      ),
    },
    // Wide enough to read once expanded, whatever the other columns hold.
    { id: 'details', header: 'Details', width: '22rem', cell: (entry) => <Details entry={entry} /> },
  ];
}

interface AuditTableProps {
  readonly caption: string;
  readonly columns: readonly Column<AuditEntry>[];
  readonly page: { items: readonly AuditEntry[]; nextCursor: string | null } | undefined;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly refreshing: boolean;
  readonly empty: ReactNode;
  readonly paging: KeysetPaging;
  readonly onPageChange: (cursor: string | undefined) => void;
}

/** Audit rows with their pager: the whole trail's and an application's. */
export function AuditTable({ caption, columns, page, error, onRetry, refreshing, empty, paging, onPageChange }: AuditTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={page?.items}
      rowKey={(entry) => entry.id}
      error={error ?? undefined}
      onRetry={onRetry}
      refreshing={refreshing}
      minWidth={900}
      empty={empty}
      footer={
        page && (
          <KeysetPager
            label={caption}
            {...paging}
            onPageChange={onPageChange}
            summary={`Showing ${page.items.length} ${page.items.length === 1 ? 'row' : 'rows'}`}
          />
        )
      }
    />
  );
}
