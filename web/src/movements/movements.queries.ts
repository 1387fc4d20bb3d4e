import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type MovementList = components['schemas']['MovementList'];
export type LineBalance = components['schemas']['LineBalance'];
export type Movement = components['schemas']['Movement'];

/** A permit's balance per authorised line and the movements the agency registered of its material (issue 28 §2). */
export function permitMovementsQuery(api: Api, applicationId: string, permitNo: string) {
  return queryOptions({
    queryKey: [...applicationKeys.part(applicationId, 'movements'), permitNo] as const,
    queryFn: ({ signal }) =>
      data(
        api.client.GET('/api/v1/staff/applications/{id}/permits/{permitNo}/movements', {
          params: { path: { id: applicationId, permitNo } },
          signal,
        }),
      ),
  });
}
