import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_WEB_DIST_DIR } from '../../src/web/web.plugin.js';
import { DESKTOP, launchChromium } from '../../test/web/browser.js';
import { cpuBusyPercent } from '../load/machine.js';
import { percentile } from '../percentile.js';
import { startAppServer } from '../processes/app-server.js';
import { prepareDatabase } from '../seed/prepare.js';
import { openStaffSession } from '../staff-session.js';

/**
 * How long a workqueue takes to show in the back-office (issue 12 §3: "within one second with
 * 1,000,000 applications stored"), measured the way a person meets it: Debian's Chromium at 1280×800
 * against `biopermit serve` on a seeded database, from asking for the page to its first row on screen.
 *
 * - open: a bookmarked queue opened in a new tab (full page load; the hashed assets come from the
 *   browser's cache, as for anyone who used the back-office before, index.html and the API from the server);
 * - first visit: the same with an empty browser cache (a new profile);
 * - switch: a click on another queue in the navigation (the client asks the API and renders the table).
 *
 * `npm run bench:web -- [--db sqlite|postgres|all] [--applications 10000,1000000] [--visits 20]`
 */
const QUEUES = [
  ['for_evaluation', 'For evaluation'],
  ['for_decision', 'For decision'],
  ['unassigned_intake', 'Unassigned intake'],
  ['at_risk', 'At risk'],
  ['on_hold', 'On hold'],
] as const;

/** New browser profiles per run, each an empty cache. */
const FIRST_VISITS = 5;

interface Timings {
  readonly mode: 'first visit' | 'open' | 'switch';
  readonly ms: number[];
}

function queueAt(i: number): readonly [string, string] {
  return QUEUES[i % QUEUES.length] ?? QUEUES[0];
}

function firstRow(page: Page, label: string) {
  return page
    .getByRole('table', { name: `${label} applications` })
    .getByRole('link')
    .first();
}

async function openQueue(page: Page, baseUrl: string, queue: string, label: string): Promise<number> {
  const started = performance.now();
  await page.goto(`${baseUrl}/app/workqueues?queue=${queue}`, { waitUntil: 'commit' });
  await firstRow(page, label).waitFor({ timeout: 30_000 });
  return performance.now() - started;
}

async function withContext<T>(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  baseUrl: string,
  cookie: string,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Manila', locale: 'en-PH' });
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

async function measure(baseUrl: string, cookie: string, visits: number): Promise<Timings[]> {
  const browser = await launchChromium();
  try {
    // A first visit is one sample per new profile: a few of them, as one is mostly noise.
    const firstVisit: number[] = [];
    for (let i = 0; i < FIRST_VISITS; i += 1) {
      const [queue, label] = queueAt(i);
      firstVisit.push(
        await withContext(browser, baseUrl, cookie, async (context) => openQueue(await context.newPage(), baseUrl, queue, label)),
      );
    }
    return await withContext(browser, baseUrl, cookie, async (context) => {
      const warm = await context.newPage();
      await openQueue(warm, baseUrl, QUEUES[0][0], QUEUES[0][1]); // fills the browser's cache with the assets
      await warm.close();
      const open: number[] = [];
      for (let i = 0; i < visits; i += 1) {
        const [queue, label] = queueAt(i);
        const page = await context.newPage();
        open.push(await openQueue(page, baseUrl, queue, label));
        await page.close();
      }
      const page = await context.newPage();
      await openQueue(page, baseUrl, QUEUES[0][0], QUEUES[0][1]);
      const navigation = page.getByRole('navigation', { name: 'Workqueues' });
      const switches: number[] = [];
      for (let i = 1; i <= visits; i += 1) {
        const [, label] = queueAt(i);
        const started = performance.now();
        await navigation.getByRole('button', { name: new RegExp(`^${label}`) }).click();
        await firstRow(page, label).waitFor({ timeout: 30_000 });
        switches.push(performance.now() - started);
      }
      return [
        { mode: 'first visit', ms: firstVisit },
        { mode: 'open', ms: open },
        { mode: 'switch', ms: switches },
      ];
    });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      applications: { type: 'string', default: '10000,1000000' },
      visits: { type: 'string', default: '20' },
      'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    },
    strict: true,
  });
  const dialects = values.db === 'all' ? (['sqlite', 'postgres'] as const) : ([values.db] as ('sqlite' | 'postgres')[]);
  const sizes = values.applications.split(',').map(Number);
  const visits = Number(values.visits);
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html'))) {
    process.stderr.write('building the back-office (npm run web:build)\n');
    execFileSync('npm', ['run', 'web:build', '--silent'], { stdio: 'inherit' });
  }

  const rows: string[] = [];
  for (const dialect of dialects) {
    for (const applications of sizes) {
      const database = await prepareDatabase(dialect, applications, { postgresUrl: values['postgres-url'], reseed: false });
      const cookie = await openStaffSession(database.url);
      const server = await startAppServer(database.url);
      try {
        const otherLoad = await cpuBusyPercent();
        for (const { mode, ms } of await measure(server.baseUrl, cookie, visits)) {
          const sorted = [...ms].sort((a, b) => a - b);
          const cells = [
            dialect,
            mode,
            applications.toLocaleString('en'),
            String(ms.length),
            percentile(sorted, 50),
            percentile(sorted, 95),
            sorted.at(-1) ?? 0,
          ];
          rows.push(
            `| ${cells.map((cell) => (typeof cell === 'number' ? cell.toFixed(0) : cell)).join(' | ')} | ${otherLoad.toFixed(0)} % |`,
          );
          process.stderr.write(`${rows.at(-1)}\n`);
        }
      } finally {
        await server.stop();
      }
    }
  }
  process.stdout.write(
    `\n| database | how | applications | visits | p50 ms | p95 ms | max ms | other load |\n|---|---|--:|--:|--:|--:|--:|--:|\n${rows.join('\n')}\n`,
  );
}

await main();
