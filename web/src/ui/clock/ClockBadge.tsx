import { Badge } from '@mantine/core';
import { AlertTriangleIcon, CheckIcon, ClockIcon } from '../icons';
import { CLOCK_STYLES, type ClockState, describeWorkingDays } from './clock-state';

const ICONS = { check: CheckIcon, warning: AlertTriangleIcon, alarm: ClockIcon };

interface ClockBadgeProps {
  readonly state: ClockState;
  /** Working days left before the due date (negative once overdue). */
  readonly workingDaysLeft?: number;
  /** The clock is paused (on hold, referral, waiting for the applicant). */
  readonly paused?: boolean;
}

/**
 * The processing clock of an application: its state in words and an icon of its own, then its
 * colour, so it reads without colour too (WCAG 1.4.1).
 */
export function ClockBadge({ state, workingDaysLeft, paused = false }: ClockBadgeProps) {
  const style = CLOCK_STYLES[state];
  const Icon = ICONS[style.icon];
  const parts = [style.label];
  if (workingDaysLeft !== undefined) parts.push(describeWorkingDays(workingDaysLeft));
  if (paused) parts.push('paused');
  return (
    <Badge
      variant="outline"
      radius="sm"
      size="lg"
      tt="none"
      fw={600}
      leftSection={<Icon size={14} strokeWidth={2.2} />}
      styles={{
        // Wraps between its parts in a narrow card or column ("On track ·" / "20 working days left ·" / "paused"),
        // never inside one: its narrowest is its longest part.
        root: {
          maxWidth: '100%',
          minWidth: 'min-content',
          flexShrink: 1,
          height: 'auto',
          minHeight: 'var(--badge-height)',
          color: style.text,
          borderColor: style.text,
          background: style.background,
        },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
      }}
    >
      {/* No-break spaces inside a part: the badge wraps only around its dots. */}
      {parts.map((part) => part.replaceAll(' ', '\u00a0')).join(' · ')}
    </Badge>
  );
}
