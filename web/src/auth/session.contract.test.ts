import { describe, expectTypeOf, it } from 'vitest';
import type { paths } from '../api/schema';
import type { SessionView, StaffPaths, WithSessionRoutes } from './session.contract';

/**
 * Compile-time checks (tsc runs them on web/tsconfig.test.json in CI): the session's types switch to
 * the generated ones by themselves once the service publishes the routes.
 */
type GeneratedSessionView = { user: { id: string; email: string; name: string }; roles: ('admin' | 'chief')[]; csrfToken: string };
type PathsWithSession = paths & {
  '/api/v1/staff/session': {
    get: { responses: { 200: { content: { 'application/json': GeneratedSessionView } } } };
  };
};

describe('the session contract', () => {
  it('uses the generated routes as they are once the schema has them', () => {
    expectTypeOf<WithSessionRoutes<PathsWithSession>>().toEqualTypeOf<PathsWithSession>();
  });

  it('adds the announced routes while the schema lacks them, keeping every generated path', () => {
    expectTypeOf<StaffPaths>().toMatchTypeOf<paths>();
    expectTypeOf<keyof StaffPaths>().toEqualTypeOf<keyof paths | '/api/v1/staff/session'>();
  });

  it('describes the user, their roles and the CSRF token', () => {
    expectTypeOf<SessionView['user']['name']>().toEqualTypeOf<string>();
    expectTypeOf<SessionView['csrfToken']>().toEqualTypeOf<string>();
  });
});
