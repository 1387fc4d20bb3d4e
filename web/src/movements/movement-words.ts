import type { Movement } from './movements.queries';

export const MOVEMENT_KIND: Readonly<Record<Movement['kind'], string>> = {
  domestic_transport: 'Transport within the Philippines',
  institution_transfer: 'Transfer to another institution',
  export_abroad: 'Export abroad',
};

/** What a movement's papers say: the transport permit, the recipient and its MTA, or the export permit and country. */
export function movementPapers(movement: Movement): string {
  switch (movement.kind) {
    case 'domestic_transport':
      return `transport permit ${movement.transportPermitNo ?? '—'}`;
    case 'institution_transfer':
      return `to ${movement.recipientInstitution ?? '—'}${movement.materialTransferAgreementId ? ', with its material transfer agreement' : ''}`;
    case 'export_abroad':
      return `export permit ${movement.exportPermitNo ?? '—'} to ${movement.destinationCountry ?? '—'}`;
  }
}
