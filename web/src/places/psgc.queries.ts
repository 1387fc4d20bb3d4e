import { queryOptions } from '@tanstack/react-query';
import { type Api, data } from '../api/client';
import type { components } from '../api/schema';

export type PsgcEntry = components['schemas']['PsgcEntry'];

/** The query keys of the PSGC code list (one factory): it changes only with a new release, so it is read once a session. */
export const psgcKeys = {
  all: ['psgc'] as const,
  under: (parent: string | null) => [...psgcKeys.all, 'under', parent ?? 'regions'] as const,
};

/** The PSGC regions (no parent), or what lies directly under a code (a region's provinces; NCR's cities). */
export function psgcQuery(api: Api, parent: string | null) {
  return queryOptions({
    queryKey: psgcKeys.under(parent),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/code-lists/psgc', { params: { query: parent === null ? {} : { parent } }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The region of any PSGC code: its first two digits (docs/PLACES.md). */
export const regionCodeOf = (code: string): string => `${code.slice(0, 2)}00000000`;
