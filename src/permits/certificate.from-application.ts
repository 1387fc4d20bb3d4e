import type { Kysely } from 'kysely';
import { type ApplicationState, permitteeName } from '../applications/application.rendering.js';
import type { DB } from '../db/schema.js';
import type { PermitAuthority } from '../settings/setting.definitions.js';
import type { CertificateInput, CertificateLocation, CertificateSpecies } from './certificate.input.js';
import { listApplicationLocations, listApplicationResources } from './permit.repository.js';

/** What a certificate says besides the application's own data: the permit row's terms. */
export interface CertificateTerms {
  readonly permitNo: string;
  readonly dateIssued: string;
  readonly dateExpired: string;
  readonly conditions: readonly string[];
  readonly signatory: { readonly name: string; readonly position: string };
  readonly verificationUrl: string;
  /** The preview: no verification code, "SPECIMEN – NOT ISSUED" across every page. */
  readonly specimen?: boolean;
}

/** The sites and species of an application as the certificate and the Clearing-House document list them. */
export interface ApplicationSitesAndSpecies {
  readonly locations: readonly CertificateLocation[];
  readonly species: readonly CertificateSpecies[];
}

/**
 * Reads the application's locations and species (in submission order). A species named at several
 * sites is listed once with every site's number; the name printed is the scientific name, else the
 * common or genetic one (the submission allows any of them).
 */
export async function readSitesAndSpecies(db: Kysely<DB>, applicationId: string): Promise<ApplicationSitesAndSpecies> {
  const locationRows = await listApplicationLocations(db, applicationId);
  const resourceRows = await listApplicationResources(db, applicationId);
  const sitesById = new Map(locationRows.map((l, i) => [l.id, i + 1]));
  const species = new Map<string, { scientificName: string; commonName: string | null; state: string | null; sites: number[] }>();
  const ordered = [...resourceRows].sort(
    (a, b) => (sitesById.get(a.location_id) ?? 0) - (sitesById.get(b.location_id) ?? 0) || a.position - b.position,
  );
  for (const r of ordered) {
    const scientificName = r.scientific_name ?? r.common_name ?? r.genetic_name ?? 'Unnamed species';
    const key = JSON.stringify([scientificName, r.common_name, r.state]);
    const entry = species.get(key) ?? { scientificName, commonName: r.common_name, state: r.state, sites: [] };
    const site = sitesById.get(r.location_id);
    if (site !== undefined && !entry.sites.includes(site)) entry.sites.push(site);
    species.set(key, entry);
  }
  return {
    locations: locationRows.map((l) => ({
      region: l.region,
      province: l.province,
      cityMunicipality: l.city_or_municipality,
      barangay: l.barangay ?? '',
      latitude: l.latitude === null ? null : Number(l.latitude),
      longitude: l.longitude === null ? null : Number(l.longitude),
      collectionStart: l.collection_start,
      collectionEnd: l.collection_end,
    })),
    species: [...species.values()],
  };
}

/** The certificate of a permit, from the application as stored and the permit's terms. */
export function certificateInputOf(
  application: ApplicationState,
  sites: ApplicationSitesAndSpecies,
  authority: PermitAuthority,
  terms: CertificateTerms,
): CertificateInput {
  return {
    authority: { name: authority.name, unit: authority.unit, address: authority.address },
    permitNo: terms.permitNo,
    permitType: authority.permitTypeTitle,
    holder: {
      name: permitteeName(application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name),
      affiliation: application.permittee_affiliation ?? '',
    },
    purpose: application.purpose ?? '',
    locations: sites.locations,
    species: sites.species,
    conditions: terms.conditions,
    validity: { dateIssued: terms.dateIssued, dateExpired: terms.dateExpired },
    signatory: terms.signatory,
    verificationUrl: terms.verificationUrl,
    ...(terms.specimen === true ? { specimen: true } : {}),
  };
}
