import { actorUuid } from '../shared/ids.js';
import type { AbschParties } from './abs-permit.input.js';

/**
 * The holder's contact record on the Clearing-House, the PIC recipient biopermit names when it
 * publishes a permit itself (docs/ABSCH.md): its identifier is derived from the applicant, so every
 * permit of one holder names the same record, created once.
 */
export function holderContactIdentifier(applicantId: string): string {
  return actorUuid(`absch-contact:${applicantId}`).toUpperCase();
}

/**
 * Whether a publication by biopermit names the holder's contact as PIC recipient: always, unless
 * the setting `absch.publication` keeps the recipients confidential.
 */
export function namesHolderContact(settingRecipients: AbschParties | null): boolean {
  return settingRecipients === null || !('confidential' in settingRecipients);
}
