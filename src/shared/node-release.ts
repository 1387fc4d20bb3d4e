/**
 * Node.js release lines and their end of life, from the Release working group's schedule
 * (github.com/nodejs/Release, schedule.json, as of July 2026). Node exposes no end-of-life date of its
 * own (`process.release.lts` is only the codename), so the service carries this table; a line newer
 * than the table is taken as maintained. `lts` is the day a line became LTS (odd lines never did, and
 * lasted about 8 months; from 27 on every line becomes LTS, the October after its April release).
 */
const RELEASE_LINES: Readonly<Record<number, { readonly lts?: string; readonly endOfLife: string }>> = {
  18: { lts: '2022-10-25', endOfLife: '2025-04-30' },
  19: { endOfLife: '2023-06-01' },
  20: { lts: '2023-10-24', endOfLife: '2026-04-30' },
  21: { endOfLife: '2024-06-01' },
  22: { lts: '2024-10-29', endOfLife: '2027-04-30' },
  23: { endOfLife: '2025-06-01' },
  24: { lts: '2025-10-28', endOfLife: '2028-04-30' },
  25: { endOfLife: '2026-06-01' },
  26: { lts: '2026-10-28', endOfLife: '2029-04-30' },
  27: { endOfLife: '2030-04-30' },
};

const OLDEST_LINE = Math.min(...Object.keys(RELEASE_LINES).map(Number));

/** A Node.js version past its line's end of life; `endedOn` is unknown only for lines older than the table. */
export interface EndedNodeRelease {
  readonly version: string;
  readonly line: number;
  readonly endedOn: string | undefined;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Whether `version` ("24.22.3" or "v24.22.3") is past its line's end of life on `today` (the end-of-life
 * day itself counts as ended): what ended and when, or undefined while it is maintained (or unknown).
 */
export function nodeEndOfLife(version: string, today: Date): EndedNodeRelease | undefined {
  const plain = version.replace(/^v/, '');
  const line = Number.parseInt(plain.split('.')[0] ?? '', 10);
  if (!Number.isInteger(line)) return undefined;
  if (line < OLDEST_LINE) return { version: plain, line, endedOn: undefined };
  const endOfLife = RELEASE_LINES[line]?.endOfLife;
  return endOfLife !== undefined && dayOf(today) >= endOfLife ? { version: plain, line, endedOn: endOfLife } : undefined;
}

/** The LTS lines maintained on `today`, oldest first (empty once `today` is past the table). */
export function maintainedLtsLines(today: Date): number[] {
  const day = dayOf(today);
  return Object.entries(RELEASE_LINES)
    .filter(([, release]) => release.lts !== undefined && release.lts <= day && day < release.endOfLife)
    .map(([line]) => Number(line));
}

function endOfLifeMessage(ended: EndedNodeRelease, today: Date): string {
  const when = ended.endedOn === undefined ? 'is past its end of life' : `reached its end of life on ${ended.endedOn}`;
  const lines = maintainedLtsLines(today);
  const named = lines.length > 1 ? `${lines.slice(0, -1).join(', ')} or ${lines.at(-1)}` : lines.join('');
  const instead = lines.length > 0 ? `Node.js ${named}` : 'a maintained Node.js LTS line';
  return `Node.js ${ended.version} ${when} and gets no more security fixes: run biopermit on ${instead}`;
}

/** At the start of `biopermit serve`: one warning, naming the version and its end, when this Node.js line has ended. */
export function warnIfNodeEndOfLife(
  log: { warn(fields: object, message: string): void },
  runtime: { readonly version: string; readonly today: Date } = { version: process.versions.node, today: new Date() },
): void {
  const ended = nodeEndOfLife(runtime.version, runtime.today);
  if (ended !== undefined) log.warn({ node: ended.version, endOfLife: ended.endedOn }, endOfLifeMessage(ended, runtime.today));
}
