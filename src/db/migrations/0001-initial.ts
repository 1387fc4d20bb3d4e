import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf, uuidType, withAutoIncrementId } from '../dialect.js';

/**
 * Frozen in time: a migration never imports application code, so it means the same thing forever.
 * Timestamps are ISO 8601 UTC text in both dialects (docs/DATABASE.md explains why).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  const dialect = dialectOf(db);

  await db.schema
    .createTable('agencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_clients')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('agency_code', 'text', (c) => c.notNull().references('agencies.code'))
    .addColumn('name', 'text')
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_clients_agency').on('api_clients').column('agency_code').execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('algorithm', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();

  await db.schema
    .createTable('registration_sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('applicants')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('agency_code', 'text', (c) => c.notNull().references('agencies.code'))
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('applicants_agency_email', ['agency_code', 'email_normalized'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('registration_no', 'text', (c) => c.notNull().unique())
    .addColumn('agency_code', 'text', (c) => c.notNull().references('agencies.code'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_unique_no', 'text', (c) => c.notNull())
    .addColumn('applicant_id', uuid, (c) => c.notNull().references('applicants.id'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('abs_link_code', 'text')
    .addColumn('ecosystem', 'text')
    .addColumn('application_type', 'text', (c) => c.notNull())
    .addColumn('permit_type', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text')
    .addColumn('additional_notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cbd_status', 'text')
    .addColumn('permittee_first_name', 'text', (c) => c.notNull())
    .addColumn('permittee_middle_name', 'text')
    .addColumn('permittee_last_name', 'text', (c) => c.notNull())
    .addColumn('permittee_email', 'text', (c) => c.notNull())
    .addColumn('permittee_phone', 'text')
    .addColumn('permittee_address', 'text')
    .addColumn('permittee_date_of_birth', 'text')
    .addColumn('permittee_affiliation', 'text')
    .addColumn('permittee_gender', 'text')
    .addColumn('permittee_occupation', 'text')
    .addColumn('permittee_employer', 'text')
    .addColumn('permittee_employer_address', 'text')
    .addColumn('floor_unit_no', 'text')
    .addColumn('collaborator', 'text')
    .addColumn('collaborator_type', 'text')
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('list_json', 'text', (c) => c.notNull())
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addUniqueConstraint('applications_agency_source_no', ['agency_code', 'source_unique_no'])
    .execute();
  // One index per way the list is read: newest first, optionally filtered by status or type, or by change time.
  await db.schema.createIndex('applications_agency_created').on('applications').columns(['agency_code', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('applications_agency_status_created')
    .on('applications')
    .columns(['agency_code', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('applications_agency_type_created')
    .on('applications')
    .columns(['agency_code', 'application_type', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('applications_agency_updated').on('applications').columns(['agency_code', 'updated_at', 'id']).execute();
  await db.schema.createIndex('applications_applicant').on('applications').column('applicant_id').execute();

  // The locations and resources of a submission are inserted before its application row, which is
  // written once, complete with its renderings: their foreign keys to it are checked at commit.
  const toApplication = (name: string) => (table: CreateTableBuilder<string, string>) =>
    table.addForeignKeyConstraint(name, ['application_id'], 'applications', ['id'], (fk) =>
      fk.onDelete('cascade').deferrable().initiallyDeferred(),
    );

  await db.schema
    .createTable('application_locations')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city_or_municipality', 'text', (c) => c.notNull())
    .addColumn('barangay', 'text')
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('collection_start', 'text', (c) => c.notNull())
    .addColumn('collection_end', 'text', (c) => c.notNull())
    .addUniqueConstraint('application_locations_position', ['application_id', 'position'])
    .$call(toApplication('application_locations_application'))
    .execute();

  await withAutoIncrementId(db.schema.createTable('application_resources'), dialect)
    .addColumn('application_id', uuid, (c) => c.notNull())
    .addColumn('location_id', uuid, (c) => c.notNull().references('application_locations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('common_name', 'text')
    .addColumn('scientific_name', 'text')
    .addColumn('genetic_name', 'text')
    .addColumn('state', 'text')
    .addColumn('note', 'text')
    .$call(toApplication('application_resources_application_fk'))
    .execute();
  await db.schema
    .createIndex('application_resources_application')
    .on('application_resources')
    .columns(['application_id', 'location_id', 'position'])
    .execute();

  await db.schema
    .createTable('application_notices')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('author_id', uuid, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_notices_application')
    .on('application_notices')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('application_attachments')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_extension', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_attachments_application').on('application_attachments').column('application_id').execute();

  await db.schema
    .createTable('permits')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('permit_no', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('date_issued', 'text')
    .addColumn('date_expired', 'text')
    .addColumn('date_renewed', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_extension', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('file_uploaded_by', uuid)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('permits_application').on('permits').column('application_id').execute();

  await db.schema
    .createTable('agreements')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_extension', 'text')
    .addColumn('url', 'text')
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('file_uploaded_by', uuid)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agreements_application').on('agreements').column('application_id').execute();

  await db.schema
    .createTable('agency_application_counts')
    .addColumn('agency_code', 'text', (c) => c.notNull().references('agencies.code'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('application_type', 'text', (c) => c.notNull())
    .addColumn('application_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agency_application_counts_pk', ['agency_code', 'status', 'application_type'])
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('agency_code', 'text')
    .addColumn('request_id', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('audit_events_subject').on('audit_events').columns(['subject_type', 'subject_id', 'occurred_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_events',
    'agency_application_counts',
    'agreements',
    'permits',
    'application_attachments',
    'application_notices',
    'application_resources',
    'application_locations',
    'applications',
    'applicants',
    'registration_sequences',
    'signing_keys',
    'api_clients',
    'agencies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
