/**
 * Where to go after logging in: only a path inside the back-office (`/workqueues?queue=overdue`),
 * never another site (`//evil.example`, `https://…`, `/\evil`), so a crafted log-in link cannot send
 * a user away with their fresh session.
 */
/** The staff home: it sends each user to their role's home page (routes.tsx). */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const ACCOUNT_PATH = '/account';
export const SET_PASSWORD_PATH = '/set-password';

export function safeReturnPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  for (const character of raw) if (character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f) return undefined;
  const path = raw.split(/[?#]/, 1)[0];
  if (path === LOGIN_PATH || path === SET_PASSWORD_PATH) return undefined;
  return raw;
}
