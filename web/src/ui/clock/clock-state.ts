import type { components } from '../../api/schema';

/**
 * The processing clock's state (RA 11032; issue 10): from the generated schema once the service
 * publishes it as `ClockState`, the announced three until then. A state added by the service is then
 * a compile error below until it has a label and a colour.
 */
type Schemas = components['schemas'];
export type ClockState = Schemas extends { ClockState: infer State extends string } ? State : 'on_track' | 'at_risk' | 'overdue';

export interface ClockStyle {
  readonly label: string;
  /** Mantine colour; the text is its darkest shades, so it reads on its light background (WCAG AA). */
  readonly color: string;
  readonly icon: 'check' | 'warning' | 'alarm';
}

export const CLOCK_STYLES: Record<ClockState, ClockStyle> = {
  on_track: { label: 'On track', color: 'green', icon: 'check' },
  at_risk: { label: 'At risk', color: 'orange', icon: 'warning' },
  overdue: { label: 'Overdue', color: 'red', icon: 'alarm' },
};

/** "12 working days left", "1 working day left", "due today", "3 working days late". */
export function describeWorkingDays(workingDaysLeft: number): string {
  if (workingDaysLeft === 0) return 'due today';
  const days = Math.abs(workingDaysLeft);
  const unit = days === 1 ? 'working day' : 'working days';
  return workingDaysLeft > 0 ? `${days} ${unit} left` : `${days} ${unit} late`;
}
