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
 * The steps offered from each status, as the service takes them (docs/PERMITS.md, Agreements): the
 * service decides, and a step it refuses shows its problem. The button says what the step does.
 */
export const STEPS: Record<AgreementStatus, readonly { to: AgreementStatus; label: string; weighty?: true }[]> = {
  draft: [{ to: 'for_signature', label: 'Send for signature' }],
  for_signature: [
    { to: 'executed', label: 'Mark as executed' },
    { to: 'draft', label: 'Back to draft' },
  ],
  executed: [{ to: 'terminated', label: 'Terminate', weighty: true }],
  terminated: [],
};

/** The signed file may be uploaded while the agreement is a draft or out for signature. */
export const TAKES_SIGNED_FILE: ReadonlySet<AgreementStatus> = new Set(['draft', 'for_signature']);
