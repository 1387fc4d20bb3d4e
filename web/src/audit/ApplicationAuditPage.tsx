import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useApi } from '../api/api-context';
import { useForwardPaging } from '../ui/data-table/use-forward-paging';
import { AnchorLink } from '../ui/link/AnchorLink';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';
import { AuditTable, auditColumns } from './AuditTable';
import { applicationAuditQuery } from './audit.queries';

const route = getRouteApi('/staff/applications/$applicationId/audit');
const COLUMNS = auditColumns();

/** One application's audit rows, in chain order (whoever may read the application may read them). */
export function ApplicationAuditPage() {
  const api = useApi();
  const { applicationId } = route.useParams();
  const { cursor } = route.useSearch();
  const navigate = route.useNavigate();
  const page = useQuery({ ...applicationAuditQuery(api, applicationId, cursor), placeholderData: keepPreviousData });
  const pager = useForwardPaging(cursor, page.data?.nextCursor, (next) => void navigate({ search: next ? { cursor: next } : {} }));
  return (
    <Page title="Audit of the application" description="Every act on this application, oldest first, as the audit trail holds it.">
      <AnchorLink to="/applications/$applicationId" params={{ applicationId }} size="sm">
        ← The application
      </AnchorLink>
      <AuditTable
        caption="Audit rows of the application"
        columns={COLUMNS}
        page={page.data}
        error={page.error}
        onRetry={() => void page.refetch()}
        refreshing={page.isPlaceholderData}
        paging={pager.paging}
        onPageChange={pager.onPageChange}
        empty={<Empty title="No audit rows" description="Acts on the application are recorded here as they happen." />}
      />
    </Page>
  );
}
