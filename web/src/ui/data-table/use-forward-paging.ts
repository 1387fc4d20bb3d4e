import { useState } from 'react';
import type { KeysetPaging } from './KeysetPager';

/**
 * KeysetPager over a listing that pages forward only (it answers `nextCursor`, no `previousCursor`):
 * the cursors of the pages before this one are kept here, to step back through. `go` is called with
 * the cursor to show (undefined: the first page); `forget` when the filters change (a new listing).
 */
export function useForwardPaging(
  current: string | undefined,
  nextCursor: string | null | undefined,
  go: (cursor: string | undefined) => void,
) {
  const [earlier, setEarlier] = useState<string[]>([]);
  const paging: KeysetPaging = {
    // '' stands for the first page, which has no cursor.
    previousCursor: earlier.length > 0 ? (earlier.at(-1) ?? '') : null,
    nextCursor: nextCursor ?? null,
    onLaterPage: current !== undefined,
  };
  const onPageChange = (cursor: string | undefined) => {
    if (cursor !== undefined && cursor === nextCursor) {
      setEarlier([...earlier, current ?? '']);
      go(cursor);
    } else if (cursor === undefined) {
      setEarlier([]);
      go(undefined);
    } else {
      setEarlier(earlier.slice(0, -1));
      go(cursor || undefined);
    }
  };
  return { paging, onPageChange, forget: () => setEarlier([]) };
}
