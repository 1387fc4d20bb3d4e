import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import { permitteeName } from '../applications/application.rendering.js';
import type { DB } from '../db/schema.js';
import { readSetting } from '../settings/settings.service.js';
import { newId } from '../shared/ids.js';
import { isNoticeType } from '../vocabulary/workflow.vocabulary.js';
import { DEFAULT_NOTICE_SUBJECTS, renderNoticeText } from '../workflow/notice-templates.js';
import { composeLetter, type Letter } from './mail.letter.js';
import { permitteeWording } from './mail.permittee.js';
import { enabledStaff, findAgencyContacts, type MessageRow } from './mail.repository.js';
import type { RecipientKind } from './mail.vocabulary.js';

/**
 * What biopermit writes to whom (issue 19 §4, docs/EMAIL.md), composed from the events of a change by
 * the mail consumer (mail.consumer.ts) after it committed, and sent later by the sender (mail.sender.ts).
 *
 * - Every notice meant for the agency (visibility `external`) goes to the permittee
 *   (`permittee_email`) and to the agency's contact address (`agencies.contact_email`, when set).
 * - A staff user gets an email when an application is assigned to them by someone else, and when the
 *   clearance of a referral is recorded on an application they are assigned to or referred (unless
 *   they recorded it themselves); the daily digest is composed by its job (mail-digest.job.ts).
 */

/** The application facts a message needs. */
export type MailApplication = Pick<
  ApplicationState,
  | 'id'
  | 'registration_no'
  | 'agency_code'
  | 'source_unique_no'
  | 'permittee_first_name'
  | 'permittee_middle_name'
  | 'permittee_last_name'
  | 'permittee_email'
>;

export interface MailNotice {
  readonly id: string;
  readonly log: string;
  readonly message: string;
  readonly visibility: string;
}

/** The name messages are sent in: the office and the authority of the certificates (`permits.authority`). */
export async function authorityName(db: Kysely<DB>): Promise<string> {
  const authority = await readSetting(db, 'permits.authority');
  return authority.unit ? `${authority.unit}, ${authority.name}` : authority.name;
}

/** Whom a notice of an application goes to, and how each is addressed. */
export interface NoticeRecipient {
  readonly kind: RecipientKind;
  readonly address: string;
  readonly greeting: string;
  readonly reason: string;
  /** The notice's text as this recipient reads it. */
  readonly wording: (text: string) => string;
}

export interface NoticeSetting {
  readonly authority: string;
  readonly permitTypeTitle: string;
  readonly agencies: ReadonlyMap<string, { readonly code: string; readonly name: string; readonly contact_email: string | null }>;
}

export async function noticeSetting(db: Kysely<DB>, agencyCodes: readonly string[]): Promise<NoticeSetting> {
  const authority = await readSetting(db, 'permits.authority');
  const codes = [...new Set(agencyCodes)];
  const agencies = new Map((await findAgencyContacts(db, codes)).map((a) => [a.code, a]));
  return {
    authority: authority.unit ? `${authority.unit}, ${authority.name}` : authority.name,
    permitTypeTitle: authority.permitTypeTitle,
    agencies,
  };
}

/** The permittee, and the agency's contact address when one is set. */
export function noticeRecipients(application: MailApplication, setting: NoticeSetting): NoticeRecipient[] {
  const agency = setting.agencies.get(application.agency_code);
  const agencyName = agency?.name ?? application.agency_code;
  const name = permitteeName(application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name);
  const wording = { agencyName, permitTypeTitle: setting.permitTypeTitle };
  const recipients: NoticeRecipient[] = [
    {
      kind: 'permittee',
      address: application.permittee_email,
      greeting: `Dear ${name},`,
      reason: `You receive this as the permittee named in application ${application.registration_no}.`,
      wording: (text) => permitteeWording(text, wording),
    },
  ];
  if (agency?.contact_email)
    recipients.push({
      kind: 'agency_contact',
      address: agency.contact_email,
      greeting: `To ${agency.name},`,
      reason: `You receive this as the contact address of ${agency.name} for its applications.`,
      wording: (text) => text,
    });
  return recipients;
}

export function messageRow(
  fields: {
    applicationId: string | null;
    agencyCode: string | null;
    kind: RecipientKind;
    recipient: string;
    staffUserId?: string | null;
    template: string;
    noticeId?: string | null;
    dedupeKey?: string | null;
  },
  letter: Letter,
  now: string,
): MessageRow {
  return {
    id: newId(),
    application_id: fields.applicationId,
    agency_code: fields.agencyCode,
    recipient_kind: fields.kind,
    recipient: fields.recipient,
    staff_user_id: fields.staffUserId ?? null,
    template: fields.template,
    notice_id: fields.noticeId ?? null,
    subject: letter.subject,
    text_body: letter.text,
    html_body: letter.html,
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    last_attempt_at: null,
    last_response: null,
    last_response_code: null,
    sent_at: null,
    resent_from: null,
    dedupe_key: fields.dedupeKey ?? null,
    created_at: now,
    updated_at: now,
    claimed_by: null,
  };
}

export const applicationFacts = (application: MailApplication): string[] => [
  `Application: ${application.registration_no}`,
  `Agency reference: ${application.source_unique_no}`,
];

/** The messages of the external notices written on some applications: to the permittee and the agency's contact. */
export async function noticeMessages(
  db: Kysely<DB>,
  items: readonly { readonly application: MailApplication; readonly notices: readonly MailNotice[] }[],
  now: string,
): Promise<MessageRow[]> {
  const wanted = items.filter((item) => item.notices.some((notice) => notice.visibility === 'external'));
  if (wanted.length === 0) return [];
  const setting = await noticeSetting(
    db,
    wanted.map((item) => item.application.agency_code),
  );
  const rows: MessageRow[] = [];
  for (const { application, notices } of wanted) {
    const name = permitteeName(application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name);
    for (const notice of notices) {
      if (notice.visibility !== 'external' || !isNoticeType(notice.log)) continue;
      const subject = renderNoticeText(DEFAULT_NOTICE_SUBJECTS[notice.log], {
        registrationNo: application.registration_no,
        agencyApplicationNo: application.source_unique_no,
        permitteeName: name,
      });
      for (const recipient of noticeRecipients(application, setting)) {
        const letter = composeLetter({
          subject,
          greeting: recipient.greeting,
          body: recipient.wording(notice.message),
          facts: applicationFacts(application),
          authority: setting.authority,
          reason: recipient.reason,
        });
        rows.push(
          messageRow(
            {
              applicationId: application.id,
              agencyCode: application.agency_code,
              kind: recipient.kind,
              recipient: recipient.address,
              template: notice.log,
              noticeId: notice.id,
            },
            letter,
            now,
          ),
        );
      }
    }
  }
  return rows;
}

/** A staff member's email: the template, the users it is for, its text and the application's status and due date at the change. */
export interface StaffLetter {
  readonly template: 'assignment' | 'referral_answered';
  readonly staff: readonly string[];
  readonly body: string;
  readonly status: string;
  readonly dueDate: string | null;
}

/** The staff's messages of a change, to each enabled account named (a disabled or missing one gets none). */
export async function staffMessages(
  db: Kysely<DB>,
  application: MailApplication,
  letters: readonly StaffLetter[],
  now: string,
): Promise<MessageRow[]> {
  const ids = [...new Set(letters.flatMap((letter) => letter.staff))];
  if (ids.length === 0) return [];
  const users = await enabledStaff(db, ids);
  const authority = await authorityName(db);
  const rows: MessageRow[] = [];
  for (const { template, staff, body, status, dueDate } of letters) {
    for (const userId of staff) {
      const user = users.find((u) => u.id === userId);
      if (user === undefined) continue;
      const subject =
        template === 'assignment'
          ? `Assigned to you: application ${application.registration_no}`
          : `Referral answered: application ${application.registration_no}`;
      const letter = composeLetter({
        subject,
        greeting: `Dear ${user.name},`,
        body,
        facts: [...applicationFacts(application), `Status: ${status}`, ...(dueDate ? [`Due: ${dueDate}`] : [])],
        authority,
        reason: 'You receive this as a member of staff of biopermit.',
      });
      const fields = { applicationId: application.id, agencyCode: application.agency_code, kind: 'staff' as const };
      rows.push(messageRow({ ...fields, recipient: user.email, staffUserId: user.id, template }, letter, now));
    }
  }
  return rows;
}
