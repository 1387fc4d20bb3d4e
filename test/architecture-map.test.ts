import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/ARCHITECTURE.md's map lists every folder of src/ (issue 17 §5): a newcomer finds a capability by its name. */
describe('the map of docs/ARCHITECTURE.md', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const document = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const map = /## The map\n[\s\S]*?```\n(?<block>[\s\S]*?)```/.exec(document)?.groups?.block ?? '';
  const listed = [...map.matchAll(/^ {2}(?<name>[a-z][a-z0-9-]*)\/ /gm)].map((match) => match.groups?.name);
  const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('lists every folder of src/, and none that is gone', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...folders].sort());
  });
});
