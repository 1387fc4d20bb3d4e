import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { rebuildCounters, rebuildRenderings } from '../../src/applications/application.maintenance.js';
import { RENDERING_VERSION } from '../../src/applications/application.rendering.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { systemActor } from '../../src/auth/actor.js';
import type { DB } from '../../src/db/schema.js';
import { APPLICATION_STATUSES, type NoticeType } from '../../src/vocabulary/workflow.vocabulary.js';
import { testDialects } from '../helpers/databases.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/** What the write path keeps as a cache: the stored renderings and the counts behind X-Total-Count. */
async function cache(db: Kysely<DB>, agencies: readonly string[]) {
  return {
    renderings: await db
      .selectFrom('applications')
      .select(['id', 'list_json', 'detail_json', 'rendering_version'])
      .where('agency_code', 'in', agencies)
      .orderBy('id')
      .execute(),
    counts: await db
      .selectFrom('agency_application_counts')
      .select(['agency_code', 'status', 'application_type', 'application_count'])
      .where('agency_code', 'in', agencies)
      .where('application_count', '<>', 0)
      .orderBy('agency_code')
      .orderBy('status')
      .orderBy('application_type')
      .execute(),
  };
}

const change = fc.record({
  application: fc.nat(),
  status: fc.constantFrom(...APPLICATION_STATUSES),
  applicationType: fc.constantFrom('research', 'bioprospecting'),
  notices: fc.array(
    fc.record({
      type: fc.constantFrom<NoticeType>('deficiency', 'acceptance', 'recommendation', 'referral'),
      internal: fc.boolean(),
      message: fc.string({ maxLength: 40 }).filter((s) => !s.includes('\u0000')),
    }),
    { maxLength: 3 },
  ),
});

describe.each(testDialects)('rebuilding the renderings and the counters (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('gives byte-identical renderings and identical counters after any sequence of changes', async () => {
    const staff = aStaffActor(['evaluator']);
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        const submitted = [await aSubmittedApplication(t), await aSubmittedApplication(t)];
        const agencies = submitted.map((s) => s.agency);
        for (const c of changes) {
          const target = submitted[c.application % submitted.length]?.receipt.id as string;
          await changeApplication(t.database.db, {
            observers: ACTION_REGISTRY.observers,
            applicationId: target,
            actor: staff,
            role: 'evaluator',
            decide: () => ({
              journal: [{ action: 'evaluation_started', payload: { to: c.status } }],
              set: { status: c.status, application_type: c.applicationType },
              notices: c.notices.map((n) => ({ type: n.type, message: n.message, visibility: n.internal ? 'internal' : 'external' })),
            }),
          });
        }
        const kept = await cache(t.database.db, agencies);
        expect(kept.renderings.every((r) => r.rendering_version === RENDERING_VERSION)).toBe(true);
        expect((await rebuildRenderings(t.database.db, 'all')).rewritten).toBe(0);
        expect((await rebuildCounters(t.database.db)).corrected).toBe(0);
        expect(await cache(t.database.db, agencies)).toEqual(kept);
      }),
      { numRuns: 8 },
    );
  });

  it('repairs renderings and counters that went wrong, and re-renders only the outdated ones when asked', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    const other = await aSubmittedApplication(t);
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: receipt.id,
      actor: systemActor('test'),
      decide: () => ({ journal: [{ action: 'accepted' }], set: { status: 'accepted' } }),
    });
    const db = t.database.db;
    const good = await cache(db, [agency, other.agency]);
    // Damage done outside the write path: a stale rendering, an old format, a wrong count.
    await db
      .updateTable('applications')
      .set({ list_json: '{}', rendering_version: RENDERING_VERSION - 1 })
      .where('id', '=', receipt.id)
      .execute();
    await db.updateTable('applications').set({ detail_json: '{}' }).where('id', '=', other.receipt.id).execute();
    await db
      .updateTable('agency_application_counts')
      .set({ application_count: 5 })
      .where('agency_code', '=', agency)
      .where('status', '=', 'accepted')
      .execute();

    expect(await rebuildRenderings(db, 'outdated')).toEqual({ examined: 1, rewritten: 1 });
    expect(await rebuildRenderings(db, 'all')).toMatchObject({ rewritten: 1 });
    expect(await rebuildCounters(db)).toMatchObject({ corrected: 1 });
    expect(await cache(db, [agency, other.agency])).toEqual(good);
  });
});
