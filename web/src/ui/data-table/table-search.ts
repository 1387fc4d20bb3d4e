/**
 * The state of a table that lives in the URL (bookmarkable, shareable): search text, sort, filters
 * and the keyset cursor of the page shown. Each route states what its table accepts; anything else
 * in the URL (an old bookmark, a hand-edited link) is dropped rather than sent to the API.
 */
export type SortOrder = 'asc' | 'desc';

export interface TableSearchSpec<Sort extends string, Filters extends Record<string, readonly string[]>> {
  readonly sorts: readonly Sort[];
  readonly defaultSort: Sort;
  readonly defaultOrder: SortOrder;
  /** Each filter's allowed values. */
  readonly filters: Filters;
}

export type TableSearch<Sort extends string, Filters extends Record<string, readonly string[]>> = {
  q?: string;
  sort?: Sort;
  order?: SortOrder;
  cursor?: string;
} & { [Name in keyof Filters]?: Filters[Name][number] };

const MAX_QUERY_LENGTH = 200;
const MAX_CURSOR_LENGTH = 1024;

/** A URL value as text: the router parses `?q=123` as the number 123. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const text = asText(value);
  return text !== undefined && (allowed as readonly string[]).includes(text) ? (text as T) : undefined;
}

/**
 * The route's `validateSearch`: keeps what the table accepts, and sets what it does not to
 * undefined (the router merges the result over the raw search, so a key left out would survive).
 */
export function tableSearchValidator<Sort extends string, Filters extends Record<string, readonly string[]>>(
  spec: TableSearchSpec<Sort, Filters>,
): (raw: Record<string, unknown>) => TableSearch<Sort, Filters> {
  return (raw) => {
    const cursor = asText(raw.cursor);
    const search: Record<string, string | undefined> = {
      q: asText(raw.q)?.trim().slice(0, MAX_QUERY_LENGTH) || undefined,
      sort: oneOf(raw.sort, spec.sorts),
      order: oneOf(raw.order, ['asc', 'desc'] as const),
      cursor: cursor && cursor.length <= MAX_CURSOR_LENGTH ? cursor : undefined,
    };
    for (const [name, allowed] of Object.entries(spec.filters)) search[name] = oneOf(raw[name], allowed);
    return search as TableSearch<Sort, Filters>;
  };
}

/** The sort in force: the URL's, or the table's default. */
export function effectiveSort<Sort extends string, Filters extends Record<string, readonly string[]>>(
  search: TableSearch<Sort, Filters>,
  spec: TableSearchSpec<Sort, Filters>,
): { key: Sort; order: SortOrder } {
  return { key: search.sort ?? spec.defaultSort, order: search.order ?? spec.defaultOrder };
}

/**
 * The next URL state after a change. Any change but paging goes back to the first page (a cursor
 * belongs to one sort and one set of filters); empty values and the default sort leave the URL.
 */
export function changeTableSearch<Sort extends string, Filters extends Record<string, readonly string[]>>(
  previous: TableSearch<Sort, Filters>,
  change: Partial<Record<keyof TableSearch<Sort, Filters>, string | undefined>>,
  spec: TableSearchSpec<Sort, Filters>,
): TableSearch<Sort, Filters> {
  const next: Record<string, string | undefined> = { ...(previous as Record<string, string | undefined>), ...change };
  if (!('cursor' in change)) delete next.cursor;
  if (next.sort === spec.defaultSort && (next.order ?? spec.defaultOrder) === spec.defaultOrder) {
    delete next.sort;
    delete next.order;
  }
  for (const [key, value] of Object.entries(next)) if (value === undefined || value === '') delete next[key];
  return next as TableSearch<Sort, Filters>;
}
