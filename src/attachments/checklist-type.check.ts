import type { FieldError } from '../http/errors.js';
import type { ChecklistItem } from '../settings/setting.definitions.js';

/** An upload's `type` must be an item of the application type's checklist: checked before the file is stored. */
export function checklistTypeCheck(checklist: readonly ChecklistItem[]): (values: Readonly<Record<string, string>>) => FieldError[] {
  return (values) => {
    const type = values.type;
    if (type === undefined || checklist.some((item) => item.type === type)) return [];
    return [
      {
        pointer: '/type',
        detail: `is not on the checklist of this application type; use one of: ${checklist.map((item) => item.type).join(', ')}`,
      },
    ];
  };
}
