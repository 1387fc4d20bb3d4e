import { psgcTable } from '../places/psgc.table.js';
import { PERMIT_FIGURES, type PermitFigures } from './national-report.schemas.js';

/**
 * The permit figures of the national report: each event (a permit issued, renewed, amended,
 * suspended or revoked in the period) counted once per permit in the totals, per permit type, and in
 * every region and province where the permit's application has a location.
 */

export type PermitEventName = keyof PermitFigures;

export interface PermitEvent {
  readonly event: PermitEventName;
  readonly permitId: string;
  readonly applicationId: string;
  readonly permitType: string;
}

export interface ApplicationPlace {
  readonly applicationId: string;
  readonly regionCode: string | null;
  readonly provinceCode: string | null;
}

/** Distinct permits per event, in one group (a type, a region, a province). */
class Tally {
  private readonly permits = new Map<PermitEventName, Set<string>>(PERMIT_FIGURES.map((name) => [name, new Set()]));

  add(event: PermitEvent): void {
    this.permits.get(event.event)?.add(event.permitId);
  }

  figures(): PermitFigures {
    const size = (name: PermitEventName) => this.permits.get(name)?.size ?? 0;
    return {
      issued: size('issued'),
      renewed: size('renewed'),
      amended: size('amended'),
      suspended: size('suspended'),
      revoked: size('revoked'),
    };
  }
}

function tallyBy<K>(groups: Map<K, Tally>, key: K, event: PermitEvent): void {
  let tally = groups.get(key);
  if (tally === undefined) {
    tally = new Tally();
    groups.set(key, tally);
  }
  tally.add(event);
}

const placeName = (code: string | null): string | null => (code === null ? null : (psgcTable().byCode.get(code)?.name ?? null));
/** Code order, the uncoded (null) last. */
const compareCodes = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b));
const NO_CODE = '';

export function permitFiguresOf(events: readonly PermitEvent[], places: readonly ApplicationPlace[]) {
  const placesOf = new Map<string, ApplicationPlace[]>();
  for (const place of places) placesOf.set(place.applicationId, [...(placesOf.get(place.applicationId) ?? []), place]);
  const totals = new Tally();
  const byType = new Map<string, Tally>();
  const byRegion = new Map<string, Tally>();
  // Keyed `region|province`, the empty string standing for null.
  const byProvince = new Map<string, Tally>();
  for (const event of events) {
    totals.add(event);
    tallyBy(byType, event.permitType, event);
    // A Set per tally: two locations in one province still count the permit once there.
    for (const place of placesOf.get(event.applicationId) ?? []) {
      tallyBy(byRegion, place.regionCode ?? NO_CODE, event);
      tallyBy(byProvince, `${place.regionCode ?? NO_CODE}|${place.provinceCode ?? NO_CODE}`, event);
    }
  }
  const codeOf = (key: string) => (key === NO_CODE ? null : key);
  return {
    totals: totals.figures(),
    byPermitType: [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([permitType, tally]) => ({ permitType, ...tally.figures() })),
    byRegion: [...byRegion]
      .map(([key, tally]) => ({ code: codeOf(key), name: placeName(codeOf(key)), ...tally.figures() }))
      .sort((a, b) => compareCodes(a.code, b.code)),
    byProvince: [...byProvince]
      .map(([key, tally]) => {
        const [region = NO_CODE, province = NO_CODE] = key.split('|');
        return { code: codeOf(province), name: placeName(codeOf(province)), regionCode: codeOf(region), ...tally.figures() };
      })
      .sort((a, b) => compareCodes(a.regionCode, b.regionCode) || compareCodes(a.code, b.code)),
  };
}
