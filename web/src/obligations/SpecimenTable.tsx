import { Mark, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { formatCalendarDate } from '../format/datetime';
import { AlertTriangleIcon } from '../ui/icons';
import { FLAG, type FlaggedColumn } from './obligation-vocabulary';
import type { SpecimenFlag, SpecimenRow } from './obligations.queries';

/** The row's flagged value, marked (highlighted, and a <mark> for assistive technology); the flag row beneath says why in words. */
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

const FLAGGED_ROW = 'var(--mantine-color-yellow-0)';
// Break a word only when it cannot fit at all (the page's rule, `anywhere`, would let the table squeeze names letter by letter).
const CELLS = { td: { overflowWrap: 'break-word' }, th: { overflowWrap: 'break-word' } } as const;

/**
 * The specimen rows of a collection report, in the order sent: each row the service flagged (a species or
 * place not on the permit, a date outside the collection period) is highlighted, its flagged value marked,
 * and the flags said in words with their detail on a line beneath it.
 */
export function SpecimenTable({ rows, flags }: { rows: readonly SpecimenRow[]; flags: readonly SpecimenFlag[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} fz="sm" styles={CELLS}>
        <caption className="visually-hidden">Specimens reported</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Scientific name</Table.Th>
            <Table.Th scope="col">Count, state</Table.Th>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Collected</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const own = flags.filter((flag) => flag.row === index);
            const on = (column: FlaggedColumn) => own.some((flag) => FLAG[flag.code].column === column);
            const flagged = own.length > 0;
            return (
              // Rows are the report's own order, never re-sorted: the index is what the flags point at.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Fragment key={index}>
                <Table.Tr bg={flagged ? FLAGGED_ROW : undefined} style={flagged ? { borderBottom: 0 } : undefined}>
                  <Table.Td c="dimmed">{index + 1}</Table.Td>
                  <Table.Td fs="italic">
                    <Value flagged={on('species')}>{row.scientificName}</Value>
                  </Table.Td>
                  <Table.Td>
                    <Value flagged={on('count')}>
                      {row.count} {row.unit}
                    </Value>
                    <Text size="xs" c="dimmed">
                      {row.state}
                    </Text>
                    {row.collector && (
                      <Text size="xs">
                        by <Value flagged={on('collector')}>{row.collector}</Value>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Value flagged={on('place')}>{placeOf(row)}</Value>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Value flagged={on('date')}>{formatCalendarDate(row.dateCollected)}</Value>
                  </Table.Td>
                </Table.Tr>
                {flagged && (
                  <Table.Tr bg={FLAGGED_ROW}>
                    <Table.Td />
                    <Table.Td colSpan={4} pt={0}>
                      <span className="visually-hidden">Flags of row {index + 1}: </span>
                      <Stack gap={2}>
                        {own.map((flag) => (
                          <Text key={flag.code} size="sm" c="red.9">
                            <AlertTriangleIcon size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
                            <strong>{FLAG[flag.code].label}</strong>: {flag.detail}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
