import { Table, Text } from '@mantine/core';
import { UNIT_LABEL } from '../terms/terms-words';
import type { LineBalance } from './movements.queries';

const unitOf = (unit: string | null) => (unit ? ((UNIT_LABEL as Record<string, string>)[unit] ?? unit) : '');

/** Per authorised line: authorised, reported collected, transferred, remaining (below 0 in red: more reported than authorised). */
export function BalanceTable({ balance }: { balance: readonly LineBalance[] }) {
  if (balance.length === 0) return <Text size="sm">This permit was issued before permits stated their terms: it has no balance.</Text>;
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing={4} fz="sm" styles={{ td: { overflowWrap: 'break-word' } }}>
        <caption className="visually-hidden">Balance per authorised line</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Species</Table.Th>
            <Table.Th scope="col">Site</Table.Th>
            <Table.Th scope="col" ta="right">
              Authorised
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Collected
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Transferred
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Remaining
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balance.map((line) => (
            <Table.Tr key={line.lineId}>
              <Table.Td fs="italic">{line.scientificName ?? line.commonName ?? '—'}</Table.Td>
              <Table.Td>{[line.barangay, line.cityOrMunicipality, line.province].filter(Boolean).join(', ')}</Table.Td>
              <Table.Td ta="right">{line.authorised === null ? 'not set' : `${line.authorised} ${unitOf(line.unit)}`}</Table.Td>
              <Table.Td ta="right">{line.collected}</Table.Td>
              <Table.Td ta="right">{line.transferred}</Table.Td>
              <Table.Td ta="right" fw={600} c={line.remaining !== null && line.remaining < 0 ? 'red.8' : undefined}>
                {line.remaining ?? '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
