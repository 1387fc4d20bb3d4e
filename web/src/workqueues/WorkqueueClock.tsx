import { Text } from '@mantine/core';
import { inStatusGroup } from '../api/status-groups';
import { ClockBadge } from '../ui/clock/ClockBadge';
import type { WorkqueueRow } from './workqueue-vocabulary';

/** Where the clock stops for good: the decision, or the application leaving the process (every status not before the decision). */
const isClosed = (status: string) => !inStatusGroup('StatusBeforeDecision', status);

/**
 * The clock column: its state in words, icon and colour; "Not started" before acceptance; after the
 * decision no running clock (no days "left"), only what the processing took.
 */
export function WorkqueueClock({ row }: { row: WorkqueueRow }) {
  const { clock } = row;
  if (isClosed(row.status))
    return (
      <div>
        <Text size="sm">{row.decidedAt ? 'Stopped at the decision' : 'Stopped'}</Text>
        {clock.limit !== null && (
          <Text size="xs" c="dimmed">
            {clock.workingDaysUsed} of {clock.limit} working days used
          </Text>
        )}
      </div>
    );
  if (clock.state === null)
    return (
      <Text size="sm" c="dimmed">
        Not started
      </Text>
    );
  return <ClockBadge state={clock.state} workingDaysLeft={clock.workingDaysLeft ?? undefined} paused={clock.paused} />;
}
