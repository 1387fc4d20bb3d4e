import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface BulkActionBarProps {
  /** What is selected, in words: "documents", "applications". */
  readonly noun: string;
  readonly count: number;
  readonly onClear: () => void;
  /** The actions on the selection. */
  readonly children: ReactNode;
}

/** The actions on what is selected in a list: shown once something is, with how many and a way to clear. */
export function BulkActionBar({ noun, count, onClear, children }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" role="toolbar" aria-label={`Selected ${noun}`}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {count} {noun} selected
        </Text>
        {children}
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
