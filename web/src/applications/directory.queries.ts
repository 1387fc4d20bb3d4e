import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components, operations } from '../api/schema';
import { compareNames } from '../format/text';

export type DirectoryEntry = components['schemas']['StaffDirectoryEntry'];
export type DirectoryQuery = NonNullable<operations['listStaffDirectory']['parameters']['query']>;

/** The query keys of the staff directory (one factory). */
export const directoryKeys = {
  all: ['staff-directory'] as const,
  search: (query: DirectoryQuery) => [...directoryKeys.all, query] as const,
};

/**
 * Colleagues to assign work to (chiefs and admins may read it): by role, the agency they may work
 * on, or the application they may be assigned (`assignableTo`), sorted once per fetch in the Filipino
 * alphabet's order (Añonuevo beside Abad, Ñ after N).
 */
export function directoryQuery(api: Api, query: DirectoryQuery) {
  return queryOptions({
    queryKey: directoryKeys.search(query),
    queryFn: async ({ signal }) =>
      (await data(api.client.GET('/api/v1/staff/directory', { params: { query }, signal }))).sort((a, b) => compareNames(a.name, b.name)),
    staleTime: 60_000,
  });
}
