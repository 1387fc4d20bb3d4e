import { vi } from 'vitest';

/**
 * Runs `work` with the clock (Date only, still advancing) at noon in Manila on `date`, then puts the
 * real clock back: for the daily jobs whose outcome depends on the day (reminders, overdue checks).
 */
export async function onManilaDay<T>(date: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${date}T04:00:00.000Z`));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
