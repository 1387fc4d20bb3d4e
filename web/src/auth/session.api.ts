import { type Api, data } from '../api/client';
import { type LogInBody, SESSION_PATH, type SessionView } from './session.contract';

/** The current session, or null when there is none (never logged in, logged out, or expired). */
export async function fetchSession(api: Api, signal?: AbortSignal): Promise<SessionView | null> {
  const answer = await api.client.GET(SESSION_PATH, signal ? { signal } : {});
  if (answer.response.status === 401) return null;
  return data(Promise.resolve(answer));
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
  return new URL(request.url).pathname === SESSION_PATH;
}
