import { Paper, ScrollArea, Skeleton, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortIcon } from '../icons';
import { ErrorView } from '../problem/ErrorView';
import type { SortOrder } from './table-search';

export interface Column<Row> {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The API's sort key for this column, when it can be sorted by. */
  readonly sortKey?: string;
  readonly align?: 'left' | 'right' | 'center';
  readonly width?: number | string;
  /** Keeps the cell on one line (numbers, dates, badges); the table scrolls sideways instead. */
  readonly nowrap?: boolean;
}

interface DataTableProps<Row> {
  /** The table's name (caption), read by screen readers and shown when `captionVisible`. */
  readonly caption: string;
  readonly captionVisible?: boolean;
  readonly columns: readonly Column<Row>[];
  /** undefined while the first page loads. */
  readonly rows: readonly Row[] | undefined;
  readonly rowKey: (row: Row) => string;
  readonly sort?: { key: string; order: SortOrder };
  readonly onSortChange?: (sort: { key: string; order: SortOrder }) => void;
  /** A failed load: shown in place of the rows, with its retry. */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** Shown when the page has no rows. */
  readonly empty: ReactNode;
  /** Shown under the table (the pager). */
  readonly footer?: ReactNode;
  /** A newer page is loading while the old one is still shown. */
  readonly refreshing?: boolean;
  /** Below this width the table scrolls sideways rather than squeezing its columns (a tablet in portrait). */
  readonly minWidth?: number;
}

const SKELETON_ROWS = 5;

/**
 * A cell wraps between words, never inside one where the word fits (issue 31): a column is at least
 * as wide as its longest word, and the table scrolls sideways in its region when the columns do not
 * fit. Its content is capped at this width, so a word longer than that (a hostile 200-character
 * name, an unbroken id) breaks there rather than widening the column past it (issue 18).
 */
const CELL_MAX_WIDTH = '24rem';

function ariaSort(column: { sortKey?: string }, sort?: { key: string; order: SortOrder }) {
  if (column.sortKey === undefined) return undefined;
  if (sort?.key !== column.sortKey) return 'none' as const;
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/** The sort state is the header's aria-sort (read with the column); the button inside only changes it. */
function HeaderCell<Row>({ column, sort, onSortChange }: Pick<DataTableProps<Row>, 'sort' | 'onSortChange'> & { column: Column<Row> }) {
  const state = ariaSort(column, sort);
  const content =
    column.sortKey !== undefined && onSortChange ? (
      <UnstyledButton
        fw={600}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        onClick={() => {
          const key = column.sortKey as string;
          const order: SortOrder = sort?.key === key && sort.order === 'asc' ? 'desc' : 'asc';
          onSortChange({ key, order });
        }}
      >
        {column.header}
        <SortIcon size={16} direction={state === 'ascending' ? 'asc' : state === 'descending' ? 'desc' : 'none'} />
      </UnstyledButton>
    ) : (
      column.header
    );
  return (
    <Table.Th scope="col" aria-sort={state} ta={column.align} w={column.width} style={{ whiteSpace: 'nowrap' }}>
      {content}
    </Table.Th>
  );
}

/**
 * The table of every list in the back-office: sortable headers (aria-sort), a skeleton while the
 * first page loads, the problem in place of the rows when loading fails, and a designed empty state.
 * Paging and filters belong to the URL; the screen passes them in and handles the changes.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    captionVisible = false,
    columns,
    rows,
    rowKey,
    error,
    onRetry,
    empty,
    footer,
    refreshing = false,
    minWidth = 760,
  } = props;
  const loading = rows === undefined && error === undefined;
  return (
    <Paper withBorder radius="md">
      {/* A table wider than the screen scrolls sideways: its viewport takes focus, so the keyboard can scroll it (WCAG 2.1.1). */}
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing="md"
          stickyHeader
          aria-busy={loading || refreshing}
          miw={minWidth}
          style={{ opacity: refreshing ? 0.65 : 1, transition: 'opacity 120ms' }}
        >
          {captionVisible ? <Table.Caption>{caption}</Table.Caption> : <caption className="visually-hidden">{caption}</caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={props.sort} onSortChange={props.onSortChange} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <Table.Tr key={index} aria-hidden="true">
                  {columns.map((column) => (
                    <Table.Td key={column.id}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {error !== undefined && (
              <Table.Tr>
                <Table.Td colSpan={columns.length} p="md">
                  <ErrorView error={error} {...(onRetry ? { onRetry } : {})} />
                </Table.Td>
              </Table.Tr>
            )}
            {error === undefined && rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>{empty}</Table.Td>
              </Table.Tr>
            )}
            {error === undefined &&
              rows?.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.id} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.nowrap ? column.cell(row) : <div style={{ maxWidth: CELL_MAX_WIDTH }}>{column.cell(row)}</div>}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {footer && (
        <Paper px="md" py="sm" radius={0} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {footer}
        </Paper>
      )}
    </Paper>
  );
}
