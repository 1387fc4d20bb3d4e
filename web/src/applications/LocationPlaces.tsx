import { List, Stack, Table, Text } from '@mantine/core';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { AlertTriangleIcon, CheckIcon } from '../ui/icons';
import type { StaffApplication } from './application.queries';

export type SubmittedLocation = StaffApplication['application']['locations'][number];
export type LocationPlace = StaffApplication['places'][number];
type PlaceWarning = LocationPlace['warnings'][number];

/** The PSGC levels, from the widest, with where the submitted name and the coded one are. */
const LEVELS = [
  { field: 'region', label: 'Region', submitted: 'region', code: 'regionCode', name: 'regionName' },
  { field: 'province', label: 'Province', submitted: 'province', code: 'provinceCode', name: 'provinceName' },
  { field: 'cityOrMunicipality', label: 'City or municipality', submitted: 'cityMunicipality', code: 'cityCode', name: 'cityName' },
  { field: 'barangay', label: 'Barangay', submitted: 'barangay', code: 'barangayCode', name: 'barangayName' },
] as const satisfies readonly {
  field: PlaceWarning['field'];
  label: string;
  submitted: keyof SubmittedLocation;
  code: keyof LocationPlace;
  name: keyof LocationPlace;
}[];

/** The names as the agency submitted them, narrowest first ("Batong Malake, Los Baños, Laguna, Region IV-A"). */
export function submittedPlace(location: SubmittedLocation): string {
  return [location.barangay, location.cityMunicipality, location.province, location.region].filter(Boolean).join(', ');
}

/** What did not match the PSGC, in the service's words: a warning to check, never a refusal. */
function PlaceWarnings({ warnings, label }: { warnings: readonly PlaceWarning[]; label: string }) {
  return (
    <Stack gap={4}>
      <div>
        <ToneBadge tone="red" icon={<AlertTriangleIcon size={14} />}>
          {warnings.length === 1 ? 'Place warning' : `${warnings.length} place warnings`}
        </ToneBadge>
      </div>
      <List size="sm" spacing={2} aria-label={`Place warnings of ${label}`}>
        {warnings.map((warning) => (
          <List.Item key={`${warning.code}-${warning.field}`}>{warning.message}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * One collection location: the names submitted beside the PSGC names and codes they matched, and a
 * visible warning for what matched nothing or lies outside the place named above it.
 */
export function LocationPlaces({
  location,
  place,
  label,
}: {
  location: SubmittedLocation;
  place: LocationPlace | undefined;
  label: string;
}) {
  const shown = LEVELS.filter((level) => level.field !== 'barangay' || location.barangay || place?.barangayCode);
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {submittedPlace(location)}
      </Text>
      {place === undefined ? (
        <Text size="sm" c="dimmed">
          Not coded to the PSGC yet (stored before the codes; `biopermit places backfill` codes it).
        </Text>
      ) : (
        <Table withTableBorder={false} verticalSpacing={2} fz="sm">
          <caption className="visually-hidden">{`PSGC codes of ${label}`}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Level</Table.Th>
              <Table.Th scope="col">Submitted</Table.Th>
              <Table.Th scope="col">PSGC</Table.Th>
              <Table.Th scope="col">Code</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((level) => {
              const warned = place.warnings.some((warning) => warning.field === level.field);
              return (
                <Table.Tr key={level.field}>
                  <Table.Th scope="row" fw={500} c="dimmed" w="8.5rem">
                    {level.label}
                  </Table.Th>
                  <Table.Td>{location[level.submitted] ?? '—'}</Table.Td>
                  <Table.Td c={warned ? 'red.9' : undefined} fw={warned ? 600 : undefined}>
                    {place[level.name] ?? 'No match'}
                    {warned && (
                      <>
                        <AlertTriangleIcon size={14} style={{ marginLeft: 4, verticalAlign: 'text-bottom' }} />
                        <span className="visually-hidden"> (see the place warnings)</span>
                      </>
                    )}
                  </Table.Td>
                  <Table.Td ff="monospace" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                    {place[level.code] ?? '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {place && place.warnings.length > 0 && <PlaceWarnings warnings={place.warnings} label={label} />}
      {place && place.warnings.length === 0 && (
        <Text size="xs" c="dimmed">
          <CheckIcon size={12} /> Every name matched the PSGC {place.psgcRelease} release.
        </Text>
      )}
    </Stack>
  );
}
