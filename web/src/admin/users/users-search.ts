import { ALL_ROLES, type Role } from '../../auth/roles';
import { type TableSearch, type TableSearchSpec, tableSearchValidator } from '../../ui/data-table/table-search';
import type { UserListFilter } from './users.queries';

/** What the users table keeps in the URL: the search text, a role, enabled or disabled. */
export const USERS_TABLE = {
  sorts: ['name'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: { role: ALL_ROLES, status: ['enabled', 'disabled'] },
} as const satisfies TableSearchSpec<'name', { role: readonly Role[]; status: readonly string[] }>;

export type UsersSearch = TableSearch<'name', typeof USERS_TABLE.filters>;
export const validateUsersSearch = tableSearchValidator<'name', typeof USERS_TABLE.filters>(USERS_TABLE);

/** The URL's state as the list's query. */
export function userListFilter(search: UsersSearch): UserListFilter {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.role ? { role: search.role } : {}),
    ...(search.status ? { disabled: search.status === 'disabled' } : {}),
  };
}
