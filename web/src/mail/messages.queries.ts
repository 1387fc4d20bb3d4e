import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type MailMessage = components['schemas']['MailMessage'];
export type MailStatus = MailMessage['status'];

/** An application's emails (docs/EMAIL.md), under the application's key. */
export function messagesQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'messages'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/messages', { params: { path: { id: applicationId } }, signal })),
  });
}

export function useResendMessage(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      data(
        api.client.POST('/api/v1/staff/applications/{id}/messages/{messageId}/resend', {
          params: { path: { id: applicationId, messageId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.part(applicationId, 'messages') }),
  });
}
