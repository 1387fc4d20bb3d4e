import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ClockBadge } from './ClockBadge';
import { describeWorkingDays } from './clock-state';

describe('the processing clock badge', () => {
  it('says each state in words, not by colour alone', () => {
    renderWithProviders(
      <>
        <ClockBadge state="on_track" workingDaysLeft={12} />
        <ClockBadge state="at_risk" workingDaysLeft={1} />
        <ClockBadge state="overdue" workingDaysLeft={-3} />
        <ClockBadge state="on_track" workingDaysLeft={0} paused />
      </>,
    );
    expect(screen.getByText('On track · 12 working days left')).toBeVisible();
    expect(screen.getByText('At risk · 1 working day left')).toBeVisible();
    expect(screen.getByText('Overdue · 3 working days late')).toBeVisible();
    expect(screen.getByText('On track · due today · paused')).toBeVisible();
  });

  it('counts working days in words', () => {
    expect(describeWorkingDays(2)).toBe('2 working days left');
    expect(describeWorkingDays(-1)).toBe('1 working day late');
    expect(describeWorkingDays(0)).toBe('due today');
  });
});
