/**
 * What changed between two versions of the public dataset, pure: the occurrences (by occurrenceID, the
 * core's first column) added, removed, and changed (their core line or any of their permit lines
 * differs: a permit revoked, coordinates generalised after the list of threatened species grew). A change
 * of columns changes every row.
 */

export interface DatasetChanges {
  readonly rows: number;
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
}

/** An archive's data as the diff reads it: occurrence.txt and permit.txt, whole. */
export interface DatasetData {
  readonly occurrences: string;
  readonly permits: string;
}

/** Each occurrence's lines, core line first, by its id; the header lines skipped. */
function linesById(data: DatasetData): Map<string, string> {
  const byId = new Map<string, string>();
  const dataLines = (text: string) =>
    text
      .split('\n')
      .slice(1)
      .filter((line) => line !== '');
  for (const line of dataLines(data.occurrences)) byId.set(line.slice(0, line.indexOf('\t')), line);
  for (const line of dataLines(data.permits)) {
    const id = line.slice(0, line.indexOf('\t'));
    byId.set(id, `${byId.get(id) ?? ''}\n${line}`);
  }
  return byId;
}

export function datasetChanges(previous: DatasetData | undefined, current: DatasetData): DatasetChanges {
  const now = linesById(current);
  const before = previous === undefined ? new Map<string, string>() : linesById(previous);
  let added = 0;
  let changed = 0;
  for (const [id, lines] of now) {
    const old = before.get(id);
    if (old === undefined) added += 1;
    else if (old !== lines) changed += 1;
  }
  const removed = [...before.keys()].filter((id) => !now.has(id)).length;
  return { rows: now.size, added, removed, changed };
}

/** The sentence eml.xml and the feed give for a version. */
export function changesText(changes: DatasetChanges, previousVersion: number | undefined): string {
  const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
  const since = previousVersion === undefined ? 'First version' : `Since version ${previousVersion}`;
  return `${since}: ${rows(changes.added)} added, ${rows(changes.removed)} removed, ${rows(changes.changed)} changed; ${rows(changes.rows)} in all.`;
}
