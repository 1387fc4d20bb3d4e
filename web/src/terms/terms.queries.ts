import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type StaffTerms = components['schemas']['StaffTerms'];
export type PermitTerms = components['schemas']['PermitTerms'];
export type AuthorisedLine = components['schemas']['AuthorisedLine'];
export type AuthorisedCollector = components['schemas']['AuthorisedCollector'];
export type TermsDraftInput = components['schemas']['TermsDraftInput'];
export type TermsUnit = NonNullable<AuthorisedLine['unit']>;

/** The permit's terms of an application: the newest version, or the draft as it would start (issue 28 §1). */
export function termsQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'terms'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/terms', { params: { path: { id: applicationId } }, signal })),
  });
}

/**
 * Saves the whole draft (the service replaces the stored one). The application is read again too: its
 * journal holds the change (`terms_changed`) and its actions may depend on the quantities being set.
 */
export function useChangeTerms(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TermsDraftInput) =>
      data(api.client.PUT('/api/v1/staff/applications/{id}/terms', { params: { path: { id: applicationId } }, body })),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationKeys.part(applicationId, 'terms'), answer);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId) });
    },
  });
}
