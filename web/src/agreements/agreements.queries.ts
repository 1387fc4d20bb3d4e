import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data } from '../api/client';
import { multipartBody } from '../api/form-data';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type StaffAgreement = components['schemas']['StaffAgreement'];
export type AgreementCreate = components['schemas']['AgreementCreate'];
export type AgreementStatusChange = components['schemas']['AgreementStatusChange'];
export type AgreementStatus = StaffAgreement['status'];
export type AgreementKind = StaffAgreement['kind'];

/** Under the application's key: each change writes the application's journal, so both are read again. */
export function agreementsQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'agreements'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/agreements', { params: { path: { id: applicationId } }, signal })),
  });
}

function useApplicationRefresh(applicationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId) });
}

export function useCreateAgreement(applicationId: string) {
  const api = useApi();
  const onSuccess = useApplicationRefresh(applicationId);
  return useMutation({
    mutationFn: (body: AgreementCreate) =>
      data(api.client.POST('/api/v1/staff/applications/{id}/agreements', { params: { path: { id: applicationId } }, body })),
    onSuccess,
  });
}

export function useChangeAgreementStatus(applicationId: string, agreementId: string) {
  const api = useApi();
  const onSuccess = useApplicationRefresh(applicationId);
  return useMutation({
    mutationFn: (body: AgreementStatusChange) =>
      data(api.client.POST('/api/v1/staff/agreements/{id}/status', { params: { path: { id: agreementId } }, body })),
    onSuccess,
  });
}

export function useUploadSignedFile(applicationId: string, agreementId: string) {
  const api = useApi();
  const onSuccess = useApplicationRefresh(applicationId);
  return useMutation({
    mutationFn: (file: File) =>
      data(
        api.client.PUT('/api/v1/staff/agreements/{id}/signed-file', {
          params: { path: { id: agreementId } },
          body: multipartBody({ file }),
        }),
      ),
    onSuccess,
  });
}
