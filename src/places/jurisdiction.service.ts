import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { RequiredClearance } from '../workflow/case-facts.js';
import { type JurisdictionRule, type LocationFacts, requiredClearances } from './jurisdiction.rules.js';
import { findCodedLocationsOfApplication } from './place.repository.js';
import { zonesContaining } from './zone.service.js';

/** What the clearances read of the journal: each entry's action and payload (the write path's JournalEntry has them). */
type JournalEntry = { readonly action: string; readonly payload: Readonly<Record<string, unknown>> };

/**
 * The clearances an application needs (issue 21 §6), read with its state: the rules of the setting
 * `places.jurisdiction_rules` over its locations' codes (location_places), its points in the uploaded
 * zones and its ecosystem; each with the outcome `record_clearance` recorded for that body, if any.
 */
export async function clearancesOf(
  db: Kysely<DB>,
  rules: readonly JurisdictionRule[],
  application: { readonly id: string; readonly ecosystem: string | null },
  journal: readonly JournalEntry[],
): Promise<RequiredClearance[]> {
  if (rules.length === 0) return [];
  const locations = await findCodedLocationsOfApplication(db, application.id);
  return clearancesOfLocations(db, rules, application.ecosystem, locations, journal);
}

/** A location as the rules read it: its point and its PSGC codes (stored in location_places, or matched for a dry run). */
export interface CodedLocation {
  readonly id: string;
  readonly latitude: number | string | null;
  readonly longitude: number | string | null;
  readonly region_code: string | null;
  readonly province_code: string | null;
  readonly city_code: string | null;
  readonly barangay_code: string | null;
}

/**
 * The clearances the rules require of these locations and this ecosystem: what `clearancesOf` reads of a
 * stored application, and what the dry run of a submission (applications/submission.plan.ts) answers before
 * anything is stored, so the two cannot differ.
 */
export async function clearancesOfLocations(
  db: Kysely<DB>,
  rules: readonly JurisdictionRule[],
  ecosystem: string | null,
  locations: readonly CodedLocation[],
  journal: readonly JournalEntry[],
): Promise<RequiredClearance[]> {
  if (rules.length === 0) return [];
  const needsZones = rules.some((rule) => rule.zoneKinds !== undefined);
  const points = locations.flatMap((l) =>
    l.latitude === null || l.longitude === null ? [] : [{ key: l.id, latitude: Number(l.latitude), longitude: Number(l.longitude) }],
  );
  const zones = needsZones ? await zonesContaining(db, points) : new Map();
  const facts: LocationFacts[] = locations.map((l) => ({
    locationId: l.id,
    codes: [l.region_code, l.province_code, l.city_code, l.barangay_code].filter((c): c is string => c !== null),
    zones: zones.get(l.id) ?? [],
  }));
  return requiredClearances(rules, { ecosystem, locations: facts }, recordedClearances(journal));
}

/** The last outcome recorded for each body (`clearance_recorded`). */
export function recordedClearances(journal: readonly JournalEntry[]): Map<string, 'granted' | 'refused'> {
  const recorded = new Map<string, 'granted' | 'refused'>();
  for (const entry of journal) {
    if (entry.action !== 'clearance_recorded') continue;
    const { body, outcome } = entry.payload as { body?: unknown; outcome?: unknown };
    if (typeof body === 'string' && (outcome === 'granted' || outcome === 'refused')) recorded.set(body, outcome);
  }
  return recorded;
}
