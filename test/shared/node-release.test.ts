import { afterEach, describe, expect, it, vi } from 'vitest';
import { maintainedLtsLines, nodeEndOfLife, warnIfNodeEndOfLife } from '../../src/shared/node-release.js';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A logger that keeps what it was asked to warn. */
function recordingLog() {
  const warnings: { fields: object; message: string }[] = [];
  return { warnings, warn: (fields: object, message: string) => warnings.push({ fields, message }) };
}

describe("a Node.js version's end of life", () => {
  it('says Node.js 20 ended on 2026-04-30: from that day on, not the day before', () => {
    expect(nodeEndOfLife('20.20.2', day('2026-04-29'))).toBeUndefined();
    expect(nodeEndOfLife('20.20.2', day('2026-04-30'))).toEqual({ version: '20.20.2', line: 20, endedOn: '2026-04-30' });
    expect(nodeEndOfLife('v20.19.0', day('2026-12-02'))).toEqual({ version: '20.19.0', line: 20, endedOn: '2026-04-30' });
  });

  it('takes each LTS line to its own end: 22 on 2027-04-30, 24 on 2028-04-30, 26 on 2029-04-30', () => {
    for (const [version, endedOn] of [
      ['22.23.5', '2027-04-30'],
      ['24.22.3', '2028-04-30'],
      ['26.12.1', '2029-04-30'],
    ] as const) {
      expect(nodeEndOfLife(version, day('2026-12-02')), version).toBeUndefined();
      expect(nodeEndOfLife(version, new Date(`${endedOn}T00:00:00Z`))?.endedOn, version).toBe(endedOn);
    }
  });

  it('ends the odd, never-LTS lines a few months after their release (25 on 2026-06-01)', () => {
    expect(nodeEndOfLife('25.2.0', day('2026-05-31'))).toBeUndefined();
    expect(nodeEndOfLife('25.2.0', day('2026-06-01'))?.endedOn).toBe('2026-06-01');
    expect(nodeEndOfLife('23.11.1', day('2026-12-02'))?.endedOn).toBe('2025-06-01');
  });

  it('calls a line older than the table ended, with no date; a line newer than it is not judged', () => {
    expect(nodeEndOfLife('16.20.2', day('2026-12-02'))).toEqual({ version: '16.20.2', line: 16, endedOn: undefined });
    expect(nodeEndOfLife('28.0.0', day('2031-01-01'))).toBeUndefined();
    expect(nodeEndOfLife('not a version', day('2026-12-02'))).toBeUndefined();
  });

  it('knows the LTS lines maintained on a day', () => {
    expect(maintainedLtsLines(day('2026-12-02'))).toEqual([22, 24, 26]);
    expect(maintainedLtsLines(day('2027-05-01'))).toEqual([24, 26]);
    expect(maintainedLtsLines(day('2029-05-01'))).toEqual([]);
  });
});

describe('the warning at the start of `biopermit serve`', () => {
  afterEach(() => vi.useRealTimers());

  it('is one warning naming the version and the day its line ended, and the lines to use instead', () => {
    const log = recordingLog();
    warnIfNodeEndOfLife(log, { version: '20.20.2', today: day('2026-12-02') });
    expect(log.warnings).toEqual([
      {
        fields: { node: '20.20.2', endOfLife: '2026-04-30' },
        message:
          'Node.js 20.20.2 reached its end of life on 2026-04-30 and gets no more security fixes: run biopermit on Node.js 22, 24 or 26',
      },
    ]);
  });

  it('is not logged on a maintained line', () => {
    const log = recordingLog();
    warnIfNodeEndOfLife(log, { version: '24.22.3', today: day('2026-12-02') });
    warnIfNodeEndOfLife(log, { version: '22.23.5', today: day('2027-04-29') });
    expect(log.warnings).toEqual([]);
  });

  it("judges this process's own Node.js on today's date when given nothing", () => {
    vi.useFakeTimers({ now: new Date('2100-01-01T00:00:00Z'), toFake: ['Date'] });
    const log = recordingLog();
    warnIfNodeEndOfLife(log);
    const line = Number(process.versions.node.split('.')[0]);
    // Every line the table knows has ended by 2100; a newer one is not judged.
    expect(log.warnings).toHaveLength(line <= 27 ? 1 : 0);
    if (line <= 27) expect(log.warnings[0]?.message).toContain(`Node.js ${process.versions.node} reached its end of life on `);
  });
});
