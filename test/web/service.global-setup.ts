import type { TestProject } from 'vitest/node';
import { createTestApp } from '../helpers/test-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serviceUrl: string;
  }
}

/**
 * The back-office's API-client tests talk to the real service: built as tests build it, on a fresh
 * SQLite database, listening on a free port for the run (`inject('serviceUrl')`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await createTestApp('sqlite');
  const url = await service.app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('serviceUrl', url);
  return () => service.close();
}
