import type { TestProject } from 'vitest/node';
import { postgresProbe } from './databases.js';

/**
 * Probes PostgreSQL once for the run (importing databases.ts does; under CI=true a PostgreSQL that
 * never answers stops the run there) and hands the answer to the workers, which would otherwise
 * each wait for a server that is not there.
 */
export default function setup(project: TestProject): void {
  project.provide('postgresProbe', postgresProbe);
}
