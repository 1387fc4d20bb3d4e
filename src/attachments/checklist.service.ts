import type { Kysely } from 'kysely';
import { findJournal } from '../applications/journal.repository.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { type ChecklistItem, checklistFor } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import type { AttachmentStatus } from '../vocabulary/attachment.vocabulary.js';
import type { ChecklistItemStatus } from '../workflow/case-facts.js';
import { type AttachmentRow, findApplicationType, findAttachments } from './attachment.repository.js';

/**
 * The requirement checklist of an application (issue 11 §2): each document its type needs (setting
 * `attachments.checklists`) with the state of the file answering it. Derived, never stored: from the
 * attachments as they are and the waivers in the journal (`requirement_waived`), so it is always
 * what the records say. The workflow's `accept` refuses while `missingRequirements` lists anything,
 * and the deficiency notice lists the same items.
 */

/** Waived types and why, from journal payloads `{ type, reasons }` of `requirement_waived` entries. */
export type Waivers = ReadonlyMap<string, string>;

/** Which of a type's current files (not superseded, not quarantined) decides: accepted, then waiting, then rejected. */
const PRECEDENCE: readonly AttachmentStatus[] = ['accepted', 'uploaded', 'rejected'];

function currentFile(files: readonly AttachmentRow[]): AttachmentRow | undefined {
  for (const status of PRECEDENCE) {
    // Newest first: of two current files with the same status, the later one decides.
    const found = files.filter((file) => file.status === status).at(-1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The pure part: the checklist's items with their states. `attachments` oldest first. */
export function deriveChecklist(
  checklist: readonly ChecklistItem[],
  attachments: readonly AttachmentRow[],
  waivers: Waivers,
): ChecklistItemStatus[] {
  return checklist.map((item) => {
    const file = currentFile(attachments.filter((attachment) => attachment.type === item.type));
    const base = { type: item.type, title: item.title, required: item.required };
    if (file?.status === 'accepted') return { ...base, state: 'accepted', attachmentId: file.id, reason: null };
    const waived = waivers.get(item.type);
    if (waived !== undefined) return { ...base, state: 'waived', attachmentId: file?.id ?? null, reason: waived };
    if (file === undefined) return { ...base, state: 'missing', attachmentId: null, reason: null };
    return { ...base, state: file.status as 'uploaded' | 'rejected', attachmentId: file.id, reason: file.reason };
  });
}

/** The waivers among journal entries (payloads parsed), oldest first. */
export function waiversIn(
  journal: readonly { readonly action: string; readonly payload: Readonly<Record<string, unknown>> }[],
): Map<string, string> {
  const waivers = new Map<string, string>();
  for (const { action, payload } of journal) {
    if (action !== 'requirement_waived') continue;
    if (typeof payload.type === 'string') waivers.set(payload.type, typeof payload.reasons === 'string' ? payload.reasons : '');
  }
  return waivers;
}

/** The waivers recorded in an application's journal. */
export async function findWaivers(db: Kysely<DB>, applicationId: string): Promise<Map<string, string>> {
  const journal = await findJournal(db, applicationId);
  return waiversIn(journal.map((entry) => ({ action: entry.action, payload: JSON.parse(entry.payload) as Record<string, unknown> })));
}

/** The checklist in force for an application type (read now, not cached: the caller may be in a transaction). */
export async function checklistOfType(db: Kysely<DB>, applicationType: string): Promise<readonly ChecklistItem[]> {
  return checklistFor(await readSetting(db, 'attachments.checklists'), applicationType);
}

/** Every item of the application's checklist with its state. */
export async function checklistStatus(db: Kysely<DB>, applicationId: string): Promise<ChecklistItemStatus[]> {
  const application = await findApplicationType(db, applicationId);
  if (application === undefined) throw new AppError('not_found', `No application ${applicationId}`);
  const [checklist, attachments, waivers] = await Promise.all([
    checklistOfType(db, application.application_type),
    findAttachments(db, applicationId),
    findWaivers(db, applicationId),
  ]);
  return deriveChecklist(checklist, attachments, waivers);
}

/** Whether an item still keeps `accept` waiting: required, and neither accepted nor waived. */
export function isMissing(item: ChecklistItemStatus): boolean {
  return item.required && item.state !== 'accepted' && item.state !== 'waived';
}

/** The required items not accepted nor waived: what `accept` waits for and a deficiency notice lists. */
export async function missingRequirements(db: Kysely<DB>, applicationId: string): Promise<ChecklistItemStatus[]> {
  return (await checklistStatus(db, applicationId)).filter(isMissing);
}

/**
 * The same, for the workflow's engine, which holds the application locked and its journal read: in
 * the change's transaction (`db`), so it sees exactly the documents and waivers being built on.
 */
export async function missingRequirementsOf(
  db: Kysely<DB>,
  application: { readonly id: string; readonly application_type: string },
  journal: readonly { readonly action: string; readonly payload: Readonly<Record<string, unknown>> }[],
): Promise<ChecklistItemStatus[]> {
  const [checklist, attachments] = await Promise.all([
    checklistOfType(db, application.application_type),
    findAttachments(db, application.id),
  ]);
  return deriveChecklist(checklist, attachments, waiversIn(journal)).filter(isMissing);
}
