import { type Api, data } from '../api/client';
import { type LogInBody, SESSION_PATH, SESSION_PROBE_PATH, type SessionView } from './session.contract';

/**
 * The current session, or null when there is none (never logged in, logged out, or expired). Asked of
 * the probe that answers 200 either way: a 401 before anyone has logged in would be logged to the
 * browser's console as a failed request.
 */
export async function fetchSession(api: Api, signal?: AbortSignal): Promise<SessionView | null> {
  const { session } = await data(api.client.GET(SESSION_PROBE_PATH, signal ? { signal } : {}));
  return session;
}

export function logIn(api: Api, body: LogInBody): Promise<SessionView> {
  return data(api.client.POST(SESSION_PATH, { body }));
}

/** Ends the session; a session that had already ended counts as logged out. */
export async function logOut(api: Api): Promise<void> {
  const answer = await api.client.DELETE(SESSION_PATH);
  if (answer.response.status === 401) return;
  await data(Promise.resolve(answer));
}

/** Whether a request is one of the session routes, whose 401 means "not logged in", not "expired". */
export function isSessionRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === SESSION_PATH || pathname === SESSION_PROBE_PATH;
}
