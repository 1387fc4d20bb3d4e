import type { Kysely } from 'kysely';
import { type ApplicationState, permitteeName } from '../applications/application.rendering.js';
import type { DB } from '../db/schema.js';
import type { PermitAuthority } from '../settings/setting.definitions.js';
import type { TermsRecord } from '../terms/terms.repository.js';
import { quantityText } from '../terms/terms.views.js';
import type { CertificateInput, CertificateLine, CertificateLocation, CertificateSpecies } from './certificate.input.js';
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
  /** The locations' ids, in the same order: how the terms' lines name their sites. */
  readonly locationIds?: readonly string[];
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
    locationIds: locationRows.map((l) => l.id),
  };
}

/** The certificate of a permit, from the application as stored and the permit's terms. */
export function certificateInputOf(
  application: ApplicationState,
  sites: ApplicationSitesAndSpecies,
  authority: PermitAuthority,
  terms: CertificateTerms,
  authorised?: TermsRecord,
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
    authorised: authorised === undefined ? null : authorisedOf(authorised, sites),
    conditions: terms.conditions,
    validity: { dateIssued: terms.dateIssued, dateExpired: terms.dateExpired },
    signatory: terms.signatory,
    verificationUrl: terms.verificationUrl,
    ...(terms.specimen === true ? { specimen: true } : {}),
  };
}

/** The terms as the certificate prints them: lines numbered by site, periods only where narrower than the site's. */
function authorisedOf(terms: TermsRecord, sites: ApplicationSitesAndSpecies): NonNullable<CertificateInput['authorised']> {
  const numbers = new Map((sites.locationIds ?? []).map((id, i) => [id, i + 1]));
  return {
    lines: terms.lines.map(
      (line): CertificateLine => ({
        scientificName: line.scientific_name ?? line.common_name ?? 'Unnamed species',
        commonName: line.scientific_name === null ? null : line.common_name,
        site: numbers.get(line.location_id) ?? 0,
        quantity: quantityText(line.quantity, line.unit),
        part: line.part,
        method: line.method,
        period:
          line.period_start === null && line.period_end === null
            ? null
            : { start: line.period_start ?? line.collection_start.slice(0, 10), end: line.period_end ?? line.collection_end.slice(0, 10) },
      }),
    ),
    collectors: terms.collectors.map((c) => ({ role: c.role, name: c.name, affiliation: c.affiliation, identification: c.identification })),
  };
}
