import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Staff accounts of the authority (src/staff/): users with their roles and agency limits, password and
 * TOTP second factor, single-use recovery and set-up codes, sessions kept in the database (so any
 * process serves any request), and failed log-ins counted per account and per client address.
 * Secrets are stored only as hashes, except the TOTP secret, which the service must read back
 * (sealed with SIGNING_KEY_ENCRYPTION_KEY when it is set).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));

  await db.schema
    .createTable('staff_users')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('agency_codes', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('password_changed_at', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_pending_at', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('user_id', uuid, (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_user').on('staff_recovery_codes').columns(['user_id', 'code_hash']).execute();

  await db.schema
    .createTable('staff_setup_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', uuid, (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_setup_codes_user').on('staff_setup_codes').column('user_id').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', uuid, (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('second_factor_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('client_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_user').on('staff_sessions').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .createTable('staff_login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema.createIndex('staff_login_throttle_last_failure').on('staff_login_throttle').column('last_failure_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['staff_login_throttle', 'staff_sessions', 'staff_setup_codes', 'staff_recovery_codes', 'staff_users']) {
    await db.schema.dropTable(table).execute();
  }
}
