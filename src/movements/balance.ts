import { normalName } from '../shared/names.js';

/**
 * The running balance of each line a permit's terms authorise (issue 28 §2): authorised, reported
 * collected, transferred, remaining. Pure: the repository reads the lines, the reported rows and the
 * movements; the collection report's flags, the movements' refusal, the staff's permit view and the
 * agency's reads all count the same way, here.
 *
 * - **collected**: the rows of the permit's collection reports that were not rejected (submitted or
 *   accepted), matched to the line (its `lineId`, else the same species at the same site), in the line's
 *   unit (a row in another unit is flagged, not counted: grams are not specimens).
 * - **transferred**: the movements registered from the line.
 * - **remaining**: what may still be taken: authorised − the larger of collected and transferred (a
 *   movement proves the material was taken even before its report counts). Null while the line has
 *   no quantity; below 0 when more was reported than authorised.
 * - **held**: collected − transferred, what a movement may still move.
 */

export interface BalanceLine {
  readonly id: string;
  /** The line of the previous version it continues: reports and movements naming it count here. */
  readonly carriedFromId: string | null;
  readonly scientificName: string | null;
  readonly commonName: string | null;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly province: string;
  readonly cityOrMunicipality: string;
  readonly barangay: string | null;
  /** The line's period, YYYY-MM-DD (the site's when the terms leave it empty). */
  readonly periodStart: string;
  readonly periodEnd: string;
}

/** A collection report's row as the balance reads it (obligations' SpecimenRow has these fields). */
export interface ReportedRow {
  readonly scientificName: string;
  readonly count: number;
  readonly unit: string;
  readonly location: { readonly province: string; readonly cityOrMunicipality: string; readonly barangay?: string | null };
  readonly lineId?: string;
}

export interface MovedQuantity {
  readonly lineId: string;
  readonly quantity: number;
}

export interface LineBalance {
  readonly lineId: string;
  readonly scientificName: string | null;
  readonly commonName: string | null;
  readonly province: string;
  readonly cityOrMunicipality: string;
  readonly barangay: string | null;
  readonly unit: string | null;
  readonly authorised: number | null;
  readonly collected: number;
  readonly transferred: number;
  readonly remaining: number | null;
  readonly held: number;
}

const namesOf = (line: BalanceLine): string[] =>
  [line.scientificName, line.commonName].filter((n): n is string => n !== null).map(normalName);

/** The line names this id: its own, or the earlier version's line it continues. */
export const lineNamed = (line: BalanceLine, id: string): boolean => line.id === id || line.carriedFromId === id;

/** Lines of this species (scientific or common name), wherever they are. */
export function linesOfSpecies(lines: readonly BalanceLine[], name: string): BalanceLine[] {
  const wanted = normalName(name);
  return lines.filter((line) => namesOf(line).includes(wanted));
}

/** Lines at this site (province and city or municipality; a barangay given and named by the line must match). */
export function linesAtSite(lines: readonly BalanceLine[], location: ReportedRow['location']): BalanceLine[] {
  return lines.filter(
    (line) =>
      normalName(line.province) === normalName(location.province) &&
      normalName(line.cityOrMunicipality) === normalName(location.cityOrMunicipality),
  );
}

/** The line a reported row counts against: the one it names, else the species at the site (its barangay first); undefined when none. */
export function lineOfRow(lines: readonly BalanceLine[], row: ReportedRow): BalanceLine | undefined {
  if (row.lineId !== undefined) return lines.find((line) => lineNamed(line, row.lineId as string));
  const candidates = linesAtSite(linesOfSpecies(lines, row.scientificName), row.location);
  const barangay = row.location.barangay;
  const sameBarangay = candidates.find(
    (line) => barangay != null && line.barangay !== null && normalName(line.barangay) === normalName(barangay),
  );
  return sameBarangay ?? candidates[0];
}

/** A unit as people write it (`tissue samples`, `Specimen`) compared with the terms' codes (`tissue_samples`, `specimens`). */
export function sameUnit(reported: string, authorised: string | null): boolean {
  if (authorised === null) return true;
  const code = normalName(reported).replace(/[\s-]+/g, '_');
  return code === authorised || `${code}s` === authorised;
}

/** Each line's balance, in the lines' order. */
export function balanceOf(lines: readonly BalanceLine[], reported: readonly ReportedRow[], moved: readonly MovedQuantity[]): LineBalance[] {
  const collected = new Map<string, number>();
  for (const row of reported) {
    const line = lineOfRow(lines, row);
    if (line === undefined || !sameUnit(row.unit, line.unit)) continue;
    collected.set(line.id, (collected.get(line.id) ?? 0) + row.count);
  }
  return lines.map((line) => {
    const taken = collected.get(line.id) ?? 0;
    const transferred = moved.filter((m) => lineNamed(line, m.lineId)).reduce((sum, m) => sum + m.quantity, 0);
    return {
      lineId: line.id,
      scientificName: line.scientificName,
      commonName: line.commonName,
      province: line.province,
      cityOrMunicipality: line.cityOrMunicipality,
      barangay: line.barangay,
      unit: line.unit,
      authorised: line.quantity,
      collected: taken,
      transferred,
      remaining: line.quantity === null ? null : line.quantity - Math.max(taken, transferred),
      held: taken - transferred,
    };
  });
}

/** A quantity with its unit as a reviewer reads it: `10 specimens`, `2.5 grams`. */
export function quantityWords(quantity: number, unit: string | null): string {
  return unit === null ? String(quantity) : `${quantity} ${unit.replace(/_/g, ' ')}`;
}
