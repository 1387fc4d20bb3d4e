import { vocabulary } from './workflow.vocabulary.js';

/**
 * The closed vocabularies of a permit's terms (issue 28 §1): a leaf, so the capabilities that measure
 * against the terms (obligations, movements, exports) read them without importing src/terms/.
 */

export const TERMS_STATUS_MEANINGS = {
  proposed: 'The agency’s proposal (version 0), sent before the evaluation started: the draft starts from it.',
  draft: 'Being decided: the evaluator drafts it, the recommendation and the approval decide on it.',
  approved: 'Approved with the application (or an amendment): what the next issue prints.',
  issued: 'A permit was issued with it: the terms in force.',
  superseded: 'A later version was issued (an amendment, a renewal). Final.',
} as const;
export type TermsStatus = keyof typeof TERMS_STATUS_MEANINGS;
export const TermsStatusSchema = vocabulary(TERMS_STATUS_MEANINGS, 'Status of a version of the terms');

export const TERMS_ORIGIN_MEANINGS = {
  submission: 'Started from the submission’s species and locations (no quantities: staff set them).',
  agency_proposal: 'Started from the agency’s proposed terms.',
  previous_version: 'Started from the previous version (an amendment).',
} as const;
export type TermsOrigin = keyof typeof TERMS_ORIGIN_MEANINGS;
export const TermsOriginSchema = vocabulary(TERMS_ORIGIN_MEANINGS, 'What the version of the terms started from');

/** What a quantity counts. */
export const QUANTITY_UNIT_MEANINGS = {
  specimens: 'Whole specimens (e.g. preserved vouchers of animals).',
  individuals: 'Live individuals.',
  vouchers: 'Herbarium or museum voucher specimens.',
  tissue_samples: 'Tissue samples (e.g. for DNA).',
  seeds: 'Seeds, counted.',
  cuttings: 'Cuttings, counted.',
  grams: 'Mass in grams.',
  kilograms: 'Mass in kilograms.',
  millilitres: 'Volume in millilitres (water, sediment, extracts).',
  litres: 'Volume in litres.',
} as const;
export type QuantityUnit = keyof typeof QUANTITY_UNIT_MEANINGS;
export const QuantityUnitSchema = vocabulary(QUANTITY_UNIT_MEANINGS, 'Unit of an authorised quantity');
export const isQuantityUnit = (value: string): value is QuantityUnit => Object.hasOwn(QUANTITY_UNIT_MEANINGS, value);

export const COLLECTOR_ROLE_MEANINGS = {
  holder: 'The permit holder (the permittee).',
  assistant: 'A named assistant who may collect under the permit.',
} as const;
export type CollectorRole = keyof typeof COLLECTOR_ROLE_MEANINGS;
export const CollectorRoleSchema = vocabulary(COLLECTOR_ROLE_MEANINGS, 'Role of an authorised collector');
