import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalPayloads } from '../../src/audit/subject-keys.js';
import type { LibraryDocument } from '../../src/library/library-document.schemas.js';
import type { Movement, MovementList } from '../../src/movements/movement.schemas.js';
import { newId } from '../../src/shared/ids.js';
import { aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { TWO_SITES, withIssuedTerms } from '../helpers/issued-terms.js';
import { anIssuedPermit, aSpecimenRow, type IssuedPermit, obligationOfType, submitAsAgency } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';

/**
 * Movements of the material collected under a permit (issue 28 §2), through HTTP as the agency and
 * staff meet them: registered against the balance of an authorised line, refused over it with the
 * balance stated, idempotent, another agency's refused, bad input refused naming the field; nothing
 * stored by a refusal.
 */
const TEST_TIMEOUT_MS = 120_000;

describe.each(testDialects)('movements of a permit’s material (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let approver: Member;
  let viewer: Member;

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv());
    t = x.t;
    approver = await aMember(t, ['approver']);
    viewer = await aMember(t, ['viewer']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => x?.close());

  interface Reported extends IssuedPermit {
    readonly permitNo: string;
    readonly lineIds: readonly string[];
    readonly reportId: string;
  }

  /** A permit with terms (10 tissue samples of the forest frog at Los Baños, 5 specimens of the tree frog at Lucban) and a report of 6 and 2. */
  async function aReportedPermit(): Promise<Reported> {
    const p = await anIssuedPermit(t, approver, TWO_SITES);
    const terms = await withIssuedTerms(t.database.db, { applicationId: p.receipt.id, permitId: p.permitId }, [
      { scientificName: 'Platymantis luzonensis', quantity: 10, unit: 'tissue_samples' },
      { scientificName: 'Rhacophorus pardalis', location: 1, quantity: 5, unit: 'specimens' },
    ]);
    const report = await obligationOfType(t, p, 'collection_report');
    const specimens = [
      aSpecimenRow({ dateCollected: '2026-07-10', count: 6 }),
      aSpecimenRow({
        dateCollected: '2026-07-10',
        scientificName: 'Rhacophorus pardalis',
        count: 2,
        unit: 'specimens',
        location: { province: 'Quezon', cityOrMunicipality: 'Lucban' },
      }),
    ];
    const submitted = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const permit = await t.database.db.selectFrom('permits').select('permit_no').where('id', '=', p.permitId).executeTakeFirstOrThrow();
    return { ...p, permitNo: permit.permit_no, lineIds: terms.lineIds, reportId: json<{ id: string }>(submitted).id };
  }

  const movementsPath = (p: Reported, agency = p.agency) =>
    `/api/v1/external/application/${p.receipt.cnaApplicationUniqueNo}/agency/${agency}/permits/${encodeURIComponent(p.permitNo)}/movements`;

  const register = (p: Reported, body: object, headers: Record<string, string> = {}, token = p.token, agency = p.agency) =>
    t.app.inject({
      method: 'POST',
      url: movementsPath(p, agency),
      headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
      payload: body,
    });

  const transport = (p: Reported, quantity: number) => ({
    kind: 'domestic_transport',
    lineId: p.lineIds[0],
    quantity,
    collectionReportId: p.reportId,
    movedOn: '2026-08-02',
    transportPermitNo: 'WTP-IVA-2026-0113',
  });

  async function listed(p: Reported): Promise<MovementList> {
    const response = await t.app.inject({ url: movementsPath(p), headers: bearer(p.token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<MovementList>(response);
  }

  const storedCount = async (p: Reported) =>
    (await t.database.db.selectFrom('permit_movements').select('id').where('permit_id', '=', p.permitId).execute()).length;

  it(
    'registers a transfer with its MTA: journalled, audited, evented, listed with the balance, and shown to staff',
    async () => {
      const p = await aReportedPermit();
      const body = multipart([
        { name: 'sourceAgencyCode', value: p.agency },
        { name: 'title', value: 'Material transfer agreement with the National Museum' },
        { name: 'file', fileName: 'mta.pdf', content: pdf('Material transfer agreement') },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/documents',
        headers: { ...bearer(p.token), ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const mta = json<LibraryDocument>(uploaded);

      const response = await register(p, {
        kind: 'institution_transfer',
        lineId: p.lineIds[0],
        quantity: 4,
        collectionReportId: p.reportId,
        movedOn: '2026-08-01',
        recipientInstitution: 'National Museum of the Philippines',
        materialTransferAgreementId: mta.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      const movement = json<Movement>(response);
      expect(movement).toMatchObject({
        permitNo: p.permitNo,
        kind: 'institution_transfer',
        lineId: p.lineIds[0],
        scientificName: 'Platymantis luzonensis',
        quantity: 4,
        unit: 'tissue_samples',
        collectionReportId: p.reportId,
        recipientInstitution: 'National Museum of the Philippines',
        materialTransferAgreementId: mta.id,
        communiques: [],
      });

      const list = await listed(p);
      expect(list.items).toEqual([movement]);
      expect(list.balance.map((b) => [b.scientificName, b.authorised, b.collected, b.transferred, b.remaining, b.held])).toEqual([
        ['Platymantis luzonensis', 10, 6, 4, 4, 2],
        ['Rhacophorus pardalis', 5, 2, 0, 3, 2],
      ]);
      const staff = await t.app.inject({
        url: `/api/v1/staff/applications/${p.receipt.id}/permits/${encodeURIComponent(p.permitNo)}/movements`,
        headers: viewer.headers,
      });
      expect(staff.statusCode, staff.body).toBe(200);
      expect(json<MovementList>(staff)).toEqual(list);

      const journal = await openJournalPayloads(
        t.database.db,
        (
          await t.database.db
            .selectFrom('application_journal')
            .select(['action', 'payload'])
            .where('application_id', '=', p.receipt.id)
            .orderBy('sequence')
            .execute()
        ).map((j) => ({ action: j.action, payload: JSON.parse(j.payload) as Record<string, unknown> })),
      );
      expect(journal.at(-1)).toMatchObject({
        action: 'movement_registered',
        payload: { movementId: movement.id, kind: 'institution_transfer', quantity: 4, heldBefore: 6 },
      });
      const audit = await t.database.db.selectFrom('audit_events').select('action').where('application_id', '=', p.receipt.id).execute();
      expect(audit.map((a) => a.action)).toContain('application.movement_registered');
      const events = await t.database.db
        .selectFrom('events')
        .select(['type', 'data'])
        .where('application_id', '=', p.receipt.id)
        .where('type', '=', 'permit.movement_registered')
        .execute();
      expect(events.map((e) => JSON.parse(e.data))).toEqual([
        expect.objectContaining({ permitId: p.permitId, movementId: movement.id, movementKind: 'institution_transfer', quantity: 4 }),
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a movement over what the line holds with a problem that states the balance, and stores nothing',
    async () => {
      const p = await aReportedPermit();
      expect((await register(p, transport(p, 4))).statusCode).toBe(201);
      const response = await register(p, transport(p, 3));
      expect(response.statusCode, response.body).toBe(409);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = json<{ detail: string; balance: Record<string, unknown> }>(response);
      expect(problem.detail).toBe('3 tissue samples to move; the line authorises 10, 6 reported collected, 4 already moved: 2 may move');
      expect(problem.balance).toEqual({
        lineId: p.lineIds[0],
        unit: 'tissue_samples',
        authorised: 10,
        collected: 6,
        transferred: 4,
        remaining: 4,
        held: 2,
      });
      expect(await storedCount(p)).toBe(1);
      expect((await register(p, transport(p, 2))).statusCode).toBe(201);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers a retry with the same Idempotency-Key and body as the first time, and refuses the key with another body',
    async () => {
      const p = await aReportedPermit();
      const key = { 'idempotency-key': newId() };
      const first = await register(p, transport(p, 1), key);
      expect(first.statusCode, first.body).toBe(201);
      const again = await register(p, transport(p, 1), key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const other = await register(p, transport(p, 2), key);
      expect(other.statusCode, other.body).toBe(422);
      expect(json<{ code?: string; type: string }>(other).type).toContain('idempotency_key_reused');
      expect(await storedCount(p)).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses another agency, whether it names itself or the permit’s agency, and stores nothing',
    async () => {
      const p = await aReportedPermit();
      const other = await t.agencyWithToken();
      const asItself = await register(p, transport(p, 1), {}, other.token, other.agency);
      expect(asItself.statusCode, asItself.body).toBe(404);
      const asOwner = await register(p, transport(p, 1), {}, other.token);
      expect(asOwner.statusCode, asOwner.body).toBe(403);
      const read = await t.app.inject({ url: movementsPath(p, other.agency), headers: bearer(other.token) });
      expect(read.statusCode).toBe(404);
      expect(await storedCount(p)).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses bad input with a problem naming each field, and stores nothing',
    async () => {
      const p = await aReportedPermit();
      const cases: [object, string][] = [
        [{ ...transport(p, 1), kind: 'export_abroad', transportPermitNo: undefined, exportPermitNo: 'EP-1' }, '/destinationCountry'],
        [{ ...transport(p, 1), transportPermitNo: undefined }, '/transportPermitNo'],
        [{ ...transport(p, 1), destinationCountry: 'JP' }, '/destinationCountry'],
        [
          { ...transport(p, 1), kind: 'export_abroad', transportPermitNo: undefined, exportPermitNo: 'EP-1', destinationCountry: 'PH' },
          '/destinationCountry',
        ],
        [
          { ...transport(p, 1), kind: 'export_abroad', transportPermitNo: undefined, exportPermitNo: 'EP-1', destinationCountry: 'jp' },
          '/destinationCountry',
        ],
        [{ ...transport(p, 1), lineId: newId() }, '/lineId'],
        [{ ...transport(p, 1), collectionReportId: newId() }, '/collectionReportId'],
        [{ ...transport(p, 0) }, '/quantity'],
        [{ ...transport(p, 1), kind: 'lost' }, '/kind'],
        [
          {
            ...transport(p, 1),
            kind: 'institution_transfer',
            transportPermitNo: undefined,
            recipientInstitution: 'UPLB',
            materialTransferAgreementId: newId(),
          },
          '/materialTransferAgreementId',
        ],
      ];
      for (const [body, pointer] of cases) {
        const response = await register(p, body);
        expect(response.statusCode, `${pointer}: ${response.body}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        const errors = json<{ errors: { pointer: string }[] }>(response).errors.map((e) => e.pointer);
        expect(errors, JSON.stringify(body)).toContain(pointer);
      }
      expect(await storedCount(p)).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'links an export to the checkpoint communiqués published about the permit in its destination country',
    async () => {
      const p = await aReportedPermit();
      const response = await register(p, {
        kind: 'export_abroad',
        lineId: p.lineIds[1],
        quantity: 2,
        collectionReportId: p.reportId,
        movedOn: '2026-08-05',
        exportPermitNo: 'EXP-2026-0042',
        destinationCountry: 'JP',
      });
      expect(response.statusCode, response.body).toBe(201);
      // What the checkpoints job records when the Clearing-House publishes communiqués (docs/ABSCH.md).
      const communique = (record: string, checkpoint: string) => ({
        id: newId(),
        record_identifier: record,
        permit_id: p.permitId,
        application_id: p.receipt.id,
        ircc_identifier: 'ABSCH-IRCC-PH-000001-1',
        checkpoints: JSON.stringify([checkpoint]),
        entity: null,
        source_countries: JSON.stringify(['PH']),
        entity_mismatch: 0,
        published_at: null,
        year: 2026,
        received_at: new Date().toISOString(),
      });
      await t.database.db
        .insertInto('absch_communiques')
        .values([communique('ABSCH-CPC-JP-000077-1', 'ABSCH-CP-JP-000012-1'), communique('ABSCH-CPC-DE-000078-1', 'ABSCH-CP-DE-000013-1')])
        .execute();
      expect((await listed(p)).items.map((m) => [m.destinationCountry, m.communiques])).toEqual([['JP', ['ABSCH-CPC-JP-000077-1']]]);
    },
    TEST_TIMEOUT_MS,
  );
});
