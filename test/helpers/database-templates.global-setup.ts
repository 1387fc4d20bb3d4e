import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { adminQuery, type DatabaseTemplates, postgresAvailable, postgresUrl } from './databases.js';

/**
 * Migrating takes a second or two per database on a loaded machine, and the suite makes some two
 * hundred migrated databases. They are made once per run instead, one of each dialect, and every
 * test database is a copy (a copied file; PostgreSQL's `CREATE DATABASE … TEMPLATE`). Named for
 * the run, so runs in other checkouts (other migrations) against the same server keep their own;
 * dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-template-'));
  const sqliteFile = path.join(dir, 'migrated.db');
  await migrated(`sqlite:${sqliteFile}`);
  const templates: { sqlite: string; postgres?: string } = { sqlite: sqliteFile };
  if (postgresAvailable) {
    const name = `biopermit_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    await migrated(postgresUrl(name));
    templates.postgres = name;
  }
  project.provide('databaseTemplates', templates satisfies DatabaseTemplates);
  return async () => {
    if (templates.postgres !== undefined) await adminQuery(`drop database if exists ${templates.postgres} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** Migrates the database at `url` and closes every connection to it (a template must have none). */
async function migrated(url: string): Promise<void> {
  const database = await openDatabase({ url, requireDurableWrites: true, poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}
