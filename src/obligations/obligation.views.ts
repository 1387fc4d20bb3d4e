import type { Kysely } from 'kysely';
import { externalDownloadPath, staffDownloadPath } from '../attachments/attachment.service.js';
import type { DB, ObligationSubmissionTable, PermitObligationTable } from '../db/schema.js';
import {
  listAttachmentNamesOfApplication,
  listLocationsOfApplication,
  listObligations,
  listPermitNumbersOfApplication,
  listSpeciesOfApplication,
  listSubmissions,
} from './obligation.repository.js';
import type {
  AgencyObligation,
  AgencySubmission,
  SpecimenFlag,
  SpecimenRow,
  StaffObligation,
  StaffObligations,
  StaffSubmission,
} from './obligation.schemas.js';
import type { ObligationStatus, SubmissionStatus } from './obligation.vocabulary.js';
import type { PermitScope } from './specimen.check.js';

/** An application's obligations as the agency and as staff read them, and the permit's scope the flags are checked against. */

export interface ApplicationKey {
  readonly id: string;
  readonly registrationNo: string;
  readonly agencyCode: string;
}

interface Loaded {
  readonly obligations: PermitObligationTable[];
  readonly submissions: Map<string, ObligationSubmissionTable[]>;
  readonly permitNos: Map<string, string>;
  readonly fileNames: Map<string, string>;
}

async function load(db: Kysely<DB>, applicationId: string): Promise<Loaded> {
  const obligations = await listObligations(db, applicationId);
  const [submissions, permits, attachments] = await Promise.all([
    listSubmissions(
      db,
      obligations.map((o) => o.id),
    ),
    listPermitNumbersOfApplication(db, applicationId),
    listAttachmentNamesOfApplication(db, applicationId),
  ]);
  const byObligation = new Map<string, ObligationSubmissionTable[]>();
  for (const submission of submissions) {
    byObligation.set(submission.obligation_id, [...(byObligation.get(submission.obligation_id) ?? []), submission]);
  }
  return {
    obligations,
    submissions: byObligation,
    permitNos: new Map(permits.map((p) => [p.id, p.permit_no])),
    fileNames: new Map(attachments.map((a) => [a.id, a.file_name])),
  };
}

function obligationView(o: PermitObligationTable, loaded: Loaded) {
  return {
    id: o.id,
    permitId: o.permit_id,
    permitNo: loaded.permitNos.get(o.permit_id) ?? '',
    type: o.type,
    title: o.title,
    required: o.required === 1,
    blocksRenewal: o.blocks_renewal === 1,
    dueDate: o.due_date,
    status: o.status as ObligationStatus,
    statusReason: o.status_reason,
  };
}

function submissionView(s: ObligationSubmissionTable, loaded: Loaded, url: (attachmentId: string) => string): AgencySubmission {
  return {
    id: s.id,
    status: s.status as SubmissionStatus,
    reason: s.reason,
    note: s.note,
    files: (JSON.parse(s.attachment_ids) as string[]).map((attachmentId) => ({
      attachmentId,
      fileName: loaded.fileNames.get(attachmentId) ?? '',
      url: url(attachmentId),
    })),
    specimens: s.specimens === null ? null : (JSON.parse(s.specimens) as SpecimenRow[]),
    submittedAt: s.created_at,
    reviewedAt: s.reviewed_at,
  };
}

export function agencySubmissionView(
  s: ObligationSubmissionTable,
  application: ApplicationKey,
  base: string,
  fileNames: Map<string, string>,
): AgencySubmission {
  const loaded: Loaded = { obligations: [], submissions: new Map(), permitNos: new Map(), fileNames };
  return submissionView(s, loaded, (id) => `${base}${externalDownloadPath(application, id)}`);
}

export async function agencyObligationsOf(db: Kysely<DB>, application: ApplicationKey, base: string): Promise<AgencyObligation[]> {
  const loaded = await load(db, application.id);
  const url = (id: string) => `${base}${externalDownloadPath(application, id)}`;
  return loaded.obligations.map((o) => ({
    ...obligationView(o, loaded),
    submissions: (loaded.submissions.get(o.id) ?? []).map((s) => submissionView(s, loaded, url)),
  }));
}

export async function staffObligationsOf(db: Kysely<DB>, applicationId: string, base: string): Promise<StaffObligations> {
  const loaded = await load(db, applicationId);
  const url = (id: string) => `${base}${staffDownloadPath(applicationId, id)}`;
  const items = loaded.obligations.map((o): StaffObligation => {
    const submissions = (loaded.submissions.get(o.id) ?? []).map(
      (s): StaffSubmission => ({
        ...submissionView(s, loaded, url),
        flags: JSON.parse(s.flags) as SpecimenFlag[],
        submittedBy: s.submitted_by,
        reviewedBy: s.reviewed_by,
      }),
    );
    return { ...obligationView(o, loaded), submissions, flagged: submissions.some((s) => s.flags.length > 0) };
  });
  return { items, authorisedSpecies: await authorisedSpeciesOf(db, applicationId) };
}

async function locationsAndSpecies(db: Kysely<DB>, applicationId: string) {
  const [locations, resources] = await Promise.all([
    listLocationsOfApplication(db, applicationId),
    listSpeciesOfApplication(db, applicationId),
  ]);
  return { locations, resources };
}

/** The species and places the permit authorises, each with its location's collection period. */
export async function authorisedSpeciesOf(db: Kysely<DB>, applicationId: string): Promise<StaffObligations['authorisedSpecies']> {
  const { locations, resources } = await locationsAndSpecies(db, applicationId);
  const byId = new Map(locations.map((l) => [l.id, l]));
  return resources.flatMap((r) => {
    const location = byId.get(r.location_id);
    if (location === undefined) return [];
    return [
      {
        scientificName: r.scientific_name,
        commonName: r.common_name,
        province: location.province,
        cityOrMunicipality: location.city_or_municipality,
        collectionStart: location.collection_start,
        collectionEnd: location.collection_end,
      },
    ];
  });
}

/** What a collection report is checked against: the application's locations and their species. */
export async function permitScopeOf(db: Kysely<DB>, applicationId: string): Promise<PermitScope> {
  const { locations, resources } = await locationsAndSpecies(db, applicationId);
  const speciesByLocation = new Map<string, string[]>();
  for (const r of resources) {
    if (r.scientific_name === null) continue;
    speciesByLocation.set(r.location_id, [...(speciesByLocation.get(r.location_id) ?? []), r.scientific_name]);
  }
  return {
    locations: locations.map((l) => ({
      id: l.id,
      province: l.province,
      cityOrMunicipality: l.city_or_municipality,
      collectionStart: l.collection_start,
      collectionEnd: l.collection_end,
    })),
    speciesByLocation,
  };
}
