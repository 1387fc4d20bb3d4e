import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data, withResponse } from '../api/client';
import type { operations } from '../api/schema';
import { dashboardKeys } from '../dashboard/dashboard.queries';

type Answer<O extends keyof operations, S extends keyof operations[O]['responses']> = operations[O]['responses'][S] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;
type BodyOf<O extends keyof operations> = operations[O]['requestBody'] extends { content: { 'application/json': infer Body } } | undefined
  ? Body
  : never;

export type DataSubjectFindings = Answer<'findDataSubject', 200>;
export type DataSubjectRequest = Answer<'listDataSubjectRequests', 200>['requests'][number];
export type NewDataSubjectRequest = BodyOf<'recordDataSubjectRequest'>;
export type PersonalDataReads = Answer<'listPersonalDataReads', 200>;
export type Incident = Answer<'listIncidents', 200>['incidents'][number];
export type NewIncident = BodyOf<'recordIncident'>;
export type IncidentNotice = BodyOf<'recordIncidentNotice'>;
export type DataSubjectRequestClosure = BodyOf<'closeDataSubjectRequest'>;

/** The person looked for: an email, a name, or both (both must hold). */
export interface Person {
  readonly email?: string | undefined;
  readonly name?: string | undefined;
}

/** The query keys of personal data (one factory): a person's findings and reads, the requests, the breaches. */
export const privacyKeys = {
  all: ['privacy'] as const,
  subject: (person: Person) => [...privacyKeys.all, 'subject', person.email ?? '', person.name ?? ''] as const,
  reads: (person: Person) => [...privacyKeys.all, 'reads', person.email ?? '', person.name ?? ''] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  incidents: () => [...privacyKeys.all, 'incidents'] as const,
};

/** Every application, notice, document and audit row about the person (dpo). */
export function dataSubjectQuery(api: Api, person: Person) {
  return queryOptions({
    queryKey: privacyKeys.subject(person),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/data-subjects', { params: { query: { ...person } }, signal })),
  });
}

/** Who read the person's data, when and how (dpo). */
export function readLogQuery(api: Api, person: Person) {
  return queryOptions({
    queryKey: privacyKeys.reads(person),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/data-subjects/reads', { params: { query: { ...person } }, signal })),
  });
}

export function requestsQuery(api: Api) {
  return queryOptions({
    queryKey: privacyKeys.requests(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/data-subjects/requests', { signal })),
  });
}

export function incidentsQuery(api: Api) {
  return queryOptions({
    queryKey: privacyKeys.incidents(),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/incidents', { signal })),
  });
}

/** A change to requests or breaches: their list is read again, and the dashboard that counts them (overdue requests, notices due). */
function usePrivacyMutation<Input, Output>(key: readonly string[], call: (api: Api, input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]),
  });
}

export function useRecordRequest() {
  return usePrivacyMutation(privacyKeys.requests(), (api, body: NewDataSubjectRequest) =>
    data(api.client.POST('/api/v1/staff/data-subjects/requests', { body })),
  );
}

export function useCloseRequest() {
  return usePrivacyMutation(privacyKeys.requests(), (api, input: { id: string; body: DataSubjectRequestClosure }) =>
    data(api.client.POST('/api/v1/staff/data-subjects/requests/{id}/close', { params: { path: { id: input.id } }, body: input.body })),
  );
}

/**
 * The person's data as a ZIP (an open access request), saved by the browser under the service's file
 * name: of the applications the DPO chose (`applicationIds`), or, left out, those the request's email
 * finds. The export is a read of each application: the person's read log changes too.
 */
export function useExportRequest() {
  return usePrivacyMutation(privacyKeys.all, async (api, input: { id: string; applicationIds?: readonly string[] }) => {
    const { data: blob, response } = await withResponse(
      api.client.POST('/api/v1/staff/data-subjects/requests/{id}/export', {
        params: { path: { id: input.id } },
        body: input.applicationIds === undefined ? {} : { applicationIds: [...input.applicationIds] },
        parseAs: 'blob',
      }),
    );
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `data-subject-${input.id}.zip`;
    saveFile(blob as Blob, fileName);
    return fileName;
  });
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useRecordIncident() {
  return usePrivacyMutation(privacyKeys.incidents(), (api, body: NewIncident) =>
    data(api.client.POST('/api/v1/staff/incidents', { body })),
  );
}

export function useRecordNotice() {
  return usePrivacyMutation(privacyKeys.incidents(), (api, input: { id: string; body: IncidentNotice }) =>
    data(api.client.POST('/api/v1/staff/incidents/{id}/notice', { params: { path: { id: input.id } }, body: input.body })),
  );
}
