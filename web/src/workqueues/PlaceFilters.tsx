import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { psgcQuery, regionCodeOf } from '../places/psgc.queries';
import type { PlaceWarningsFilter, WorkqueueSearch } from './workqueue-search';

const PLACE_WARNING_OPTIONS: readonly { value: PlaceWarningsFilter; label: string }[] = [
  { value: 'any', label: 'With warnings' },
  { value: 'none', label: 'Without warnings' },
];

type PlaceSearch = Pick<WorkqueueSearch, 'regionCode' | 'provinceCode' | 'placeWarnings'>;

interface PlaceFiltersProps {
  readonly search: PlaceSearch;
  readonly onChange: (next: Partial<PlaceSearch>) => void;
}

const SELECT_STYLE = { flex: '0 1 12rem' } as const;

/**
 * Where the collection happens, by its PSGC codes: a region, a province of it, and whether a
 * location's names did not all match. Names are shown, codes are sent. A code list that fails to
 * load leaves its select with "Any" only: the listing does not depend on it.
 */
export function PlaceFilters({ search, onChange }: PlaceFiltersProps) {
  const api = useApi();
  const regions = useQuery(psgcQuery(api, null));
  // A bookmarked province without its region still lists its region's provinces (the code says which).
  const region = search.regionCode ?? (search.provinceCode ? regionCodeOf(search.provinceCode) : undefined);
  const underRegion = useQuery({ ...psgcQuery(api, region ?? null), enabled: region !== undefined });
  // NCR has no provinces: its cities lie under the region, whose code then stands for the province.
  const provinces = region === undefined ? [] : (underRegion.data?.items ?? []).filter((entry) => entry.kind === 'province');
  return (
    <>
      <NativeSelect
        label="Region"
        data={[{ value: '', label: 'Any' }, ...(regions.data?.items ?? []).map((entry) => ({ value: entry.code, label: entry.name }))]}
        value={search.regionCode ?? ''}
        onChange={(event) => {
          const regionCode = event.currentTarget.value || undefined;
          const keepsProvince = search.provinceCode && regionCode && regionCodeOf(search.provinceCode) === regionCode;
          onChange({ regionCode, provinceCode: keepsProvince ? search.provinceCode : undefined });
        }}
        style={SELECT_STYLE}
      />
      <NativeSelect
        label="Province"
        title={region === undefined ? 'Choose a region first' : undefined}
        disabled={region === undefined || (provinces.length === 0 && !search.provinceCode)}
        data={[{ value: '', label: 'Any' }, ...provinces.map((entry) => ({ value: entry.code, label: entry.name }))]}
        value={search.provinceCode ?? ''}
        onChange={(event) => onChange({ provinceCode: event.currentTarget.value || undefined })}
        style={SELECT_STYLE}
      />
      <NativeSelect
        label="Place warnings"
        data={[{ value: '', label: 'Any' }, ...PLACE_WARNING_OPTIONS]}
        value={search.placeWarnings ?? ''}
        onChange={(event) => onChange({ placeWarnings: (event.currentTarget.value || undefined) as PlaceWarningsFilter | undefined })}
        style={SELECT_STYLE}
      />
    </>
  );
}
