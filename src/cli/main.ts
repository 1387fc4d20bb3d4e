import { Command, InvalidArgumentError, Option } from 'commander';
import { findAgency } from '../agencies/agency.repository.js';
import {
  createAgency,
  createApiClient,
  grantClientScopes,
  listAgencies,
  listApiClients,
  revokeClient,
  setAgencyContactEmail,
} from '../agencies/agency.service.js';
import { findApplicationByRef } from '../audit/audit-read.repository.js';
import { OPERATOR_ACTOR } from '../auth/actor.js';
import { createCredentialKeyRing } from '../auth/credential-key-ring.js';
import { createKeyRing, KEY_ACTIVATION_DELAY_MS } from '../auth/key-ring.js';
import { ALL_SCOPES } from '../auth/scopes.js';
import { listSigningKeys } from '../auth/signing-key.repository.js';
import { issueAccessToken } from '../auth/token.service.js';
import { BackupError } from '../backup/backup.error.js';
import { ensureHolidaysSeeded } from '../clock/holiday.service.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { queueUnsentMessages } from '../mail/mail.service.js';
import { addAuditCommands } from './audit.commands.js';
import { registerBackupCommands } from './backup.commands.js';
import { registerBlobCommands } from './blobs.commands.js';
import { registerCalendarCommands } from './calendar.commands.js';
import { printJson, printTable, withDatabase } from './context.js';
import { addCredentialCommands } from './credentials.commands.js';
import { addDatasetCommands } from './dataset.commands.js';
import { addLogCommands } from './log.commands.js';
import { addMaintenanceCommands } from './maintenance.commands.js';
import { addObligationCommands } from './obligations.commands.js';
import { addPlaceCommands } from './places.commands.js';
import { addPrivacyCommands } from './privacy.commands.js';
import { registerStaffCommands } from './staff.commands.js';

function positiveInteger(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('expected a whole number of seconds');
  return Number(value);
}

function scopeList(value: string): string[] {
  return value.split(/[\s,]+/).filter((s) => s !== '');
}

export function buildProgram(): Command {
  const program = new Command('biopermit')
    .description('Permit-application service for access and benefit-sharing (ABS): server and operator commands.')
    .addHelpText(
      'after',
      '\nSettings come from the environment (DATABASE_URL, PORT, HOST, LOG_LEVEL, TOKEN_*, ...): see README.md.\n' +
        'The server and these commands share DATABASE_URL (default sqlite:./data/biopermit.db).',
    )
    .showHelpAfterError();

  program
    .command('serve')
    .description('apply pending migrations and serve the HTTP API, and run the work (jobs, deliveries, mail), until SIGTERM or SIGINT')
    .option('--no-work', 'serve the HTTP API only: `biopermit work` processes run the jobs, webhook deliveries and mail')
    // Loaded on demand: the HTTP stack is most of the start-up time, and no other command needs it.
    .action(async (options: { work: boolean }) => (await import('../server.js')).startServer(loadConfig(), { work: options.work }));

  program
    .command('work')
    .description(
      'apply pending migrations and run the work (scheduled jobs, webhook deliveries, mail) without the HTTP API, until SIGTERM ' +
        'or SIGINT; /healthz, /readyz and /metrics on METRICS_HOST:METRICS_PORT',
    )
    .action(async () => (await import('../worker.js')).startWorker(loadConfig()));

  program
    .command('migrate')
    .description('apply pending database migrations (safe to run again)')
    .action(() =>
      withDatabase(
        async (database) => {
          const applied = await migrateToLatest(database.db);
          await ensureHolidaysSeeded(database.db);
          process.stdout.write(applied.length === 0 ? 'Database is up to date.\n' : `Applied: ${applied.join(', ')}\n`);
        },
        { migrate: false },
      ),
    );

  const agency = program.command('agency').description('manage the agencies that submit applications');
  agency
    .command('create')
    .description('register an agency')
    .argument('<code>', 'agency code, as used in sourceAgencyCode (1-32 letters, digits, . _ -)')
    .requiredOption('--name <name>', "the agency's name")
    .option('--contact-email <email>', 'where the agency gets a copy of every notice meant for it (docs/EMAIL.md)')
    .option('--json', 'print the agency as JSON')
    .action((code: string, options: { name: string; contactEmail?: string; json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const row = await createAgency(db, code, options.name, OPERATOR_ACTOR, {}, options.contactEmail ?? null);
        if (options.json) printJson({ code: row.code, name: row.name, contactEmail: row.contact_email, createdAt: row.created_at });
        else process.stdout.write(`Agency ${row.code} created.\n`);
      }),
    );
  agency
    .command('contact-email')
    .description('set the address where the agency gets a copy of every notice meant for it; without an address, remove it')
    .argument('<code>', 'the agency')
    .argument('[email]', 'the contact address; leave out to remove it')
    .option('--json', 'print the agency as JSON')
    .action((code: string, email: string | undefined, options: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const row = await setAgencyContactEmail(db, code, email ?? null, OPERATOR_ACTOR);
        if (options.json) printJson({ code: row.code, name: row.name, contactEmail: row.contact_email, createdAt: row.created_at });
        else
          process.stdout.write(
            row.contact_email === null
              ? `Agency ${row.code} has no contact address.\n`
              : `Agency ${row.code}: notices are copied to ${row.contact_email}.\n`,
          );
      }),
    );
  agency
    .command('list')
    .description('list agencies')
    .option('--json', 'print as JSON')
    .action((options: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const rows = await listAgencies(db);
        if (options.json)
          printJson(rows.map((r) => ({ code: r.code, name: r.name, contactEmail: r.contact_email, createdAt: r.created_at })));
        else
          printTable(
            rows.map((r) => ({ code: r.code, name: r.name, contact: r.contact_email ?? '', created: r.created_at })),
            ['code', 'name', 'contact', 'created'],
          );
      }),
    );

  const mail = program.command('mail').description('the emails biopermit composes (docs/EMAIL.md)');
  mail
    .command('send-unsent')
    .description('queue again every message kept as not_sent (composed while SMTP_URL was not set); the mail-send job sends them')
    .option('--application <ref>', "only this application's (registration number or id)")
    .action((options: { application?: string }) =>
      withDatabase(async ({ db }) => {
        let applicationId: string | undefined;
        if (options.application !== undefined) {
          const application = await findApplicationByRef(db, options.application);
          if (application === undefined) throw new AppError('not_found', `No application ${options.application}`);
          applicationId = application.id;
        }
        const queued = await queueUnsentMessages(db, applicationId);
        process.stdout.write(`${queued} message(s) queued to be sent.\n`);
      }),
    );

  const client = program.command('client').description('manage API clients (OAuth client credentials) of agencies');
  client
    .command('create')
    .description('create a client for an agency; prints its secret once (only a hash is stored)')
    .requiredOption('--agency <code>', 'the agency the client acts for')
    .option('--name <name>', "a label, e.g. the agency system's name")
    .addOption(new Option('--scope <scopes>', `scopes to grant (default: ${ALL_SCOPES.join(' ')})`).argParser(scopeList))
    .option('--json', 'print {clientId, clientSecret, ...} as one JSON object')
    .action((options: { agency: string; name?: string; scope?: string[]; json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const created = await createApiClient(db, {
          agencyCode: options.agency,
          name: options.name,
          scopes: options.scope,
          actor: OPERATOR_ACTOR,
        });
        if (options.json) {
          printJson(created);
          return;
        }
        process.stdout.write(
          `clientId:     ${created.clientId}\nclientSecret: ${created.clientSecret}\nagency:       ${created.agencyCode}\n` +
            `scopes:       ${created.scopes.join(' ')}\n\nStore the secret now: it cannot be shown again.\n`,
        );
      }),
    );
  client
    .command('list')
    .description('list clients (never their secrets)')
    .option('--agency <code>', "only this agency's clients")
    .option('--json', 'print as JSON')
    .action((options: { agency?: string; json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const rows = await listApiClients(db, options.agency);
        const view = rows.map((r) => ({
          clientId: r.id,
          agency: r.agency_code,
          name: r.name,
          scopes: r.scopes,
          created: r.created_at,
          revoked: r.revoked_at,
        }));
        if (options.json) printJson(view);
        else printTable(view, ['clientId', 'agency', 'name', 'scopes', 'created', 'revoked']);
      }),
    );
  client
    .command('revoke')
    .description('revoke a client: no new tokens, and its tokens stop working within 10 seconds')
    .argument('<id>', 'the clientId')
    .action((id: string) =>
      withDatabase(async ({ db }) => {
        await revokeClient(db, id, OPERATOR_ACTOR);
        process.stdout.write(`Client ${id} revoked.\n`);
      }),
    );

  client
    .command('grant')
    .description('add scopes to a client (e.g. webhooks:manage for a client created before webhooks); its next token has them')
    .argument('<id>', 'the clientId')
    .requiredOption('--scope <scopes>', `scopes to add, of: ${ALL_SCOPES.join(' ')}`, scopeList)
    .action((id: string, options: { scope: string[] }) =>
      withDatabase(async ({ db }) => {
        const scopes = await grantClientScopes(db, id, options.scope, OPERATOR_ACTOR);
        process.stdout.write(`Client ${id} now has: ${scopes.join(' ')}\n`);
      }),
    );

  program
    .command('token')
    .description('mint an access token for an agency, signed by the service (for operators and testing)')
    .requiredOption('--agency <code>', 'the agency the token acts for')
    .option('--ttl <seconds>', 'lifetime in seconds (default TOKEN_TTL_SECONDS)', positiveInteger)
    .addOption(new Option('--scope <scopes>', `scopes (default: ${ALL_SCOPES.join(' ')})`).argParser(scopeList))
    .option('--json', 'print {"access_token", "token_type", "expires_in", "scope"}')
    .action((options: { agency: string; ttl?: number; scope?: string[]; json?: boolean }) =>
      withDatabase(async ({ db }, config) => {
        if ((await findAgency(db, options.agency)) === undefined) throw new AppError('not_found', `No agency with code ${options.agency}`);
        if (!config.tokens.acceptLocalTokens) {
          throw new AppError(
            'forbidden',
            'TOKEN_ACCEPT_LOCAL is false: this service would refuse its own tokens; get one from the identity provider',
          );
        }
        const ttl = options.ttl ?? config.tokens.ttlSeconds;
        if (ttl > config.tokens.maxTtlSeconds) {
          throw new AppError('validation_failed', `--ttl may be at most ${config.tokens.maxTtlSeconds} (TOKEN_MAX_TTL_SECONDS)`);
        }
        const scopes = options.scope ?? [...ALL_SCOPES];
        const unknown = scopes.filter((s) => !(ALL_SCOPES as readonly string[]).includes(s));
        if (unknown.length > 0) throw new AppError('validation_failed', `Unknown scope: ${unknown.join(' ')}`);
        const keyRing = createKeyRing(db, config.tokens);
        await keyRing.initialize();
        const token = await issueAccessToken(keyRing, config.tokens, {
          subject: 'operator',
          agencyCode: options.agency,
          scopes,
          ttlSeconds: ttl,
        });
        if (options.json) printJson(token);
        else process.stdout.write(`${token.access_token}\n`);
      }),
    );

  program
    .command('openapi')
    .description('write the OpenAPI 3.1 document the service serves at /openapi.json (servers from PUBLIC_BASE_URL)')
    .option('--out <file>', 'write it to this file instead of standard output')
    // Loaded on demand, like serve: it builds the HTTP app.
    .action(async (options: { out?: string }) => {
      const { buildOpenApiDocument, formatDocument } = await import('../http/openapi-document.js');
      const text = formatDocument(await buildOpenApiDocument());
      if (options.out === undefined) process.stdout.write(text);
      else {
        const fs = await import('node:fs');
        const path = await import('node:path');
        fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
        fs.writeFileSync(options.out, text);
      }
    });

  const keys = program
    .command('keys')
    .description('manage the signing keys: those of access tokens (rotate, list) and those of permit credentials (rotate-credentials)');
  keys
    .command('rotate')
    .description('sign new tokens with a new key; tokens signed by the old key stay valid until they expire')
    .action(() =>
      withDatabase(async ({ db }, config) => {
        const keyRing = createKeyRing(db, config.tokens);
        await keyRing.initialize();
        const kid = await keyRing.rotate();
        process.stdout.write(
          `New signing key ${kid}: published now; it signs new tokens from ` +
            `${new Date(Date.now() + KEY_ACTIVATION_DELAY_MS).toISOString()}, once every server has loaded it. ` +
            'Tokens signed by the old key stay valid until they expire.\n',
        );
      }),
    );
  keys
    .command('list')
    .description('list signing keys (retired: when a key stops signing; it stays published until its tokens expire)')
    .option('--json', 'print as JSON')
    .action((options: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const rows = await listSigningKeys(db);
        const view = rows.map((r) => ({ kid: r.kid, algorithm: r.algorithm, created: r.created_at, retired: r.retired_at }));
        if (options.json) printJson(view);
        else printTable(view, ['kid', 'algorithm', 'created', 'retired']);
      }),
    );
  keys
    .command('rotate-credentials')
    .description('publish a new key for permit credentials, signing after the lead; credentials signed before stay valid')
    .option('--lead-days <days>', 'days the new key is published before it signs (offline verifiers sync meanwhile)', '7')
    .action((options: { leadDays: string }) =>
      withDatabase(async ({ db }, config) => {
        if (!/^\d+$/.test(options.leadDays)) throw new InvalidArgumentError('--lead-days: a whole number of days');
        const credentialKeys = createCredentialKeyRing(db, config.tokens);
        await credentialKeys.initialize();
        const leadMs = Number(options.leadDays) * 86_400_000;
        const kid = await credentialKeys.rotate(leadMs);
        process.stdout.write(
          `New credential key ${kid}: in the trust list now; it signs credentials from ${new Date(Date.now() + leadMs).toISOString()}. ` +
            'The old key stays in the trust list with that end, so credentials it signed stay valid.\n',
        );
      }),
    );
  addMaintenanceCommands(program);
  addObligationCommands(program);
  addDatasetCommands(program);
  addPlaceCommands(program);
  addCredentialCommands(program);
  addAuditCommands(program);
  addPrivacyCommands(program);
  registerCalendarCommands(program);
  registerStaffCommands(program);
  registerBlobCommands(program);
  registerBackupCommands(program);
  addLogCommands(program);
  return program;
}

export async function main(argv: readonly string[]): Promise<void> {
  try {
    await buildProgram().parseAsync([...argv]);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof AppError || error instanceof BackupError) {
      process.stderr.write(`biopermit: ${error.message}\n`);
      process.exitCode = error instanceof ConfigError ? 78 : 1;
      return;
    }
    process.stderr.write(`biopermit: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
