import { parse } from 'csv-parse/sync';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication, type PermitteeColumns, type WorkflowColumns } from '../../src/applications/application.write.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import { dialectOf } from '../../src/db/dialect.js';
import { createSettingsReader } from '../../src/settings/settings.cache.js';
import { exportWorkqueue } from '../../src/workqueues/workqueue.export.js';
import type { WorkqueuePage, WorkqueueRow } from '../../src/workqueues/workqueue.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

/**
 * The CSV export of a workqueue or a search (issue 32 §3), through HTTP on each database: every row of
 * the listing in the table's columns and words, a file Excel reads (byte-order mark, RFC 4180), cells
 * kept from running as formulas, the listing's filters, and its refusals.
 */

const EXPORT = '/api/v1/staff/exports/applications';
const BOM = '\ufeff';

/** Independent of the service's formatter: what the back-office shows for an instant, "24 Nov 2026, 14:05". */
function manila(instant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Manila',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

describe.each(testDialects)('the CSV export of the workqueues (%s)', (dialect) => {
  let t: TestApp;
  let agencyA: string;
  let agencyB: string;
  let viewerId: string;
  let viewer: StaffHeaders;
  let publisher: StaffHeaders;
  let limited: StaffHeaders;
  const apps = new Map<string, SubmissionReceipt>();
  const id = (key: string) => apps.get(key)?.id as string;
  const registrationNo = (key: string) => apps.get(key)?.registrationNo as string;

  async function submit(agency: string, token: string, key: string, overrides: Partial<ApplicationSubmission> = {}): Promise<void> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, overrides),
    });
    if (response.statusCode !== 201) throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
    apps.set(key, json<SubmissionReceipt>(response));
  }

  async function change(key: string, set: Partial<WorkflowColumns>, permittee?: Partial<PermitteeColumns>): Promise<void> {
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: id(key),
      actor: aStaffActor(['admin']),
      decide: () => ({ set, ...(permittee === undefined ? {} : { permittee }) }),
    });
  }

  async function exported(query: string, headers: StaffHeaders = viewer) {
    const response = await t.app.inject({ url: `${EXPORT}?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const records = parse(response.rawPayload, { bom: true, relax_column_count: false }) as string[][];
    const [header = [], ...rows] = records;
    return { response, header, rows };
  }

  /** Every row of the screen's listing, a page of `limit` at a time, following its cursors. */
  async function screenRows(query: string, limit: number, headers: StaffHeaders = viewer): Promise<WorkqueueRow[]> {
    const rows: WorkqueueRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: LightMyRequestResponse = await t.app.inject({
        url: `/api/v1/staff/applications?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page: WorkqueuePage = json<WorkqueuePage>(response);
      rows.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBeGreaterThan(1);
    return rows;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await t.agencyWithToken();
    const b = await t.agencyWithToken();
    agencyA = a.agency;
    agencyB = b.agency;
    await submit(a.agency, a.token, 'peña', { permiteeFirstName: 'José', permiteeLastName: 'Peña, "Jr."' });
    await submit(a.agency, a.token, 'held', { permiteeFirstName: 'Niño', permiteeLastName: 'Santos' });
    await submit(a.agency, a.token, 'hyperlink');
    await submit(a.agency, a.token, 'plus');
    await submit(a.agency, a.token, 'minus');
    await submit(a.agency, a.token, 'at');
    await submit(a.agency, a.token, 'tab');
    await submit(a.agency, a.token, 'cr');
    await submit(b.agency, b.token, 'decided', { permiteeFirstName: 'Apolinario', permiteeLastName: 'Mabini' });

    const evaluator = await createStaff(t, { roles: ['evaluator'], name: 'Evaluator Evangelista' });
    const viewerUser = await createStaff(t, { roles: ['viewer'] });
    viewerId = viewerUser.id;
    viewer = await loginAs(t, viewerUser);
    publisher = await loginAs(t, await createStaff(t, { roles: ['abs_publisher'] }));
    limited = await loginAs(t, await createStaff(t, { roles: ['viewer'], agencies: [agencyB] }));

    const clock = {
      accepted_at: '2026-11-02T01:00:00.000Z',
      due_date: '2026-12-05',
      working_days_used: 17,
      clock_state: 'at_risk' as const,
    };
    await change('held', {
      status: 'under_evaluation',
      assignee_id: evaluator.id,
      hold_reason: 'missing_information',
      hold_answer_by: '2026-12-01',
      clock_paused: 1,
      ...clock,
    });
    await change('decided', {
      status: 'issued',
      decided_at: new Date().toISOString(),
      cbd_status: 'ready',
      ...clock,
      clock_state: 'on_track',
      working_days_used: 12,
    });
    // Values a spreadsheet would run: through the write path, as a rectification would store them.
    const hostile: [string, string][] = [
      ['hyperlink', '=HYPERLINK("http://evil.example","click")'],
      ['plus', '+1'],
      ['minus', '-2+3'],
      ['at', '@SUM(A1:A2)'],
      ['tab', '\t=1+1'],
      ['cr', '\rcmd'],
    ];
    for (const [key, name] of hostile) await change(key, {}, { permittee_first_name: name, permittee_middle_name: null });
  });
  afterAll(async () => t?.close());

  it('sends every row of the listing, in its order, as the screen pages it', async () => {
    const { response, header, rows } = await exported('');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual(['Registration no.', 'Clock', 'Permittee', 'Agency', 'Application type', 'Status', 'Assignee', 'Received']);
    const screen = await screenRows('', 2);
    expect(screen).toHaveLength(9);
    expect(rows.map((row) => row[0])).toEqual(screen.map((row) => row.registrationNo));
    expect(rows.map((row) => row[7])).toEqual(screen.map((row) => manila(row.receivedAt)));
    expect(rows.map((row) => row[3])).toEqual(screen.map((row) => row.agencyCode));
  });

  it.each([
    ['due', ''],
    ['updated', 'sort=updated'],
    ['received', 'sort=received'],
  ])('reads the listing a page at a time, and the pages join without a gap or a repeat (%s)', async (_sort, query) => {
    const { response } = await exported(query);
    const db = t.database.db;
    const deps = { db, dialect: dialectOf(db), settings: createSettingsReader(db) };
    const query_ = Object.fromEntries(new URLSearchParams(query));
    for (const pageSize of [1, 2, 4]) {
      const csv = await exportWorkqueue(deps, aStaffActor(['viewer']), query_, {}, pageSize);
      let text = '';
      for await (const chunk of csv.chunks) text += chunk;
      expect(text, `pages of ${pageSize}`).toBe(response.body);
    }
  });

  it('writes the values in the words of the table: clock, status, hold, assignee, dates in Manila', async () => {
    const { rows } = await exported('');
    const rowOf = (key: string) => rows.find((row) => row[0] === registrationNo(key));
    expect(rowOf('held')).toEqual([
      registrationNo('held'),
      'At risk · 3 working days left · paused',
      'Niño Reyes Santos\nmaria.santos@example.org',
      agencyA,
      'Research',
      'Under evaluation\nOn hold: Waiting for information',
      'Evaluator Evangelista',
      manila(apps.get('held')?.createdAt as string),
    ]);
    expect(rowOf('decided')?.slice(1, 7)).toEqual([
      'Stopped at the decision\n12 of 20 working days used',
      'Apolinario Reyes Mabini\nmaria.santos@example.org',
      agencyB,
      'Research',
      'Permit issued',
      '—',
    ]);
    expect(rowOf('peña')?.[1]).toBe('Not started');
  });

  it('starts with a byte-order mark, quotes as RFC 4180 says and ends lines with CRLF, so ñ and quotes survive', async () => {
    const { response, rows } = await exported('q=pena');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(response.headers['content-disposition']).toMatch(/filename="search-\d{4}-\d{2}-\d{2}\.csv"/);
    // Every line ends with CRLF; the only bare LF is the one inside the quoted permittee cell.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"José Reyes Peña, ""Jr.""\nmaria.santos@example.org"');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[2]).toBe('José Reyes Peña, "Jr."\nmaria.santos@example.org');
  });

  it('keeps every cell a spreadsheet would run as a formula from running: a leading apostrophe', async () => {
    const { rows } = await exported('');
    const permittee = (key: string) => rows.find((row) => row[0] === registrationNo(key))?.[2];
    expect(permittee('hyperlink')).toBe('\'=HYPERLINK("http://evil.example","click") Santos\nmaria.santos@example.org');
    expect(permittee('plus')).toBe("'+1 Santos\nmaria.santos@example.org");
    expect(permittee('minus')).toBe("'-2+3 Santos\nmaria.santos@example.org");
    expect(permittee('at')).toBe("'@SUM(A1:A2) Santos\nmaria.santos@example.org");
    expect(permittee('tab')).toBe("'\t=1+1 Santos\nmaria.santos@example.org");
    expect(permittee('cr')).toBe("'\rcmd Santos\nmaria.santos@example.org");
    // A cell that only contains such a character further in is left alone.
    expect(permittee('peña')?.startsWith('José')).toBe(true);
  });

  it('applies the filters, the queue and the search of the listing', async () => {
    expect((await exported('status=under_evaluation')).rows.map((row) => row[0])).toEqual([registrationNo('held')]);
    expect((await exported('queue=on_hold')).rows.map((row) => row[0])).toEqual([registrationNo('held')]);
    expect((await exported(`agency=${agencyB}`)).rows.map((row) => row[0])).toEqual([registrationNo('decided')]);
    expect((await exported('q=nino')).rows.map((row) => row[0])).toEqual([registrationNo('held')]);
    expect((await exported('', limited)).rows.map((row) => row[0])).toEqual([registrationNo('decided')]);
    const { response } = await exported('queue=on_hold');
    expect(response.headers['content-disposition']).toMatch(/filename="on-hold-\d{4}-\d{2}-\d{2}\.csv"/);
  });

  it("writes the publisher's queue in its own columns", async () => {
    const { header, rows, response } = await exported('queue=awaiting_publication', publisher);
    expect(header).toEqual(['Registration no.', 'Permit no.', 'Clearing-House', 'Waiting since', 'Permittee', 'Agency']);
    const [waiting] = await screenRowsOnce('queue=awaiting_publication', publisher);
    expect(rows).toEqual([
      [
        registrationNo('decided'),
        '—',
        'Ready to submit',
        manila(waiting?.cbdStatusChangedAt as string),
        'Apolinario Reyes Mabini\nmaria.santos@example.org',
        agencyB,
      ],
    ]);
    expect(response.headers['content-disposition']).toMatch(/filename="awaiting-publication-\d{4}-\d{2}-\d{2}\.csv"/);
  });

  async function screenRowsOnce(query: string, headers: StaffHeaders): Promise<WorkqueueRow[]> {
    return json<WorkqueuePage>(await t.app.inject({ url: `/api/v1/staff/applications?${query}`, headers })).items;
  }

  it('audits the export, without the words searched', async () => {
    await exported('queue=on_hold&q=nino&status=under_evaluation');
    const rows = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_id', 'subject_type', 'subject_id', 'details'])
      .where('action', '=', 'workqueue.exported')
      .where('subject_id', '=', 'on_hold')
      .where('details', 'like', '%under_evaluation%')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: viewerId, subject_type: 'workqueue' });
    expect(JSON.parse(rows[0]?.details as string)).toEqual({ queue: 'on_hold', status: ['under_evaluation'], searched: true });
  });

  it('refuses without a session (401)', async () => {
    const response = await t.app.inject({ url: EXPORT });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it("refuses the publisher's queue to a role that does not see it (403, naming queue)", async () => {
    const response = await t.app.inject({ url: `${EXPORT}?queue=awaiting_publication`, headers: viewer });
    expect(response.statusCode).toBe(403);
    expect(json<{ code: string; errors: { parameter: string }[] }>(response)).toMatchObject({
      code: 'not_permitted',
      errors: [{ parameter: 'queue' }],
    });
    const other = await t.app.inject({ url: `${EXPORT}?agency=${agencyA}`, headers: limited });
    expect(other.statusCode).toBe(403);
  });

  it.each([
    ['status=pending', 'status/0'],
    ['receivedFrom=yesterday', 'receivedFrom'],
    ['changedFrom=2026-12-01T00:00:00Z&changedTo=2026-11-01T00:00:00Z', 'changedTo'],
    ['q=%2B%2B%2B', 'q'],
    ['sort=waiting', 'sort'],
    ['limit=5', 'limit'],
    ['cursor=abc', 'cursor'],
  ])('refuses %s (400 naming %s), sending no file', async (query, parameter) => {
    const response = await t.app.inject({ url: `${EXPORT}?${query}`, headers: viewer });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    const problem = json<{ code: string; errors: { parameter: string }[] }>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((e) => e.parameter)).toContain(parameter);
  });
});
