import { Button, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { usersQuery } from '../admin/users/users.queries';
import { useApi } from '../api/api-context';
import { useForwardPaging } from '../ui/data-table/use-forward-paging';
import { AnchorLink } from '../ui/link/AnchorLink';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';
import { AuditFilters } from './AuditFilters';
import { AuditTable, auditColumns } from './AuditTable';
import { auditExportHref, auditTrailQuery } from './audit.queries';
import { type AuditSearch, changeAuditSearch, exportQueryOf, isFiltered, trailQueryOf } from './audit-search';
import { ChainCheck } from './ChainCheck';

const route = getRouteApi('/staff/admin/audit');

/**
 * The whole audit trail (admin): newest first, filtered by who, what, which application and when (all
 * in the URL), a page at a time; its chain check; and its export as JSON lines.
 */
export function AuditTrailPage() {
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = useQuery({ ...auditTrailQuery(api, trailQueryOf(search)), placeholderData: keepPreviousData });
  const users = useQuery(usersQuery(api, {}));
  const change = (next: Partial<AuditSearch>) => void navigate({ search: (previous: AuditSearch) => changeAuditSearch(previous, next) });
  const pager = useForwardPaging(search.cursor, page.data?.nextCursor, (cursor) => change({ cursor }));
  const filters = { actor: search.actor, action: search.action, application: search.application, from: search.from, to: search.to };
  const columns = auditColumns((entry, name) => (
    <AnchorLink to="/admin/audit" search={{ actor: entry.actorId }} size="sm" title={`Only rows of ${name}`}>
      {name}
    </AnchorLink>
  ));
  return (
    <Page
      title="Audit trail"
      description="Every act on applications, users, settings and agencies, newest first. Dates are days in Philippine time."
      actions={
        <Button component="a" href={auditExportHref(exportQueryOf(search))} download variant="default">
          Export (JSON lines)
        </Button>
      }
    >
      <ChainCheck />
      <Stack gap="sm">
        <AuditFilters
          key={JSON.stringify(filters)}
          value={filters}
          actors={users.data ?? []}
          onApply={(applied) => {
            pager.forget();
            // Every filter named, so one left empty leaves the URL.
            const { actor, action, application, from, to } = applied;
            change({ actor, action, application, from, to });
          }}
        />
        <Text size="xs" c="dimmed">
          The export takes the application and the days; who and the action filter the table only.
        </Text>
        <AuditTable
          caption="Audit rows"
          columns={columns}
          page={page.data}
          error={page.error}
          onRetry={() => void page.refetch()}
          refreshing={page.isPlaceholderData}
          paging={pager.paging}
          onPageChange={pager.onPageChange}
          empty={
            <Empty
              title={isFiltered(search) ? 'No row matches' : 'No audit rows yet'}
              description={isFiltered(search) ? 'Change or clear the filters.' : 'Acts are recorded here as they happen.'}
            />
          }
        />
      </Stack>
    </Page>
  );
}
