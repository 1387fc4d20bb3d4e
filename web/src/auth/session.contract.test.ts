import { describe, expectTypeOf, it } from 'vitest';
import type { LogInBody, SessionView } from './session.contract';

/** Compile-time checks (tsc runs them on web/tsconfig.test.json in CI): what the screens read is what the service sends. */
describe('the session contract', () => {
  it('describes the user, their roles, the CSRF token and the second factor', () => {
    expectTypeOf<SessionView['user']['name']>().toEqualTypeOf<string>();
    expectTypeOf<SessionView['user']['roles']>().toExtend<readonly string[]>();
    expectTypeOf<SessionView['csrfToken']>().toEqualTypeOf<string>();
    expectTypeOf<SessionView['secondFactor']['state']>().toEqualTypeOf<
      'verified' | 'not_enrolled' | 'enrolment_required' | 'not_verified'
    >();
  });

  it('logs in with the password and the authenticator or a recovery code', () => {
    expectTypeOf<{ email: string; password: string; totp: string }>().toExtend<LogInBody>();
    expectTypeOf<{ email: string; password: string; recoveryCode: string }>().toExtend<LogInBody>();
  });
});
