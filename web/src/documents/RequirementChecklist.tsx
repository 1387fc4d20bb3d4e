import { Button, Table, Text } from '@mantine/core';
import { ClearanceState } from '../places/ClearanceState';
import { CLEARANCE_BODIES, type RequiredClearance } from '../places/clearance-vocabulary';
import { StateBadge } from './document-states';
import type { ChecklistItem } from './documents.queries';

interface RequirementChecklistProps {
  readonly checklist: readonly ChecklistItem[];
  /** Offered on required items not yet accepted or waived, when the service allows this user `waive_requirement` now. */
  readonly onWaive?: (item: ChecklistItem) => void;
  /** The clearances the jurisdiction rules require (the staff view's `clearances`): listed after the documents, never waivable here. */
  readonly clearances?: readonly RequiredClearance[];
}

/** The checklist of the application type: each document it asks for, whether required, and where it stands. */
export function RequirementChecklist({ checklist, onWaive, clearances = [] }: RequirementChecklistProps) {
  return (
    <Table striped verticalSpacing={6}>
      <caption className="visually-hidden">Requirement checklist</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Requirement</Table.Th>
          <Table.Th scope="col" w={90}>
            Required
          </Table.Th>
          <Table.Th scope="col" w={130}>
            State
          </Table.Th>
          <Table.Th scope="col">Reason</Table.Th>
          {onWaive && (
            <Table.Th scope="col" w={100}>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {checklist.map((item) => (
          <Table.Tr key={item.type}>
            <Table.Td>
              <Text size="sm">{item.title}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {item.type}
              </Text>
            </Table.Td>
            <Table.Td fz="sm">{item.required ? 'Yes' : 'No'}</Table.Td>
            <Table.Td>
              <StateBadge state={item.state} optional={!item.required} />
            </Table.Td>
            <Table.Td fz="sm">{item.reason ?? ''}</Table.Td>
            {onWaive && (
              <Table.Td>
                {item.required && item.state !== 'accepted' && item.state !== 'waived' && (
                  <Button size="compact-sm" variant="default" onClick={() => onWaive(item)} aria-label={`Waive ${item.title}`}>
                    Waive
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
        {clearances.map((clearance) => (
          <Table.Tr key={`clearance-${clearance.body}`}>
            <Table.Td>
              <Text size="sm">Clearance of the {CLEARANCE_BODIES[clearance.body]}</Text>
              <Text size="xs" c="dimmed">
                Required by the jurisdiction rules
              </Text>
            </Table.Td>
            <Table.Td fz="sm">Yes</Table.Td>
            <Table.Td>
              <ClearanceState outcome={clearance.outcome} />
            </Table.Td>
            <Table.Td fz="sm">{clearance.reason}</Table.Td>
            {onWaive && <Table.Td />}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
