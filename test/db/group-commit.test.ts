import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { submissionHash } from '../../src/applications/submission.mapping.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import { storeSubmissions } from '../../src/applications/submission.store.js';
import { GroupCommit, type GroupCommitOptions } from '../../src/db/group-commit.js';
import type { DB } from '../../src/db/schema.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission, uniqueNumber } from '../helpers/factories.js';
import { FAILURE_MARK, failMarkedSubmissions } from '../helpers/failure-injection.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

describe.each(testDialects)('group commit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await failMarkedSubmissions(t.database);
  });
  afterAll(async () => t?.close());

  const now = new Date().toISOString();
  /** An agency to add; `refuse` makes its store throw, `orphan` adds a row that only the commit refuses. */
  interface Item {
    readonly code: string;
    readonly refuse?: Error;
    readonly orphan?: boolean;
  }
  // Like the submissions' store: one multi-row statement for the whole group.
  const addAgencies = async (trx: Kysely<DB>, items: readonly Item[]) => {
    await trx
      .insertInto('agencies')
      .values(items.map(({ code }) => ({ code, name: `Agency ${code}`, created_at: now, updated_at: now })))
      .execute();
    for (const item of items) {
      if (item.refuse !== undefined) throw item.refuse;
      // A location of no application: its foreign key is deferred, so only the commit finds out.
      if (item.orphan === true)
        await trx
          .insertInto('application_locations')
          .values({
            id: crypto.randomUUID(),
            application_id: crypto.randomUUID(),
            position: 0,
            region: 'r',
            province: 'p',
            city_or_municipality: 'c',
            barangay: null,
            address: null,
            latitude: null,
            longitude: null,
            collection_start: now,
            collection_end: now,
          })
          .execute();
    }
    return items.map(({ code }) => code);
  };
  const writer = (options: GroupCommitOptions<Item> = {}) => new GroupCommit(t.database.db, addAgencies, options);
  const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}${uniqueNumber('').slice(1)}`);
  const stored = async (wanted: readonly string[]) =>
    (await t.database.db.selectFrom('agencies').select('code').where('code', 'in', wanted).execute()).map((r) => r.code).sort();

  it('stores the items queued during a commit together, in one transaction, each caller getting its own result', async () => {
    const sizes: number[] = [];
    const writes = writer({ onCommit: (size) => sizes.push(size) });
    const wanted = codes('G', 5);
    expect(await Promise.all(wanted.map((code) => writes.store({ code })))).toEqual(wanted);
    // Stored in the same turn of the event loop: all five share one commit.
    expect(sizes).toEqual([5]);
    expect(await stored(wanted)).toEqual([...wanted].sort());
  });

  it('bounds a group by size and by weight; an item heavier than the bound goes alone', async () => {
    const sizes: number[] = [];
    const writes = writer({
      maxGroupSize: 3,
      maxGroupWeight: 10,
      weightOf: (item) => ({ H: 25, M: 6 })[item.code[0] as string] ?? 3,
      onCommit: (size) => sizes.push(size),
    });
    const [l0, l1, l2, l3, l4, l5] = codes('L', 6) as [string, string, string, string, string, string];
    const [medium] = codes('M', 1) as [string];
    const [heavy] = codes('H', 1) as [string];
    const wanted = [l0, l1, l2, l3, l4, medium, heavy, l5];
    expect(await Promise.all(wanted.map((code) => writes.store({ code })))).toEqual(wanted);
    // l0–l2 (the size bound); l3 and l4 (medium would pass the weight bound); medium (heavy would);
    // heavy alone, heavier than the bound itself; l5.
    expect(sizes).toEqual([3, 2, 1, 1, 1]);
    expect(await stored(wanted)).toEqual([...wanted].sort());
  });

  it('stores up to maxConcurrentGroups groups at once, each in its own transaction (never two on SQLite)', async () => {
    // The first group waits inside its transaction until a second group is inside one too, or, when
    // none can join it, until a timeout long enough for a loaded CI machine to open a connection.
    const overlap = async (maxConcurrentGroups: number) => {
      let entered = 0;
      let running = 0;
      let most = 0;
      let open: () => void = () => {};
      const bothInside = new Promise<void>((resolve) => {
        open = resolve;
      });
      const writes = new GroupCommit(
        t.database.db,
        async (trx, items: readonly Item[]) => {
          const first = ++entered === 1;
          running++;
          most = Math.max(most, running);
          if (running === 2) open();
          const codes = await addAgencies(trx, items);
          if (first) await Promise.race([bothInside, new Promise((resolve) => setTimeout(resolve, 1500))]);
          running--;
          return codes;
        },
        { maxConcurrentGroups },
      );
      const [a, b] = codes('P', 2) as [string, string];
      const first = writes.store({ code: a });
      // Queued while the first group runs (it starts on the next turn of the event loop): a group of its own.
      await expect.poll(() => entered).toBe(1);
      const second = writes.store({ code: b });
      expect(await Promise.all([first, second])).toEqual([a, b]);
      expect(await stored([a, b])).toEqual([a, b].sort());
      return most;
    };
    // SQLite has one connection: a second transaction waits for the first, whatever the setting.
    expect(await overlap(2)).toBe(dialect === 'postgres' ? 2 : 1);
    expect(await overlap(1)).toBe(1);
  });

  it('rolls back an item that fails, alone: its caller gets its error, the others are committed', async () => {
    const writes = writer();
    const [first, second, failing, fourth] = codes('F', 4) as [string, string, string, string];
    const refusal = new Error('refused by this write');
    const results = await Promise.allSettled([
      writes.store({ code: first }),
      writes.store({ code: second }),
      writes.store({ code: failing, refuse: refusal }),
      writes.store({ code: fourth }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'rejected', reason: refusal });
    expect(await stored([first, second, failing, fourth])).toEqual([first, second, fourth].sort());
  });

  it('rolls back alone an item the database refuses (a unique violation), and goes on with the rest', async () => {
    const writes = writer();
    const [lead, shared, last] = codes('U', 3) as [string, string, string];
    const results = await Promise.allSettled([
      writes.store({ code: lead }),
      writes.store({ code: shared }),
      writes.store({ code: shared }),
      writes.store({ code: last }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored([lead, shared, last])).toEqual([lead, shared, last].sort());
  });

  it('rolls the group back when its commit fails, then stores each item alone: only the one at fault fails', async () => {
    const sizes: number[] = [];
    const writes = writer({ onCommit: (size) => sizes.push(size) });
    const [lead, a, orphan, b] = codes('C', 4) as [string, string, string, string];
    const results = await Promise.allSettled([
      writes.store({ code: lead }),
      writes.store({ code: a }),
      writes.store({ code: orphan, orphan: true }),
      writes.store({ code: b }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored([lead, a, orphan, b])).toEqual([lead, a, b].sort());
    // The group of four failed at commit, and each item was stored again alone (the failing one commits nothing).
    expect(sizes).toEqual([1, 1, 1]);
    // The database is usable again after the failed commit.
    const [after] = codes('A', 1) as [string];
    await writes.store({ code: after });
    expect(await stored([after])).toEqual([after]);
  });

  it('stores a group of submissions of several agencies and permittees in one transaction, each with its own rows', async () => {
    const one = await t.agencyWithToken();
    const two = await t.agencyWithToken();
    const newEmail = `${uniqueNumber('new').toLowerCase()}@example.org`;
    const bodies = Array.from({ length: 12 }, (_, i) => {
      const { agency } = i % 2 === 0 ? one : two;
      const locations = Array.from({ length: 1 + (i % 3) }, (_, l) =>
        aLocation({
          province: `Province ${i}-${l}`,
          species: Array.from({ length: 1 + ((i + l) % 4) }, (_, k) => ({ scientificName: `Species ${i}-${l}-${k}`, note: `note ${k}` })),
        }),
      );
      // The first four share a permittee seen for the first time, in two spellings of the address.
      const permiteeEmail = i < 4 ? (i < 2 ? newEmail : newEmail.toUpperCase()) : `p${i}@example.org`;
      return aSubmission(agency, { permiteeEmail, locations });
    });
    const pending = bodies.map((submission) => ({
      principal: {
        subject: 'operator',
        clientId: null,
        agencyCode: submission.sourceAgencyCode,
        scopes: new Set<string>(),
        expiresAt: 0,
        issuer: 'test',
      },
      submission,
      requestHash: submissionHash(submission),
      requestId: 'test',
    }));
    // With them, a repeat of an application stored before: answered with it, not stored again.
    const earlier = aSubmission(one.agency);
    const earlierReceipt = json<SubmissionReceipt>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(one.token), 'content-type': 'application/json' },
        payload: earlier,
      }),
    );
    const repeat = { ...(pending[0] as (typeof pending)[number]), submission: earlier, requestHash: submissionHash(earlier) };
    const stored = await t.database.db.transaction().execute((trx) => storeSubmissions(trx, 'ABS', [...pending, repeat]));
    expect(stored.map((s) => s.created)).toEqual([...pending.map(() => true), false]);
    expect(stored[12]?.key.id).toBe(earlierReceipt.id);
    const keys = stored.slice(0, 12).map((s) => s.key);

    // Consecutive registration numbers, in the group's order.
    const numbers = keys.map((k) => Number(k.registration_no.slice(-6)));
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
    const tokenOf = (agency: string) => (agency === one.agency ? one.token : two.token);
    const details = await Promise.all(
      keys.map(async (key) => {
        const url = `/api/v1/external/application/${key.registration_no}/agency/${key.agency_code}`;
        return json<ApplicationDetail>(await t.app.inject({ url, headers: bearer(tokenOf(key.agency_code)) }));
      }),
    );
    details.forEach((detail, i) => {
      const body = bodies[i] as ApplicationSubmission;
      expect(detail.id).toBe(keys[i]?.id);
      expect(detail.locations.map((l) => l.province)).toEqual(body.locations.map((l) => l.province));
      const species = body.locations.flatMap((l) => l.species.map((s) => ({ scientificName: s.scientificName, notes: s.note })));
      expect(detail.resources.map((r) => ({ scientificName: r.scientificName, notes: r.notes }))).toEqual(species);
      expect(new Set(detail.resources.map((r) => r.id)).size).toBe(species.length);
      expect(detail.notices.map((n) => n.message)).toEqual([expect.stringContaining(keys[i]?.registration_no ?? '?')]);
    });
    // One applicant per agency and email: the new permittee became one applicant in each agency.
    expect(details[0]?.applicantId).toBe(details[2]?.applicantId);
    expect(details[1]?.applicantId).toBe(details[3]?.applicantId);
    expect(details[0]?.applicantId).not.toBe(details[1]?.applicantId);
    expect(new Set(details.map((d) => d.applicantId)).size).toBe(2 + 8);
    for (const { agency, token } of [one, two]) {
      const list = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
      expect(list.headers['x-total-count']).toBe(agency === one.agency ? '7' : '6');
      // Newest first: within the group, the highest registration number first.
      const listed = json<{ registrationNo: string }[]>(list)
        .map((a) => a.registrationNo)
        .filter((no) => no !== earlierReceipt.registrationNo);
      expect(listed).toEqual(
        keys
          .filter((k) => k.agency_code === agency)
          .map((k) => k.registration_no)
          .reverse(),
      );
    }
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('subject_id')
      .where(
        'subject_id',
        'in',
        keys.map((k) => k.id),
      )
      .execute();
    expect(audit).toHaveLength(12);
  });

  it('answers a submission that fails in its transaction with a 500, and stores the concurrent others with consecutive numbers', async () => {
    const { agency, token } = await t.agencyWithToken();
    const submit = (number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency, { sourceAgencyApplicationNumber: number }),
      });
    const numbers = Array.from({ length: 8 }, (_, i) => (i === 4 ? `${FAILURE_MARK}-${uniqueNumber()}` : uniqueNumber()));
    const responses = await Promise.all(numbers.map(submit));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 500, 201, 201, 201]);
    const registered = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => Number(json<SubmissionReceipt>(r).registrationNo.slice(-6)))
      .sort((a, b) => a - b);
    expect(registered).toEqual(Array.from({ length: 7 }, (_, i) => (registered[0] ?? 0) + i));
    const db = t.database.db;
    const failed = await db
      .selectFrom('applications')
      .select('id')
      .where('source_unique_no', '=', numbers[4] ?? '')
      .execute();
    expect(failed).toEqual([]);
    // No location was left behind by the failed one.
    const orphans = await db
      .selectFrom('application_locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('application_id', 'not in', db.selectFrom('applications').select('id'))
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
    const list = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    expect(list.headers['x-total-count']).toBe('7');
  });
});
