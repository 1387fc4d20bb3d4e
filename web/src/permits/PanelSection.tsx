import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled region of the permit panel, found by its name ("Permit", "ABS Clearing-House"). */
export function PanelSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
