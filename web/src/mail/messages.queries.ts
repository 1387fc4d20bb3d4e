import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data } from '../api/client';
import type { components, operations } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type MailMessage = components['schemas']['MailMessage'];
export type MailStatus = MailMessage['status'];

/** The query keys of the log of every email (one factory); an application's emails are under the application's key. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (query: MessagesQuery) => [...messageKeys.all, query] as const,
};

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

export type MessagesQuery = NonNullable<operations['listMessages']['parameters']['query']>;
export type MailTemplate = NonNullable<MessagesQuery['template']>;

/** Every email (admin), newest first, filtered, a page at a time. */
export function allMessagesQuery(api: Api, query: MessagesQuery) {
  return queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/messages', { params: { query }, signal })),
  });
}

/** Resends any application's email from the log of every email; both lists show the new one. */
export function useResendAnyMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { id: string; applicationId: string }) =>
      data(
        api.client.POST('/api/v1/staff/applications/{id}/messages/{messageId}/resend', {
          params: { path: { id: message.applicationId, messageId: message.id } },
        }),
      ),
    onSuccess: (_copy, message) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.part(message.applicationId, 'messages') }),
      ]),
  });
}
