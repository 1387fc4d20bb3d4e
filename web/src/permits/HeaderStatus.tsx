import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import type { StaffApplication } from '../applications/application.queries';
import { statusLabel } from '../workqueues/workqueue-vocabulary';
import { hasPermitPanel } from './PermitPanel';
import { applicationPermitsQuery, currentPermit } from './permit.queries';
import { PERMIT_STATUS } from './permit-vocabulary';

/**
 * The application page's status in its header: the application's, and once a permit is issued the
 * permit's when it is no longer in force (suspended, revoked, expired, void, superseded), so an issued
 * application whose permit was revoked does not read as in force. The permits are the panel's query
 * (one request for both).
 */
export function HeaderStatus({ application }: { application: StaffApplication }) {
  const permits = useQuery({ ...applicationPermitsQuery(useApi(), application.id), enabled: hasPermitPanel(application) });
  const permit = permits.data ? currentPermit(permits.data) : undefined;
  const lapsed = application.status === 'issued' && permit !== undefined && permit.status !== 'issued';
  return (
    <Group gap="xs">
      {lapsed ? (
        <Badge
          size="lg"
          variant="light"
          color={PERMIT_STATUS[permit.status].tone.color}
          c={PERMIT_STATUS[permit.status].tone.text}
          tt="none"
        >
          Permit {PERMIT_STATUS[permit.status].label.toLowerCase()}
        </Badge>
      ) : (
        <Badge size="lg" variant="light">
          {statusLabel(application.status)}
        </Badge>
      )}
    </Group>
  );
}
