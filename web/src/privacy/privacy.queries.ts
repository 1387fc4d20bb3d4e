import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data, withResponse } from '../api/client';
import type { operations } from '../api/schema';

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

/** The person looked for: an email, a name, or both (both must hold). */
export interface Person {
  readonly email?: string | undefined;
  readonly name?: string | undefined;
}

const PRIVACY_KEY = ['privacy'] as const;
const REQUESTS_KEY = [...PRIVACY_KEY, 'requests'] as const;
const INCIDENTS_KEY = [...PRIVACY_KEY, 'incidents'] as const;

/** Every application, notice, document and audit row about the person (dpo). */
export function dataSubjectQuery(api: Api, person: Person) {
  return queryOptions({
    queryKey: [...PRIVACY_KEY, 'subject', person.email ?? '', person.name ?? ''],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/data-subjects', { params: { query: { ...person } }, signal })),
  });
}

/** Who read the person's data, when and how (dpo). */
export function readLogQuery(api: Api, person: Person) {
  return queryOptions({
    queryKey: [...PRIVACY_KEY, 'reads', person.email ?? '', person.name ?? ''],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/data-subjects/reads', { params: { query: { ...person } }, signal })),
  });
}

export function requestsQuery(api: Api) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/data-subjects/requests', { signal })),
  });
}

export function incidentsQuery(api: Api) {
  return queryOptions({
    queryKey: [...INCIDENTS_KEY],
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/incidents', { signal })),
  });
}

function usePrivacyMutation<Input, Output>(key: readonly string[], call: (api: Api, input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRecordRequest() {
  return usePrivacyMutation(REQUESTS_KEY, (api, body: NewDataSubjectRequest) =>
    data(api.client.POST('/api/v1/staff/data-subjects/requests', { body })),
  );
}

export function useCloseRequest() {
  return usePrivacyMutation(REQUESTS_KEY, (api, input: { id: string; outcome: string }) =>
    data(
      api.client.POST('/api/v1/staff/data-subjects/requests/{id}/close', {
        params: { path: { id: input.id } },
        body: { outcome: input.outcome },
      }),
    ),
  );
}

/** The person's data as a ZIP (an open access request), saved by the browser under the service's file name. */
export function useExportRequest() {
  return usePrivacyMutation(REQUESTS_KEY, async (api, id: string) => {
    const { data: blob, response } = await withResponse(
      api.client.POST('/api/v1/staff/data-subjects/requests/{id}/export', { params: { path: { id } }, parseAs: 'blob' }),
    );
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `data-subject-${id}.zip`;
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
  return usePrivacyMutation(INCIDENTS_KEY, (api, body: NewIncident) => data(api.client.POST('/api/v1/staff/incidents', { body })));
}

export function useRecordNotice() {
  return usePrivacyMutation(INCIDENTS_KEY, (api, input: { id: string; noticeText?: string }) =>
    data(
      api.client.POST('/api/v1/staff/incidents/{id}/notice', {
        params: { path: { id: input.id } },
        body: input.noticeText === undefined ? {} : { noticeText: input.noticeText },
      }),
    ),
  );
}
