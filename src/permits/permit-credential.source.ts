import type { Kysely } from 'kysely';
import { type ApplicationState, permitteeName } from '../applications/application.rendering.js';
import { manilaDate } from '../clock/manila-time.js';
import type { CredentialSpecies } from '../credentials/permit-credential.schema.js';
import type { CredentialRequest } from '../credentials/permit-credential.service.js';
import type { DB, PermitTable } from '../db/schema.js';
import { findPlacesOfApplication } from '../places/place.repository.js';
import { readSetting } from '../settings/settings.service.js';
import type { TermsRecord } from '../terms/terms.repository.js';
import { readSitesAndSpecies } from './certificate.from-application.js';
import { listApplicationLocations } from './permit.repository.js';
import { issuingAuthority } from './verify.page.js';

/**
 * The authorised quantity of each species, by scientific name, from the permit's terms (src/terms/).
 * Names absent from the map keep a null quantity ("quantity not stated").
 */
export type AuthorisedQuantities = ReadonlyMap<string, { readonly quantity: number; readonly unit: string | null }>;

/**
 * What the terms authorise per species, over all its sites: the credential names species, not lines
 * (the sites are listed beside them). A species authorised in different units at different sites has
 * no one total, so it reads "not stated" there and the certificate's table (in the PDF the credential
 * travels with) gives the detail. Permits issued before terms existed have none: an empty map.
 */
export function authorisedQuantitiesOf(terms: TermsRecord | undefined): AuthorisedQuantities {
  const totals = new Map<string, { quantity: number; unit: string | null } | null>();
  for (const line of terms?.lines ?? []) {
    if (line.scientific_name === null) continue;
    const known = totals.get(line.scientific_name);
    if (known === null) continue;
    if (line.quantity === null || (known !== undefined && known.unit !== line.unit)) {
      totals.set(line.scientific_name, null);
      continue;
    }
    totals.set(line.scientific_name, { quantity: (known?.quantity ?? 0) + line.quantity, unit: line.unit });
  }
  return new Map([...totals].flatMap(([name, total]) => (total === null ? [] : [[name, total] as const])));
}

/**
 * What a permit's credential says of it, from the permit row and the application as stored: the
 * sites with their most precise PSGC code (places/), the species, the holder and the authority.
 */
export async function credentialRequestOf(
  db: Kysely<DB>,
  permit: PermitTable,
  application: ApplicationState,
  quantities: AuthorisedQuantities = new Map(),
): Promise<CredentialRequest> {
  const locations = await listApplicationLocations(db, application.id);
  const places = await findPlacesOfApplication(db, application.id);
  const { species } = await readSitesAndSpecies(db, application.id);
  const authority = await readSetting(db, 'permits.authority');
  const issuedAt = permit.date_issued ?? permit.created_at;
  const expiresAt = permit.date_expired ?? issuedAt;
  return {
    permitId: permit.id,
    issuedAt,
    expiresAt,
    permit: {
      permitNo: permit.permit_no,
      issuerName: issuingAuthority(authority),
      holderName: permitteeName(application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name),
      // Calendar dates in Manila, as the certificate prints them.
      validFrom: manilaDate(issuedAt),
      validUntil: manilaDate(expiresAt),
      sites: locations.map((location) => {
        const codes = places.get(location.id);
        return {
          psgcCode: codes?.barangayCode ?? codes?.cityCode ?? codes?.provinceCode ?? codes?.regionCode ?? null,
          name: [location.barangay, location.city_or_municipality, location.province]
            .filter((part) => part !== null && part !== '')
            .join(', '),
        };
      }),
      species: species.map(
        (s): CredentialSpecies => ({
          scientificName: s.scientificName,
          quantity: quantities.get(s.scientificName)?.quantity ?? null,
          unit: quantities.get(s.scientificName)?.unit ?? null,
        }),
      ),
      termsDigest: null,
      termsLines: null,
      logIndex: null,
    },
  };
}
