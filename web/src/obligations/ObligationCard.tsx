import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatCalendarDate } from '../format/datetime';
import { ToneBadge } from '../ui/badge/ToneBadge';
import { APPLIES_FROM, OBLIGATION_STATUS, type ObligationAction, ROW_LABEL } from './obligation-vocabulary';
import type { StaffObligation } from './obligations.queries';
import { SubmissionView, type SubmissionViewProps } from './SubmissionView';

interface ObligationCardProps extends Omit<SubmissionViewProps, 'submission' | 'number'> {
  readonly obligation: StaffObligation;
  /** The obligation actions this user may take now (the application's `allowedActions`). */
  readonly actions: readonly ObligationAction[];
  /** Whether the application has more than one permit: then each obligation names its own. */
  readonly showPermitNo: boolean;
  readonly onAction: (action: ObligationAction, obligation: StaffObligation) => void;
}

const OVERDUE_RED = '#9b1c1c';

/**
 * One obligation of the permit: what it is, when it is due, where it stands (overdue stands out: a red edge and
 * tint, and the state in words), the reason of a rejection or a waiver, the staff's actions that fit its state,
 * and its submissions, the latest first (earlier ones folded).
 */
export function ObligationCard({ obligation, actions, showPermitNo, onAction, ...submissionProps }: ObligationCardProps) {
  const titleId = useId();
  const status = OBLIGATION_STATUS[obligation.status];
  const Icon = status.icon;
  const overdue = obligation.status === 'overdue';
  const offered = actions.filter((action) => APPLIES_FROM[action].includes(obligation.status));
  const numbered = obligation.submissions.map((submission, index) => ({ submission, number: index + 1 })).reverse();
  const [latest, ...earlier] = numbered;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="sm"
      p="md"
      bg={overdue ? '#fff7f7' : undefined}
      style={overdue ? { borderColor: OVERDUE_RED, borderLeft: `6px solid ${OVERDUE_RED}` } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {obligation.title}
            </Title>
            {/* What the title does not say, in words (the type's code is the title's, not shown: issue 31). */}
            <Text size="xs" c="dimmed">
              {[
                showPermitNo ? `Permit ${obligation.permitNo}` : undefined,
                obligation.required ? undefined : 'Optional',
                obligation.blocksRenewal ? 'Blocks renewal while overdue' : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          {offered.length > 0 && (
            <Group gap={6} wrap="nowrap">
              {offered.map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant={action === 'reject_obligation' ? 'outline' : action === 'waive_obligation' ? 'default' : 'filled'}
                  color={action === 'reject_obligation' ? 'red.9' : undefined}
                  aria-label={`${ROW_LABEL[action]}: ${obligation.title}`}
                  onClick={() => onAction(action, obligation)}
                >
                  {ROW_LABEL[action]}
                </Button>
              ))}
            </Group>
          )}
        </Group>
        <Group gap="md">
          <ToneBadge tone={status.tone} icon={<Icon size={12} strokeWidth={2.4} />}>
            {status.label}
          </ToneBadge>
          <Text size="sm" fw={overdue ? 700 : undefined} c={overdue ? OVERDUE_RED : undefined}>
            Due {formatCalendarDate(obligation.dueDate)}
          </Text>
        </Group>
        {obligation.statusReason && (
          <Text size="sm">
            {obligation.status === 'waived'
              ? 'Waived because: '
              : overdue || obligation.status === 'pending'
                ? 'Last submission rejected: '
                : 'Reason: '}
            {obligation.statusReason}
          </Text>
        )}
        {latest === undefined ? (
          <Text size="sm" c="dimmed">
            Nothing submitted yet.
          </Text>
        ) : (
          <SubmissionView {...submissionProps} submission={latest.submission} number={latest.number} />
        )}
        {earlier.length > 0 && (
          <Box component="details">
            <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
              Earlier submissions ({earlier.length})
            </Text>
            <Stack gap="md" mt="sm">
              {earlier.map(({ submission, number }) => (
                <SubmissionView key={submission.id} {...submissionProps} submission={submission} number={number} />
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
