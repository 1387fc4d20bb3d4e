import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The commands the tests run as child processes (`node bin/biopermit.js …`) run one bundle of src/,
 * built on the first start after a change (bin/compile-cache.js). Built here, once, before the tests
 * start: otherwise the first few test files to spawn one would each build it at the same time, within
 * their own timeouts, on a machine already busy with the suite.
 */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [path.join(root, 'bin', 'biopermit.js'), '--help'], { cwd: root, stdio: 'ignore', timeout: 300_000 });
}
