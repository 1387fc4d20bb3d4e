import { Anchor, Badge, Table, Text } from '@mantine/core';
import { DateTime } from '../ui/datetime/DateTime';
import type { StaffPermit } from './permit.queries';
import { ISSUANCE, PERMIT_STATUS } from './permit-vocabulary';

const KIND = { generated: 'Generated PDF (unsigned)', signed_scan: 'Signed scan', digitally_signed: 'Digitally signed PDF' } as const;

function kilobytes(size: number): string {
  return `${Math.max(1, Math.round(size / 1024)).toLocaleString('en-PH')} KB`;
}

/**
 * Every certificate file of every permit of the application, oldest first; each downloadable (and logged),
 * but those erased with the holder's personal data (docs/PRIVACY.md), whose download would answer 410.
 */
export function CertificateHistory({ permits }: { permits: readonly StaffPermit[] }) {
  const rows = permits.flatMap((permit) => permit.certificates.map((file) => ({ permit, file })));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} fz="sm">
        <caption className="visually-hidden">Certificate history</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Permit</Table.Th>
            <Table.Th scope="col">Issuance</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Made</Table.Th>
            <Table.Th scope="col">Download</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ permit, file }) => (
            <Table.Tr key={file.id}>
              <Table.Td>{permit.permitNo}</Table.Td>
              <Table.Td>{ISSUANCE[permit.issuance]}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={PERMIT_STATUS[permit.status].tone.color} c={PERMIT_STATUS[permit.status].tone.text} tt="none">
                  {PERMIT_STATUS[permit.status].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                {KIND[file.kind]}, {kilobytes(file.size)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTime value={file.createdAt} />
              </Table.Td>
              <Table.Td>
                {file.erasedAt ? (
                  <Text size="sm" c="dimmed">
                    Erased <DateTime value={file.erasedAt} />
                  </Text>
                ) : (
                  <Anchor href={file.downloadPath} download={file.fileName} aria-label={`Download ${file.fileName} (${permit.permitNo})`}>
                    {file.fileName}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
