import { describe, expect, it } from 'vitest';
import {
  CBD_STATUS_WORDS,
  CLOCK_WORDS,
  HOLD_WORDS,
  manilaDateTime,
  PERMIT_STATUS_WORDS,
  STATUS_WORDS,
  codeInWords as serviceCodeInWords,
  describeWorkingDays as serviceDescribeWorkingDays,
} from '../../../src/workqueues/workqueue.words';
import { formatDateTime } from '../format/datetime';
import { codeInWords } from '../format/vocabulary';
import { CBD_STATUS, PERMIT_STATUS } from '../permits/permit-vocabulary';
import { CLOCK_STYLES, describeWorkingDays } from '../ui/clock/clock-state';
import { HOLD_LABELS, STATUS_LABELS } from './workqueue-vocabulary';

/**
 * The service's CSV export writes a workqueue in the table's words (src/workqueues/workqueue.words.ts,
 * a copy, since the service does not import the back-office): the day a label here changes, this says
 * the export must change with it.
 */
describe("the CSV export's words are the table's", () => {
  it('for statuses, holds, clock states, Clearing-House steps and permit statuses', () => {
    expect(STATUS_WORDS).toEqual(STATUS_LABELS);
    expect(HOLD_WORDS).toEqual(HOLD_LABELS);
    expect(CLOCK_WORDS).toEqual(Object.fromEntries(Object.entries(CLOCK_STYLES).map(([state, style]) => [state, style.label])));
    expect(CBD_STATUS_WORDS).toEqual(CBD_STATUS);
    expect(PERMIT_STATUS_WORDS).toEqual(Object.fromEntries(Object.entries(PERMIT_STATUS).map(([status, { label }]) => [status, label])));
  });

  it('for codes without a label, working days and dates in Manila', () => {
    for (const code of ['research', 'bioprospecting_commercial', ' odd_code ']) expect(serviceCodeInWords(code)).toBe(codeInWords(code));
    for (const days of [-3, -1, 0, 1, 12]) expect(serviceDescribeWorkingDays(days)).toBe(describeWorkingDays(days));
    for (const instant of ['2026-11-24T06:05:00.000Z', '2026-12-31T16:00:00Z', '2027-01-01T15:59:59.999Z', '2026-02-28T23:30:00+08:00']) {
      expect(manilaDateTime(instant)).toBe(formatDateTime(instant));
    }
  });
});
