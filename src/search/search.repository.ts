import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { PermitteeColumns, WorkflowColumns } from '../applications/application.write.js';
import { chunks } from '../db/batches.js';
import { dialectOf } from '../db/dialect.js';
import { deleteSearchDocument, insertSearchDocuments } from '../db/full-text.js';
import type { ApplicationLocationTable, ApplicationResourceTable, ApplicationSearchTable, DB } from '../db/schema.js';
import { searchDocument } from './search-text.js';

/**
 * The staff search's index (`application_search`), written in the transaction that stores the
 * applications it describes. The searched fields are fixed at submission but for the permittee's name
 * and email, which a rectification may correct (issue 21 §1): the write path (changeApplication) then
 * replaces the application's row in the same transaction (`replaceSearchRow`), as it does when the
 * retention job anonymises them (issue 21 §2). The workflow's columns
 * are never searched: the type below fails to compile the day one is, which is when the write path
 * must refresh the index on every change.
 */

/** The columns of `applications` the search reads. */
const SEARCHED_COLUMNS = [
  'registration_no',
  'source_unique_no',
  'permittee_first_name',
  'permittee_middle_name',
  'permittee_last_name',
  'permittee_email',
] as const satisfies readonly (keyof ApplicationState)[];

type MustBeNever<T extends never> = T;
/** Compiles only while no searched column is one the write path may change. */
export type SearchedColumnsFixedAtSubmission = MustBeNever<Extract<(typeof SEARCHED_COLUMNS)[number], keyof WorkflowColumns>>;

type SearchedPlace = Pick<ApplicationLocationTable, 'region' | 'province' | 'city_or_municipality' | 'barangay' | 'address'>;
type SearchedSpecies = Pick<ApplicationResourceTable, 'common_name' | 'scientific_name'>;

/** The index row of one application: its searched fields, species names and place names. */
export function searchRowOf(
  application: Pick<ApplicationState, 'id' | (typeof SEARCHED_COLUMNS)[number]>,
  places: readonly SearchedPlace[],
  species: readonly SearchedSpecies[],
): ApplicationSearchTable {
  return {
    application_id: application.id,
    document: searchDocument([
      ...SEARCHED_COLUMNS.map((column) => application[column]),
      ...species.flatMap((s) => [s.common_name, s.scientific_name]),
      ...places.flatMap((p) => [p.region, p.province, p.city_or_municipality, p.barangay, p.address]),
    ]),
  };
}

/** Whether a change of these columns changes what the search finds. */
export function searchedColumnChanged(set: Partial<Record<keyof PermitteeColumns | keyof WorkflowColumns, unknown>>): boolean {
  return SEARCHED_COLUMNS.some((column) => Object.hasOwn(set, column));
}

/** Replaces an application's index row with one made from its columns as they now are (a rectification). */
export async function replaceSearchRow(
  db: Kysely<DB>,
  application: Pick<ApplicationState, 'id' | (typeof SEARCHED_COLUMNS)[number]>,
  places: readonly SearchedPlace[],
  species: readonly SearchedSpecies[],
): Promise<void> {
  const dialect = dialectOf(db);
  await deleteSearchDocument(db, dialect, application.id);
  await insertSearchDocuments(db, dialect, [searchRowOf(application, places, species)]);
}

/** The index rows of applications inserted earlier in the same transaction. */
export async function insertSearchRows(db: Kysely<DB>, rows: readonly ApplicationSearchTable[]): Promise<void> {
  const dialect = dialectOf(db);
  for (const chunk of chunks(rows)) await insertSearchDocuments(db, dialect, chunk);
}
