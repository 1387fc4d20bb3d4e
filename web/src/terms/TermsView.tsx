import { Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '../format/datetime';
import type { PermitTerms } from './terms.queries';
import { ORIGIN_LABEL, quantityInWords, STATUS_LABEL, siteInWords } from './terms-words';

const CELLS = { td: { overflowWrap: 'break-word' }, th: { overflowWrap: 'break-word' } } as const;

/** The authorised lines: species × site, with quantity and unit, part, method and period. */
export function AuthorisedLinesTable({ lines, caption }: { lines: PermitTerms['lines']; caption: string }) {
  if (lines.length === 0) return <Text size="sm">No species is authorised.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} fz="sm" styles={CELLS}>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Species</Table.Th>
            <Table.Th scope="col">Site</Table.Th>
            <Table.Th scope="col">Quantity</Table.Th>
            <Table.Th scope="col">Part, method</Table.Th>
            <Table.Th scope="col">Period</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text span size="sm" fs="italic">
                  {line.scientificName ?? line.commonName ?? '—'}
                </Text>
                {line.scientificName && line.commonName && (
                  <Text size="xs" c="dimmed">
                    {line.commonName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{siteInWords(line.site)}</Table.Td>
              <Table.Td c={line.quantity === null ? 'red.8' : undefined}>{quantityInWords(line.quantity, line.unit)}</Table.Td>
              <Table.Td>{[line.part, line.method].filter(Boolean).join('; ') || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(line.periodStart)} – {formatCalendarDate(line.periodEnd)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The holder and the assistants who may collect under the permit. */
export function CollectorsList({ collectors }: { collectors: PermitTerms['collectors'] }) {
  if (collectors.length === 0) return <Text size="sm">No collector is named.</Text>;
  return (
    <List size="sm" spacing={2}>
      {collectors.map((collector) => (
        <List.Item key={`${collector.role}|${collector.name}|${collector.identification ?? ''}`}>
          <strong>{collector.name}</strong> ({collector.role === 'holder' ? 'holder' : 'assistant'})
          {collector.affiliation && `, ${collector.affiliation}`}
          {collector.identification && ` · ${collector.identification}`}
        </List.Item>
      ))}
    </List>
  );
}

/** The conditions numbered as the certificate prints them: the standard ones, then the special ones. */
export function ConditionsList({ terms }: { terms: Pick<PermitTerms, 'standardConditions' | 'specialConditions'> }) {
  const all = [
    ...terms.standardConditions.map((text) => ({ text, kind: 'standard' })),
    ...terms.specialConditions.map((text) => ({ text, kind: 'special' })),
  ];
  if (all.length === 0) return <Text size="sm">No conditions.</Text>;
  return (
    <List type="ordered" size="sm" spacing={2}>
      {all.map((condition, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the certificate's own numbering; two conditions may read alike
        <List.Item key={i}>
          {condition.text}{' '}
          {condition.kind === 'special' && (
            <Badge size="xs" variant="light" color="grape">
              special
            </Badge>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** One version of the terms, read only: what the permit states (or will state once issued). */
export function TermsView({ terms, headingOrder = 3 }: { terms: PermitTerms; headingOrder?: 3 | 4 }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">
          Version {terms.version}: {STATUS_LABEL[terms.status]}
          {terms.permitNo && `, permit ${terms.permitNo}`} ({ORIGIN_LABEL[terms.origin]})
        </Text>
      </Group>
      <Title order={headingOrder} size="h6">
        Authorised specimens
      </Title>
      <AuthorisedLinesTable lines={terms.lines} caption="Authorised specimens" />
      <Title order={headingOrder} size="h6">
        Authorised collectors
      </Title>
      <CollectorsList collectors={terms.collectors} />
      <Title order={headingOrder} size="h6">
        Conditions
      </Title>
      <ConditionsList terms={terms} />
    </Stack>
  );
}
