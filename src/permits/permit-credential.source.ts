import type { Kysely } from 'kysely';
import { type ApplicationState, permitteeName } from '../applications/application.rendering.js';
import { manilaDate } from '../clock/manila-time.js';
import type { CredentialSpecies } from '../credentials/permit-credential.schema.js';
import type { CredentialRequest } from '../credentials/permit-credential.service.js';
import type { DB, PermitTable } from '../db/schema.js';
import { findPlacesOfApplication } from '../places/place.repository.js';
import { readSetting } from '../settings/settings.service.js';
import { readSitesAndSpecies } from './certificate.from-application.js';
import { listApplicationLocations } from './permit.repository.js';
import { issuingAuthority } from './verify.page.js';

/**
 * The authorised quantity of each species, by scientific name. THE TERMS SEAM: today nothing states
 * quantities (every species reads "quantity not stated"); the permit's terms (src/terms/) fill this at
 * merge, and the credential carries them. Names absent from the map keep a null quantity.
 */
export type AuthorisedQuantities = ReadonlyMap<string, { readonly quantity: number; readonly unit: string | null }>;

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
      logIndex: null,
    },
  };
}
