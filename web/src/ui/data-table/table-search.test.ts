import { describe, expect, it } from 'vitest';
import { changeTableSearch, effectiveSort, type TableSearchSpec, tableSearchValidator } from './table-search';

const SPEC = {
  sorts: ['dueDate', 'receivedAt'],
  defaultSort: 'dueDate',
  defaultOrder: 'asc',
  filters: { clock: ['on_track', 'at_risk', 'overdue'], agency: ['BMB', 'BFAR'] },
} as const satisfies TableSearchSpec<'dueDate' | 'receivedAt', Record<string, readonly string[]>>;
const validate = tableSearchValidator<'dueDate' | 'receivedAt', typeof SPEC.filters>(SPEC);

describe('table state in the URL', () => {
  it('keeps the search, sort, filters and cursor a table accepts', () => {
    expect(validate({ q: ' Peñafrancia ', sort: 'receivedAt', order: 'desc', clock: 'overdue', agency: 'BMB', cursor: 'abc' })).toEqual({
      q: 'Peñafrancia',
      sort: 'receivedAt',
      order: 'desc',
      clock: 'overdue',
      agency: 'BMB',
      cursor: 'abc',
    });
  });

  it('drops what it does not accept: an unknown sort, filter value or order, an empty search, an oversized cursor', () => {
    const search = validate({ q: '  ', sort: 'password', order: 'sideways', clock: 'late', agency: ['BMB'], cursor: 'x'.repeat(2000) });
    expect(Object.values(search).filter((value) => value !== undefined)).toEqual([]);
  });

  it('reads a number the router parsed from the URL as text', () => {
    expect(validate({ q: 2026 }).q).toBe('2026');
  });

  it('uses the default sort when the URL names none', () => {
    expect(effectiveSort(validate({}), SPEC)).toEqual({ key: 'dueDate', order: 'asc' });
    expect(effectiveSort(validate({ sort: 'receivedAt' }), SPEC)).toEqual({ key: 'receivedAt', order: 'asc' });
  });

  it('goes back to the first page when the search, a filter or the sort changes', () => {
    const onPageThree = validate({ q: 'santos', cursor: 'page-3' });
    expect(changeTableSearch(onPageThree, { clock: 'at_risk' }, SPEC)).toEqual({ q: 'santos', clock: 'at_risk' });
    expect(changeTableSearch(onPageThree, { sort: 'receivedAt', order: 'desc' }, SPEC)).toEqual({
      q: 'santos',
      sort: 'receivedAt',
      order: 'desc',
    });
  });

  it('keeps the filters when paging', () => {
    expect(changeTableSearch(validate({ clock: 'overdue' }), { cursor: 'next-page' }, SPEC)).toEqual({
      clock: 'overdue',
      cursor: 'next-page',
    });
  });

  it('leaves the default sort and empty values out of the URL', () => {
    expect(changeTableSearch(validate({ sort: 'receivedAt' }), { sort: 'dueDate', order: 'asc' }, SPEC)).toEqual({});
    expect(changeTableSearch(validate({ q: 'santos' }), { q: undefined }, SPEC)).toEqual({});
  });
});
