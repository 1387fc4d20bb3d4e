import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, createApiClient, revokeClient } from '../../src/agencies/agency.service.js';
import { buildApp } from '../../src/app.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { loadConfig } from '../../src/config.js';
import { type Database as AppDatabase, migrateToLatest, openDatabase } from '../../src/db/database.js';
import type { DialectName } from '../../src/db/dialect.js';
import { biopermit, type CliRun, runCli, succeed } from '../helpers/cli-in-process.js';
import { createTestDatabase, testDialects } from '../helpers/databases.js';
import { bearer, json } from '../helpers/test-app.js';

/**
 * The operator's command, checked by what it prints, its exit code, and what the HTTP service on the
 * same database then does. Most commands run in this process (helpers/cli-in-process.ts: the same
 * program and argv parsing, its own environment, streams and exit code); a few run as operators run
 * them, a child process (`node bin/biopermit.js`, and `npx biopermit`) on a database named by
 * DATABASE_URL: the top-level help, a setting that stops `serve`, and `migrate`.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');
/** A child process starts Node and loads the commands' bundle: seconds on a busy machine. */
const RUN_TIMEOUT_MS = 30_000;
const SLOW_TEST_MS = 120_000;

/** Settings the service reads; the tests set them explicitly, so none may leak in from the outer environment. */
const SETTING =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|LOG_LEVEL|PUBLIC_BASE_URL|TRUST_PROXY|BODY_LIMIT_BYTES|ALLOW_NON_DURABLE_WRITES|DATABASE_POOL_SIZE|DATABASE_PREPARED_STATEMENTS|SQLITE_CACHE_SIZE_MIB|SHUTDOWN_TIMEOUT_MS|REGISTRATION_PREFIX|TOKEN_\w+|AUTH_\w+)$/;

function baseEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name)));
}

/** A child process, as an operator's shell starts it. */
function run(file: string, args: readonly string[], env: Record<string, string>, cwd = ROOT): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      [...args],
      { cwd, env: { ...baseEnv(), LOG_LEVEL: 'silent', ...env }, timeout: RUN_TIMEOUT_MS, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') {
          reject(new Error(`${file} ${args.join(' ')} did not finish: ${error.message}\n${stderr}`));
          return;
        }
        resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
      },
    );
  });
}

/** Runs `node bin/biopermit.js args…` on the given database, in a child process. */
function spawnBiopermit(databaseUrl: string, ...args: string[]): Promise<CliRun> {
  return run(process.execPath, [BIN, ...args], { DATABASE_URL: databaseUrl });
}

let codeCounter = 0;
function uniqueCode(): string {
  codeCounter += 1;
  return `CLI${codeCounter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

function scratchSqliteUrl(): { url: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-cli-'));
  return { url: `sqlite:${path.join(dir, 'x.db')}`, dir };
}

// ---------------------------------------------------------------------------------------------

describe('biopermit --help', () => {
  const { url, dir } = scratchSqliteUrl();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Each command, and what its help must name: options and arguments, or subcommands. */
  const COMMANDS: [string, string[]][] = [
    ['', ['serve', 'migrate', 'agency', 'client', 'token', 'keys', 'DATABASE_URL']],
    ['serve', ['--help']],
    ['migrate', ['--help']],
    ['agency', ['create', 'list']],
    ['agency create', ['<code>', '--name <name>', '--json']],
    ['agency list', ['--json']],
    ['client', ['create', 'list', 'revoke']],
    ['client create', ['--agency <code>', '--name <name>', '--scope <scopes>', '--json']],
    ['client list', ['--agency <code>', '--json']],
    ['client revoke', ['<id>']],
    ['token', ['--agency <code>', '--ttl <seconds>', '--scope <scopes>', '--json']],
    ['keys', ['rotate', 'list']],
    ['keys rotate', ['--help']],
    ['keys list', ['--json']],
  ];

  it.for(COMMANDS)('"biopermit %s --help" exits 0 and names what it takes', async ([command, mentions], { expect }) => {
    const args = command === '' ? ['--help'] : [...command.split(' '), '--help'];
    const result = await biopermit(url, ...args);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: biopermit${command === '' ? '' : ` ${command}`} `);
    for (const mention of mentions) expect(result.stdout).toContain(mention);
  });

  it('"node bin/biopermit.js --help" exits 0 and names the commands, in a process of its own', { timeout: SLOW_TEST_MS }, async () => {
    const result = await spawnBiopermit(url, '--help');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Usage: biopermit ');
    for (const mention of COMMANDS[0]?.[1] ?? []) expect(result.stdout).toContain(mention);
  });

  it('runs as "npx biopermit" from the project root', async () => {
    const result = await run('npx', ['--no-install', 'biopermit', '--help'], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: biopermit');
  });

  it('refuses an unknown command with a non-zero exit', async () => {
    const result = await biopermit(url, 'frobnicate');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('frobnicate');
  });
});

describe('biopermit with a bad setting', () => {
  const { url, dir } = scratchSqliteUrl();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const BAD_SETTINGS: [variable: string, value: string, command: string][] = [
    ['PORT', 'abc', 'agency list'],
    ['PORT', 'abc', 'serve'],
    ['DATABASE_URL', 'mysql://x', 'agency list'],
    ['TOKEN_TTL_SECONDS', '5', 'token --agency X'],
  ];

  // `serve` in a process of its own (it would serve in this one); the others in this process.
  it.for(BAD_SETTINGS)(
    'stops when %s=%s, naming the variable (biopermit %s)',
    { timeout: SLOW_TEST_MS },
    async ([variable, value, command], { expect }) => {
      const env = { DATABASE_URL: url, [variable]: value };
      const args = command.split(' ');
      const result = command === 'serve' ? await run(process.execPath, [BIN, ...args], env) : await runCli(args, { env });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`Invalid ${variable}`);
      expect(result.stdout).toBe('');
      expect(fs.readdirSync(dir)).toEqual([]);
    },
  );

  it('does not repeat a database URL, which may hold a password', async () => {
    const result = await runCli(['agency', 'list'], { env: { DATABASE_URL: 'mysql://operator:hunter2@db.example/permits' } });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('DATABASE_URL');
    expect(result.stderr).not.toContain('hunter2');
  });
});

describe('client secrets at rest in a SQLite file', () => {
  const { url, dir } = scratchSqliteUrl();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stores only the SHA-256 hash of the secret, and the secret appears nowhere in the files', { timeout: SLOW_TEST_MS }, async () => {
    const agency = uniqueCode();
    await succeed(url, 'agency', 'create', agency, '--name', 'Secret Keeping Agency');
    const created = JSON.parse(await succeed(url, 'client', 'create', '--agency', agency, '--json')) as {
      clientId: string;
      clientSecret: string;
    };

    const file = url.slice('sqlite:'.length);
    const sqlite = new Database(file, { readonly: true });
    try {
      const row = sqlite.prepare('select secret_hash from api_clients where id = ?').get(created.clientId) as { secret_hash: string };
      expect(row.secret_hash).not.toBe(created.clientSecret);
      expect(row.secret_hash).toBe(createHash('sha256').update(created.clientSecret).digest('hex'));
    } finally {
      sqlite.close();
    }

    // The database and its WAL, byte for byte: the client's id is there (so the scan sees the row), its secret is not.
    const bytes = Buffer.concat(fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name))));
    expect(bytes.includes(created.clientId)).toBe(true);
    expect(bytes.includes(created.clientSecret)).toBe(false);
    expect(bytes.includes(created.clientSecret.slice('bps_'.length))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

/** The HTTP service on the database the CLI writes to, built as the server builds it. */
interface ServiceOnSameDatabase {
  readonly app: FastifyInstance;
  readonly database: AppDatabase;
}

async function startService(databaseUrl: string): Promise<ServiceOnSameDatabase> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: config.requireDurableWrites, poolSize: 2 });
  await migrateToLatest(database.db);
  const { app } = await buildApp(config, database);
  await app.ready();
  return { app, database };
}

/** A database of its own for a test that needs an empty one. */
async function withFreshDatabase(dialect: DialectName, work: (url: string) => Promise<void>): Promise<void> {
  const fresh = await createTestDatabase(dialect);
  try {
    await work(fresh.url);
  } finally {
    await fresh.drop();
  }
}

describe.each(testDialects)('biopermit operator commands (%s)', (dialect) => {
  // Rows a test needs but does not test are made in-process, through the services the CLI calls:
  // every CLI run costs seconds.
  let url: string;
  let dropDatabase: () => Promise<void>;
  let service: ServiceOnSameDatabase;

  beforeAll(async () => {
    const testDatabase = await createTestDatabase(dialect);
    url = testDatabase.url;
    dropDatabase = () => testDatabase.drop();
    service = await startService(url);
  });
  afterAll(async () => {
    await service?.app.close();
    await service?.database.close();
    await dropDatabase?.();
  });

  function requestToken(clientId: string, clientSecret: string) {
    return service.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
    });
  }

  async function anAgency(): Promise<string> {
    const code = uniqueCode();
    await createAgency(service.database.db, code, `Agency ${code}`, OPERATOR_ACTOR);
    return code;
  }

  async function aClient(agency: string): Promise<{ clientId: string; clientSecret: string }> {
    return createApiClient(service.database.db, { agencyCode: agency, actor: OPERATOR_ACTOR });
  }

  describe('migrate', () => {
    it('applies the migrations, then finds nothing to do the second time', { timeout: SLOW_TEST_MS }, async () => {
      await withFreshDatabase(dialect, async (freshUrl) => {
        // As operators run it: the first command on a new database, in a process of its own.
        const first = await spawnBiopermit(freshUrl, 'migrate');
        expect(first.code).toBe(0);
        expect(first.stdout).toMatch(/^Applied: \S+/);

        const second = await spawnBiopermit(freshUrl, 'migrate');
        expect(second.code).toBe(0);
        expect(second.stdout).toBe('Database is up to date.\n');
      });
    });
  });

  describe('agency', () => {
    it('creates an agency that agency list then shows, as a table and as JSON', { timeout: SLOW_TEST_MS }, async () => {
      const code = uniqueCode();
      expect(await succeed(url, 'agency', 'create', code, '--name', 'Bureau of Plant Industry')).toContain(code);

      const table = await succeed(url, 'agency', 'list');
      expect(table.split('\n')[0]).toMatch(/^code\s+name\s+contact\s+created$/);
      expect(table).toMatch(new RegExp(`^${code}\\s+Bureau of Plant Industry\\s+\\d{4}-`, 'm'));

      const listed = JSON.parse(await succeed(url, 'agency', 'list', '--json')) as { code: string; name: string; createdAt: string }[];
      expect(listed).toContainEqual({ code, name: 'Bureau of Plant Industry', contactEmail: null, createdAt: expect.any(String) });
    });

    it('prints the created agency as JSON with --json', async () => {
      const code = uniqueCode();
      const created = JSON.parse(await succeed(url, 'agency', 'create', code, '--name', 'Fisheries Office', '--json'));
      expect(created).toEqual({ code, name: 'Fisheries Office', contactEmail: null, createdAt: expect.any(String) });
    });

    it('refuses a duplicate agency with a non-zero exit and a message on stderr', async () => {
      const code = await anAgency();
      const again = await biopermit(url, 'agency', 'create', code, '--name', 'Second');
      expect(again.code).not.toBe(0);
      expect(again.stderr).toBe(`biopermit: Agency ${code} already exists\n`);
      expect(again.stdout).toBe('');
    });

    it('refuses an agency code that is not valid', async () => {
      const result = await biopermit(url, 'agency', 'create', 'has space', '--name', 'X');
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('"has space"');
    });

    it('sets, shows and removes an agency’s contact address; refuses one that is not an address', { timeout: SLOW_TEST_MS }, async () => {
      const agency = await anAgency();
      expect(await succeed(url, 'agency', 'contact-email', agency, 'permits@pcsd.example.ph')).toBe(
        `Agency ${agency}: notices are copied to permits@pcsd.example.ph.\n`,
      );
      const contactOf = async () =>
        (await service.database.db.selectFrom('agencies').select('contact_email').where('code', '=', agency).executeTakeFirstOrThrow())
          .contact_email;
      expect(await contactOf()).toBe('permits@pcsd.example.ph');
      const refused = await biopermit(url, 'agency', 'contact-email', agency, 'not an address');
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('"not an address" is not an email address');
      expect(await contactOf()).toBe('permits@pcsd.example.ph');
      expect(JSON.parse(await succeed(url, 'agency', 'contact-email', agency, '--json'))).toMatchObject({
        code: agency,
        contactEmail: null,
      });
      expect(await contactOf()).toBeNull();
    });
  });

  describe('client', () => {
    it('prints one JSON object with the new client’s id and secret, stores only the secret’s SHA-256, and the secret gets a token', {
      timeout: SLOW_TEST_MS,
    }, async () => {
      const agency = await anAgency();
      const created = JSON.parse(await succeed(url, 'client', 'create', '--agency', agency, '--json')) as Record<string, string>;
      expect(created).toEqual({
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        clientSecret: expect.stringMatching(/^bps_[\w-]{40,}$/),
        agencyCode: agency,
        scopes: ['applications:write', 'applications:read', 'webhooks:manage'],
      });
      const { clientId = '', clientSecret = '' } = created;

      const row = await service.database.db
        .selectFrom('api_clients')
        .select(['secret_hash', 'agency_code'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      expect(row.agency_code).toBe(agency);
      expect(row.secret_hash).not.toBe(clientSecret);
      expect(row.secret_hash).toBe(createHash('sha256').update(clientSecret).digest('hex'));

      const response = await requestToken(clientId, clientSecret);
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(json<{ access_token: string }>(response).access_token).agency).toBe(agency);
    });

    it('grants only the scopes given with --scope', async () => {
      const agency = await anAgency();
      const created = JSON.parse(await succeed(url, 'client', 'create', '--agency', agency, '--scope', 'applications:read', '--json'));
      expect(created.scopes).toEqual(['applications:read']);
    });

    it('grants webhooks:manage to a client created without it: its next token has it', { timeout: SLOW_TEST_MS }, async () => {
      const agency = await anAgency();
      const created = JSON.parse(await succeed(url, 'client', 'create', '--agency', agency, '--scope', 'applications:read', '--json'));
      expect(await succeed(url, 'client', 'grant', created.clientId, '--scope', 'webhooks:manage')).toBe(
        `Client ${created.clientId} now has: applications:read webhooks:manage\n`,
      );
      const response = await requestToken(created.clientId, created.clientSecret);
      expect(response.statusCode).toBe(200);
      expect(json<{ scope: string }>(response).scope.split(' ').sort()).toEqual(['applications:read', 'webhooks:manage']);
      const unknown = await biopermit(url, 'client', 'grant', created.clientId, '--scope', 'webhooks:everything');
      expect(unknown.code).not.toBe(0);
    });

    it('refuses a client for an unknown agency, or without any scope', { timeout: SLOW_TEST_MS }, async () => {
      const unknown = await biopermit(url, 'client', 'create', '--agency', uniqueCode());
      expect(unknown.code).not.toBe(0);
      expect(unknown.stderr).toContain('No agency');

      const noScope = await biopermit(url, 'client', 'create', '--agency', await anAgency(), '--scope', '');
      expect(noScope.code).not.toBe(0);
      expect(noScope.stderr).toContain('at least one scope');
    });

    it('lists clients without ever printing a secret', { timeout: SLOW_TEST_MS }, async () => {
      const agency = await anAgency();
      const { clientId, clientSecret } = await aClient(agency);

      const table = await succeed(url, 'client', 'list');
      const mine = await succeed(url, 'client', 'list', '--agency', agency, '--json');
      for (const output of [table, mine]) {
        expect(output).toContain(clientId);
        expect(output).not.toContain(clientSecret);
        expect(output).not.toContain(clientSecret.slice('bps_'.length));
        expect(output.toLowerCase()).not.toContain('secret');
      }
      expect(JSON.parse(mine)).toEqual([expect.objectContaining({ clientId, agency, revoked: null })]);
    });

    it('revokes a client, after which the token endpoint refuses it', { timeout: SLOW_TEST_MS }, async () => {
      const agency = await anAgency();
      const { clientId, clientSecret } = await aClient(agency);
      expect((await requestToken(clientId, clientSecret)).statusCode).toBe(200);

      expect(await succeed(url, 'client', 'revoke', clientId)).toBe(`Client ${clientId} revoked.\n`);

      const refused = await requestToken(clientId, clientSecret);
      expect(refused.statusCode).toBe(401);
      expect(json<{ error: string }>(refused).error).toBe('invalid_client');
      const listed = JSON.parse(await succeed(url, 'client', 'list', '--agency', agency, '--json')) as { revoked: string | null }[];
      expect(listed[0]?.revoked).toEqual(expect.any(String));
    });

    it('refuses to revoke a client twice, or one that is not a client id', { timeout: SLOW_TEST_MS }, async () => {
      const { clientId } = await aClient(await anAgency());
      await revokeClient(service.database.db, clientId, OPERATOR_ACTOR);

      const twice = await biopermit(url, 'client', 'revoke', clientId);
      expect(twice.code).not.toBe(0);
      expect(twice.stderr).toContain('already revoked');

      const notAnId = await biopermit(url, 'client', 'revoke', 'not-a-client');
      expect(notAnId.code).not.toBe(0);
      expect(notAnId.stderr).toContain('not-a-client');
    });
  });

  describe('token', () => {
    it('mints a token, as JSON with --json, that the service accepts', async () => {
      const agency = await anAgency();
      const minted = JSON.parse(await succeed(url, 'token', '--agency', agency, '--json')) as Record<string, unknown>;
      expect(minted).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });

      const response = await service.app.inject({
        method: 'GET',
        url: `/api/v1/external/application/agency/${agency}`,
        headers: bearer(String(minted.access_token)),
      });
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(String(minted.access_token))).toMatchObject({ agency, sub: 'operator' });
    });

    it('mints a token for --ttl seconds', async () => {
      const agency = await anAgency();
      const minted = JSON.parse(await succeed(url, 'token', '--agency', agency, '--ttl', '120', '--json')) as {
        access_token: string;
        expires_in: number;
      };
      expect(minted.expires_in).toBe(120);
      const claims = decodeJwt(minted.access_token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);
    });

    it('prints just the token without --json', async () => {
      expect(await succeed(url, 'token', '--agency', await anAgency())).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    });

    it('refuses an unknown agency, a --ttl over the maximum, and a --ttl that is not a number', { timeout: SLOW_TEST_MS }, async () => {
      const unknown = await biopermit(url, 'token', '--agency', uniqueCode());
      expect(unknown.code).not.toBe(0);
      expect(unknown.stderr).toContain('No agency');

      const agency = await anAgency();
      const tooLong = await biopermit(url, 'token', '--agency', agency, '--ttl', '86401');
      expect(tooLong.code).not.toBe(0);
      expect(tooLong.stderr).toContain('TOKEN_MAX_TTL_SECONDS');

      const notANumber = await biopermit(url, 'token', '--agency', agency, '--ttl', 'soon');
      expect(notANumber.code).not.toBe(0);
      expect(notANumber.stderr).toContain('--ttl');
      expect(notANumber.stdout).toBe('');
    });
  });

  describe('keys', () => {
    it('rotates the signing key: keys list shows the old key retired and the new one current', { timeout: SLOW_TEST_MS }, async () => {
      await withFreshDatabase(dialect, async (freshUrl) => {
        const rotated = await succeed(freshUrl, 'keys', 'rotate');
        const newKid = /New signing key (\S+):/.exec(rotated)?.[1];
        expect(newKid).toBeDefined();

        const keys = JSON.parse(await succeed(freshUrl, 'keys', 'list', '--json')) as { kid: string; retired: string | null }[];
        expect(keys).toHaveLength(2);
        expect(keys.filter((k) => k.retired === null).map((k) => k.kid)).toEqual([newKid]);
        expect(keys.filter((k) => k.retired !== null)).toHaveLength(1);

        const table = await succeed(freshUrl, 'keys', 'list');
        expect(table.split('\n')[0]).toMatch(/^kid\s+algorithm\s+created\s+retired$/);
        expect(table).toContain(String(newKid));
        expect(table.trim().split('\n')).toHaveLength(3);
      });
    });
  });
});
