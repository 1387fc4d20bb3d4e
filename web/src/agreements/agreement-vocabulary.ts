import type { Tone } from '../ui/badge/ToneBadge';
import type { AgreementKind, AgreementStatus } from './agreements.queries';

export const KIND_LABELS: Record<AgreementKind, string> = {
  memorandum_of_agreement: 'Memorandum of agreement (MOA)',
  affidavit_of_undertaking: 'Affidavit of undertaking',
  benefit_sharing_agreement: 'Benefit-sharing agreement',
};

export const STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: 'Draft',
  for_signature: 'For signature',
  executed: 'Executed',
  terminated: 'Terminated',
};

export const STATUS_TONES: Record<AgreementStatus, Tone> = { draft: 'grey', for_signature: 'blue', executed: 'green', terminated: 'grey' };

/**
 * What the button of each step says, by the status it moves to. Which steps are offered is the
 * service's: each agreement's `allowedActions` (and `mayUploadSignedFile`), decided by its policy.
 */
export const STEP_LABELS: Record<AgreementStatus, { label: string; weighty?: true }> = {
  for_signature: { label: 'Send for signature' },
  executed: { label: 'Mark as executed' },
  draft: { label: 'Back to draft' },
  terminated: { label: 'Terminate', weighty: true },
};
