import type { TestProject } from 'vitest/node';
import { createStaff } from '../helpers/staff.js';
import { createTestApp } from '../helpers/test-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serviceUrl: string;
    /** An evaluator of that service (no second factor), to log in with. */
    staffLogin: { email: string; password: string; name: string };
  }
}

/**
 * The back-office's API-client tests talk to the real service: built as tests build it, on a fresh
 * SQLite database, listening on a free port for the run (`inject('serviceUrl')`), with one staff user.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await createTestApp('sqlite');
  const url = await service.app.listen({ port: 0, host: '127.0.0.1' });
  const evaluator = await createStaff(service, { roles: ['evaluator'], name: 'María Clara Peñafrancia' });
  project.provide('serviceUrl', url);
  project.provide('staffLogin', { email: evaluator.email, password: evaluator.password, name: evaluator.name });
  return () => service.close();
}
