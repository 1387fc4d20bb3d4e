import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NationalReport, PermitFigures } from './reports.queries';

/** The national report's figures as tables, each a titled section (the page's landmarks). */

const figure = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;
const number = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-PH'));

const PERMIT_COLUMNS: readonly [keyof PermitFigures, string][] = [
  ['issued', 'Issued'],
  ['renewed', 'Renewed'],
  ['amended', 'Amended'],
  ['suspended', 'Suspended'],
  ['revoked', 'Revoked'],
];

export function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function PermitCells({ row }: { row: PermitFigures }) {
  return PERMIT_COLUMNS.map(([key]) => (
    <Table.Td key={key} {...figure}>
      {number(row[key])}
    </Table.Td>
  ));
}

function PermitTable({ caption, first, children }: { caption: string; first: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first}</Table.Th>
            {PERMIT_COLUMNS.map(([key, label]) => (
              <Table.Th key={key} scope="col" ta="right">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PermitsByType({ report }: { report: NationalReport }) {
  const rows = report.permits.byPermitType;
  return (
    <Section id="by-type-title" title="Permits by type">
      {rows.length === 0 ? (
        <Text size="sm">No permit was issued, renewed, amended, suspended or revoked in the period.</Text>
      ) : (
        <PermitTable caption="Permits by type" first="Permit type">
          {rows.map((row) => (
            <Table.Tr key={row.permitType}>
              <Table.Th scope="row" fw={400}>
                {row.permitType}
              </Table.Th>
              <PermitCells row={row} />
            </Table.Tr>
          ))}
        </PermitTable>
      )}
    </Section>
  );
}

export function PermitsByPlace({ report }: { report: NationalReport }) {
  const { byRegion, byProvince } = report.permits;
  return (
    <Section
      id="by-place-title"
      title="Permits by region and province"
      note="By the PSGC codes of the collection sites. A permit with sites in several provinces counts in each."
    >
      {byRegion.length === 0 ? (
        <Text size="sm">No permit in the period.</Text>
      ) : (
        <PermitTable caption="Permits by region and province" first="Region / province">
          {byRegion.flatMap((region) => [
            <Table.Tr key={`region-${region.code ?? 'none'}`}>
              <Table.Th scope="row" fw={650}>
                {region.code === null ? 'Not coded (no PSGC match)' : (region.name ?? region.code)}
              </Table.Th>
              <PermitCells row={region} />
            </Table.Tr>,
            ...byProvince
              .filter((province) => province.regionCode === region.code)
              .map((province) => (
                <Table.Tr key={`province-${region.code ?? 'none'}-${province.code ?? 'none'}`}>
                  <Table.Th scope="row" fw={400} pl="xl">
                    {province.code === null ? 'Province not coded' : (province.name ?? province.code)}
                  </Table.Th>
                  <PermitCells row={province} />
                </Table.Tr>
              )),
          ])}
        </PermitTable>
      )}
    </Section>
  );
}

function FigureTable({ caption, rows }: { caption: string; rows: readonly [string, number][] }) {
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td {...figure}>{number(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ClearingHouseFigures({ report }: { report: NationalReport }) {
  const ch = report.clearingHouse;
  return (
    <Section id="clearing-house-title" title="ABS Clearing-House">
      <FigureTable
        caption="ABS Clearing-House"
        rows={[
          ['IRCCs published', ch.irccsPublished],
          ['Updates of published IRCCs', ch.irccUpdatesPublished],
          ['Checkpoint communiqués received', ch.communiquesReceived],
          ['… naming an entity other than the holder', ch.communiquesFlagged],
        ]}
      />
    </Section>
  );
}

export function ObligationFigures({ report }: { report: NationalReport }) {
  const o = report.obligations;
  return (
    <Section id="obligations-title" title="Obligations falling due" note="By their status today.">
      <FigureTable
        caption="Obligations falling due in the period"
        rows={[
          ['Due in the period', o.due],
          ['Met (accepted)', o.met],
          ['Submitted, awaiting review', o.awaitingReview],
          ['Waived', o.waived],
          ['Overdue', o.overdue],
          ['Not yet due', o.pending],
        ]}
      />
    </Section>
  );
}

export function ProcessingTimes({ report }: { report: NationalReport }) {
  const p = report.processing;
  return (
    <Section id="processing-title" title="Processing time against the legal clock" note="In working days (RA 11032).">
      {p.decided === 0 ? (
        <Text size="sm">No application was decided in the period.</Text>
      ) : (
        <>
          <Text size="sm">
            {p.decided} applications decided: median {number(p.medianWorkingDays)} working days, 90th percentile {number(p.p90WorkingDays)};{' '}
            {p.withinLimit} within the legal limit, {p.overLimit} over it.
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder fz="sm">
              <Table.Caption>Processing time per application type</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Application type</Table.Th>
                  {['Limit', 'Decided', 'Median', '90th percentile', 'Within', 'Over'].map((title) => (
                    <Table.Th key={title} scope="col" ta="right">
                      {title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.byApplicationType.map((row) => (
                  <Table.Tr key={row.applicationType}>
                    <Table.Th scope="row" fw={400}>
                      {row.applicationType}
                    </Table.Th>
                    {[row.limitWorkingDays, row.decided, row.medianWorkingDays, row.p90WorkingDays, row.withinLimit, row.overLimit].map(
                      (value, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                        <Table.Td key={i} {...figure}>
                          {number(value)}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Section>
  );
}
