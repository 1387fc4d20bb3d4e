import { useCallback, useMemo, useState } from 'react';

/** Which rows of a list are selected, by key; what a bulk action is sent for. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const setAll = useCallback((keys: readonly string[], on: boolean) => setSelected(on ? new Set(keys) : new Set()), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, setAll, clear }), [selected, toggle, setAll, clear]);
}

export type Selection = ReturnType<typeof useSelection>;
