import fs from 'node:fs';
import path from 'node:path';
import type { Measurement } from './measurement.js';
import { parseOptions, USAGE } from './options.js';
import { aimsTable, machineDescription, resultsTable } from './report.js';
import { describePostgresServer } from './seed/postgres-seeder.js';
import { prepareDatabase, removeDatabases } from './seed/prepare.js';
import { FLOOR_AGENCY, SEEDED_AGENCIES } from './seed/seeded-data.js';
import { runPart, type SuiteDatabase } from './suite.js';
import { mintTokens } from './tokens.js';

/**
 * `npm run bench`: seeds (or reuses) the databases, then measures submit, detail and list on each
 * dialect beside their references, and prints the tables bench/README.md is written from.
 */
async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (options.clean) {
    await removeDatabases(options.sizes, options.postgresUrl);
    process.stderr.write(`Removed the seeded databases of ${options.sizes.join(', ')} applications.\n`);
    return;
  }

  const started = new Date();
  const rows: Measurement[] = [];
  const seeding: string[] = [];
  for (const dialect of options.dialects) {
    const databases: SuiteDatabase[] = [];
    for (const size of options.sizes) {
      process.stderr.write(`${dialect}: database of ${size.toLocaleString('en')} applications\n`);
      const database = await prepareDatabase(dialect, size, options);
      if (database.seedSeconds !== undefined)
        seeding.push(`${dialect} ${size.toLocaleString('en')}: seeded in ${Math.round(database.seedSeconds)} s`);
      const tokens = await mintTokens(database.url, [...SEEDED_AGENCIES, FLOOR_AGENCY]);
      databases.push({ ...database, tokens });
    }
    for (const part of options.parts) {
      process.stderr.write(`${dialect}: ${part}\n`);
      rows.push(...(await runPart(part, databases, options)));
    }
  }

  const server = options.dialects.includes('postgres') ? [await describePostgresServer(options.postgresUrl)] : [];
  const report = [
    `Run ${started.toISOString()} on ${machineDescription()}`,
    ...server,
    `Command: npm run bench -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
    `Each server: ${options.warmupSeconds} s warm-up, then ${options.repeat} × ${options.durationSeconds} s measured ` +
      `(median reported), ${options.connections} connections (autocannon). For detail and list the service at every size and ` +
      'the bare route run side by side, their measured runs taken in turn; for submit the service and its bare route.',
    ...seeding,
    '',
    resultsTable(rows),
    '',
    aimsTable(rows),
    '',
  ].join('\n');
  process.stdout.write(`\n${report}`);

  const dir = path.join('bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(dir, `${stamp}.md`), report);
  fs.writeFileSync(path.join(dir, `${stamp}.json`), `${JSON.stringify({ started, options, rows }, null, 2)}\n`);
  if (rows.some((m) => m.failures > 0)) process.exitCode = 1;
}

await main();
