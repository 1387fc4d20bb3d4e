import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real service, started for the run by test/web/service.global-setup.ts. */
    serviceUrl: string;
  }
}
