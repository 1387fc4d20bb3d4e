import { formatCalendarDate } from '../format/datetime';
import { ClockBadge } from '../ui/clock/ClockBadge';
import { DateTime } from '../ui/datetime/DateTime';
import { holdLabel } from '../workqueues/workqueue-vocabulary';
import { words } from './ApplicationTimeline';
import type { StaffApplication } from './application.queries';
import { Facts } from './Section';

/** The clock once stopped (the decision, or the application left the process): what it took, no days left. */
function stoppedClock(clock: StaffApplication['clock']): string {
  const late = clock.daysOverdue > 0 ? `, ${clock.daysOverdue} past the limit` : '';
  const when = clock.stopDate ? ` on ${formatCalendarDate(clock.stopDate)}` : '';
  return `Stopped${when}: ${clock.daysUsed} of ${clock.effectiveLimit} working days used${late}`;
}

/** The summary: the processing clock, the dates, who has the application, and what holds it. */
export function ClockFacts({ application }: { application: StaffApplication }) {
  const { clock } = application;
  const stopped = clock.stopped || clock.status === 'stopped';
  return (
    <Facts
      rows={[
        [
          'Clock',
          stopped && clock.status !== 'not_started' ? (
            stoppedClock(clock)
          ) : clock.state ? (
            <ClockBadge key="clock" state={clock.state} workingDaysLeft={clock.daysLeft - clock.daysOverdue} paused={clock.paused} />
          ) : (
            words(clock.status)
          ),
        ],
        ['Due date', clock.dueDate && !stopped ? formatCalendarDate(clock.dueDate) : null],
        [
          'Working days',
          clock.status === 'not_started' || stopped
            ? null
            : `${clock.daysUsed} used of ${clock.effectiveLimit}${clock.extended ? ' (extended)' : ''}`,
        ],
        ['Paused for', clock.pausedFor.length > 0 ? clock.pausedFor.map(words).join(', ') : null],
        ['Received', <DateTime key="received" value={application.createdAt} />],
        ['Accepted', application.acceptedAt ? <DateTime key="accepted" value={application.acceptedAt} /> : null],
        ['Assignee', application.assignee?.name ?? 'Nobody'],
        [
          'Hold',
          application.hold
            ? `${holdLabel(application.hold.reason)}${application.hold.answerBy ? `, answer by ${formatCalendarDate(application.hold.answerBy)}` : ''}`
            : null,
        ],
        ['Referral', application.referral ? application.referral.body.toUpperCase() : null],
        [
          'Recommendation',
          application.recommendation
            ? `${words(application.recommendation.recommendation)}, by ${application.recommendation.by.name}`
            : null,
        ],
      ]}
    />
  );
}
