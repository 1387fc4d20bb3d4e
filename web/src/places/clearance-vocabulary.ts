import type { components } from '../api/schema';

export type RequiredClearance = components['schemas']['RequiredClearance'];
export type ClearanceBody = RequiredClearance['body'];

/** The external bodies whose clearance a collection may need, in words (a body the service adds fails the build here). */
export const CLEARANCE_BODIES: Record<ClearanceBody, string> = {
  pcsd: 'PCSD (Palawan Council for Sustainable Development)',
  bfar: 'BFAR (Bureau of Fisheries and Aquatic Resources)',
  pamb: 'PAMB (Protected Area Management Board)',
  ncip: 'NCIP (National Commission on Indigenous Peoples)',
  lgu: 'LGU (local government unit)',
};
