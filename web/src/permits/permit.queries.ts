import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

/** The query keys of permits read on their own (one factory); an application's permits are under its key. */
export const permitKeys = {
  all: ['permits'] as const,
  abschDocument: (permitId: string) => [...permitKeys.all, permitId, 'absch-document'] as const,
  certificate: (permitId: string) => [...permitKeys.all, permitId, 'certificate'] as const,
};

export type ApplicationPermits = components['schemas']['ApplicationPermits'];
export type StaffPermit = components['schemas']['StaffPermit'];
export type CertificateFile = components['schemas']['PermitCertificateFile'];
export type AbschDocumentExport = components['schemas']['AbschDocumentExport'];
export type CbdStatus = NonNullable<ApplicationPermits['cbdStatus']>;

/** Every permit of the application (oldest first) with its certificate files, and where its Clearing-House record stands. */
export function applicationPermitsQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'permits'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/permits', { params: { path: { id: applicationId } }, signal })),
  });
}

export type ApplicationAbsch = components['schemas']['ApplicationAbsch'];

/** What biopermit's own publication got from the Clearing-House: answers, errors by field, IRCC, communiqués, drift. */
export function applicationAbschQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'absch'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/absch', { params: { path: { id: applicationId } }, signal })),
  });
}

/** The permit as its ABS Clearing-House document (absPermit), with what the Clearing-House would refuse. */
export function abschDocumentQuery(api: Api, permitId: string) {
  return queryOptions({
    queryKey: permitKeys.abschDocument(permitId),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/permits/{id}/absch-document', { params: { path: { id: permitId } }, signal })),
  });
}

/**
 * The current certificate file as a Blob. Read only when staff ask to see it: each read is a logged
 * download (an audit row), and the service sends it as an attachment, so the page shows it from a
 * blob: URL rather than framing the download's own address.
 */
export function certificateFileQuery(api: Api, permitId: string) {
  return queryOptions({
    queryKey: permitKeys.certificate(permitId),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/permits/{id}/certificate', { params: { path: { id: permitId } }, parseAs: 'blob', signal })),
    // A new look is a new audit row: keep the file while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type IssuePreview = components['schemas']['IssuePreview'];

/** What the issue would issue the application with now (the settings' defaults), for the Issue dialog. */
export function issuePreviewQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'permit-preview'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/permit-preview', { params: { path: { id: applicationId } }, signal })),
  });
}

/** The specimen certificate, served inline: a link opens it in the browser's own PDF viewer. */
export const issuePreviewCertificatePath = (applicationId: string) =>
  `/api/v1/staff/applications/${encodeURIComponent(applicationId)}/permit-preview/certificate`;

/** The permit now in force or last issued: the newest row (renewals and amendments come after what they supersede). */
export function currentPermit(permits: ApplicationPermits): StaffPermit | undefined {
  return permits.permits.at(-1);
}
