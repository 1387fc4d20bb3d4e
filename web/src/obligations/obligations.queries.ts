import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type StaffObligations = components['schemas']['StaffObligations'];
export type StaffObligation = components['schemas']['StaffObligation'];
export type StaffSubmission = components['schemas']['StaffObligationSubmission'];
export type SpecimenRow = components['schemas']['SpecimenRow'];
export type SpecimenFlag = components['schemas']['SpecimenFlag'];
export type AuthorisedSpecies = StaffObligations['authorisedSpecies'][number];
export type ObligationStatus = StaffObligation['status'];

/**
 * What the application's permits owe, with each submission, its specimen rows and their flags, beside the
 * species the permit authorises: under the application's key, so an action on it reads them again.
 */
export function staffObligationsQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'obligations'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/obligations', { params: { path: { id: applicationId } }, signal })),
  });
}
