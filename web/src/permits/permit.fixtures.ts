import type { StaffApplication } from '../applications/application.queries';
import { SUBMITTED_APPLICATION } from '../testing/fixtures';
import type { AbschDocumentExport, ApplicationPermits, StaffPermit } from './permit.queries';

/**
 * The permit panel's answers for component tests, in the shapes of the generated schema (the
 * end-to-end test, test/web/permits.e2e.test.ts, reads the real ones from the service).
 */
const APP = SUBMITTED_APPLICATION;

export function applicationIn(status: StaffApplication['status'], allowedActions: readonly string[], version = 7): StaffApplication {
  return { ...APP, status, allowedActions: [...allowedActions], version } as StaffApplication;
}

export const ISSUED_PERMIT: StaffPermit = {
  id: '01a2180a-7f3c-7d51-9a40-5b0c2e6f1a01',
  applicationId: APP.id,
  permitNo: 'GP-2026-0001',
  title: 'Gratuitous Permit',
  description: 'Phylogeography of Luzon forest frogs',
  issuance: 'original',
  status: 'issued',
  statusReason: null,
  statusChangedAt: '2026-11-26T06:13:00.000Z',
  dateIssued: '2026-11-26T06:13:00.000Z',
  dateExpired: '2027-11-25T15:59:59.999Z',
  dateRenewed: null,
  supersedesId: null,
  supersededById: null,
  signatory: { name: 'Natividad Y. Bernardino', position: 'Director' },
  conditions: ['Collect only the species and numbers listed.', 'Submit a report within 30 days of the end of collection.'],
  absLinkCode: null,
  abschIdentifier: null,
  verificationUrl: 'https://biopermit.bmb.gov.ph/verify/GP-2026-0001?s=AUq1x2y3z4',
  createdBy: '01a21800-0000-7000-8000-000000000001',
  fileUploadedBy: null,
  createdAt: '2026-11-26T06:13:00.000Z',
  certificates: [
    {
      id: '01a2180a-7f3c-7d51-9a40-5b0c2e6f1a02',
      kind: 'generated',
      fileName: 'GP-2026-0001.pdf',
      size: 37_888,
      contentType: 'application/pdf',
      createdBy: '01a21800-0000-7000-8000-000000000001',
      createdAt: '2026-11-26T06:13:00.000Z',
      downloadPath: '/api/v1/staff/permits/01a2180a-7f3c-7d51-9a40-5b0c2e6f1a01/certificates/01a2180a-7f3c-7d51-9a40-5b0c2e6f1a02',
    },
  ],
};

export function permitsOf(permits: readonly StaffPermit[], cbdStatus: ApplicationPermits['cbdStatus'] = 'ready'): ApplicationPermits {
  return { applicationId: APP.id, registrationNo: APP.registrationNo, cbdStatus, absLinkCode: null, permits: [...permits] };
}

export const ABSCH_EXPORT: AbschDocumentExport = {
  permitNo: 'GP-2026-0001',
  cbdStatus: 'ready',
  document: { header: { identifier: ISSUED_PERMIT.id, schema: 'absPermit', languages: ['en'] }, title: { en: 'GP-2026-0001' } },
  problems: [{ code: 'Error.Mandatory', property: 'absCNA', message: 'absCNA is mandatory' }],
};
