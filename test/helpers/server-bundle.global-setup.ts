import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The commands the tests run as child processes (`node bin/biopermit.js …`) run one bundle of src/,
 * built on the first start after a change (bin/compile-cache.js). Built here, once, before the tests
 * start: otherwise the first few test files to spawn one would each build it at the same time, within
 * their own timeouts, on a machine already busy with the suite.
 */
export default async function setup(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  await promisify(execFile)(process.execPath, [path.join(root, 'bin', 'biopermit.js'), '--help'], { cwd: root, timeout: 300_000 });
}
