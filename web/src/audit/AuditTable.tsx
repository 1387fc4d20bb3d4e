import { Code, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayText } from '../format/text';
import { type Column, DataTable } from '../ui/data-table/DataTable';
import { KeysetPager, type KeysetPaging } from '../ui/data-table/KeysetPager';
import { DateTime } from '../ui/datetime/DateTime';
import type { AuditEntry } from './audit.queries';

/** What the act carried and changed, as JSON, folded away until asked for (a native disclosure: keyboard and screen readers know it). */
function Changes({ entry }: { entry: AuditEntry }) {
  const parts = (['details', 'before', 'after'] as const).filter((part) => entry[part] !== null && entry[part] !== undefined);
  if (parts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>{parts.join(', ')}</summary>
      {parts.map((part) => (
        <div key={part}>
          <Text size="xs" fw={600} mt={6}>
            {part}
          </Text>
          <Code block style={{ maxWidth: '32rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(entry[part], null, 2)}
          </Code>
        </div>
      ))}
    </details>
  );
}

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
      cell: (entry) => (
        <div>
          <Text size="sm">{entry.subjectType}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {entry.subjectId}
          </Text>
        </div>
      ),
    },
    { id: 'changes', header: 'Details', cell: (entry) => <Changes entry={entry} /> },
    {
      id: 'origin',
      header: 'Request',
      cell: (entry) => (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {[entry.clientAddress, entry.requestId].filter(Boolean).join(' · ') || '—'}
        </Text>
      ),
    },
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
      minWidth={1000}
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
