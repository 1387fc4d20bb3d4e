import { Mark, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../format/datetime';
import { AlertTriangleIcon } from '../ui/icons';
import { FLAG } from './obligation-vocabulary';
import type { SpecimenFlag, SpecimenRow } from './obligations.queries';

/** The row's flagged value, marked (highlighted, and a <mark> for assistive technology); the Flags cell says why in words. */
function Value({ flagged, children }: { flagged: boolean; children: ReactNode }) {
  return flagged ? (
    <Mark color="yellow.2" px={2} fw={600}>
      {children}
    </Mark>
  ) : (
    children
  );
}

function placeOf(row: SpecimenRow): string {
  const { barangay, cityOrMunicipality, province } = row.location;
  return [barangay, cityOrMunicipality, province].filter(Boolean).join(', ');
}

/**
 * The specimen rows of a collection report, in the order sent: each row the service flagged (a species or
 * place not on the permit, a date outside the collection period) is highlighted, its flagged value marked
 * and the flag said in words with its detail.
 */
export function SpecimenTable({ rows, flags }: { rows: readonly SpecimenRow[]; flags: readonly SpecimenFlag[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} fz="sm">
        <caption className="visually-hidden">Specimens reported</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Scientific name</Table.Th>
            <Table.Th scope="col">Count</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Collected</Table.Th>
            <Table.Th scope="col">Flags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const own = flags.filter((flag) => flag.row === index);
            const on = (column: 'species' | 'place' | 'date') => own.some((flag) => FLAG[flag.code].column === column);
            return (
              // Rows are the report's own order, never re-sorted: the index is what the flags point at.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={index} bg={own.length > 0 ? 'var(--mantine-color-yellow-0)' : undefined}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                <Table.Td fs="italic">
                  <Value flagged={on('species')}>{row.scientificName}</Value>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.count} {row.unit}
                </Table.Td>
                <Table.Td>{row.state}</Table.Td>
                <Table.Td>
                  <Value flagged={on('place')}>{placeOf(row)}</Value>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Value flagged={on('date')}>{formatCalendarDate(row.dateCollected)}</Value>
                </Table.Td>
                <Table.Td>
                  {own.length === 0 ? (
                    <Text span size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    <Stack gap={4}>
                      {own.map((flag) => (
                        <Text key={flag.code} size="sm" c="red.9">
                          <AlertTriangleIcon size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
                          <strong>{FLAG[flag.code].label}</strong>: {flag.detail}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
