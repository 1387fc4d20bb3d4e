import { Badge, List, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../format/datetime';
import { DateTime } from '../ui/datetime/DateTime';
import type { StaffPermit } from './permit.queries';
import { ISSUANCE, PERMIT_STATUS } from './permit-vocabulary';

function validity(permit: StaffPermit): string | null {
  if (!permit.dateIssued || !permit.dateExpired) return null;
  // dateExpired is the last instant of a Manila day: its Manila date is the last day of validity.
  return `${formatDate(permit.dateIssued)} to ${formatDate(permit.dateExpired)} (inclusive)`;
}

/** The permit's number, status, validity and terms. */
export function PermitFacts({ permit }: { permit: StaffPermit }) {
  const status = PERMIT_STATUS[permit.status];
  const rows: [string, ReactNode][] = [
    ['Permit number', <strong key="no">{permit.permitNo}</strong>],
    [
      'Status',
      <Badge key="status" variant="light" color={status.tone.color} c={status.tone.text} tt="none">
        {status.label}
      </Badge>,
    ],
    ['Reason', permit.statusReason],
    ['Valid', validity(permit)],
    ['Issuance', `${ISSUANCE[permit.issuance]}${permit.dateRenewed ? `, ${formatDate(permit.dateRenewed)}` : ''}`],
    ['Title', permit.title],
    ['Signatory', [permit.signatory.name, permit.signatory.position].filter(Boolean).join(', ') || null],
    [
      'Conditions',
      permit.conditions.length > 0 ? (
        <List key="conditions" type="ordered" size="sm">
          {permit.conditions.map((condition) => (
            <List.Item key={condition}>{condition}</List.Item>
          ))}
        </List>
      ) : null,
    ],
    ['Status changed', permit.statusChangedAt ? <DateTime key="changed" value={permit.statusChangedAt} /> : null],
  ];
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={150} fw={500} c="dimmed" fz="sm">
                {label}
              </Table.Th>
              <Table.Td fz="sm">{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
