import { Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../format/datetime';
import { MOVEMENT_KIND, movementPapers } from './movement-words';
import type { Movement } from './movements.queries';

/** The movements the agency registered of the permit's material, newest as sent (the service's order). */
export function MovementsTable({ movements }: { movements: readonly Movement[] }) {
  if (movements.length === 0) return <Text size="sm">The agency has registered no movement of the material.</Text>;
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing={4} fz="sm" styles={{ td: { overflowWrap: 'break-word' } }}>
        <caption className="visually-hidden">Movements of the material</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Moved on</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Papers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => (
            <Table.Tr key={movement.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(movement.movedOn)}</Table.Td>
              <Table.Td>{MOVEMENT_KIND[movement.kind]}</Table.Td>
              <Table.Td>
                {movement.quantity} {movement.unit ?? ''}{' '}
                <Text span size="sm" fs="italic">
                  {movement.scientificName ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {movementPapers(movement)}
                {movement.communiques.length > 0 && (
                  <Text size="xs" c="dimmed">
                    Checkpoint communiqués: {movement.communiques.join(', ')}
                  </Text>
                )}
                {movement.note && (
                  <Text size="xs" c="dimmed">
                    {movement.note}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
