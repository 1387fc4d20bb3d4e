import { type TUnsafe, Type } from 'typebox';
import { named } from '../http/openapi-components.js';

/**
 * The states of an attachment and of a checklist item (issue 11 §2). Stored as they are here.
 * An attachment is `uploaded`, then `accepted` or `rejected` by staff; a newer file of the same type
 * makes it `superseded`; a file the malware scan found infected is `quarantined` from the start and
 * is never served.
 */
export const ATTACHMENT_STATUS_MEANINGS = {
  uploaded: 'Received; waiting for staff to accept or reject it.',
  accepted: 'Staff accepted it.',
  rejected: 'Staff rejected it (`reason` says why): upload a corrected file of the same type.',
  superseded: 'A newer file of the same type replaced it.',
  quarantined: 'The malware scan found it infected: it is kept but never served. Upload a clean file.',
} as const;
export type AttachmentStatus = keyof typeof ATTACHMENT_STATUS_MEANINGS;

/** What a checklist item needs still, as staff and the deficiency notice see it. */
export const CHECKLIST_STATE_MEANINGS = {
  missing: 'No usable file of this type (none uploaded, or only a quarantined one).',
  uploaded: 'A file is waiting for review.',
  accepted: 'The current file is accepted.',
  rejected: 'The current file was rejected: a corrected one is needed.',
  waived: 'Staff waived the requirement.',
} as const;
export type ChecklistState = keyof typeof CHECKLIST_STATE_MEANINGS;

/** A closed union of the meanings' keys, described by them, as a named OpenAPI component. */
function describedUnion<M extends Readonly<Record<string, string>>>(meanings: M, what: string, name: string): TUnsafe<keyof M & string> {
  const values = Object.keys(meanings);
  return Type.Unsafe<keyof M & string>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { ...named(name), description: `${what}:\n${values.map((value) => `- \`${value}\`: ${meanings[value]}`).join('\n')}` },
    ),
  );
}

export const AttachmentStatusSchema = describedUnion(ATTACHMENT_STATUS_MEANINGS, 'Attachment status', 'AttachmentStatus');
export const ChecklistStateSchema = describedUnion(CHECKLIST_STATE_MEANINGS, 'Checklist item state', 'ChecklistState');
