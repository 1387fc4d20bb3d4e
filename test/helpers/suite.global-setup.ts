import type { TestProject } from 'vitest/node';
import buildWebIfStale from '../web/web-build.global-setup.js';
import migrateTemplates from './database-templates.global-setup.js';
import provideTheProbe from './postgres-probe.global-setup.js';
import buildServerBundle from './server-bundle.global-setup.js';

/**
 * What the service project's tests need before the first starts, prepared side by side rather than
 * one after the other: web/dist (rebuilt only when a web source is newer), the commands' bundle (a
 * child process), and the migrated database templates; first, PostgreSQL's probe, for the workers.
 * Each is its own module, and can run alone.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  provideTheProbe(project);
  const [, , dropTemplates] = await Promise.all([buildWebIfStale(), buildServerBundle(), migrateTemplates(project)]);
  return dropTemplates;
}
