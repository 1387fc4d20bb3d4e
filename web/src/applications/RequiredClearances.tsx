import { Stack, Table, Text } from '@mantine/core';
import { ClearanceState } from '../places/ClearanceState';
import { CLEARANCE_BODIES, type RequiredClearance } from '../places/clearance-vocabulary';

/**
 * The clearances the jurisdiction rules require of this collection (setting `places.jurisdiction_rules`):
 * which body, why, what made it required, and whether its outcome is recorded (`recommend` waits until it is).
 */
export function RequiredClearances({ clearances }: { clearances: readonly RequiredClearance[] }) {
  if (clearances.length === 0) return <Text size="sm">The jurisdiction rules require no external clearance for this collection.</Text>;
  const waiting = clearances.filter((clearance) => clearance.outcome === null).length;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {waiting === 0
          ? 'Every required clearance is recorded.'
          : `${waiting} of ${clearances.length} not recorded: the recommendation waits until each is (refer to the body, then record its clearance).`}
      </Text>
      <Table striped verticalSpacing={6}>
        <caption className="visually-hidden">Required clearances</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Body</Table.Th>
            <Table.Th scope="col">Why</Table.Th>
            <Table.Th scope="col">Required by</Table.Th>
            <Table.Th scope="col" w={170}>
              Clearance
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clearances.map((clearance) => (
            <Table.Tr key={clearance.body}>
              <Table.Th scope="row" fz="sm" fw={600}>
                {CLEARANCE_BODIES[clearance.body]}
              </Table.Th>
              <Table.Td fz="sm">{clearance.reason}</Table.Td>
              <Table.Td fz="sm">{clearance.because.join('; ')}</Table.Td>
              <Table.Td>
                <ClearanceState outcome={clearance.outcome} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
