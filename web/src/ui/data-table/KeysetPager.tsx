import { Button, Group, Text } from '@mantine/core';

export interface KeysetPaging {
  /** Cursor of the page before this one; null on the first page. */
  readonly previousCursor: string | null;
  /** Cursor of the page after this one; null on the last page. */
  readonly nextCursor: string | null;
  /** Whether this is a later page than the first (the URL has a cursor). */
  readonly onLaterPage: boolean;
}

interface KeysetPagerProps extends KeysetPaging {
  /** The table's name, so the pager's own name says whose pages these are. */
  readonly label: string;
  readonly onPageChange: (cursor: string | undefined) => void;
  /** "Showing 50 applications" or similar; keyset paging has no page numbers. */
  readonly summary?: string;
}

/**
 * Keyset paging: previous and next through the cursors the API returns, and back to the first page.
 * No page numbers: at a million rows, "page 7,342" would cost the database and mean nothing.
 */
export function KeysetPager({ label, previousCursor, nextCursor, onLaterPage, onPageChange, summary }: KeysetPagerProps) {
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={`Pages of ${label}`}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Group gap="xs">
        <Button variant="subtle" size="sm" disabled={!onLaterPage} onClick={() => onPageChange(undefined)}>
          First page
        </Button>
        <Button variant="default" size="sm" disabled={previousCursor === null} onClick={() => onPageChange(previousCursor ?? undefined)}>
          Previous
        </Button>
        <Button variant="default" size="sm" disabled={nextCursor === null} onClick={() => onPageChange(nextCursor ?? undefined)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
