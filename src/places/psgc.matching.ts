import { type PsgcEntry, type PsgcTable, psgcTable, regionCodeOf } from './psgc.table.js';

/**
 * Matches a location's names to PSGC codes (issue 21 §5): case-, accent- and punctuation-blind, with the
 * usual spellings ("Region IV-A (CALABARZON)", "CALABARZON", "NCR", "Metro Manila", "Sta. Cruz", "City of
 * San Fernando", "Brgy. 1"), a barangay only within its city. Each code is the match of its own name;
 * what matches nothing, or a city outside the province named, is a warning: never a refusal.
 */

/** The places of a location as submitted (the spec's names). */
export interface PlaceNames {
  readonly region: string;
  readonly province: string;
  readonly cityOrMunicipality: string;
  readonly barangay?: string | null | undefined;
}

export const PLACE_WARNING_CODES = [
  'region_unmatched',
  'province_unmatched',
  'city_unmatched',
  'city_ambiguous',
  'barangay_unmatched',
  'city_outside_province',
  'province_outside_region',
] as const;
export type PlaceWarningCode = (typeof PLACE_WARNING_CODES)[number];

export interface PlaceWarning {
  readonly code: PlaceWarningCode;
  /** The spec's field the warning is about. */
  readonly field: 'region' | 'province' | 'cityOrMunicipality' | 'barangay';
  readonly message: string;
}

export interface PlaceCodes {
  readonly regionCode: string | null;
  readonly provinceCode: string | null;
  readonly cityCode: string | null;
  readonly barangayCode: string | null;
  readonly warnings: readonly PlaceWarning[];
}

const NCR = '1300000000';
const ROMAN: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
  xi: '11',
  xii: '12',
  xiii: '13',
  xviii: '18',
};
const ABBREVIATIONS: Record<string, string> = {
  sta: 'santa',
  sto: 'santo',
  gen: 'general',
  pres: 'president',
  pob: 'poblacion',
  mt: 'mount',
};

/** Lower case, accents and punctuation gone, the usual abbreviations spelled out: "Sta. Niño" → "santa nino". */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

const withoutParentheses = (text: string) => text.replace(/\([^)]*\)/g, ' ');
const insideParentheses = (text: string) => [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] as string);

/** The keys a region's name is known by: roman numerals as numbers, "region" dropped. */
function regionKeys(text: string): string[] {
  const variants = [text, withoutParentheses(text), ...insideParentheses(text)];
  return unique(
    variants.flatMap((variant) => {
      const words = normalisePlaceName(variant)
        .split(' ')
        .filter((w) => w !== '')
        .map((w) => ROMAN[w] ?? w);
      const key = words.join(' ');
      const bare = words.filter((w) => w !== 'region').join(' ');
      return [key, bare].filter((k) => k !== '');
    }),
  );
}

/** The keys of a city's or municipality's name: with and without "City", "City of", "Municipality of". */
function cityKeys(text: string): string[] {
  const full = normalisePlaceName(withoutParentheses(text));
  const bare = full
    .replace(/^(city|municipality|town) of /, '')
    .replace(/ city$/, '')
    .replace(/^city /, '');
  return unique([full, bare].filter((k) => k !== ''));
}

/** The keys of a barangay's name: with and without "Barangay"/"Brgy.", its parenthesised part, "Poblacion". */
function barangayKeys(text: string): string[] {
  const keys = [text, withoutParentheses(text)].flatMap((variant) => {
    const full = normalisePlaceName(variant);
    const bare = full.replace(/^(barangay|brgy|bgy|brg|bo|barrio) /, '');
    return [full, bare];
  });
  return unique(keys.filter((k) => k !== ''));
}

function provinceKeys(text: string): string[] {
  return unique(
    [text, withoutParentheses(text)].flatMap((variant) => {
      const full = normalisePlaceName(variant);
      return [full, full.replace(/^province of /, '').replace(/ province$/, '')];
    }),
  ).filter((k) => k !== '');
}

const unique = (values: readonly string[]) => [...new Set(values)];

interface PlaceIndex {
  readonly table: PsgcTable;
  readonly regions: Map<string, string>;
  readonly provinces: Map<string, string>;
  /** Cities and municipalities by key, over the whole country. */
  readonly cities: Map<string, PsgcEntry[]>;
}

let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  if (index !== undefined) return index;
  const table = psgcTable();
  const regions = new Map<string, string>();
  const provinces = new Map<string, string>();
  const cities = new Map<string, PsgcEntry[]>();
  for (const entry of table.entries) {
    if (entry.kind === 'region') {
      for (const name of [entry.name, ...entry.aliases, ...entry.aliases.map((a) => `${entry.name} (${a})`)]) {
        for (const key of regionKeys(name)) regions.set(key, entry.code);
      }
    } else if (entry.kind === 'province') {
      for (const key of provinceKeys(entry.name)) provinces.set(key, entry.code);
    } else if (entry.kind === 'city_or_municipality') {
      for (const key of cityKeys(entry.name)) cities.set(key, [...(cities.get(key) ?? []), entry]);
    }
  }
  // NCR has no provinces: its cities are the region's, and people name it as a province too.
  for (const name of ['Metro Manila', 'NCR', 'National Capital Region', 'Kalakhang Maynila']) provinces.set(normalisePlaceName(name), NCR);
  index = { table, regions, provinces, cities };
  return index;
}

const firstMatch = (map: Map<string, string>, keys: readonly string[]) => keys.map((k) => map.get(k)).find((c) => c !== undefined) ?? null;

/** The province a city lies in, as the table parents it (NCR's cities: the region's code). */
function provinceOfCity(table: PsgcTable, city: PsgcEntry): string | null {
  const parent = city.parent === null ? null : table.byCode.get(city.parent);
  if (parent === undefined || parent === null) return null;
  return parent.kind === 'province' || parent.code === NCR ? parent.code : null;
}

function citiesNamed(index: PlaceIndex, text: string): PsgcEntry[] {
  const found = new Map<string, PsgcEntry>();
  // The full name first ("Quezon City" is not the municipality of Quezon): the bare name only when it finds nothing.
  for (const key of cityKeys(text)) {
    for (const entry of index.cities.get(key) ?? []) found.set(entry.code, entry);
    if (found.size > 0) break;
  }
  return [...found.values()];
}

const barangayIndexes = new Map<string, Map<string, PsgcEntry[]>>();

/** The barangays of a city by key, built on the city's first use and kept. */
function barangayIndexOf(table: PsgcTable, cityCode: string): Map<string, PsgcEntry[]> {
  let byKey = barangayIndexes.get(cityCode);
  if (byKey !== undefined) return byKey;
  byKey = new Map();
  for (const entry of barangaysOf(table, cityCode)) {
    for (const key of barangayKeys(entry.name)) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  barangayIndexes.set(cityCode, byKey);
  return byKey;
}

/** The barangays of a city, with those of its sub-municipalities (Manila's districts). */
function barangaysOf(table: PsgcTable, cityCode: string): PsgcEntry[] {
  const out: PsgcEntry[] = [];
  for (const child of table.children.get(cityCode) ?? []) {
    if (child.kind === 'barangay') out.push(child);
    else if (child.kind === 'submunicipality') out.push(...barangaysOf(table, child.code));
  }
  return out;
}

/** Matches the names of one location to their codes, with the warnings of what does not fit. */
export function matchPlace(names: PlaceNames): PlaceCodes {
  const idx = placeIndex();
  const warnings: PlaceWarning[] = [];
  const regionCode = firstMatch(idx.regions, regionKeys(names.region));
  if (regionCode === null) warnings.push(warning('region_unmatched', 'region', `No PSGC region is named "${names.region}".`));
  let provinceCode = firstMatch(idx.provinces, provinceKeys(names.province));

  const candidates = citiesNamed(idx, names.cityOrMunicipality);
  const inProvince = provinceCode === null ? [] : candidates.filter((c) => provinceOfCity(idx.table, c) === provinceCode);
  let city: PsgcEntry | null = null;
  if (inProvince.length === 1) city = inProvince[0] as PsgcEntry;
  else if (inProvince.length > 1) {
    warnings.push(
      warning('city_ambiguous', 'cityOrMunicipality', `"${names.cityOrMunicipality}" names more than one place in ${names.province}.`),
    );
  } else {
    // Not in the province named: the one place of that name in the region named, or in the country.
    const inRegion = regionCode === null ? [] : candidates.filter((c) => regionCodeOf(c.code) === regionCode);
    const unique = candidates.length === 1 ? candidates : inRegion.length === 1 ? inRegion : [];
    if (unique.length === 1) city = unique[0] as PsgcEntry;
    // "Quezon City, Quezon City": a highly urbanised or NCR city named as its own province.
    const namesItself = provinceCode === null && city !== null && citiesNamed(idx, names.province).some((c) => c.code === city?.code);
    if (namesItself && city !== null) provinceCode = provinceOfCity(idx.table, city);
    else if (city !== null && provinceCode !== null) {
      warnings.push(
        warning(
          'city_outside_province',
          'cityOrMunicipality',
          `${city.name} is not in ${names.province} (it is in ${nameOf(idx.table, provinceOfCity(idx.table, city))}).`,
        ),
      );
    } else if (city === null) {
      warnings.push(
        candidates.length > 1
          ? warning(
              'city_ambiguous',
              'cityOrMunicipality',
              `"${names.cityOrMunicipality}" names more than one place; the province does not tell which.`,
            )
          : warning('city_unmatched', 'cityOrMunicipality', `No PSGC city or municipality is named "${names.cityOrMunicipality}".`),
      );
    }
  }
  if (provinceCode === null) warnings.push(warning('province_unmatched', 'province', `No PSGC province is named "${names.province}".`));

  if (regionCode !== null) {
    const regionsHere = unique([city, provinceCode].filter((x) => x !== null).map((x) => regionCodeOf(typeof x === 'string' ? x : x.code)));
    if (regionsHere.length > 0 && !regionsHere.includes(regionCode)) {
      warnings.push(
        warning(
          'province_outside_region',
          'province',
          `${names.province} is not in ${nameOf(idx.table, regionCode)} (it is in ${nameOf(idx.table, regionsHere[0] ?? null)}).`,
        ),
      );
    }
  }

  let barangayCode: string | null = null;
  const barangay = names.barangay?.trim();
  if (barangay !== undefined && barangay !== '') {
    const byKey = city === null ? new Map<string, PsgcEntry[]>() : barangayIndexOf(idx.table, city.code);
    const found = [
      ...new Map(
        barangayKeys(barangay)
          .flatMap((k) => byKey.get(k) ?? [])
          .map((b) => [b.code, b]),
      ).values(),
    ];
    if (found.length === 1) barangayCode = (found[0] as PsgcEntry).code;
    else {
      const where = city === null ? 'an unmatched city' : city.name;
      warnings.push(
        warning(
          'barangay_unmatched',
          'barangay',
          found.length > 1 ? `"${barangay}" names more than one barangay of ${where}.` : `No barangay of ${where} is named "${barangay}".`,
        ),
      );
    }
  }
  return { regionCode, provinceCode, cityCode: city?.code ?? null, barangayCode, warnings };
}

function nameOf(table: PsgcTable, code: string | null): string {
  return code === null ? 'no province' : (table.byCode.get(code)?.name ?? code);
}

function warning(code: PlaceWarningCode, field: PlaceWarning['field'], message: string): PlaceWarning {
  return { code, field, message };
}
