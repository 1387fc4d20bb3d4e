import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { type Api, data } from '../../api/client';
import type { components } from '../../api/schema';
import { agencyKeys } from './agencies.queries';

export type WebhookEndpointSummary = components['schemas']['WebhookEndpointSummary'];
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type CreateWebhookEndpoint = components['schemas']['CreateWebhookEndpoint'];
export type WebhookEventType = NonNullable<CreateWebhookEndpoint['eventTypes']>[number];

/** The event types an endpoint may subscribe to, in the order docs/EVENTS.md lists them. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'application.received',
  'application.status_changed',
  'notice.created',
  'attachment.status_changed',
  'permit.issued',
  'permit.status_changed',
  'agreement.status_changed',
  'cbd_status.changed',
  'webhook_endpoint.disabled',
];

/** An agency's endpoints, each with its newest delivery (admins). */
export function webhookEndpointsQuery(api: Api, code: string) {
  return queryOptions({
    queryKey: agencyKeys.webhookList(code),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/agencies/{code}/webhooks', { params: { path: { code } }, signal })).then((list) => list.items),
  });
}

export function webhookDeliveriesQuery(api: Api, code: string, id: string) {
  return queryOptions({
    queryKey: agencyKeys.webhookDeliveries(code, id),
    queryFn: ({ signal }) =>
      data(
        api.client.GET('/api/v1/staff/agencies/{code}/webhooks/{id}/deliveries', { params: { path: { code, id }, query: {} }, signal }),
      ).then((list) => list.items),
  });
}

function useWebhookMutation<Input, Output>(code: string, call: (api: Api, input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.webhooks(code) }),
  });
}

export function useCreateWebhookEndpoint(code: string) {
  return useWebhookMutation(code, (api, body: CreateWebhookEndpoint) =>
    data(api.client.POST('/api/v1/staff/agencies/{code}/webhooks', { params: { path: { code } }, body })),
  );
}

export function useSetWebhookStatus(code: string) {
  return useWebhookMutation(code, (api, input: { id: string; status: 'enabled' | 'disabled' }) =>
    data(
      api.client.PATCH('/api/v1/staff/agencies/{code}/webhooks/{id}', {
        params: { path: { code, id: input.id } },
        body: { status: input.status },
      }),
    ),
  );
}

export function useDeleteWebhookEndpoint(code: string) {
  return useWebhookMutation(code, (api, id: string) =>
    data(api.client.DELETE('/api/v1/staff/agencies/{code}/webhooks/{id}', { params: { path: { code, id } } })),
  );
}

export function useRotateWebhookSecret(code: string) {
  return useWebhookMutation(code, (api, id: string) =>
    data(api.client.POST('/api/v1/staff/agencies/{code}/webhooks/{id}/secret', { params: { path: { code, id } } })),
  );
}

export function useSendWebhookTest(code: string) {
  return useWebhookMutation(code, (api, id: string) =>
    data(api.client.POST('/api/v1/staff/agencies/{code}/webhooks/{id}/test', { params: { path: { code, id } } })),
  );
}

export function useRedeliver(code: string) {
  return useWebhookMutation(code, (api, input: { id: string; deliveryId: string }) =>
    data(
      api.client.POST('/api/v1/staff/agencies/{code}/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
        params: { path: { code, id: input.id, deliveryId: input.deliveryId } },
      }),
    ),
  );
}
