import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** Text and border on the background: each pair at 7:1 or more, so a badge reads on any row of a striped table. */
const TONES = {
  red: { text: '#9b1c1c', background: '#fff1f1' },
  blue: { text: '#1c4a80', background: '#edf4fd' },
  green: { text: '#1b5e30', background: '#ebf7ee' },
  grey: { text: '#3d4550', background: '#f1f3f5' },
} as const;
export type Tone = keyof typeof TONES;

/** A state in words (and an icon, when given), then a colour: it reads without colour too (WCAG 1.4.1). */
export function ToneBadge({ tone, icon, children }: { tone: Tone; icon?: ReactNode; children: ReactNode }) {
  const { text, background } = TONES[tone];
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      leftSection={icon}
      // A state is a word or two, kept on one line: its cell or card grows for it (a table scrolls sideways) rather than breaking it.
      styles={{
        root: { color: text, borderColor: text, background, height: 'auto', minHeight: 'var(--badge-height)' },
        label: { whiteSpace: 'nowrap', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
      }}
    >
      {children}
    </Badge>
  );
}
