import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalPayloads } from '../../src/audit/subject-keys.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { manilaDate } from '../../src/clock/manila-time.js';
import { updateSetting } from '../../src/settings/settings.service.js';
import { act, actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, pathOf } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation } from '../helpers/factories.js';
import {
  agencyObligations,
  anIssuedPermit,
  aSpecimenRow,
  obligationOfType,
  obligationsPath,
  staffObligations,
  submitAsAgency,
} from '../helpers/obligations.js';
import { anApprovedApplication, permitEnv } from '../helpers/permits.js';
import { pdf, png, windowsExecutable } from '../helpers/sample-files.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';

/**
 * The obligations of a permit (issue 20 §1), through HTTP as agencies and staff meet them: made at
 * issue with their due dates, submitted by the agency (a collection report with its specimen rows,
 * flagged against the permit), accepted, rejected or waived by staff; every refusal writes nothing.
 */
/** The first permit of a run loads PDFKit and its fonts; PostgreSQL on a loaded machine is slow. */
const TEST_TIMEOUT_MS = 120_000;
const UPLOAD_LIMIT_BYTES = 1024 * 1024;

describe.each(testDialects)('the obligations of a permit (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let approver: Member;
  let evaluator: Member;
  let chief: Member;
  let viewer: Member;

  beforeAll(async () => {
    // Files up to 1 MiB: a file too large is cheap to send.
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv({ UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT_BYTES) }));
    t = x.t;
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
    chief = await aMember(t, ['chief']);
    viewer = await aMember(t, ['viewer']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => x?.close());

  const eventsOf = async (applicationId: string) =>
    (
      await t.database.db.selectFrom('events').select(['type', 'data']).where('application_id', '=', applicationId).orderBy('id').execute()
    ).map((e) => ({ type: e.type, data: JSON.parse(e.data) as Record<string, unknown> }));
  // As staff read it: file names are stored sealed with the permittee's subject key (docs/PRIVACY.md).
  const journalOf = async (applicationId: string) =>
    openJournalPayloads(
      t.database.db,
      (
        await t.database.db
          .selectFrom('application_journal')
          .select(['action', 'payload', 'actor_kind'])
          .where('application_id', '=', applicationId)
          .orderBy('sequence')
          .execute()
      ).map((j) => ({ action: j.action, actorKind: j.actor_kind, payload: JSON.parse(j.payload) as Record<string, unknown> })),
    );
  const auditOf = async (applicationId: string) =>
    (
      await t.database.db
        .selectFrom('audit_events')
        .select('action')
        .where('application_id', '=', applicationId)
        .orderBy('sequence')
        .execute()
    ).map((a) => a.action);
  const noticesOf = async (applicationId: string) =>
    t.database.db
      .selectFrom('application_notices')
      .select(['log', 'message', 'visibility'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();

  it(
    'makes the permit’s obligations at issue, due after the collection end and before the expiry, journalled and evented',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const obligations = await agencyObligations(t, p);
      const permit = await t.database.db.selectFrom('permits').selectAll().where('id', '=', p.permitId).executeTakeFirstOrThrow();
      expect(obligations.map((o) => [o.type, o.dueDate, o.status, o.required, o.blocksRenewal])).toEqual([
        // The factory's location ends its collection on 2027-03-31 (Manila).
        ['collection_report', '2027-04-30', 'pending', true, true],
        ['certificate_of_deposit', '2027-05-30', 'pending', true, true],
        ['final_report', manilaDate(permit.date_expired as string), 'pending', true, false],
      ]);
      expect(obligations.every((o) => o.permitNo === permit.permit_no && o.submissions.length === 0)).toBe(true);

      const issued = (await journalOf(p.receipt.id)).find((j) => j.action === 'permit_issued');
      expect(issued?.payload.obligations).toEqual(obligations.map((o) => ({ id: o.id, type: o.type, dueDate: o.dueDate })));
      const created = (await eventsOf(p.receipt.id)).filter((e) => e.type === 'obligation.created');
      expect(created.map((e) => [e.data.obligationId, e.data.obligationType, e.data.obligationStatus, e.data.dueDate])).toEqual(
        obligations.map((o) => [o.id, o.type, 'pending', o.dueDate]),
      );
      expect(created[0]?.data).toMatchObject({ cnaApplicationUniqueNo: p.receipt.cnaApplicationUniqueNo, sourceAgencyCode: p.agency });

      const staff = await staffObligations(t, viewer, p.receipt.id);
      expect(staff.items.map((o) => o.id)).toEqual(obligations.map((o) => o.id));
      expect(staff.authorisedSpecies.map((s) => s.scientificName)).toEqual(['Platymantis luzonensis', 'Rhacophorus pardalis']);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'takes the last location’s collection end, the working-day calendar and the application type’s list from the setting',
    async () => {
      await updateSetting(
        t.database.db,
        {
          key: 'permits.obligations',
          value: {
            defaultObligations: [],
            byPermitType: {
              'working-day permit': [
                {
                  type: 'collection_report',
                  title: 'Collection report',
                  due: { days: 5, unit: 'working_days', anchor: 'after_collection_end' },
                  required: true,
                  blocksRenewal: true,
                },
                {
                  type: 'first_look',
                  title: 'First look',
                  due: { days: 2, unit: 'working_days', anchor: 'after_issue' },
                  required: false,
                  blocksRenewal: false,
                },
              ],
            },
            byApplicationType: {
              bioprospecting: [
                {
                  type: 'benefit_sharing_report',
                  title: 'Benefit-sharing report',
                  due: { days: 10, unit: 'calendar_days', anchor: 'before_expiry' },
                  required: true,
                  blocksRenewal: true,
                },
              ],
            },
          },
        },
        { actor: OPERATOR_ACTOR },
      );
      try {
        // Two locations: the later collection end (Friday 2027-04-30) counts; five working days later is Friday 2027-05-07.
        const p = await anIssuedPermit(t, approver, {
          permitType: 'working-day permit',
          locations: [aLocation(), aLocation({ collectionEnd: '2027-04-30T00:00:00.000Z' })],
        });
        const listed = await agencyObligations(t, p);
        const report = listed.find((o) => o.type === 'collection_report');
        const look = listed.find((o) => o.type === 'first_look');
        expect(report).toMatchObject({ type: 'collection_report', dueDate: '2027-05-07', required: true });
        expect(look).toMatchObject({ type: 'first_look', required: false, blocksRenewal: false });

        const bio = await anIssuedPermit(t, approver, { applicationType: 'bioprospecting' });
        const permit = await t.database.db.selectFrom('permits').selectAll().where('id', '=', bio.permitId).executeTakeFirstOrThrow();
        const expiry = manilaDate(permit.date_expired as string);
        const tenBefore = new Date(Date.parse(`${expiry}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
        expect((await agencyObligations(t, bio)).map((o) => [o.type, o.dueDate])).toEqual([['benefit_sharing_report', tenBefore]]);
      } finally {
        await t.database.db.deleteFrom('settings').where('key', '=', 'permits.obligations').execute();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'gives a bioprospecting permit the benefit-sharing report by default',
    async () => {
      const p = await anIssuedPermit(t, approver, { applicationType: 'bioprospecting' });
      expect((await agencyObligations(t, p)).map((o) => o.type).sort()).toEqual([
        'benefit_sharing_report',
        'certificate_of_deposit',
        'collection_report',
        'final_report',
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'takes a collection report with its specimen rows, flags what the permit does not cover, and staff accept it',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const specimens = [
        aSpecimenRow(),
        aSpecimenRow({ scientificName: 'Rhinolophus arcuatus', count: 2, unit: 'individuals' }),
        aSpecimenRow({ location: { province: 'Quezon', cityOrMunicipality: 'Tayabas' } }),
        aSpecimenRow({ dateCollected: '2027-06-01' }),
      ];
      const response = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens), note: 'Two trips.' });
      expect(response.statusCode, response.body).toBe(201);
      const submission = json<{
        id: string;
        status: string;
        files: { attachmentId: string; fileName: string; url: string }[];
        specimens: unknown[];
      }>(response);
      expect(submission).toMatchObject({ status: 'submitted', note: 'Two trips.', specimens });
      expect(submission).not.toHaveProperty('flags');
      expect(submission.files).toEqual([expect.objectContaining({ fileName: 'collection-report.pdf' })]);
      // The file is an attachment of the application: the agency downloads it like any other.
      const download = await t.app.inject({ url: pathOf(submission.files[0]?.url as string), headers: bearer(p.token) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');

      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('submitted');
      const staff = await staffObligations(t, evaluator, p.receipt.id);
      const seen = staff.items.find((o) => o.id === report.id);
      expect(seen?.flagged).toBe(true);
      expect(seen?.submissions[0]?.flags.map((f) => [f.row, f.code])).toEqual([
        [1, 'species_not_on_permit'],
        [2, 'place_not_on_permit'],
        [3, 'date_outside_collection_period'],
        [3, 'date_in_future'],
      ]);
      const staffFile = await t.app.inject({ url: pathOf(seen?.submissions[0]?.files[0]?.url as string), headers: viewer.headers });
      expect(staffFile.statusCode).toBe(200);

      await actOk(t, evaluator, p.receipt.id, { action: 'accept_obligation', obligationId: report.id, text: 'Thank you.' });
      const accepted = await obligationOfType(t, p, 'collection_report');
      expect(accepted).toMatchObject({ status: 'accepted', submissions: [expect.objectContaining({ status: 'accepted' })] });

      const journal = await journalOf(p.receipt.id);
      expect(journal.slice(-2).map((j) => [j.action, j.actorKind, j.payload.from, j.payload.to])).toEqual([
        ['obligation_submitted', 'agency', 'pending', 'submitted'],
        ['obligation_accepted', 'staff', 'submitted', 'accepted'],
      ]);
      expect(journal.at(-2)?.payload).toMatchObject({ specimenRows: 4, flags: 4, submissionId: submission.id });
      expect(await auditOf(p.receipt.id)).toEqual(
        expect.arrayContaining(['application.obligation_submitted', 'application.obligation_accepted']),
      );
      const notices = await noticesOf(p.receipt.id);
      expect(notices.slice(-2).map((n) => [n.log, n.visibility])).toEqual([
        ['obligation_submitted', 'external'],
        ['obligation_accepted', 'external'],
      ]);
      expect(notices.at(-1)?.message).toContain('is accepted');
      const changed = (await eventsOf(p.receipt.id)).filter((e) => e.type === 'obligation.status_changed');
      expect(changed.map((e) => [e.data.obligationId, e.data.previousObligationStatus, e.data.obligationStatus])).toEqual([
        [report.id, 'pending', 'submitted'],
        [report.id, 'submitted', 'accepted'],
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'puts a rejected submission back to pending with the reason; the agency submits again',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const deposit = await obligationOfType(t, p, 'certificate_of_deposit');
      expect((await submitAsAgency(t, p, deposit.id, {})).statusCode).toBe(201);
      await actOk(t, evaluator, p.receipt.id, {
        action: 'reject_obligation',
        obligationId: deposit.id,
        reasons: 'The certificate is unsigned.',
      });
      const rejected = await obligationOfType(t, p, 'certificate_of_deposit');
      expect(rejected).toMatchObject({
        status: 'pending',
        statusReason: 'The certificate is unsigned.',
        submissions: [expect.objectContaining({ status: 'rejected', reason: 'The certificate is unsigned.' })],
      });
      expect((await noticesOf(p.receipt.id)).at(-1)?.message).toContain('The certificate is unsigned.');
      expect((await submitAsAgency(t, p, deposit.id, {})).statusCode).toBe(201);
      expect((await obligationOfType(t, p, 'certificate_of_deposit')).submissions.map((s) => s.status)).toEqual(['rejected', 'submitted']);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lets a chief or an approver waive an obligation with the reason, and refuses it to an evaluator',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const final = await obligationOfType(t, p, 'final_report');
      const byEvaluator = await act(t, evaluator, p.receipt.id, { action: 'waive_obligation', obligationId: final.id, reasons: 'No.' });
      // Not one of the action's roles: refused like any action of the action route, naming who may.
      expect(byEvaluator.statusCode).toBe(409);
      const noReason = await act(t, chief, p.receipt.id, { action: 'waive_obligation', obligationId: final.id });
      expect(noReason.statusCode).toBe(400);
      await actOk(t, chief, p.receipt.id, { action: 'waive_obligation', obligationId: final.id, reasons: 'The project was cancelled.' });
      expect(await obligationOfType(t, p, 'final_report')).toMatchObject({ status: 'waived', statusReason: 'The project was cancelled.' });
      // Waived is final: no submission, no second waiver, no review.
      expect((await submitAsAgency(t, p, final.id, {})).statusCode).toBe(409);
      const twice = await act(t, approver, p.receipt.id, { action: 'waive_obligation', obligationId: final.id, reasons: 'Again.' });
      expect(twice.statusCode).toBe(409);
      expect(json<{ detail: string }>(twice).detail).toContain('is waived');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses reviews the obligation’s status or the user’s roles do not allow, and obligations of other applications',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const other = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const before = await journalOf(p.receipt.id);
      // Nothing submitted yet: nothing to accept or reject.
      const early = await act(t, evaluator, p.receipt.id, { action: 'accept_obligation', obligationId: report.id });
      expect(early.statusCode).toBe(409);
      expect(json<{ detail: string }>(early).detail).toContain('is pending');
      expect((await act(t, viewer, p.receipt.id, { action: 'accept_obligation', obligationId: report.id })).statusCode).toBe(409);
      const foreign = await obligationOfType(t, other, 'collection_report');
      expect((await act(t, evaluator, p.receipt.id, { action: 'accept_obligation', obligationId: foreign.id })).statusCode).toBe(404);
      expect((await act(t, evaluator, p.receipt.id, { action: 'reject_obligation', obligationId: report.id })).statusCode).toBe(400);
      expect(await journalOf(p.receipt.id)).toEqual(before);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a submission that is not owed, not the agency’s, or whose specimen rows are missing or malformed, storing nothing',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const deposit = await obligationOfType(t, p, 'certificate_of_deposit');
      const before = { journal: await journalOf(p.receipt.id), leftovers: await x.leftovers() };
      const problem = (response: { statusCode: number; body: string }) =>
        json<{ code: string; errors?: { pointer: string; detail: string }[] }>(response as never);

      const missing = await submitAsAgency(t, p, report.id, {});
      expect(missing.statusCode).toBe(400);
      expect(problem(missing).errors).toEqual([expect.objectContaining({ pointer: '/specimens' })]);
      const notJson = await submitAsAgency(t, p, report.id, { specimens: '[{' });
      expect(problem(notJson).errors).toEqual([{ pointer: '/specimens', detail: 'is not valid JSON' }]);
      const badRow = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify([aSpecimenRow({ count: 0 })]) });
      expect(badRow.statusCode).toBe(400);
      expect(problem(badRow).errors?.map((e) => e.pointer)).toEqual(['/specimens/0/count']);
      const empty = await submitAsAgency(t, p, report.id, { specimens: '[]' });
      expect(empty.statusCode).toBe(400);
      const stray = await submitAsAgency(t, p, deposit.id, { specimens: JSON.stringify([aSpecimenRow()]) });
      expect(problem(stray).errors).toEqual([expect.objectContaining({ pointer: '/specimens' })]);
      const noFile = await submitAsAgency(t, p, deposit.id, {}, { file: null });
      expect(problem(noFile).errors).toEqual([expect.objectContaining({ pointer: '/file' })]);
      const executable = await submitAsAgency(t, p, deposit.id, {}, { file: { fileName: 'report.pdf', content: windowsExecutable() } });
      expect(executable.statusCode).toBe(415);
      const unknown = await submitAsAgency(t, p, '01890a5d-ac96-774b-bcce-b302099a8057', {});
      expect(unknown.statusCode).toBe(404);
      const notJsonBody = await t.app.inject({
        method: 'POST',
        url: `${obligationsPath(p)}/${deposit.id}/submissions`,
        headers: { ...bearer(p.token), 'content-type': 'application/json' },
        payload: {},
      });
      expect(notJsonBody.statusCode).toBe(415);

      // Another agency sees neither the obligations nor the submission route of this one.
      const stranger = await t.agencyWithToken();
      const foreignList = await t.app.inject({
        url: obligationsPath({ agency: stranger.agency, receipt: p.receipt }),
        headers: bearer(stranger.token),
      });
      expect(foreignList.statusCode).toBe(404);
      const wrongAgency = await t.app.inject({ url: obligationsPath(p), headers: bearer(stranger.token) });
      expect(wrongAgency.statusCode).toBe(403);
      const foreignSubmit = await submitAsAgency(t, { ...p, agency: stranger.agency, token: stranger.token }, deposit.id, {});
      expect(foreignSubmit.statusCode).toBe(404);
      const readOnly = await t.token(p.agency, ['applications:read']);
      expect((await submitAsAgency(t, { ...p, token: readOnly }, deposit.id, {})).statusCode).toBe(403);

      expect(await journalOf(p.receipt.id)).toEqual(before.journal);
      const after = await x.leftovers();
      expect(after.attachmentRows).toBe(before.leftovers.attachmentRows);
      expect(after.temporaryFiles).toEqual([]);

      // Submitted once, the obligation takes no second submission until it is reviewed.
      expect((await submitAsAgency(t, p, deposit.id, {})).statusCode).toBe(201);
      const again = await submitAsAgency(t, p, deposit.id, {});
      expect(again.statusCode).toBe(409);
      expect(json<{ detail: string }>(again).detail).toContain('is submitted');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'takes several files in one submission, each an attachment the agency downloads; a retry with its Idempotency-Key replays it',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const specimens = JSON.stringify([aSpecimenRow()]);
      const files = [
        { fileName: 'collection-report.pdf', content: pdf('Collection report') },
        { fileName: 'field-photo.png', content: png() },
      ];
      const key = { 'idempotency-key': `two-files-${p.receipt.id}` };
      // The app's own store (permitEnv gives it a data directory of its own).
      const leftovers = async () => {
        const stored: string[] = [];
        for await (const blob of t.permits.store.list()) stored.push(blob.sha256);
        return { ...(await x.leftovers()), stored: stored.sort() };
      };
      const before = await leftovers();
      const first = await submitAsAgency(t, p, report.id, { specimens }, { files, headers: key });
      expect(first.statusCode, first.body).toBe(201);
      const submission = json<{ files: { attachmentId: string; fileName: string; url: string }[] }>(first);
      expect(submission.files.map((f) => f.fileName)).toEqual(['collection-report.pdf', 'field-photo.png']);
      const types = [];
      for (const file of submission.files) {
        const download = await t.app.inject({ url: pathOf(file.url), headers: bearer(p.token) });
        expect(download.statusCode).toBe(200);
        types.push(download.headers['content-type']);
      }
      expect(types).toEqual(['application/pdf', 'image/png']);
      const journal = (await journalOf(p.receipt.id)).filter((j) => j.action === 'obligation_submitted');
      expect(journal).toHaveLength(1);
      expect(((journal[0]?.payload.files ?? []) as { fileName: string }[]).map((f) => f.fileName)).toEqual([
        'collection-report.pdf',
        'field-photo.png',
      ]);
      expect((await x.leftovers()).attachmentRows).toBe(before.attachmentRows + 2);

      const retry = await submitAsAgency(t, p, report.id, { specimens }, { files, headers: key });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(json(retry)).toEqual(json(first));
      expect((await obligationOfType(t, p, 'collection_report')).submissions).toHaveLength(1);
      expect((await x.leftovers()).attachmentRows).toBe(before.attachmentRows + 2);
      // The same key with one file fewer is another request.
      const fewer = await submitAsAgency(t, p, report.id, { specimens }, { files: files.slice(0, 1), headers: key });
      expect(fewer.statusCode).toBe(422);
      expect(json<{ code: string }>(fewer).code).toBe('idempotency_key_reused');
      expect(
        await staffObligations(t, evaluator, p.receipt.id).then((s) => s.items.find((o) => o.id === report.id)?.submissions[0]?.files),
      ).toEqual(submission.files.map((f) => expect.objectContaining({ attachmentId: f.attachmentId, fileName: f.fileName })));
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses the whole submission for one file of a type not accepted, one file too large or one file too many, storing none of them',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const deposit = await obligationOfType(t, p, 'certificate_of_deposit');
      const before = { journal: await journalOf(p.receipt.id), leftovers: await x.leftovers() };
      const problem = (response: { body: string }) =>
        json<{ code: string; detail: string; errors?: { pointer: string; detail: string }[] }>(response as never);
      const good = { fileName: 'certificate-of-deposit.pdf', content: pdf('Certificate of deposit') };

      const badType = await submitAsAgency(
        t,
        p,
        deposit.id,
        {},
        { files: [good, { fileName: 'receipt.pdf', content: windowsExecutable() }] },
      );
      expect(badType.statusCode).toBe(415);
      expect(problem(badType).errors?.map((e) => e.pointer)).toEqual(['/file/1']);
      expect(problem(badType).detail).toContain('File 2 (receipt.pdf)');

      const large = { fileName: 'scan.pdf', content: Buffer.concat([pdf('Scan'), Buffer.alloc(UPLOAD_LIMIT_BYTES)]) };
      const tooLarge = await submitAsAgency(t, p, deposit.id, {}, { files: [good, large] });
      expect(tooLarge.statusCode).toBe(413);
      expect(problem(tooLarge).code).toBe('payload_too_large');

      const eleven = Array.from({ length: 11 }, (_, i) => ({ fileName: `page-${i + 1}.pdf`, content: pdf(`Page ${i + 1}`) }));
      const tooMany = await submitAsAgency(t, p, deposit.id, {}, { files: eleven });
      expect(tooMany.statusCode).toBe(400);
      expect(problem(tooMany).errors).toEqual([{ pointer: '/file', detail: 'at most 10 files may be sent per upload' }]);

      const emptySecond = await submitAsAgency(
        t,
        p,
        deposit.id,
        {},
        { files: [good, { fileName: 'blank.pdf', content: Buffer.alloc(0) }] },
      );
      expect(emptySecond.statusCode).toBe(400);
      expect(problem(emptySecond).errors).toEqual([{ pointer: '/file/1', detail: 'is empty' }]);

      expect(await journalOf(p.receipt.id)).toEqual(before.journal);
      const after = await x.leftovers();
      expect(after.attachmentRows).toBe(before.leftovers.attachmentRows);
      expect(after.blobRows).toBe(before.leftovers.blobRows);
      expect(after.stored).toEqual(before.leftovers.stored);
      expect(after.temporaryFiles).toEqual([]);
      expect((await obligationOfType(t, p, 'certificate_of_deposit')).status).toBe('pending');
      // Ten files are taken.
      const ten = await submitAsAgency(t, p, deposit.id, {}, { files: eleven.slice(0, 10) });
      expect(ten.statusCode, ten.body).toBe(201);
      expect(json<{ files: unknown[] }>(ten).files).toHaveLength(10);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lists no obligation before the permit is issued, and takes no submission then',
    async () => {
      const { agency, token, receipt } = await anApprovedApplication(t);
      const p = { agency, token, receipt, permitId: '' };
      expect(await agencyObligations(t, p)).toEqual([]);
      const refused = await submitAsAgency(t, p, '01890a5d-ac96-774b-bcce-b302099a8057', {});
      expect(refused.statusCode).toBe(409);
      expect(json<{ code: string }>(refused).code).toBe('action_not_allowed');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers a retried submission with the same Idempotency-Key as the first time, and refuses the key with another request',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const specimens = JSON.stringify([aSpecimenRow()]);
      const key = { 'idempotency-key': `obligation-${p.receipt.id}` };
      const first = await submitAsAgency(t, p, report.id, { specimens }, { headers: key });
      expect(first.statusCode, first.body).toBe(201);
      const retry = await submitAsAgency(t, p, report.id, { specimens }, { headers: key });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(json(retry)).toEqual(json(first));
      expect((await obligationOfType(t, p, 'collection_report')).submissions.length).toBe(1);
      // The app's own store (permitEnv gives it a data directory of its own).
      const leftovers = async () => {
        const stored: string[] = [];
        for await (const blob of t.permits.store.list()) stored.push(blob.sha256);
        return { ...(await x.leftovers()), stored: stored.sort() };
      };
      const before = await leftovers();
      const otherFile = { fileName: 'another-report.pdf', content: pdf(`Another report ${p.receipt.id}`) };
      const other = await submitAsAgency(
        t,
        p,
        report.id,
        { specimens: JSON.stringify([aSpecimenRow({ count: 9 })]) },
        { headers: key, file: otherFile },
      );
      expect(other.statusCode).toBe(422);
      expect(json<{ code: string }>(other).code).toBe('idempotency_key_reused');
      // Refused before its file was stored: the store and the tables are as they were.
      const after = await leftovers();
      expect(after.stored).not.toContain(createHash('sha256').update(otherFile.content).digest('hex'));
      expect(after).toEqual(before);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a NUL or a lone surrogate in a submission’s note or specimen rows with 400 naming the field, storing nothing',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const specimens = JSON.stringify([aSpecimenRow()]);
      const before = await x.leftovers();
      const refusals: [Record<string, string>, string, RegExp][] = [
        [{ specimens, note: 'Counted \u0000 twice' }, '/note', /NUL/],
        [{ specimens: JSON.stringify([aSpecimenRow({ scientificName: 'Rana \u0000' })]) }, '/specimens/0/scientificName', /NUL/],
        // JSON.stringify writes a lone surrogate as its escape, as a client would send it.
        [{ specimens: JSON.stringify([aSpecimenRow({ unit: 'tissue \ud800' })]) }, '/specimens/0/unit', /lone surrogate/],
      ];
      for (const [fields, pointer, detail] of refusals) {
        const response = await submitAsAgency(t, p, report.id, fields);
        expect(response.statusCode, response.body).toBe(400);
        expect(json<{ errors: unknown[] }>(response).errors).toContainEqual({ pointer, detail: expect.stringMatching(detail) });
      }
      expect((await obligationOfType(t, p, 'collection_report')).submissions).toEqual([]);
      expect({ ...(await x.leftovers()), stored: [] }).toEqual({ ...before, stored: [] });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reads the obligations of the agencies a staff user works for only, and an unknown application as not found',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const limited = await aMember(t, ['viewer'], [await t.agency()]);
      const hidden = await t.app.inject({ url: `/api/v1/staff/applications/${p.receipt.id}/obligations`, headers: limited.headers });
      expect(hidden.statusCode).toBe(404);
      const unknown = await t.app.inject({
        url: '/api/v1/staff/applications/01890a5d-ac96-774b-bcce-b302099a8057/obligations',
        headers: viewer.headers,
      });
      expect(unknown.statusCode).toBe(404);
      const anonymous = await t.app.inject({ url: `/api/v1/staff/applications/${p.receipt.id}/obligations` });
      expect(anonymous.statusCode).toBe(401);
    },
    TEST_TIMEOUT_MS,
  );
});
