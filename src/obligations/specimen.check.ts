import { manilaDate } from '../clock/manila-time.js';
import { normalName } from '../shared/names.js';
import type { SpecimenFlag, SpecimenRow } from './obligation.schemas.js';

/**
 * A collection report against its permit (issue 20 §1): rows whose species or place the permit does
 * not name, or whose date falls outside the collection period, are flagged for the evaluator. Never a
 * refusal: what was collected is a fact to review, not an input to correct. Pure.
 */

export interface PermitLocation {
  readonly id: string;
  readonly province: string;
  readonly cityOrMunicipality: string;
  readonly collectionStart: string;
  readonly collectionEnd: string;
}

export interface PermitScope {
  readonly locations: readonly PermitLocation[];
  /** Scientific names by location id. */
  readonly speciesByLocation: ReadonlyMap<string, readonly string[]>;
}

// Kept importable from here for the Darwin Core rows; movements match names with it too (src/shared/names.ts).
export { normalName };

function period(locations: readonly PermitLocation[]): { from: string; to: string } | undefined {
  if (locations.length === 0) return undefined;
  const starts = locations.map((l) => manilaDate(l.collectionStart)).sort();
  const ends = locations.map((l) => manilaDate(l.collectionEnd)).sort();
  return { from: starts[0] as string, to: ends[ends.length - 1] as string };
}

export function flagSpecimens(rows: readonly SpecimenRow[], scope: PermitScope): SpecimenFlag[] {
  const allSpecies = new Set([...scope.speciesByLocation.values()].flat().map(normalName));
  const flags: SpecimenFlag[] = [];
  rows.forEach((row, index) => {
    const places = scope.locations.filter(
      (l) =>
        normalName(l.province) === normalName(row.location.province) &&
        normalName(l.cityOrMunicipality) === normalName(row.location.cityOrMunicipality),
    );
    const name = normalName(row.scientificName);
    if (!allSpecies.has(name)) {
      flags.push({ row: index, code: 'species_not_on_permit', detail: `${row.scientificName} is not a species the permit authorises` });
    }
    if (places.length === 0) {
      flags.push({
        row: index,
        code: 'place_not_on_permit',
        detail: `${row.location.cityOrMunicipality}, ${row.location.province} is not a location of the permit`,
      });
    }
    const span = period(places.length > 0 ? places : scope.locations);
    if (span !== undefined && (row.dateCollected < span.from || row.dateCollected > span.to)) {
      flags.push({
        row: index,
        code: 'date_outside_collection_period',
        detail: `${row.dateCollected} is outside the collection period ${span.from} to ${span.to}`,
      });
    }
  });
  return flags;
}
