import { vocabulary } from './workflow.vocabulary.js';

/** Agreements of an application (issue 11 §4): their kinds and the steps of their status. */

export const AGREEMENT_KIND_MEANINGS = {
  memorandum_of_agreement: 'Memorandum of agreement (MOA) with the applicant or their institution.',
  affidavit_of_undertaking: 'Affidavit of undertaking by the applicant.',
  benefit_sharing_agreement: 'Benefit-sharing agreement (mutually agreed terms).',
} as const;
export type AgreementKind = keyof typeof AGREEMENT_KIND_MEANINGS;
export const AgreementKindSchema = vocabulary(AGREEMENT_KIND_MEANINGS, 'Kind of agreement');

export const AGREEMENT_STATUS_MEANINGS = {
  draft: 'Being drafted by the authority.',
  for_signature: 'Sent to the applicant for signature.',
  executed: 'Signed by both parties: the signed file is uploaded.',
  terminated: 'Ended (with the reason). Final.',
} as const;
export type AgreementStatus = keyof typeof AGREEMENT_STATUS_MEANINGS;
export const AgreementStatusSchema = vocabulary(AGREEMENT_STATUS_MEANINGS, 'Agreement status');

/** The steps an agreement may take from each status. */
export const AGREEMENT_STEPS: Readonly<Record<AgreementStatus, readonly AgreementStatus[]>> = {
  draft: ['for_signature'],
  for_signature: ['executed', 'draft'],
  executed: ['terminated'],
  terminated: [],
};
