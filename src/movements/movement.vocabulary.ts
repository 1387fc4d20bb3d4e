import { vocabulary } from '../vocabulary/workflow.vocabulary.js';

/** The kinds of movement of material collected under a permit (issue 28 §2), each with what it needs. */
export const MOVEMENT_KIND_MEANINGS = {
  domestic_transport: 'Carried within the Philippines: `transportPermitNo`, the transport permit DENR requires.',
  institution_transfer:
    'Transferred to another institution: `recipientInstitution` and `materialTransferAgreementId`, the MTA uploaded to the agency’s document library.',
  export_abroad: 'Exported: `exportPermitNo` and `destinationCountry` (ISO 3166-1 alpha-2, not PH).',
} as const;
export type MovementKind = keyof typeof MOVEMENT_KIND_MEANINGS;
export const MovementKindSchema = vocabulary(MOVEMENT_KIND_MEANINGS, 'Kind of movement');
