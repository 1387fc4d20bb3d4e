import { Alert } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** What an action did, said once it is done: a new one (even with the same words) is focused again. */
export interface Outcome {
  readonly text: ReactNode;
  readonly at: number;
}

/** An outcome said and the way to say the next one (`announce`) and to put it away. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const announce = useCallback((text: ReactNode) => setOutcome((last) => ({ text, at: (last?.at ?? 0) + 1 })), []);
  return { outcome, announce, dismiss: useCallback(() => setOutcome(undefined), []) };
}

const AnnounceContext = createContext<(text: ReactNode) => void>(() => {});

/** Where the application page's action forms (the action bar's, the permit's) say what they did. */
export function AnnounceProvider({ announce, children }: { announce: (text: ReactNode) => void; children: ReactNode }) {
  return <AnnounceContext.Provider value={announce}>{children}</AnnounceContext.Provider>;
}

export function useAnnounce(): (text: ReactNode) => void {
  return useContext(AnnounceContext);
}

/**
 * The result of the last action, focused as it appears: the form that was open is gone, and the keyboard and
 * the screen reader land on what changed, not at the top of the document (WCAG 2.4.3, 4.1.3).
 */
export function ActionOutcome({ outcome, onDismiss }: { outcome: Outcome | undefined; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome !== undefined) ref.current?.focus();
  }, [outcome]);
  if (outcome === undefined) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="forest"
      variant="light"
      title="Done"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {outcome.text}
    </Alert>
  );
}
