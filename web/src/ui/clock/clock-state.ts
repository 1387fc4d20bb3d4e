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
  /** Text and border, and background: at least 6.5:1 between them (WCAG AA asks 4.5:1). */
  readonly text: string;
  readonly background: string;
  readonly icon: 'check' | 'warning' | 'alarm';
}

export const CLOCK_STYLES: Record<ClockState, ClockStyle> = {
  on_track: { label: 'On track', text: '#1b5e20', background: '#e8f5e9', icon: 'check' },
  at_risk: { label: 'At risk', text: '#7a3e00', background: '#fff1db', icon: 'warning' },
  overdue: { label: 'Overdue', text: '#9b1c1c', background: '#fdecec', icon: 'alarm' },
};

/** "12 working days left", "1 working day left", "due today", "3 working days late". */
export function describeWorkingDays(workingDaysLeft: number): string {
  if (workingDaysLeft === 0) return 'due today';
  const days = Math.abs(workingDaysLeft);
  const unit = days === 1 ? 'working day' : 'working days';
  return workingDaysLeft > 0 ? `${days} ${unit} left` : `${days} ${unit} late`;
}
