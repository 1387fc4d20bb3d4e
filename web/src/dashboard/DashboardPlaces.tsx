import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Dashboard } from './dashboard.queries';

type ByPlace = Dashboard['byPlace'];
type PlaceRow = ByPlace['regions'][number];

const UNCODED = 'Not coded (no PSGC match)';

const figure = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;

function codeOf(code: string | null) {
  return code === null ? '' : ` (${code})`;
}

/** The provinces of each region, in the order given (code order); the uncoded provinces under the uncoded region. */
function provincesByRegion(byPlace: ByPlace): Map<string | null, ByPlace['provinces']> {
  const grouped = new Map<string | null, ByPlace['provinces'][number][]>();
  for (const province of byPlace.provinces) {
    const list = grouped.get(province.regionCode) ?? [];
    list.push(province);
    grouped.set(province.regionCode, list);
  }
  return grouped;
}

function Row({ place, level }: { place: PlaceRow; level: 'region' | 'province' }) {
  const uncoded = level === 'region' ? UNCODED : 'Province not coded';
  const name = place.code === null ? uncoded : `${place.name ?? 'Unknown code'}${codeOf(place.code)}`;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={level === 'region' ? 650 : 400} pl={level === 'province' ? 'xl' : undefined}>
        {name}
      </Table.Th>
      <Table.Td {...figure}>{place.received.toLocaleString('en-PH')}</Table.Td>
      <Table.Td {...figure}>{place.open.toLocaleString('en-PH')}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Applications by the PSGC region and province of their locations (issue 21 §5): each region with its
 * provinces under it. An application with locations in several places counts in each, so a region's
 * figures are not the sum of its provinces'.
 */
export function PlacesFigure({ dashboard }: { dashboard: Dashboard }) {
  const { byPlace } = dashboard;
  const provinces = provincesByRegion(byPlace);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="by-place-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="by-place-title">
            By region and province
          </Title>
          <Text size="sm" c="dimmed">
            Applications by the PSGC codes of their collection sites. One with sites in several provinces counts in each.
          </Text>
        </div>
        {byPlace.regions.length === 0 ? (
          <Text size="sm">No application in twelve months and none open.</Text>
        ) : (
          <Table striped withTableBorder fz="sm">
            <Table.Caption>Applications by region and province</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Region / province</Table.Th>
                <Table.Th scope="col" ta="right">
                  Received in twelve months
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Open today
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byPlace.regions.flatMap((region) => [
                <Row key={`region-${region.code ?? 'none'}`} place={region} level="region" />,
                ...(provinces.get(region.code) ?? []).map((province) => (
                  <Row key={`province-${province.code ?? 'none'}`} place={province} level="province" />
                )),
              ])}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
