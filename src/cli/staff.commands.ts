import type { Command } from 'commander';
import { OPERATOR_ACTOR } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { isRole, ROLES, type Role } from '../policy/roles.js';
import { assertAcceptablePassword } from '../staff/password.js';
import { setPasswordDirectly } from '../staff/password.service.js';
import type { StaffUser } from '../staff/staff.schemas.js';
import { type StaffDeps, staffSettings } from '../staff/staff.settings.js';
import {
  createStaffUser,
  getStaffUserRow,
  issuePasswordReset,
  listStaffUsers,
  type SetupCodeIssued,
  updateStaffUser,
} from '../staff/staff-user.service.js';
import { showTotpCodeForDevelopment } from '../staff/totp-development.service.js';
import { printJson, printTable, withDatabase } from './context.js';

/** `biopermit staff …`: the operator's side of staff accounts, through the same services as the staff API. */

function collect(value: string, previous: string[]): string[] {
  return [...previous, ...value.split(',').map((part) => part.trim())].filter((part) => part !== '');
}

function roleList(values: readonly string[]): Role[] {
  const unknown = values.filter((value) => !isRole(value));
  if (unknown.length > 0) throw new AppError('validation_failed', `Unknown role ${unknown.join(', ')}; roles: ${ROLES.join(', ')}`);
  return values as Role[];
}

/**
 * The service's address for the links the commands print: PUBLIC_BASE_URL, or without it the service
 * this machine runs with the same settings (HOST, PORT), as the quick start and the walk-through do.
 */
function serviceAddress(config: Config): string {
  if (config.publicBaseUrl !== undefined) return config.publicBaseUrl;
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

function withStaff<T>(work: (deps: StaffDeps, database: Database, config: Config) => Promise<T>): Promise<T> {
  return withDatabase((database, config) =>
    work({ db: database.db, settings: { ...staffSettings(config), publicBaseUrl: serviceAddress(config) } }, database, config),
  );
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  // One trailing newline is the shell's (echo, a file), not the password's.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function printSetup(setup: SetupCodeIssued, email: string, config: Config): void {
  const where =
    config.publicBaseUrl === undefined
      ? `PUBLIC_BASE_URL is not set: the link assumes the service on this machine at ${serviceAddress(config)}; ` +
        'set PUBLIC_BASE_URL to the address users reach it at'
      : 'at PUBLIC_BASE_URL';
  process.stdout.write(
    `Set-up code for ${email} (${setup.purpose}, valid until ${setup.expiresAt}):\n  ${setup.code}\n` +
      `Link (${where}):\n  ${setup.link}\n` +
      'Give it to the user by a channel you trust: it sets the password once. It cannot be shown again.\n',
  );
}

function userRow(user: StaffUser): Record<string, string | null> {
  return {
    email: user.email,
    name: user.name,
    roles: (user.roles as string[]).join(','),
    agencies: user.agencyCodes === null ? '(all)' : user.agencyCodes.join(','),
    status: user.disabled ? 'disabled' : user.passwordSet ? 'active' : 'no password yet',
    totp: user.secondFactor.enrolled ? 'yes' : user.secondFactor.required ? 'required' : 'no',
    lastLogin: user.lastLoginAt,
  };
}

const USER_COLUMNS = ['email', 'name', 'roles', 'agencies', 'status', 'totp', 'lastLogin'];

export function registerStaffCommands(program: Command): void {
  const staff = program.command('staff').description("manage the authority's staff accounts (users of the staff API and back-office)");

  staff
    .command('create')
    .description('create a staff user; prints a one-time code and link to set the password (or reads it with --password-stdin)')
    .requiredOption('--email <email>', 'the log-in email')
    .requiredOption('--name <name>', 'the full name')
    .option('--role <role>', `a role: ${ROLES.join(', ')} (repeat, or separate with commas; at least one)`, collect, [])
    .option('--agency <code>', 'limit the user to this source agency (repeat, or separate with commas; default: every agency)', collect, [])
    .option('--password-stdin', 'read the password from standard input instead of printing a set-up code (for scripts)')
    .option('--json', 'print {user, setup} as JSON')
    .action((options: { email: string; name: string; role: string[]; agency: string[]; passwordStdin?: boolean; json?: boolean }) =>
      withStaff(async (deps, _database, config) => {
        if (options.role.length === 0) throw new AppError('validation_failed', `Give at least one --role: ${ROLES.join(', ')}`);
        const roles = roleList(options.role);
        const password = options.passwordStdin ? await readStdin() : undefined;
        // The password is checked first, so a refused one leaves no user behind.
        if (password !== undefined) await assertAcceptablePassword(password, { email: options.email, name: options.name }, 'password');
        const created = await createStaffUser(deps, OPERATOR_ACTOR, {
          email: options.email,
          name: options.name,
          roles,
          agencyCodes: options.agency.length === 0 ? null : options.agency,
        });
        if (password !== undefined) await setPasswordDirectly(deps, OPERATOR_ACTOR, created.user.id, password);
        const user = { ...created.user, passwordSet: password !== undefined };
        if (options.json) printJson(password === undefined ? { user, setup: created.setup } : { user });
        else if (password === undefined) {
          process.stdout.write(`Staff user ${user.email} created.\n`);
          printSetup(created.setup, user.email, config);
        } else process.stdout.write(`Staff user ${user.email} created with the password given.\n`);
      }),
    );

  staff
    .command('list')
    .description('list staff users')
    .option('--json', 'print as JSON')
    .action((options: { json?: boolean }) =>
      withStaff(async (deps) => {
        const users = await listStaffUsers(deps, OPERATOR_ACTOR);
        if (options.json) printJson(users);
        else printTable(users.map(userRow), USER_COLUMNS);
      }),
    );

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    staff
      .command(name)
      .description(disabled ? 'disable a staff user: every session of the user ends at once' : 'enable a disabled staff user again')
      .argument('<user>', 'email or id')
      .action((reference: string) =>
        withStaff(async (deps) => {
          const user = await getStaffUserRow(deps.db, reference);
          await updateStaffUser(deps, OPERATOR_ACTOR, user.id, { disabled });
          process.stdout.write(`Staff user ${user.email} ${disabled ? 'disabled' : 'enabled'}.\n`);
        }),
      );
  }

  staff
    .command('reset-password')
    .description('print a one-time code and link with which the user sets a new password')
    .argument('<user>', 'email or id')
    .option('--totp', 'also remove the TOTP factor and recovery codes (a lost device); the user enrols again')
    .option('--json', 'print the code as JSON')
    .action((reference: string, options: { totp?: boolean; json?: boolean }) =>
      withStaff(async (deps, _database, config) => {
        const user = await getStaffUserRow(deps.db, reference);
        const setup = await issuePasswordReset(deps, OPERATOR_ACTOR, user.id, { resetSecondFactor: options.totp === true });
        if (options.json) printJson(setup);
        else printSetup(setup, user.email, config);
      }),
    );

  staff
    .command('roles')
    .description("show a staff user's roles and agencies, or change them (--role replaces the roles, --agency the agencies)")
    .argument('<user>', 'email or id')
    .option('--role <role>', `the new roles: ${ROLES.join(', ')} (repeat, or separate with commas)`, collect, [])
    .option('--agency <code>', 'limit to these source agencies (repeat, or separate with commas)', collect, [])
    .option('--all-agencies', 'lift the agency limit')
    .option('--json', 'print the user as JSON')
    .action((reference: string, options: { role: string[]; agency: string[]; allAgencies?: boolean; json?: boolean }) =>
      withStaff(async (deps) => {
        if (options.allAgencies && options.agency.length > 0)
          throw new AppError('validation_failed', 'Give --agency or --all-agencies, not both');
        const user = await getStaffUserRow(deps.db, reference);
        const changes = {
          ...(options.role.length > 0 ? { roles: roleList(options.role) } : {}),
          ...(options.agency.length > 0 ? { agencyCodes: options.agency } : {}),
          ...(options.allAgencies ? { agencyCodes: null } : {}),
        };
        if (Object.keys(changes).length > 0) await updateStaffUser(deps, OPERATOR_ACTOR, user.id, changes);
        const [shown] = (await listStaffUsers(deps, OPERATOR_ACTOR)).filter((row) => row.id === user.id);
        if (shown === undefined) throw new Error('the user just read is missing');
        if (options.json) printJson(shown);
        else {
          const row = userRow(shown);
          process.stdout.write(`${shown.email}\n  roles:    ${row.roles}\n  agencies: ${row.agencies}\n`);
        }
      }),
    );

  staff
    .command('totp')
    .description(
      "for development: print the code a user's authenticator app shows now, computed from the TOTP secret in the database " +
        '(the enrolment waiting for confirmation, else the enrolled factor). It needs what the service needs to read the ' +
        'database (DATABASE_URL, and SIGNING_KEY_ENCRYPTION_KEY when secrets are sealed), is written to the audit trail, ' +
        'and is no way to log in as someone on a server you do not operate. Each code works once: when the current one was ' +
        'used, it prints the next step’s, which the service accepts now, and says so on standard error.',
    )
    .argument('<user>', 'email or id')
    .option('--json', 'print {email, code, secret, step, currentCodeUsed, validFrom, validUntil} as JSON')
    .action((reference: string, options: { json?: boolean }) =>
      withStaff(async (deps) => {
        const shown = await showTotpCodeForDevelopment(deps, OPERATOR_ACTOR, reference);
        const waitMs = Date.parse(shown.validFrom) - Date.now();
        if (shown.currentCodeUsed) {
          process.stderr.write(
            `The current code of ${shown.email} was already used (each code works once): this is the next 30-second step's, ` +
              `accepted until ${shown.validUntil}${waitMs > 0 ? `; waiting ${Math.ceil(waitMs / 1000)} s until it is` : ''}.\n`,
          );
        }
        if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
        if (options.json) printJson(shown);
        else process.stdout.write(`${shown.code}\n`);
      }),
    );
}
