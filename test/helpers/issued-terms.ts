import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { newId } from '../../src/shared/ids.js';
import { insertTerms } from '../../src/terms/terms.repository.js';
import { aLocation } from './factories.js';

/**
 * The terms a permit was issued with, written straight into the terms' tables (issue 28 §1), for the
 * tests of what later steps measure against them (collection reports, the balance, movements). The
 * terms' own tests take them through the evaluation and the issue; these need only the result.
 */

export interface LineSpec {
  readonly scientificName: string;
  /** The application's location, by its position (0: the first). */
  readonly location?: number;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly periodStart?: string;
  readonly periodEnd?: string;
}

export interface IssuedTerms {
  readonly termsId: string;
  /** The lines' ids, in the order given. */
  readonly lineIds: readonly string[];
}

export async function withIssuedTerms(
  db: Kysely<DB>,
  permit: { readonly applicationId: string; readonly permitId: string },
  lines: readonly LineSpec[],
  collectors: readonly string[] = ['Maria Reyes Santos'],
): Promise<IssuedTerms> {
  const locations = await db
    .selectFrom('application_locations')
    .select('id')
    .where('application_id', '=', permit.applicationId)
    .orderBy('position')
    .execute();
  const termsId = newId();
  const now = new Date().toISOString();
  const lineRows = lines.map((line, position) => ({
    id: newId(),
    terms_id: termsId,
    position,
    location_id: locations[line.location ?? 0]?.id ?? '',
    scientific_name: line.scientificName,
    common_name: null,
    quantity: line.quantity,
    unit: line.unit,
    part: null,
    method: null,
    period_start: line.periodStart ?? null,
    period_end: line.periodEnd ?? null,
    carried_from_id: null,
  }));
  await insertTerms(db, {
    terms: {
      id: termsId,
      application_id: permit.applicationId,
      version: 1,
      status: 'issued',
      origin: 'submission',
      permit_id: permit.permitId,
      standard_conditions: '[]',
      special_conditions: '[]',
      created_by: 'test',
      created_at: now,
      updated_by: 'test',
      updated_at: now,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
    },
    lines: lineRows,
    collectors: collectors.map((name, position) => ({
      id: newId(),
      terms_id: termsId,
      position,
      role: position === 0 ? 'holder' : 'assistant',
      name,
      affiliation: null,
      identification: null,
    })),
  });
  return { termsId, lineIds: lineRows.map((l) => l.id) };
}

/** Two sites, both collected in 2026 (dates before any clock the tests run under): Los Baños with both frogs, Lucban with one. */
export const TWO_SITES = {
  locations: [
    aLocation({ collectionStart: '2026-06-01T00:00:00.000Z', collectionEnd: '2026-11-30T00:00:00.000Z' }),
    aLocation({
      province: 'Quezon',
      cityOrMunicipality: 'Lucban',
      barangay: 'Samil',
      collectionStart: '2026-06-01T00:00:00.000Z',
      collectionEnd: '2026-11-30T00:00:00.000Z',
      species: [{ scientificName: 'Rhacophorus pardalis' }],
    }),
  ],
};
