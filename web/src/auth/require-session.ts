import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { ACCOUNT_PATH, HOME_PATH, LOGIN_PATH, safeReturnPath } from './return-path';
import { sessionQueryOptions } from './session.queries';

/**
 * The guard of every staff route: without a session, to the log-in page, which comes back here
 * (path, queue filters and all) once the user has logged in.
 */
export async function requireSession({ context, location }: { context: RouterContext; location: ParsedLocation }) {
  const session = await context.queryClient.ensureQueryData(sessionQueryOptions(context.api));
  if (session === null) throw redirect({ to: LOGIN_PATH, search: { returnTo: location.href } });
  // The service lets such a session do nothing but enrol (and log out): the account page is where it enrols.
  if (session.secondFactor.state === 'enrolment_required' && location.pathname !== ACCOUNT_PATH) {
    throw redirect({ to: ACCOUNT_PATH, replace: true });
  }
  return { session };
}

/** The log-in page of a user who is logged in already goes where they were heading. */
export async function skipLogInWhenSignedIn({ context, search }: { context: RouterContext; search: { returnTo?: string } }) {
  // The log-in page must show even when the session cannot be read (service down): errors count as "no session".
  const session = await context.queryClient.ensureQueryData(sessionQueryOptions(context.api)).catch(() => null);
  if (session !== null) throw redirect({ href: safeReturnPath(search.returnTo) ?? HOME_PATH });
}
