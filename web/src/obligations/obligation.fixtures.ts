import type { StaffAttachment } from '../documents/documents.queries';
import { ISSUED_PERMIT } from '../permits/permit.fixtures';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import type { SpecimenRow, StaffObligation, StaffObligations } from './obligations.queries';

/**
 * A permit's obligations for component tests, in the shapes of the generated schema: a collection report the
 * agency submitted (three specimen rows, two flagged by the service), an overdue certificate of deposit, and a
 * final report not yet due. The species and places are those of the recorded application (Los Baños, Laguna).
 */
const APP = SUBMITTED_APPLICATION;
const AGENCY_CLIENT = '0f9b2a8e-3c71-4f0e-9d7b-6a1c2e3f4a5b';

export const REPORT_FILE: StaffAttachment = {
  id: '0b000000-0000-4000-8000-000000000001',
  type: 'obligation_collection_report',
  title: 'Collection report: specimens collected under the permit',
  fileName: 'collection-report.pdf',
  fileExtension: 'pdf',
  contentType: 'application/pdf',
  size: 52_004,
  description: null,
  internal: false,
  library: null,
  status: 'uploaded',
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
  supersededBy: null,
  createdAt: '2027-04-10T02:00:00.000Z',
  updatedAt: null,
  uploadedBy: AGENCY_CLIENT,
  uploadedByKind: 'agency',
  url: `/api/v1/staff/applications/${APP.id}/attachments/0b000000-0000-4000-8000-000000000001/file`,
};

const LOS_BANOS = {
  province: 'Laguna',
  cityOrMunicipality: 'Los Baños',
  barangay: 'Batong Malake',
  latitude: 14.1486,
  longitude: 121.2158,
};

export const SPECIMENS: SpecimenRow[] = [
  {
    scientificName: 'Platymantis luzonensis',
    count: 4,
    unit: 'tissue samples',
    state: 'preserved in ethanol',
    location: LOS_BANOS,
    dateCollected: '2027-01-15',
  },
  {
    scientificName: 'Rana catesbeiana',
    count: 2,
    unit: 'individuals',
    state: 'preserved',
    location: LOS_BANOS,
    dateCollected: '2027-02-03',
  },
  {
    scientificName: 'Rhacophorus pardalis',
    count: 1,
    unit: 'individuals',
    state: 'live',
    location: { province: 'Quezon', cityOrMunicipality: 'Lucban' },
    dateCollected: '2027-05-02',
  },
];

const permit = { permitId: ISSUED_PERMIT.id, permitNo: ISSUED_PERMIT.permitNo };

export const COLLECTION_REPORT: StaffObligation = {
  id: '0c000000-0000-4000-8000-000000000001',
  ...permit,
  type: 'collection_report',
  title: 'Collection report: specimens collected under the permit',
  required: true,
  blocksRenewal: true,
  dueDate: '2027-04-30',
  status: 'submitted',
  statusReason: null,
  flagged: true,
  submissions: [
    {
      id: '0d000000-0000-4000-8000-000000000001',
      status: 'submitted',
      reason: null,
      note: 'Two frogs were found dead on the trail and kept.',
      files: [
        {
          attachmentId: REPORT_FILE.id,
          fileName: REPORT_FILE.fileName,
          url: `https://biopermit.bmb.gov.ph${REPORT_FILE.url}`,
        },
      ],
      specimens: SPECIMENS,
      submittedAt: '2027-04-10T02:00:00.000Z',
      reviewedAt: null,
      submittedBy: AGENCY_CLIENT,
      reviewedBy: null,
      flags: [
        { row: 1, code: 'species_not_on_permit', detail: 'Rana catesbeiana is not among the species of the permit.' },
        { row: 2, code: 'place_not_on_permit', detail: 'Lucban, Quezon is not a location of the permit.' },
        { row: 2, code: 'date_outside_collection_period', detail: '2027-05-02 is after the collection period (to 2027-03-31).' },
      ],
    },
  ],
};

export const CERTIFICATE_OF_DEPOSIT: StaffObligation = {
  id: '0c000000-0000-4000-8000-000000000002',
  ...permit,
  type: 'certificate_of_deposit',
  title: 'Certificate of deposit of specimens with the National Museum',
  required: true,
  blocksRenewal: true,
  dueDate: '2027-05-30',
  status: 'overdue',
  statusReason: null,
  flagged: false,
  submissions: [],
};

export const FINAL_REPORT: StaffObligation = {
  id: '0c000000-0000-4000-8000-000000000003',
  ...permit,
  type: 'final_report',
  title: 'Final report of the research, or a copy of each publication',
  required: true,
  blocksRenewal: false,
  dueDate: '2027-11-25',
  status: 'pending',
  statusReason: null,
  flagged: false,
  submissions: [],
};

export const OBLIGATIONS: StaffObligations = {
  items: [COLLECTION_REPORT, CERTIFICATE_OF_DEPOSIT, FINAL_REPORT],
  authorisedSpecies: [
    {
      scientificName: 'Platymantis luzonensis',
      commonName: 'Philippine forest frog',
      province: 'Laguna',
      cityOrMunicipality: 'Los Baños',
      collectionStart: '2026-12-01T00:00:00.000Z',
      collectionEnd: '2027-03-31T00:00:00.000Z',
    },
    {
      scientificName: 'Rhacophorus pardalis',
      commonName: null,
      province: 'Laguna',
      cityOrMunicipality: 'Los Baños',
      collectionStart: '2026-12-01T00:00:00.000Z',
      collectionEnd: '2027-03-31T00:00:00.000Z',
    },
  ],
};
