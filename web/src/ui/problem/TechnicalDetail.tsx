import { Code, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A sentence a person reads, with the technical text it came from folded away behind "Details"
 * (a native disclosure: keyboard and screen readers know it), for whoever must pass it on.
 */
export function TechnicalDetail({ children, detail, c }: { children: ReactNode; detail: string; c?: string }) {
  return (
    <div>
      <Text size="sm" c={c}>
        {children}
      </Text>
      <details>
        <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>Details</summary>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', maxWidth: '24rem' }}>
          {detail}
        </Code>
      </details>
    </div>
  );
}
