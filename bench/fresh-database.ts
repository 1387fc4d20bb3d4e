import path from 'node:path';
import pg from 'pg';
import { postgresDatabaseUrl } from './seed/postgres-seeder.js';

const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * An empty database for one bench run: a SQLite file in `dir`, or a PostgreSQL database named after
 * the bench and this process (`BENCH_POSTGRES_URL` names the server), dropped by `drop()`.
 */
export async function freshDatabase(
  dialect: 'sqlite' | 'postgres',
  dir: string,
  bench: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') return { url: `sqlite:${path.join(dir, `${bench}.db`)}`, drop: async () => {} };
  const name = `biopermit_bench_${bench}_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: postgresDatabaseUrl(POSTGRES_SERVER, name),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_SERVER });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
