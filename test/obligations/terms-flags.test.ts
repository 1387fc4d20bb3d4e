import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { TWO_SITES, withIssuedTerms } from '../helpers/issued-terms.js';
import { anIssuedPermit, aSpecimenRow, obligationOfType, staffObligations, submitAsAgency } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import type { TestApp } from '../helpers/test-app.js';

/**
 * A collection report measured against the permit's issued terms (issue 28 §2), through HTTP: each
 * row flagged for what the terms do not authorise, with the authorised value beside the reported one;
 * a permit without terms keeps the submission's checks (obligations.test.ts).
 */
const TEST_TIMEOUT_MS = 120_000;

const LUCBAN = { province: 'Quezon', cityOrMunicipality: 'Lucban' };

describe.each(testDialects)('a collection report against the permit’s terms (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let approver: Member;
  let evaluator: Member;

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv());
    t = x.t;
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => x?.close());

  it(
    'flags each row the terms do not authorise, in the reviewer’s words with the authorised value beside the reported one',
    async () => {
      const p = await anIssuedPermit(t, approver, TWO_SITES);
      await withIssuedTerms(t.database.db, { applicationId: p.receipt.id, permitId: p.permitId }, [
        {
          scientificName: 'Platymantis luzonensis',
          quantity: 10,
          unit: 'tissue_samples',
          periodStart: '2026-07-01',
          periodEnd: '2026-08-31',
        },
        { scientificName: 'Rhacophorus pardalis', location: 1, quantity: 5, unit: 'specimens' },
      ]);
      const report = await obligationOfType(t, p, 'collection_report');
      const inJuly = { dateCollected: '2026-07-10', collector: 'Maria Reyes Santos' };
      const specimens = [
        aSpecimenRow({ ...inJuly, count: 6 }),
        aSpecimenRow({ ...inJuly, count: 6 }),
        aSpecimenRow({ ...inJuly, scientificName: 'Rhacophorus pardalis', count: 1, unit: 'specimens' }),
        aSpecimenRow({ ...inJuly, count: 1, dateCollected: '2026-10-01' }),
        aSpecimenRow({ ...inJuly, scientificName: 'Rafflesia speciosa', count: 1 }),
        aSpecimenRow({
          ...inJuly,
          scientificName: 'Rhacophorus pardalis',
          count: 1,
          unit: 'specimens',
          location: LUCBAN,
          dateCollected: '2099-01-01',
        }),
        aSpecimenRow({
          ...inJuly,
          scientificName: 'Rhacophorus pardalis',
          count: 1,
          unit: 'specimens',
          location: LUCBAN,
          collector: 'Juan Dela Cruz',
        }),
        aSpecimenRow({ ...inJuly, scientificName: 'Rhacophorus pardalis', count: 3, unit: 'grams', location: LUCBAN }),
      ];
      const response = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
      expect(response.statusCode, response.body).toBe(201);

      const staff = await staffObligations(t, evaluator, p.receipt.id);
      const flags = staff.items.find((o) => o.id === report.id)?.submissions[0]?.flags;
      expect(flags?.map((f) => [f.row, f.code, f.detail])).toEqual([
        [1, 'quantity_over_remaining', '6 tissue samples reported; 10 authorised, 4 remain'],
        [2, 'species_not_authorised_at_site', 'Rhacophorus pardalis reported at Los Baños, Laguna; authorised only at Lucban, Quezon'],
        // The rows above took the line past its quantity: nothing remains for this one.
        [3, 'quantity_over_remaining', '1 tissue samples reported; 10 authorised, 0 remain'],
        [
          3,
          'date_outside_collection_period',
          'collected 2026-10-01; Platymantis luzonensis at Los Baños, Laguna is authorised from 2026-07-01 to 2026-08-31',
        ],
        [4, 'species_not_on_permit', 'Rafflesia speciosa reported; the permit authorises Platymantis luzonensis, Rhacophorus pardalis'],
        [
          5,
          'date_outside_collection_period',
          'collected 2099-01-01; Rhacophorus pardalis at Lucban, Quezon is authorised from 2026-06-01 to 2026-11-30',
        ],
        [5, 'date_in_future', expect.stringMatching(/^collected 2099-01-01; today is \d{4}-\d{2}-\d{2}$/)],
        [6, 'collector_not_authorised', 'collected by Juan Dela Cruz; the terms name Maria Reyes Santos'],
        [7, 'unit_not_authorised', '3 grams reported; Rhacophorus pardalis at Lucban, Quezon is authorised in specimens'],
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'counts a row against the line it names, and flags a line the terms do not have',
    async () => {
      const p = await anIssuedPermit(t, approver, TWO_SITES);
      const terms = await withIssuedTerms(t.database.db, { applicationId: p.receipt.id, permitId: p.permitId }, [
        { scientificName: 'Platymantis luzonensis', quantity: 2, unit: 'tissue_samples' },
      ]);
      const report = await obligationOfType(t, p, 'collection_report');
      const specimens = [
        aSpecimenRow({ dateCollected: '2026-07-10', count: 3, lineId: terms.lineIds[0] }),
        aSpecimenRow({ dateCollected: '2026-07-10', count: 1, lineId: '0190a8e4-0000-7000-8000-000000000000' }),
      ];
      const response = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
      expect(response.statusCode, response.body).toBe(201);
      const flags = (await staffObligations(t, evaluator, p.receipt.id)).items.find((o) => o.id === report.id)?.submissions[0]?.flags;
      expect(flags?.map((f) => [f.row, f.code, f.detail])).toEqual([
        [0, 'quantity_over_remaining', '3 tissue samples reported; 2 authorised, 2 remain'],
        [1, 'species_not_on_permit', 'line 0190a8e4-0000-7000-8000-000000000000 is not a line of the permit’s terms'],
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a row whose collector is blank or whose line is not a uuid, naming the field, and stores nothing',
    async () => {
      const p = await anIssuedPermit(t, approver, TWO_SITES);
      const report = await obligationOfType(t, p, 'collection_report');
      const specimens = [aSpecimenRow({ collector: ' ' }), aSpecimenRow({ lineId: 'line-1' })];
      const response = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const pointers = (JSON.parse(response.body) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer);
      expect(pointers).toEqual(expect.arrayContaining(['/specimens/0/collector', '/specimens/1/lineId']));
      expect((await obligationOfType(t, p, 'collection_report')).submissions).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
