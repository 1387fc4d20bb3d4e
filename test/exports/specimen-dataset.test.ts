import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { systemActor } from '../../src/auth/actor.js';
import { manilaDate } from '../../src/clock/manila-time.js';
import { publishSpecimenDatasetJob } from '../../src/exports/specimen-dataset.job.js';
import { publishSpecimenDataset } from '../../src/exports/specimen-dataset.service.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { expirePermit } from '../../src/permits/permit-expiry.job.js';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import { runCli } from '../helpers/cli-in-process.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation } from '../helpers/factories.js';
import { anIssuedPermit, aSpecimenRow, type IssuedPermit, obligationOfType, submitAsAgency } from '../helpers/obligations.js';
import { BASE_URL, permitAction, permitEnv } from '../helpers/permits.js';
import { json, type TestApp } from '../helpers/test-app.js';
import { feedItems, validateXml, xmllintInstalled } from '../helpers/xml-schemas.js';

/**
 * The public specimen dataset (issue 32 §6), harvested as GBIF harvests an IPT: the RSS feed read with
 * an XML parser, each item's `ipt:eml` and `ipt:dwca` fetched from their versioned URLs, the EML and the
 * descriptor validated against the published schemas, the rows read back. Versions are published as the
 * daily job and `biopermit dataset publish` do it (publishSpecimenDataset), on SQLite and PostgreSQL.
 */
const TEST_TIMEOUT_MS = 180_000;
const DATASET = '/api/v1/public/datasets/specimens';

interface Table {
  readonly header: string[];
  readonly rows: Record<string, string>[];
}

function tableOf(text: string): Table {
  const [first = '', ...lines] = text.split('\n').filter((line) => line !== '');
  const header = first.split('\t');
  return { header, rows: lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [header[i] as string, value]))) };
}

describe.each(testDialects)('the public specimen dataset (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let approver: Member;
  let evaluator: Member;
  const env = permitEnv();

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', env);
    t = x.t;
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
  }, TEST_TIMEOUT_MS);
  afterAll(async () => x?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const publish = () => publishSpecimenDataset({ db: t.database.db, store: t.permits.store, publicBaseUrl: BASE_URL, absch: undefined });

  async function acceptedReport(p: IssuedPermit, specimens: Record<string, unknown>[]): Promise<string> {
    const report = await obligationOfType(t, p, 'collection_report');
    const response = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify(specimens) });
    expect(response.statusCode, response.body).toBe(201);
    await actOk(t, evaluator, p.receipt.id, { action: 'accept_obligation', obligationId: report.id });
    return json<{ id: string }>(response).id;
  }

  /** Harvests the dataset as GBIF does from an IPT's feed: every item's EML and archive, from the item's URLs. */
  async function harvest() {
    const feed = await get('/api/v1/public/datasets/rss');
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const items = feedItems(feed.body, ['title', 'description', 'eml', 'dwca', 'guid', 'pubDate']);
    const read = await Promise.all(
      items.map(async (item) => {
        const eml = await get(item.eml.slice(BASE_URL.length));
        const dwca = await get(item.dwca.slice(BASE_URL.length));
        expect([eml.statusCode, dwca.statusCode]).toEqual([200, 200]);
        const files = unzipSync(new Uint8Array(dwca.rawPayload));
        const text = (name: string) => new TextDecoder().decode(files[name]);
        return {
          item,
          eml: eml.body,
          archive: dwca.rawPayload,
          text,
          occurrences: tableOf(text('occurrence.txt')),
          permits: tableOf(text('permit.txt')),
        };
      }),
    );
    return { feed, read };
  }

  it(
    'publishes versions only when the data change, each at its own URL and the same bytes every time, its EML valid and saying what changed; the feed lists them as the IPT does; in-force, revoked, suspended and expired permits marked',
    async () => {
      // Nothing published yet: the latest is a 404 problem, the feed has no item.
      const none = await get(`${DATASET}/dwca`);
      expect(none.statusCode).toBe(404);
      expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((await harvest()).read).toEqual([]);

      // Its terms authorise both species at Los Baños (the dataset leaves out what the terms do not).
      const kept = await anIssuedPermit(t, approver, {
        locations: [aLocation({ species: [{ scientificName: 'Platymantis luzonensis' }, { scientificName: 'Pithecophaga jefferyi' }] })],
      });
      const keptReport = await acceptedReport(kept, [
        aSpecimenRow(),
        aSpecimenRow({
          scientificName: 'Pithecophaga jefferyi',
          location: { province: 'Laguna', cityOrMunicipality: 'Los Baños', latitude: 14.1486, longitude: 121.2158 },
        }),
      ]);
      const toRevoke = await anIssuedPermit(t, approver);
      const revokedReport = await acceptedReport(toRevoke, [aSpecimenRow()]);
      // Submitted, not accepted: never public.
      const pending = await anIssuedPermit(t, approver);
      const pendingReport = await obligationOfType(t, pending, 'collection_report');
      const pendingResponse = await submitAsAgency(t, pending, pendingReport.id, { specimens: JSON.stringify([aSpecimenRow()]) });
      const pendingId = json<{ id: string }>(pendingResponse).id;

      const first = await publish();
      expect(first).toMatchObject({ published: true, version: 1 });
      // The same data again: no new version.
      expect(await publish()).toEqual({ published: false, version: 1 });

      const latest = await get(`${DATASET}/dwca`);
      expect(latest.statusCode, latest.body).toBe(200);
      expect(latest.headers['content-type']).toBe('application/zip');
      expect(latest.headers['cache-control']).toBe('public, max-age=300');
      expect(latest.headers['last-modified']).toMatch(/GMT$/);
      const etag = latest.headers.etag as string;
      expect(etag).toMatch(/^"sha256-[0-9a-f]{64}"$/);
      expect((await get(`${DATASET}/dwca`, { 'if-none-match': etag })).statusCode).toBe(304);

      // Version 2: the permit revoked; two more reports accepted, one permit then suspended, the other expired.
      await permitAction(t, approver, toRevoke.receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
      const toSuspend = await anIssuedPermit(t, approver);
      const suspendedReport = await acceptedReport(toSuspend, [aSpecimenRow()]);
      await permitAction(t, approver, toSuspend.receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
      const toExpire = await anIssuedPermit(t, approver);
      const expiredReport = await acceptedReport(toExpire, [aSpecimenRow()]);
      const expiring = await t.database.db.selectFrom('permits').selectAll().where('id', '=', toExpire.permitId).executeTakeFirstOrThrow();
      const afterExpiry = new Date(Date.parse(expiring.date_expired as string) + 1000).toISOString();
      // The scheduler's expiry, through the write path, as at the day after the permit's date of expiry.
      expect(
        await expirePermit(
          t.database.db,
          ACTION_REGISTRY,
          systemActor('expire-permits'),
          toExpire.permitId,
          toExpire.receipt.id,
          afterExpiry,
        ),
      ).toBe(true);
      expect(await publish()).toMatchObject({
        published: true,
        version: 2,
        changes: 'Since version 1: 2 rows added, 0 rows removed, 1 row changed; 5 rows in all.',
      });

      const { read } = await harvest();
      // Newest first, each item at its version's URLs, its guid the EML's packageId.
      expect(read.map((r) => [r.item.dwca, r.item.eml, r.item.guid])).toEqual(
        [2, 1].map((n) => [
          `${BASE_URL}${DATASET}/versions/${n}/dwca`,
          `${BASE_URL}${DATASET}/versions/${n}/eml.xml`,
          `${BASE_URL}${DATASET}/versions/${n}`,
        ]),
      );
      expect(read.map((r) => r.item.description)).toEqual([
        'Since version 1: 2 rows added, 0 rows removed, 1 row changed; 5 rows in all.',
        'First version: 3 rows added, 0 rows removed, 0 rows changed; 3 rows in all.',
      ]);
      expect(read[0]?.item.title).toMatch(/ - Version 2$/);
      expect(new Date(read[0]?.item.pubDate ?? '').getTime()).not.toBeNaN();
      const [v2, v1] = read;
      if (v1 === undefined || v2 === undefined) throw new Error('two versions expected');

      // Version 1 is the archive first served as the latest, byte for byte.
      expect(Buffer.compare(v1.archive, latest.rawPayload)).toBe(0);
      const again = await get(`${DATASET}/versions/1/dwca`);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers.etag).toBe(etag);

      // Each version's EML: the same as in its archive, valid, with its number, what changed and the licence.
      for (const [n, version] of [
        [1, v1],
        [2, v2],
      ] as const) {
        expect(version.eml).toBe(version.text('eml.xml'));
        expect(version.eml).toContain(`packageId="${BASE_URL}${DATASET}/versions/${n}"`);
        expect(version.eml).toContain(`<para>Version ${n}. ${version.item.description}</para>`);
        expect(version.eml).toContain('<maintenanceUpdateFrequency>daily</maintenanceUpdateFrequency>');
        expect(version.eml).toContain(`<alternateIdentifier>${BASE_URL}${DATASET}/dwca</alternateIdentifier>`);
        expect(version.eml).toContain('<ulink url="http://creativecommons.org/licenses/by/4.0/legalcode">');
        if (xmllintInstalled) {
          const eml = validateXml(version.eml, 'eml');
          expect(eml.valid, eml.report).toBe(true);
          const meta = validateXml(version.text('meta.xml'), 'meta');
          expect(meta.valid, meta.report).toBe(true);
        }
      }
      // The latest eml.xml is version 2's.
      expect((await get(`${DATASET}/eml.xml`)).body).toBe(v2.eml);

      // The rows: accepted reports only; threatened coordinates generalised; no person named.
      const id = (submission: string, n: number) => `urn:biopermit:specimen:${submission}:${n}`;
      expect(v1.occurrences.rows.map((r) => r.occurrenceID).sort()).toEqual(
        [id(keptReport, 1), id(keptReport, 2), id(revokedReport, 1)].sort(),
      );
      expect(v2.occurrences.rows.map((r) => r.occurrenceID).sort()).toEqual(
        [id(keptReport, 1), id(keptReport, 2), id(revokedReport, 1), id(suspendedReport, 1), id(expiredReport, 1)].sort(),
      );
      expect(v2.occurrences.rows.some((r) => r.occurrenceID?.includes(pendingId))).toBe(false);
      const threatened = v2.occurrences.rows.find((r) => r.occurrenceID === id(keptReport, 2));
      expect(threatened).toMatchObject({ decimalLatitude: '14.1', decimalLongitude: '121.2' });
      expect(v2.occurrences.header).not.toContain('recordedBy');

      // Each row's permit status, as of the version: in force, revoked, suspended.
      const statusOf = (table: Table, occurrence: string) =>
        table.rows
          .find((r) => r.coreid === occurrence && r.permitType === 'Collecting Permit')
          ?.permitText?.match(/Permit status: ([^.]+)\.$/)?.[1];
      expect(statusOf(v1.permits, id(revokedReport, 1))).toBe('in force');
      expect(statusOf(v2.permits, id(revokedReport, 1))).toBe('revoked');
      expect(statusOf(v2.permits, id(suspendedReport, 1))).toBe('suspended');
      expect(statusOf(v2.permits, id(expiredReport, 1))).toBe('expired');
      expect(statusOf(v2.permits, id(keptReport, 1))).toBe('in force');
      // …and in GGBN's own terms, so a reader filtering on them sees it: a revoked or suspended permit is not available.
      const ggbnOf = (table: Table, occurrence: string) => {
        const row = table.rows.find((r) => r.coreid === occurrence && r.permitType === 'Collecting Permit');
        return [row?.permitStatus, row?.permitStatusQualifier];
      };
      expect(ggbnOf(v1.permits, id(revokedReport, 1))).toEqual(['Permit available', '']);
      expect(ggbnOf(v2.permits, id(revokedReport, 1))).toEqual([
        'Permit not available',
        'Permit revoked: withdrawn by the issuing authority',
      ]);
      expect(ggbnOf(v2.permits, id(suspendedReport, 1))).toEqual([
        'Permit not available',
        'Permit suspended: not in force unless reinstated',
      ]);
      expect(ggbnOf(v2.permits, id(expiredReport, 1))).toEqual([
        'Permit available',
        `Permit expired on ${manilaDate(expiring.date_expired as string)}: no longer in force`,
      ]);
      expect(ggbnOf(v2.permits, id(keptReport, 1))).toEqual(['Permit available', '']);
      expect(v2.eml).toContain('permitStatus is Permit not available for a permit revoked or suspended');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    '`biopermit dataset publish` publishes now what changed, and nothing when nothing did',
    async () => {
      const publishNow = async () => {
        const run = await runCli(['dataset', 'publish'], {
          env: { DATABASE_URL: t.config.databaseUrl, DATA_DIR: env.DATA_DIR as string, PUBLIC_BASE_URL: BASE_URL },
        });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        return JSON.parse(run.stdout) as { published: boolean; version: number; changes?: string };
      };
      // Whatever other tests left unpublished goes out first; then nothing is left to publish.
      const first = await publishNow();
      const before = await publishNow();
      expect(before).toEqual({ published: false, version: first.version });
      const p = await anIssuedPermit(t, approver);
      const report = await acceptedReport(p, [aSpecimenRow()]);
      const after = await publishNow();
      expect(after).toMatchObject({ published: true, version: before.version + 1 });
      expect(after.changes).toMatch(/^Since version \d+: 1 row added, 0 rows removed, 0 rows changed; \d+ rows in all\.$/);
      // What the command published is what the public route serves as the latest.
      const latest = await get(`${DATASET}/dwca`);
      const files = unzipSync(new Uint8Array(latest.rawPayload));
      expect(new TextDecoder().decode(files['occurrence.txt'])).toContain(`urn:biopermit:specimen:${report}:1`);
      expect(new TextDecoder().decode(files['eml.xml'])).toContain(`<para>Version ${after.version}. ${after.changes}</para>`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the daily job publishes a version when the data changed, and its run records what it did',
    async () => {
      const silent = { info() {}, warn() {}, error() {} };
      const runJob = async () => {
        // A fresh scheduler's first look finds the job new, so due at once.
        const scheduler = createScheduler({ db: t.database.db, log: silent, tickMs: 1000 });
        scheduler.register(publishSpecimenDatasetJob({ store: t.permits.store, publicBaseUrl: BASE_URL, absch: undefined }));
        await scheduler.runDueJobs();
        const run = await t.database.db
          .selectFrom('job_runs')
          .selectAll()
          .where('job', '=', 'publish-specimen-dataset')
          .orderBy('started_at', 'desc')
          .executeTakeFirstOrThrow();
        return run;
      };
      await publish();
      const p = await anIssuedPermit(t, approver);
      await acceptedReport(p, [aSpecimenRow()]);
      const run = await runJob();
      expect(run.outcome).toBe('succeeded');
      const summary = JSON.parse(run.details as string) as { published: boolean; version: number; changes: string };
      expect(summary).toMatchObject({ published: true });
      expect(summary.changes).toMatch(/1 row added, 0 rows removed, 0 rows changed/);
      const latest = await get(`${DATASET}/eml.xml`);
      expect(latest.body).toContain(`<para>Version ${summary.version}. ${summary.changes}</para>`);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses an unknown version with a 404 problem and a version that is not a whole number from 1 with a 400 naming it',
    async () => {
      for (const url of [`${DATASET}/versions/999/dwca`, `${DATASET}/versions/999/eml.xml`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(json<{ code: string; detail: string }>(response)).toMatchObject({
          code: 'not_found',
          detail: 'The specimen dataset has no version 999',
        });
      }
      for (const bad of ['0', 'abc', '1.5']) {
        const response = await get(`${DATASET}/versions/${bad}/dwca`);
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(json<{ errors: unknown[] }>(response).errors)).toContain('version');
      }
    },
    TEST_TIMEOUT_MS,
  );
});
