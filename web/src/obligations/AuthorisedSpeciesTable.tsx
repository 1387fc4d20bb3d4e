import { Table, Text } from '@mantine/core';
import { formatDate } from '../format/datetime';
import type { AuthorisedSpecies } from './obligations.queries';

/** What the permit authorises, where and when: what a collection report's rows are checked against. */
export function AuthorisedSpeciesTable({ species }: { species: readonly AuthorisedSpecies[] }) {
  if (species.length === 0) return <Text size="sm">The permit names no species.</Text>;
  return (
    <Table verticalSpacing={4} fz="sm" styles={{ td: { overflowWrap: 'break-word' }, th: { overflowWrap: 'break-word' } }}>
      <caption className="visually-hidden">Authorised by the permit</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Species</Table.Th>
          <Table.Th scope="col">Where and when</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {species.map((item) => (
          <Table.Tr key={`${item.scientificName}|${item.province}|${item.cityOrMunicipality}|${item.collectionStart}`}>
            <Table.Td>
              <Text span size="sm" fs="italic">
                {item.scientificName ?? '—'}
              </Text>
              {item.commonName && (
                <Text size="xs" c="dimmed">
                  {item.commonName}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {item.cityOrMunicipality}, {item.province}
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(item.collectionStart)} – {formatDate(item.collectionEnd)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
