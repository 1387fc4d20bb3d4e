import type { UseFormReturnType } from '@mantine/form';
import type { SettingValue } from './settings.queries';

/** The value of `attachments.checklists`, as the API document publishes its schema (AttachmentsChecklistsSetting). */
export type AttachmentChecklists = SettingValue<'attachments.checklists'>;
export type ChecklistItem = AttachmentChecklists['defaultChecklist'][number];

/** The same bounds as the service's schema (ChecklistItem), checked here first; the service checks again. */
export const TYPE_CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
export const TYPE_CODE_MAX = 64;
export const TITLE_MAX = 200;
export const ITEMS_MAX = 50;

const isItem = (item: unknown): item is ChecklistItem => {
  if (typeof item !== 'object' || item === null) return false;
  const { type, title, required, ...rest } = item as Record<string, unknown>;
  return Object.keys(rest).length === 0 && typeof type === 'string' && typeof title === 'string' && typeof required === 'boolean';
};
const isChecklist = (list: unknown): list is ChecklistItem[] => Array.isArray(list) && list.every(isItem);

/** The value as checklists, or undefined when it has another shape (then the JSON editor shows it as it is). */
export function asChecklists(value: unknown): AttachmentChecklists | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { defaultChecklist, byApplicationType, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isChecklist(defaultChecklist)) return undefined;
  if (typeof byApplicationType !== 'object' || byApplicationType === null) return undefined;
  if (!Object.values(byApplicationType).every(isChecklist)) return undefined;
  return { defaultChecklist, byApplicationType: byApplicationType as Record<string, ChecklistItem[]> };
}

/** One checklist of the form: the default one (applicationType null) or an application type's own. */
export interface ChecklistRow {
  applicationType: string | null;
  items: ChecklistItem[];
}

/** The checklist form's values and the form itself, shared by its parts (chooser, items table). */
export interface ChecklistFormValues {
  lists: ChecklistRow[];
}
export type ChecklistFormApi = UseFormReturnType<ChecklistFormValues>;

export function checklistRowsOf(checklists: AttachmentChecklists): ChecklistRow[] {
  return [
    { applicationType: null, items: [...checklists.defaultChecklist] },
    ...Object.entries(checklists.byApplicationType).map(([applicationType, items]) => ({ applicationType, items: [...items] })),
  ];
}

/** The form's checklists as the setting's value, trimmed. */
export function checklistsOf(rows: readonly ChecklistRow[]): AttachmentChecklists {
  const trimmed = (items: readonly ChecklistItem[]) =>
    items.map((item) => ({ type: item.type.trim(), title: item.title.trim(), required: item.required }));
  const [first, ...others] = rows;
  return {
    defaultChecklist: trimmed(first?.items ?? []),
    byApplicationType: Object.fromEntries(others.map((row) => [(row.applicationType ?? '').trim(), trimmed(row.items)])),
  };
}

/** What is wrong with an item's type code in its checklist, or null. */
export function typeCodeProblem(items: readonly ChecklistItem[], index: number): string | null {
  const code = items[index]?.type.trim() ?? '';
  if (code === '') return 'Type code: enter a code, e.g. research_proposal';
  if (code.length > TYPE_CODE_MAX) return `Type code: at most ${TYPE_CODE_MAX} characters`;
  if (!TYPE_CODE_PATTERN.test(code)) return 'Type code: lower-case letters, digits and _, starting with a letter';
  const first = items.findIndex((item) => item.type.trim() === code);
  return first < index ? `Type code: ${code} is listed twice in this checklist (item ${first + 1})` : null;
}

export function titleProblem(title: string): string | null {
  if (title.trim() === '') return 'Title: enter what the document is';
  return title.trim().length > TITLE_MAX ? `Title: at most ${TITLE_MAX} characters` : null;
}
