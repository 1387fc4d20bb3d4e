import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDate } from '../../src/clock/manila-time.js';
import { occurrenceIdOf } from '../../src/exports/darwin-core.rows.js';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { TWO_SITES, withIssuedTerms } from '../helpers/issued-terms.js';
import { anIssuedPermit, aSpecimenRow, obligationOfType, submitAsAgency } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import { json, type TestApp } from '../helpers/test-app.js';

/**
 * The Darwin Core Archive and the permit's terms (issue 28 §3): a row the terms did not authorise (a
 * species they do not name, or name only at another site) is left out, and eml.xml says so; a row over
 * the quantity stays (the material was taken where the permit allowed it).
 */
const TEST_TIMEOUT_MS = 120_000;

describe.each(testDialects)('the Darwin Core Archive of a permit with terms (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let approver: Member;
  let evaluator: Member;
  let chief: Member;

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv());
    t = x.t;
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
    chief = await aMember(t, ['chief']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => x?.close());

  it(
    'leaves out the rows the terms did not authorise, keeps the others with their own occurrenceID, and says so in eml.xml',
    async () => {
      const p = await anIssuedPermit(t, approver, TWO_SITES);
      await withIssuedTerms(t.database.db, { applicationId: p.receipt.id, permitId: p.permitId }, [
        { scientificName: 'Platymantis luzonensis', quantity: 5, unit: 'tissue_samples' },
        { scientificName: 'Rhacophorus pardalis', location: 1, quantity: 5, unit: 'specimens' },
      ]);
      const report = await obligationOfType(t, p, 'collection_report');
      const july = { dateCollected: '2026-07-10' };
      const specimens = [
        aSpecimenRow({ ...july, count: 2 }),
        aSpecimenRow({ ...july, scientificName: 'Rafflesia speciosa', count: 1 }),
        aSpecimenRow({ ...july, scientificName: 'Rhacophorus pardalis', count: 1, unit: 'specimens' }),
        aSpecimenRow({ ...july, count: 9 }),
      ];
      const submitted = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const submissionId = json<{ id: string }>(submitted).id;
      await actOk(t, evaluator, p.receipt.id, { action: 'accept_obligation', obligationId: report.id });

      const permit = await t.database.db.selectFrom('permits').selectAll().where('id', '=', p.permitId).executeTakeFirstOrThrow();
      const issuedOn = manilaDate(permit.date_issued as string);
      const response = await t.app.inject({
        url: `/api/v1/staff/exports/dwca?issuedFrom=${issuedOn}&issuedTo=${issuedOn}`,
        headers: chief.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const text = (name: string) => new TextDecoder().decode(files[name]);
      const idsIn = (name: string) =>
        text(name)
          .split('\n')
          .slice(1)
          .filter((line) => line !== '')
          .map((line) => line.split('\t')[0]);
      const ours = [0, 1, 2, 3].map((i) => occurrenceIdOf(submissionId, i));
      expect(idsIn('occurrence.txt').filter((id) => ours.includes(id as string))).toEqual([ours[0], ours[3]]);
      expect(idsIn('permit.txt').filter((id) => ours.includes(id as string))).toEqual([ours[0], ours[3]]);
      expect(text('eml.xml')).toContain('Rows of a collection report that its permit’s terms did not authorise');
    },
    TEST_TIMEOUT_MS,
  );
});
