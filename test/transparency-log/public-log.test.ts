import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPublicLog } from '../../src/transparency-log/log-verifier.js';
import { leafHash, treeRoot } from '../../src/transparency-log/merkle.js';
import { openNote, parseCheckpoint, parseVerifierKey } from '../../src/transparency-log/signed-note.js';
import { logIndexOfPermit } from '../../src/transparency-log/transparency-log.service.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { injectFetch, logEntries, runLogJob } from '../helpers/transparency-log.js';

const LOG = '/api/v1/public/log';

describe.each(testDialects)('the public log of permits, through HTTP (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let publisher: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
  });
  afterAll(async () => t?.close());

  const pending = async () =>
    (await t.database.db.selectFrom('transparency_log_pending').select('entry').orderBy('id').execute()).map((r) => JSON.parse(r.entry));

  it('records each permit change in the change’s own transaction, an issue numbered at once, the rest by the job in order, and nothing for a refused one', async () => {
    const before = (await logEntries(t)).length;
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    // An issue numbers its entry in its own transaction (its credential carries the index): nothing pending.
    expect(await pending()).toEqual([]);
    expect((await logEntries(t)).slice(before)).toEqual([
      {
        idx: before,
        entry: expect.objectContaining({
          v: 1,
          permitNo: permit.permit_no,
          kind: 'issued',
          status: 'issued',
          certificateSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      },
    ]);
    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Inquiry.' });
    // Refused (suspending a suspended permit): nothing stored.
    expect((await act(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Again.' })).statusCode).toBe(409);
    await permitAction(t, approver, receipt.id, { action: 'reinstate_permit' });
    await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    await permitAction(t, publisher, receipt.id, {
      action: 'record_cbd_status',
      to: 'published',
      irccIdentifier: 'ABSCH-IRCC-PH-290001-1',
    });
    expect(await pending()).toHaveLength(3);
    // A renewal numbers what was pending first (the log keeps the order of the changes), then its own entries.
    const renewal = await permitAction(t, approver, receipt.id, { action: 'renew_permit' });
    expect(await pending()).toEqual([]);
    const amendment = await permitAction(t, approver, receipt.id, {
      action: 'amend_permit',
      reasons: 'One more site.',
      conditions: ['Only the amended sites.'],
    });
    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements.' });
    expect(await pending()).toHaveLength(1);

    await runLogJob(t);
    expect(await pending()).toEqual([]);
    const entries = (await logEntries(t)).slice(before);
    expect(entries.map((e) => e.idx)).toEqual(Array.from({ length: 9 }, (_, i) => before + i));
    // The new permit's entry first in its change: the index its credential reserved.
    expect(entries.map((e) => [e.entry.permitNo, e.entry.kind, e.entry.status])).toEqual([
      [permit.permit_no, 'issued', 'issued'],
      [permit.permit_no, 'suspended', 'suspended'],
      [permit.permit_no, 'reinstated', 'issued'],
      [permit.permit_no, 'published', 'issued'],
      [renewal.permit_no, 'renewed', 'issued'],
      [permit.permit_no, 'superseded', 'superseded'],
      [amendment.permit_no, 'amended', 'issued'],
      [renewal.permit_no, 'superseded', 'superseded'],
      [amendment.permit_no, 'revoked', 'revoked'],
    ]);
    expect(entries[3]?.entry).toMatchObject({ kind: 'published', ircc: 'ABSCH-IRCC-PH-290001-1' });
    expect(entries.find((e) => e.entry.kind === 'renewed')?.entry).toMatchObject({ supersedes: permit.permit_no });
    // No personal data: the entry names the permit, never its holder.
    for (const { entry } of entries)
      expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining(['kind', 'permitNo', 'status', 'time', 'v']));
    expect(await logIndexOfPermit(t.database.db, amendment.id)).toBe(entries.at(-1)?.idx);
    // The staff's view and the verification page carry it.
    const viewer = await aMember(t, ['viewer']);
    const view = json<{ permits: { id: string; logIndex: number | null; verificationUrl: string }[] }>(
      await t.app.inject({ url: `/api/v1/staff/applications/${receipt.id}/permits`, headers: viewer.headers }),
    ).permits.find((p) => p.id === amendment.id);
    expect(view?.logIndex).toBe(entries.at(-1)?.idx);
    const link = new URL(view?.verificationUrl as string);
    const page = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { accept: 'application/json' } });
    expect(json(page)).toMatchObject({ status: 'revoked', logIndex: entries.at(-1)?.idx });
    expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).body).toContain(`No. ${entries.at(-1)?.idx}`);
    expect(await logIndexOfPermit(t.database.db, permit.id)).toBe(
      entries.find((e) => e.entry.permitNo === permit.permit_no && e.entry.kind === 'superseded')?.idx,
    );
  });

  it('serves a signed checkpoint, the verifier key, tiles and entry bundles that make its root, cacheable', async () => {
    const { receipt } = await anApprovedApplication(t);
    await issuePermitFor(t, receipt.id, approver);
    const { size } = await runLogJob(t);

    const checkpoint = await t.app.inject({ url: `${LOG}/checkpoint` });
    expect(checkpoint.statusCode).toBe(200);
    expect(checkpoint.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(checkpoint.headers['cache-control']).toBe('public, max-age=5');
    const vkey = (await t.app.inject({ url: `${LOG}/vkey` })).body.trim();
    expect(vkey).toMatch(/^biopermit\.example\.ph\/log\+[0-9a-f]{8}\+[A-Za-z0-9+/=]{44}$/);
    const head = parseCheckpoint(openNote(checkpoint.body, parseVerifierKey(vkey)));
    expect(head).toMatchObject({ origin: 'biopermit.example.ph/log', size });

    const bundle = await t.app.inject({ url: `${LOG}/tile/entries/000.p/${size}` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entries: Buffer[] = [];
    for (let offset = 0; offset < bundle.rawPayload.length; ) {
      const length = bundle.rawPayload.readUInt16BE(offset);
      entries.push(bundle.rawPayload.subarray(offset + 2, offset + 2 + length));
      offset += 2 + length;
    }
    expect(entries).toHaveLength(size);
    expect(treeRoot(entries.map((e) => leafHash(e))).equals(head.rootHash)).toBe(true);
    const tile = await t.app.inject({ url: `${LOG}/tile/0/000.p/${size}` });
    expect(tile.rawPayload.equals(Buffer.concat(entries.map((e) => leafHash(e))))).toBe(true);

    // Tiles the log does not hold, and paths that are not tiles: 404 problems.
    for (const url of [
      `tile/0/000.p/${size + 1}`,
      'tile/0/000',
      'tile/entries/001.p/1',
      'tile/1/000.p/1',
      'tile/0/0000',
      'tile/0/x000/001',
      'tile/0/000.p/0',
    ]) {
      const response = await t.app.inject({ url: `${LOG}/${url}` });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('proves inclusion and consistency, and log verify accepts the log and an entry, then sees it grow', async () => {
    const state = path.join(mkdtempSync(path.join(os.tmpdir(), 'biopermit-log-')), 'state.json');
    const fetch = injectFetch(t.app);
    const first = await verifyPublicLog({ baseUrl: 'http://biopermit.test', statePath: state, fetch });
    expect(first).toMatchObject({ previousSize: null, keyTrustedOnFirstUse: true });
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const { size } = await runLogJob(t);
    const index = (await logIndexOfPermit(t.database.db, permit.id)) as number;
    const second = await verifyPublicLog({ baseUrl: 'http://biopermit.test', statePath: state, fetch, entry: index });
    expect(second).toMatchObject({ size, previousSize: first.size, keyTrustedOnFirstUse: false, entry: { index } });
    expect(JSON.parse(second.entry?.text as string)).toMatchObject({ permitNo: permit.permit_no, kind: 'issued' });

    const proof = await t.app.inject({ url: `${LOG}/proof/inclusion?index=${index}` });
    expect(proof.body).toMatch(new RegExp(`^c2sp\\.org/tlog-proof@v1\\nindex ${index}\\n`));
    expect((await t.app.inject({ url: `${LOG}/proof/inclusion?index=${size}` })).statusCode).toBe(404);
    const consistency = await t.app.inject({ url: `${LOG}/proof/consistency?from=${first.size}&to=${size}` });
    expect(consistency.statusCode).toBe(200);
    expect(json<{ hashes: string[] }>(consistency).hashes.length).toBeGreaterThan(0);
    // Sizes never signed, or backwards: 404; not a number: 400 naming the field.
    expect((await t.app.inject({ url: `${LOG}/proof/consistency?from=${size}&to=${first.size}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${LOG}/proof/consistency?from=1&to=${size + 5}` })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${LOG}/proof/inclusion?index=first` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('index');
  });
});

describe.each(testDialects)('the public log’s rate limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv({ LOG_RATE_LIMIT_PER_MINUTE: '2' }));
  });
  afterAll(async () => t?.close());

  it('refuses an address past LOG_RATE_LIMIT_PER_MINUTE with 429 and Retry-After, counting every log route together', async () => {
    expect((await t.app.inject({ url: `${LOG}/checkpoint` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${LOG}/tile/0/000` })).statusCode).toBe(404);
    const limited = await t.app.inject({ url: `${LOG}/vkey` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['content-type']).toContain('application/problem+json');
  });
});
