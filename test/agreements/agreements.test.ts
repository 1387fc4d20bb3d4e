import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { StaffAgreement } from '../../src/agreements/agreement.service.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { AGREEMENT_ROLES } from '../../src/policy/agreement.policy.js';
import { ROLES } from '../../src/policy/roles.js';
import { AGREEMENT_STATUS_MEANINGS, AGREEMENT_STEPS, type AgreementStatus } from '../../src/vocabulary/agreement.vocabulary.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { BASE_URL, permitEnv } from '../helpers/permits.js';
import { pdf, windowsExecutable } from '../helpers/sample-files.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication, externalDetail, traceOf } from '../helpers/workflow.js';

const TARGETS = Object.keys(AGREEMENT_STATUS_MEANINGS) as AgreementStatus[];
/** The states an agreement can be in, as far as its next steps go: out for signature is told apart by its signed file. */
const STATES = ['draft', 'for_signature', 'for_signature, signed', 'executed', 'terminated'] as const;
type State = (typeof STATES)[number];
/** What a writing role (evaluator, chief, admin) is offered in each state. */
const OFFERED: Record<State, { steps: AgreementStatus[]; upload: boolean }> = {
  draft: { steps: ['for_signature'], upload: true },
  for_signature: { steps: ['draft'], upload: true },
  'for_signature, signed': { steps: ['executed', 'draft'], upload: true },
  executed: { steps: ['terminated'], upload: false },
  terminated: { steps: [], upload: false },
};

describe.each(testDialects)('agreements of an application (%s)', (dialect) => {
  let t: TestApp;
  let evaluator: Member;
  let viewer: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    evaluator = await aMember(t, ['evaluator']);
    viewer = await aMember(t, ['viewer']);
  });
  afterAll(async () => t?.close());

  /** An application waiting for an agreement, assigned to the evaluator (journal entries the workflow derives it from). */
  async function forAgreement() {
    const submitted = await aSubmittedApplication(t);
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: submitted.receipt.id,
      actor: aStaffActor(['evaluator']),
      decide: () => ({
        journal: [
          { action: 'assigned', payload: { assigneeId: evaluator.user.id } },
          { action: 'evaluation_started' },
          { action: 'agreement_required', payload: { text: 'A memorandum of agreement with the university.' } },
        ],
        set: { status: 'for_agreement', assignee_id: evaluator.user.id },
      }),
    });
    return submitted;
  }

  const post = (who: Member, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });

  const moveAs = (who: Member, agreementId: string, to: AgreementStatus) =>
    post(who, `/api/v1/staff/agreements/${agreementId}/status`, { to, reason: 'Recorded by the test' });

  const uploadAs = (who: Member, agreementId: string) => {
    const file = multipart([{ name: 'file', fileName: 'signed.pdf', content: pdf(`Signed ${agreementId}`) }]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/agreements/${agreementId}/signed-file`,
      headers: { ...who.headers, ...file.headers },
      payload: file.payload,
    });
  };

  /** A new agreement of the application, brought to the state by the evaluator. */
  async function agreementIn(applicationId: string, state: State): Promise<StaffAgreement> {
    const created = await post(evaluator, `/api/v1/staff/applications/${applicationId}/agreements`, {
      kind: 'memorandum_of_agreement',
      title: `MOA ${state}`,
    });
    const agreement = json<StaffAgreement>(created);
    const steps: (AgreementStatus | 'signed')[] =
      state === 'draft'
        ? []
        : state === 'for_signature'
          ? ['for_signature']
          : state === 'for_signature, signed'
            ? ['for_signature', 'signed']
            : state === 'executed'
              ? ['for_signature', 'signed', 'executed']
              : ['for_signature', 'signed', 'executed', 'terminated'];
    for (const step of steps) {
      const response = step === 'signed' ? await uploadAs(evaluator, agreement.id) : await moveAs(evaluator, agreement.id, step);
      expect(response.statusCode, response.body).toBe(200);
    }
    return agreement;
  }

  async function asSeenBy(who: Member, applicationId: string, agreementId: string): Promise<StaffAgreement> {
    const list = json<StaffAgreement[]>(
      await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/agreements`, headers: who.headers }),
    );
    const found = list.find((agreement) => agreement.id === agreementId);
    if (found === undefined) throw new Error(`agreement ${agreementId} not listed`);
    return found;
  }

  it('offers each role, in each state, exactly the steps the service then accepts, and refuses every other one saying why', async () => {
    const { receipt } = await forAgreement();
    for (const role of ROLES) {
      const who = await aMember(t, [role]);
      const writes = AGREEMENT_ROLES.includes(role);
      for (const state of STATES) {
        const probe = await agreementIn(receipt.id, state);
        const seen = await asSeenBy(who, receipt.id, probe.id);
        const what = `${role}, ${state}`;
        expect(seen.allowedActions, what).toEqual(writes ? OFFERED[state].steps : []);
        expect(seen.mayUploadSignedFile, what).toBe(writes && OFFERED[state].upload);

        for (const to of TARGETS) {
          if (seen.allowedActions.includes(to)) {
            const fresh = await agreementIn(receipt.id, state);
            const moved = await moveAs(who, fresh.id, to);
            expect(moved.statusCode, `${what} → ${to}: ${moved.body}`).toBe(200);
            expect(json<StaffAgreement>(moved).status).toBe(to);
            continue;
          }
          const refused = await moveAs(who, probe.id, to);
          const problem = json<{ code: string; detail: string }>(refused);
          if (!writes) {
            expect([refused.statusCode, problem.code], `${what} → ${to}`).toEqual([403, 'not_permitted']);
            expect(problem.detail).toContain('written by staff with one of the roles evaluator, chief, admin');
          } else {
            expect([refused.statusCode, problem.code], `${what} → ${to}`).toEqual([409, 'action_not_allowed']);
            const status = state === 'for_signature, signed' ? 'for_signature' : state;
            expect(problem.detail, `${what} → ${to}`).toContain(
              AGREEMENT_STEPS[status].includes(to) ? 'has no signed file' : `is ${status}: it may go to`,
            );
          }
        }
        const upload = await uploadAs(who, (seen.mayUploadSignedFile ? await agreementIn(receipt.id, state) : probe).id);
        if (seen.mayUploadSignedFile) expect(upload.statusCode, `${what}, upload: ${upload.body}`).toBe(200);
        else {
          expect(upload.statusCode, `${what}, upload`).toBe(writes ? 409 : 403);
          expect(json<{ detail: string }>(upload).detail).toContain(writes ? 'its signed file can no longer change' : 'one of the roles');
        }
        const after = await asSeenBy(who, receipt.id, probe.id);
        expect([after.status, after.fileName], `${what}: the refused steps changed nothing`).toEqual([seen.status, seen.fileName]);
      }
    }
  }, 120_000); // every role in every state, some two hundred requests: 16 s on SQLite, over 30 s on PostgreSQL on a loaded two-core machine

  it('drafts an agreement, sends it for signature, records the signed file and executes it; agreement_executed needs it executed', async () => {
    const { agency, token, receipt } = await forAgreement();
    const early = await act(t, evaluator, receipt.id, { action: 'agreement_executed' });
    expect(early.statusCode).toBe(409);
    expect(json<{ detail: string }>(early).detail).toContain('needs an executed agreement');

    const created = await post(evaluator, `/api/v1/staff/applications/${receipt.id}/agreements`, {
      kind: 'memorandum_of_agreement',
      title: 'MOA with UP Diliman',
    });
    expect(created.statusCode, created.body).toBe(201);
    const agreement = json<StaffAgreement>(created);
    expect(agreement).toMatchObject({ status: 'draft', createdBy: evaluator.user.id, fileName: null });
    expect((await externalDetail(t, agency, token, receipt.id)).moa).toEqual([
      expect.objectContaining({ id: agreement.id, title: 'MOA with UP Diliman' }),
    ]);

    expect((await post(evaluator, `/api/v1/staff/agreements/${agreement.id}/status`, { to: 'for_signature' })).statusCode).toBe(200);
    const unsigned = await post(evaluator, `/api/v1/staff/agreements/${agreement.id}/status`, { to: 'executed' });
    expect(unsigned.statusCode).toBe(409);
    expect(json<{ detail: string }>(unsigned).detail).toContain('no signed file');

    const file = multipart([{ name: 'file', fileName: 'MOA signed.pdf', content: pdf('Signed MOA') }]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/agreements/${agreement.id}/signed-file`,
      headers: { ...evaluator.headers, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(json<StaffAgreement>(uploaded)).toMatchObject({
      fileName: 'MOA signed.pdf',
      fileExtension: 'pdf',
      fileUploadedBy: evaluator.user.id,
    });
    const executed = await post(evaluator, `/api/v1/staff/agreements/${agreement.id}/status`, { to: 'executed' });
    expect(json<StaffAgreement>(executed)).toMatchObject({ status: 'executed', executedAt: expect.any(String) });

    const resumed = await act(t, evaluator, receipt.id, { action: 'agreement_executed' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const detail = await externalDetail(t, agency, token, receipt.id);
    expect(detail.status).toBe('under_evaluation');
    expect(detail.moa[0]).toMatchObject({ fileName: 'MOA signed.pdf', fileUploadedBy: evaluator.user.id });
    expect(detail.notices.map((n) => n.log)).toEqual(['received', 'agreement_for_signature', 'agreement_recorded']);

    const noReason = await post(evaluator, `/api/v1/staff/agreements/${agreement.id}/status`, { to: 'terminated' });
    expect(noReason.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(noReason).errors[0]?.pointer).toBe('/reason');
    const list = json<StaffAgreement[]>(
      await t.app.inject({ url: `/api/v1/staff/applications/${receipt.id}/agreements`, headers: viewer.headers }),
    );
    expect(list.map((a) => a.status)).toEqual(['executed']);
  });

  it('refuses a viewer, an unknown kind, a blank title, a refused file and a step out of order, storing nothing', async () => {
    const { agency, receipt } = await forAgreement();
    const before = await traceOf(t.database.db, receipt.id, agency);
    const url = `/api/v1/staff/applications/${receipt.id}/agreements`;
    const byViewer = await post(viewer, url, { kind: 'memorandum_of_agreement', title: 'MOA' });
    expect(byViewer.statusCode).toBe(403);
    const badKind = await post(evaluator, url, { kind: 'handshake', title: 'MOA' });
    expect(badKind.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(badKind).errors.map((e) => e.pointer)).toContain('/kind');
    const blank = await post(evaluator, url, { kind: 'memorandum_of_agreement', title: '  ' });
    expect(json<{ errors: { pointer: string }[] }>(blank).errors.map((e) => e.pointer)).toContain('/title');
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);

    const agreement = json<StaffAgreement>(await post(evaluator, url, { kind: 'affidavit_of_undertaking', title: 'Undertaking' }));
    const drafted = await traceOf(t.database.db, receipt.id, agency);
    const skip = await post(evaluator, `/api/v1/staff/agreements/${agreement.id}/status`, { to: 'terminated', reason: 'x' });
    expect(skip.statusCode).toBe(409);
    const exe = multipart([{ name: 'file', fileName: 'signed.pdf', content: windowsExecutable() }]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/agreements/${agreement.id}/signed-file`,
      headers: { ...evaluator.headers, ...exe.headers },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(415);
    const signed = multipart([{ name: 'file', fileName: 'signed.pdf', content: pdf('Signed by a viewer') }]);
    const viewerUpload = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/agreements/${agreement.id}/signed-file`,
      headers: { ...viewer.headers, ...signed.headers },
      payload: signed.payload,
    });
    expect(viewerUpload.statusCode).toBe(403);
    const blobs = await t.database.db.selectFrom('blobs').select('sha256').execute();
    expect(blobs.map((b) => b.sha256)).not.toContain(createHash('sha256').update(pdf('Signed by a viewer')).digest('hex'));
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(drafted);
    const limited = await aMember(t, ['evaluator'], [await t.agency()]);
    expect((await t.app.inject({ url, headers: limited.headers })).statusCode).toBe(404);
  });

  it('gives the agency a download link of the signed file in moa.url, its file with ETag, digests, ranges; refusing others', async () => {
    const { agency, token, receipt } = await forAgreement();
    const agreement = json<StaffAgreement>(
      await post(evaluator, `/api/v1/staff/applications/${receipt.id}/agreements`, { kind: 'benefit_sharing_agreement', title: 'BSA' }),
    );
    const path = `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}/agreements/${agreement.id}/file`;
    expect((await externalDetail(t, agency, token, receipt.id)).moa[0]?.url).toBeNull();
    const unsigned = await t.app.inject({ url: path, headers: bearer(token) });
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.headers['content-type']).toContain('application/problem+json');
    expect(json<{ detail: string }>(unsigned).detail).toContain('no signed file');

    const content = pdf('Benefit-sharing agreement, signed');
    const file = multipart([{ name: 'file', fileName: 'BSA signed (final).pdf', content }]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/agreements/${agreement.id}/signed-file`,
      headers: { ...evaluator.headers, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await externalDetail(t, agency, token, receipt.id)).moa[0]?.url).toBe(`${BASE_URL}${path}`);

    const download = await t.app.inject({ url: path, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    const sha256 = createHash('sha256').update(content);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      etag: `"sha256-${createHash('sha256').update(content).digest('hex')}"`,
      'content-digest': `sha-256=:${sha256.digest('base64')}:`,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="BSA signed \(final\)\.pdf"/);
    const part = await t.app.inject({ url: path, headers: { ...bearer(token), range: 'bytes=0-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-');
    const unchanged = await t.app.inject({ url: path, headers: { ...bearer(token), 'if-none-match': download.headers.etag as string } });
    expect(unchanged.statusCode).toBe(304);

    const { agency: otherAgency, token: otherToken } = await t.agencyWithToken();
    expect((await t.app.inject({ url: path, headers: bearer(otherToken) })).statusCode).toBe(403);
    const otherPath = path.replace(`/agency/${agency}/`, `/agency/${otherAgency}/`);
    expect((await t.app.inject({ url: otherPath, headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    const unknown = path.replace(agreement.id, '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    expect((await t.app.inject({ url: unknown, headers: bearer(token) })).statusCode).toBe(404);
  });
});
