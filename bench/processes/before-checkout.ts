import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { DialectName } from '../../src/db/dialect.js';
import { postgresDatabaseUrl } from '../seed/postgres-seeder.js';

/**
 * The service as it was at an earlier commit, to measure today's code against it in one run
 * (bench/README.md, *Against the code before*): the commit's files exported with `git archive`
 * (no worktree is registered in the repository) into a folder outside the clone, with today's
 * node_modules linked in (the earlier code's dependencies are a subset when the commit is recent),
 * and a copy of the seeded database that does not name the migrations the earlier code lacks:
 * Kysely refuses to start on a database that ran a migration it does not know.
 */
export interface BeforeCheckout {
  readonly commit: string;
  /** `bin/biopermit.js` of the earlier code. */
  readonly bin: string;
  /** DATABASE_URL of the earlier code's copy of the database. */
  readonly databaseUrl: string;
  remove(): Promise<void>;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

/** The migration names an earlier checkout knows: the keys of its src/db/migrations/index.ts. */
function migrationNames(root: string): Set<string> {
  const index = fs.readFileSync(path.join(root, 'src/db/migrations/index.ts'), 'utf8');
  return new Set([...index.matchAll(/^\s*'(\d{4}[a-z]?-[\w-]+)':/gm)].map((m) => m[1] as string));
}

function exportCommit(commit: string): string {
  const root = path.join(os.tmpdir(), `biopermit-before-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, 'bin/biopermit.js'))) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${root}'`], { stdio: 'inherit' });
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  }
  return root;
}

async function sqliteCopy(sourceUrl: string, known: Set<string>, commit: string): Promise<{ url: string; remove(): void }> {
  const source = sourceUrl.replace(/^sqlite:/, '');
  const target = path.join(os.tmpdir(), `biopermit-before-${commit.slice(0, 12)}.db`);
  const db = new Database(source, { readonly: true });
  await db.backup(target);
  db.close();
  const copy = new Database(target);
  const names = copy.prepare('select name from kysely_migration').pluck().all() as string[];
  for (const name of names) if (!known.has(name)) copy.prepare('delete from kysely_migration where name = ?').run(name);
  copy.close();
  return { url: `sqlite:${target}`, remove: () => fs.rmSync(target, { force: true }) };
}

async function postgresCopy(sourceUrl: string, known: Set<string>, commit: string): Promise<{ url: string; remove(): Promise<void> }> {
  const sourceName = new URL(sourceUrl).pathname.slice(1);
  const name = `biopermit_before_${commit.slice(0, 12)}`;
  const serverUrl = new URL(sourceUrl);
  serverUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  // A template must have no other connection: taken before any server of the run opens the source.
  await admin.query(`create database ${name} template ${sourceName}`);
  await admin.end();
  const url = postgresDatabaseUrl(serverUrl.toString(), name);
  const copy = new pg.Client({ connectionString: url });
  await copy.connect();
  const { rows } = await copy.query<{ name: string }>('select name from kysely_migration');
  for (const row of rows) if (!known.has(row.name)) await copy.query('delete from kysely_migration where name = $1', [row.name]);
  await copy.end();
  return {
    url,
    async remove() {
      const client = new pg.Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function checkoutBefore(revision: string, dialect: DialectName, databaseUrl: string): Promise<BeforeCheckout> {
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  const root = exportCommit(commit);
  const known = migrationNames(root);
  const copy = dialect === 'sqlite' ? await sqliteCopy(databaseUrl, known, commit) : await postgresCopy(databaseUrl, known, commit);
  return {
    commit,
    bin: path.join(root, 'bin/biopermit.js'),
    databaseUrl: copy.url,
    async remove() {
      await copy.remove();
    },
  };
}
