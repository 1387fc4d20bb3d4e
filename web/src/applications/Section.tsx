import { Paper, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the application page, a landmark named by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Label and value pairs, one a row; a missing value reads as a dash. */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170} fw={500} c="dimmed" fz="sm">
              {label}
            </Table.Th>
            <Table.Td fz="sm">{value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
