import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
}

interface ChartFigureProps {
  readonly id: string;
  readonly title: string;
  /** What the chart shows, in a sentence: the chart's name for screen readers, and shown under the title. */
  readonly summary: string;
  readonly chart: ReactNode;
  /** The same figures as a table: the chart's full text alternative, one click away. */
  readonly table: FigureTable;
}

/**
 * A chart with its text alternatives (WCAG 1.1.1): the chart is one image named by its summary, and
 * the figures it draws are in a table under it (a native disclosure, so keyboard and screen readers
 * open it as they open any other).
 */
export function ChartFigure({ id, title, summary, chart, table }: ChartFigureProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        </div>
        <div role="img" aria-label={`${title}: ${summary}`}>
          {chart}
        </div>
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>The figures as a table</summary>
          <Table striped withTableBorder mt="xs" fz="sm">
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column, index) => (
                  <Table.Th key={column} scope="col" ta={index === 0 ? 'left' : 'right'}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed figures in a fixed order
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={table.columns[index]} scope="row" fw={500}>
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td key={table.columns[index]} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {cell}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </Stack>
    </Paper>
  );
}
