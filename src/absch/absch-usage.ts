import type { AbschPublication } from '../settings/setting.definitions.js';
import type { AbschUsage } from './abs-permit.input.js';

/**
 * Which Clearing-House usage a permit is published with (issue 28 §3): its application type's in the
 * setting `absch.publication` (`usageByApplicationType`), research and bioprospecting having theirs by
 * default, or the one its publisher chose for a type the setting maps to none.
 */

const DEFAULT_USAGES: Readonly<Record<string, AbschUsage>> = { research: 'noncommercial', bioprospecting: 'commercial' };

/** Application types are free text as submitted: the setting's keys are their lower-case, trimmed form. */
const typeKey = (applicationType: string) => applicationType.trim().toLowerCase();

/** The setting's table, with the defaults for the types it does not list. */
export function usageTable(publication: Pick<AbschPublication, 'usageByApplicationType'>): Record<string, AbschUsage> {
  return { ...DEFAULT_USAGES, ...publication.usageByApplicationType };
}

/** The usage the setting gives an application type, if any. */
export function settingUsageOf(
  publication: Pick<AbschPublication, 'usageByApplicationType'>,
  applicationType: string,
): AbschUsage | undefined {
  const table = usageTable(publication);
  const key = typeKey(applicationType);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The table the document is built with: the setting's, and the publisher's choice for this type when it has none. */
export function usagesForDocument(
  publication: Pick<AbschPublication, 'usageByApplicationType'>,
  applicationType: string,
  chosen: AbschUsage | null | undefined,
): Record<string, AbschUsage> {
  const table = usageTable(publication);
  if (chosen == null || settingUsageOf(publication, applicationType) !== undefined) return table;
  return { ...table, [typeKey(applicationType)]: chosen };
}
