import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { postgresAvailable } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

describe.skipIf(!postgresAvailable)('stored renderings on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t?.close());

  async function submit(agency: string, token: string, locations: number, speciesEach: number) {
    const body = aSubmission(agency, {
      locations: Array.from({ length: locations }, (_, l) =>
        aLocation({
          address: `Plot ${l}`,
          species: Array.from({ length: speciesEach }, (_, s) => ({
            scientificName: `Species ${l}-${s}`,
            state: 'leaf',
            note: `specimen ${s}`,
          })),
        }),
      ),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    return json<SubmissionReceipt>(response);
  }

  /** Values of the applications table kept out of line, in its TOAST table. */
  async function outOfLineValues(): Promise<number> {
    const { rows } = await sql<{
      toast: string;
    }>`select reltoastrelid::regclass::text as toast from pg_class where relname = 'applications'`.execute(t.database.db);
    const toast = rows[0]?.toast as string;
    const counted = await sql<{ n: string }>`select count(distinct chunk_id) as n from ${sql.table(toast)}`.execute(t.database.db);
    return Number(counted.rows[0]?.n);
  }

  it("keeps an application's row whole, its renderings compressed in it: a read fetches one page, not the TOAST table too", async () => {
    const { agency, token } = await t.agencyWithToken();
    // The benchmark's shape (3 × 5) and a larger one: renderings of 4 to 12 kB, over the 2 kB at which
    // PostgreSQL would otherwise move them out of line.
    await submit(agency, token, 3, 5);
    const larger = await submit(agency, token, 6, 8);
    expect(await outOfLineValues()).toBe(0);
    const sizes = await sql<{ bytes: number }>`select octet_length(detail_json) as bytes from applications where id = ${larger.id}`.execute(
      t.database.db,
    );
    expect(Number(sizes.rows[0]?.bytes)).toBeGreaterThan(8000);
  });

  it('compresses the renderings with LZ4 where the server has it, and reads them back as submitted', async () => {
    const { agency, token } = await t.agencyWithToken();
    const receipt = await submit(agency, token, 6, 8);
    const server = await sql<{ lz4: boolean }>`
      select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(t.database.db);
    const methods = await sql<{ list: string | null; detail: string | null }>`
      select pg_column_compression(list_json) as list, pg_column_compression(detail_json) as detail
      from applications where id = ${receipt.id}`.execute(t.database.db);
    const expected = server.rows[0]?.lz4 === true ? 'lz4' : 'pglz';
    expect(methods.rows[0]).toEqual({ list: expected, detail: expected });
    // The CI machine's PostgreSQL (Debian's) is built with LZ4: there the faster method must be in use.
    if (process.env.CI === 'true') expect(expected).toBe('lz4');
    const detail = await t.app.inject({ url: `/api/v1/external/application/${receipt.id}/agency/${agency}`, headers: bearer(token) });
    const record = json<ApplicationDetail>(detail);
    expect(record.locations.map((l) => l.remarks)).toEqual(['Plot 0', 'Plot 1', 'Plot 2', 'Plot 3', 'Plot 4', 'Plot 5']);
    expect(record.resources).toHaveLength(48);
    expect(record.resources[47]).toMatchObject({ scientificName: 'Species 5-7', notes: 'specimen 7' });
  });

  it('still stores an application whose renderings outgrow a page even compressed, and reads it back whole', async () => {
    const { agency, token } = await t.agencyWithToken();
    const receipt = await submit(agency, token, 40, 30);
    expect(await outOfLineValues()).toBeGreaterThan(0);
    const detail = await t.app.inject({
      url: `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}`,
      headers: bearer(token),
    });
    expect(detail.statusCode).toBe(200);
    const record = json<ApplicationDetail>(detail);
    expect(record.resources).toHaveLength(1200);
    expect(record.resources[1199]).toMatchObject({ notes: 'specimen 29' });
  });
});
