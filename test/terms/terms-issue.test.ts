import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitTerms } from '../../src/terms/terms.schemas.js';
import { act, actOk, aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { pdfInfo, pdfText, pdfToolsInstalled, withPdfFile } from '../helpers/pdf-tools.js';
import { issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { anApplicationAtTheApprover, putTerms, readTerms, withQuantities } from '../helpers/terms.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

const SPECIAL = 'Collection of Rafflesia limited to bract clippings; no whole flowers';

describe.each(testDialects)('the permit issued with its terms (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  /** Through the whole review: drafted with 15 tissue samples and an assistant, recommended, endorsed, at the approver. */
  const forDecision = () => anApplicationAtTheApprover(t, team, 15);

  it('journals the approver’s change with who and why, and refuses one without a reason', async () => {
    const app = await forDecision();
    const body = withQuantities(await readTerms(t, team.approver, app.id), { quantity: 9 });
    const unexplained = await putTerms(t, team.approver, app.id, body);
    expect(unexplained.statusCode, unexplained.body).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(unexplained).errors[0]?.pointer).toBe('/reason');
    const changed = await putTerms(t, team.approver, app.id, { ...body, reason: 'Nine is what the population allows.' });
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = await t.database.db
      .selectFrom('application_journal')
      .selectAll()
      .where('application_id', '=', app.id)
      .where('action', '=', 'terms_changed')
      .orderBy('sequence', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(team.approver.user.id);
    expect(entry.actor_role).toBe('approver');
    expect(JSON.parse(entry.payload)).toMatchObject({
      reason: 'Nine is what the population allows.',
      lines: expect.arrayContaining([expect.objectContaining({ quantity: 9 })]),
    });
  });

  it('issues exactly the approved terms: the approver’s condition is special, the certificate prints every line, collector and condition', async () => {
    const app = await forDecision();
    await actOk(t, team.approver, app.id, { action: 'approve', text: SPECIAL });
    const approved = await readTerms(t, team.approver, app.id);
    expect(approved.terms).toMatchObject({ status: 'approved', specialConditions: [SPECIAL] });
    const permit = await issuePermitFor(t, app.id, team.approver);
    const conditions = JSON.parse(permit.conditions) as string[];
    expect(conditions).toEqual([...approved.terms.standardConditions, SPECIAL]);

    // The approval's and the issue's notices say what the permit authorises, the special condition too.
    const notices = await t.database.db
      .selectFrom('application_notices')
      .select(['log', 'message'])
      .where('application_id', '=', app.id)
      .where('log', 'in', ['decision_approved', 'permit_issued'])
      .execute();
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.message).toContain('15 tissue samples');
      expect(notice.message).toContain(SPECIAL);
    }

    // The agency reads the same terms, linked from its permit.
    const url = `/api/v1/external/application/${app.receipt.registrationNo}/agency/${app.agency}/permits/${permit.permit_no}/terms`;
    const read = await t.app.inject({ url, headers: bearer(app.token) });
    expect(read.statusCode, read.body).toBe(200);
    const terms = json<
      PermitTerms & { balance: { lineId: string; authorised: number | null; collected: number; remaining: number | null }[] }
    >(read);
    expect(terms).toMatchObject({ version: 1, status: 'issued', permitNo: permit.permit_no, specialConditions: [SPECIAL] });
    expect(terms.lines.map((l) => l.id)).toEqual(approved.terms.lines.map((l) => l.id));
    // With each line's balance: nothing reported yet, so all of it remains.
    expect(terms.balance.map((b) => b.lineId)).toEqual(terms.lines.map((l) => l.id));
    for (const [i, line] of terms.lines.entries()) {
      expect(terms.balance[i]).toMatchObject({ authorised: line.quantity, collected: 0, remaining: line.quantity });
    }
    expect(terms.collectors.map((c) => c.name)).toContain('Jose Rizal Mercado');
    const other = await t.agencyWithToken();
    const otherUrl = `/api/v1/external/application/${app.receipt.registrationNo}/agency/${other.agency}/permits/${permit.permit_no}/terms`;
    expect((await t.app.inject({ url: otherUrl, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url.replace(permit.permit_no, 'GP-1999-9999'), headers: bearer(app.token) })).statusCode).toBe(404);

    if (!pdfToolsInstalled) return;
    const certificate = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: team.approver.headers });
    expect(certificate.statusCode).toBe(200);
    if (process.env.TERMS_PDF_OUT) writeFileSync(process.env.TERMS_PDF_OUT, certificate.rawPayload);
    withPdfFile(certificate.rawPayload, (file) => {
      const text = pdfText(file).replace(/\s+/g, ' ');
      for (const line of terms.lines) {
        expect(text).toContain(line.scientificName ?? '');
        expect(text).toContain(line.site.cityOrMunicipality);
      }
      expect(text).toContain('15 tissue samples');
      expect(text).toContain('Hand collection');
      expect(text).toContain('Jose Rizal Mercado');
      expect(text).toContain('PhilSys 1234-5678');
      expect(text).toContain('Collection of Rafflesia limited to bract clippings');
      expect(pdfInfo(file).Pages).toBe('1');
    });
  });

  it('an amendment is a decision on version 2: it reissues the certificate, supersedes version 1, and the lines carry', async () => {
    const app = await forDecision();
    await actOk(t, team.approver, app.id, { action: 'approve' });
    const first = await issuePermitFor(t, app.id, team.approver);
    const issued = await readTerms(t, team.approver, app.id);
    const draft = withQuantities(issued, { quantity: 30, reason: 'A second season.' });
    const changed = await putTerms(t, team.approver, app.id, draft);
    expect(changed.statusCode, changed.body).toBe(200);
    const amended = await permitAction(t, team.approver, app.id, { action: 'amend_permit', reasons: 'A second season.' });
    expect(amended.supersedes_id).toBe(first.id);
    const after = await readTerms(t, team.approver, app.id);
    expect(after.terms).toMatchObject({ version: 2, status: 'issued', permitNo: amended.permit_no });
    expect(after.terms.lines.every((l) => l.quantity === 30)).toBe(true);
    expect(after.terms.lines.map((l) => l.carriedFromId)).toEqual(issued.terms.lines.map((l) => l.id));
    expect(after.versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'superseded'],
      [2, 'issued'],
    ]);
    // The agency was told: the amendment's notice is in its record.
    const notices = await t.database.db
      .selectFrom('application_notices')
      .select('log')
      .where('application_id', '=', app.id)
      .where('log', '=', 'permit_amended')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('refuses the approval while a quantity is unset after the approver emptied it', async () => {
    const app = await forDecision();
    const body = withQuantities(await readTerms(t, team.approver, app.id));
    const emptied = { ...body, lines: body.lines.map((l) => ({ ...l, quantity: null, unit: null })), reason: 'To be decided.' };
    expect((await putTerms(t, team.approver, app.id, emptied)).statusCode).toBe(200);
    const refused = await act(t, team.approver, app.id, { action: 'approve' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<{ errors: { pointer: string }[] }>(refused).errors[0]?.pointer).toBe('/terms/lines/0/quantity');
  });
});
