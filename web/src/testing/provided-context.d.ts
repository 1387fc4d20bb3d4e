import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real service, started for the run by test/web/service.global-setup.ts. */
    serviceUrl: string;
    /** An evaluator of that service (no second factor), to log in with. */
    staffLogin: { email: string; password: string; name: string };
  }
}
