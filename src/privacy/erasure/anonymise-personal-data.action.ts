import { Type } from 'typebox';
import { eraseAgreementFiles } from '../../agreements/agreement.repository.js';
import type { ApplicationState } from '../../applications/application.rendering.js';
import { dropErasedApplicant, erasedApplicantIdOf, redactNotices, redactText } from '../../applications/application.repository.js';
import type { PermitteeColumns } from '../../applications/application.write.js';
import { eraseAttachmentFiles } from '../../attachments/attachment.repository.js';
import { destroySubjectKey, ERASED_MARKER } from '../../audit/subject-keys.js';
import { erasePermitCredentials } from '../../credentials/credential.repository.js';
import { AppError } from '../../http/errors.js';
import { Uuid } from '../../http/schema-helpers.js';
import { redactApplicationMessages } from '../../mail/mail.repository.js';
import { redactSubmissionTexts } from '../../obligations/obligation.repository.js';
import { eraseCertificateFiles } from '../../permits/permit.repository.js';
import { createSettingsReader } from '../../settings/settings.cache.js';
import { collectorsOfApplications, eraseTermCollectors } from '../../terms/terms.repository.js';
import { FINAL_APPLICATION } from '../../vocabulary/status-groups.js';
import { date, fields } from '../../workflow/actions/action.fields.js';
import { defineAction } from '../../workflow/actions/action.types.js';
import { deleteApplicationIdempotencyKeys } from '../../workflow/idempotency.repository.js';
import { retentionVerdict } from '../retention/retention.rules.js';

/**
 * Issue 21 §2: the permittee's personal data erased once the retention period has passed (the
 * `privacy-retention` job), or on their erasure request (the DPO). What stays is what statistics
 * need: the application's species, places, dates, status and decisions, its permits (number, status,
 * dates: the public verification page still confirms them), its journal and its audit rows.
 * What goes, in the change's transaction: the permittee's columns (a marker, or null), hence the
 * renderings and the search index; their values in the notices, emails, agreements' titles and
 * obligation submissions' notes; the terms' authorised collectors (name, affiliation, identification); the documents', certificates' and agreements' signed files (the rows
 * stay, `erased_at`; the bytes are deleted from the blob store after the commit, anonymisation.ts);
 * the subject key, so the audit trail's encrypted values can no longer be read; and the applicant:
 * the application points at its agency's erased applicant, and the permittee's own row is deleted
 * once no other application points at it.
 */

/** The permittee's columns as anonymisation leaves them. */
export function anonymisedColumns(application: ApplicationState): PermitteeColumns {
  const marked = (value: string | null) => (value === null ? null : ERASED_MARKER);
  return {
    permittee_first_name: ERASED_MARKER,
    permittee_middle_name: marked(application.permittee_middle_name),
    permittee_last_name: ERASED_MARKER,
    permittee_email: ERASED_MARKER,
    permittee_phone: marked(application.permittee_phone),
    permittee_address: marked(application.permittee_address),
    permittee_date_of_birth: null,
    permittee_affiliation: marked(application.permittee_affiliation),
    permittee_gender: null,
    permittee_occupation: marked(application.permittee_occupation),
    permittee_employer: marked(application.permittee_employer),
    permittee_employer_address: marked(application.permittee_employer_address),
    floor_unit_no: marked(application.floor_unit_no),
  };
}

/** The values that name or reach the person, to take out of free text (notices, emails). */
export function identifyingValues(application: ApplicationState): string[] {
  const name = [application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name]
    .filter((part): part is string => part !== null && part !== '')
    .join(' ');
  return [
    name,
    application.permittee_first_name,
    application.permittee_middle_name,
    application.permittee_last_name,
    application.permittee_email,
    application.permittee_phone,
    application.permittee_address,
    application.permittee_employer_address,
  ].filter((value): value is string => value !== null && value.trim().length > 2);
}

export const anonymisePersonalData = defineAction({
  name: 'anonymise_personal_data',
  summary:
    "Erase the permittee's personal data once its retention period has passed (the retention job, or a data subject's erasure request).",
  fields: fields({
    asOf: date('The day the retention period is checked on (Asia/Manila).'),
    erasureRequestId: Type.Optional({ ...Uuid, description: 'The erasure request it answers; absent when the retention job erases.' }),
  }),
  actor: 'system',
  roles: [],
  from: FINAL_APPLICATION.statuses,
  needsAssignment: false,
  decide: async (context) => {
    const { application, db, now } = context;
    const already = await db
      .selectFrom('data_subject_keys')
      .select('destroyed_at')
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    if (already?.destroyed_at !== null && already?.destroyed_at !== undefined) return { journal: [], noChange: true };
    const permits = await db
      .selectFrom('permits')
      .select(['permit_no', 'status', 'date_expired', 'status_changed_at', 'created_at'])
      .where('application_id', '=', application.id)
      .execute();
    const retention = await createSettingsReader(db).get('privacy.retention');
    const verdict = retentionVerdict(application, permits, retention, context.fields.asOf);
    if (!verdict.passed) {
      throw new AppError('retention_not_passed', `The personal data of ${application.registration_no} is kept: ${verdict.reason}`, {
        members: { keptUntil: verdict.keptUntil },
      });
    }
    const why = context.fields.erasureRequestId === undefined ? 'retention' : `erasure_request:${context.fields.erasureRequestId}`;
    // The terms' named collectors (the holder and assistants) are persons too: their names and
    // identifications go from the free text with the permittee's.
    const collectors = await collectorsOfApplications(db, [application.id]);
    const values = [
      ...identifyingValues(application),
      ...collectors.flatMap((c) => [c.name, c.identification ?? '']).filter((value) => value.trim().length > 2),
    ];
    const redact = (text: string) => redactText(text, values, ERASED_MARKER);
    const erasedApplicantId = await erasedApplicantIdOf(db, application.agency_code);
    return {
      journal: [{ action: 'personal_data_anonymised', payload: { why, asOf: context.fields.asOf, keptUntil: verdict.keptUntil } }],
      personal: { ...anonymisedColumns(application), applicant_id: erasedApplicantId },
      effects: [
        async (trx) => {
          await destroySubjectKey(trx, application.id, why, now);
          await eraseAttachmentFiles(trx, application.id, ERASED_MARKER, now);
          await eraseCertificateFiles(trx, application.id, now);
          await erasePermitCredentials(trx, application.id);
          await eraseTermCollectors(trx, application.id, ERASED_MARKER);
          await eraseAgreementFiles(trx, application.id, { marker: ERASED_MARKER, redact, now });
          await redactSubmissionTexts(trx, application.id, redact);
          await redactNotices(trx, application.id, values, ERASED_MARKER);
          await redactApplicationMessages(trx, application.id, redact, ERASED_MARKER);
          await deleteApplicationIdempotencyKeys(trx, application.id);
          await dropErasedApplicant(
            trx,
            {
              applicationId: application.id,
              applicantId: application.applicant_id,
              agencyCode: application.agency_code,
              erasedApplicantId,
            },
            now,
          );
        },
      ],
    };
  },
});
