import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Shown while a page loads. It appears only after a short moment, so fast pages do not flash a
 * spinner; screen readers hear "Loading" either way.
 */
export function PageLoader({ label = 'Loading', delayMs = 200 }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <Center role="status" mih={160} aria-live="polite">
      {visible && <Loader size="md" aria-hidden="true" />}
      <VisuallyHidden>{label}…</VisuallyHidden>
    </Center>
  );
}
