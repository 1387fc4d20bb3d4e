import { Table, Text } from '@mantine/core';
import { formatDate } from '../format/datetime';
import type { StaffApplication } from './application.queries';

/** A species' collection window: instants (UTC), written as their Manila days. */
function collectionPeriod(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${start ? formatDate(start) : '?'} – ${end ? formatDate(end) : '?'}`;
}

/** The species to collect, as the agency listed them. */
export function SpeciesTable({ resources }: { resources: StaffApplication['application']['resources'] }) {
  if (resources.length === 0) return <Text size="sm">No species listed.</Text>;
  return (
    <Table striped>
      <caption className="visually-hidden">Species</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Scientific name</Table.Th>
          <Table.Th scope="col">Common name</Table.Th>
          <Table.Th scope="col">Collection</Table.Th>
          <Table.Th scope="col">State</Table.Th>
          <Table.Th scope="col">Notes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {resources.map((resource) => (
          <Table.Tr key={resource.id}>
            <Table.Td fs="italic">{resource.scientificName}</Table.Td>
            <Table.Td>{resource.commonName}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{collectionPeriod(resource.collectionStart, resource.collectionEnd)}</Table.Td>
            <Table.Td>{resource.state ?? '—'}</Table.Td>
            <Table.Td>{resource.notes}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
