import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSettings } from './staff.settings.js';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it),
 * Secure with the __Host- prefix when the service is reached over https, path /, and no expiry of
 * its own (the browser drops it when it closes; the server ends the session on its own clock).
 */

export function readSessionCookie(request: FastifyRequest, settings: StaffSettings): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== settings.cookieName) continue;
    const value = part.slice(separator + 1).trim();
    // Our tokens are base64url; anything else was not set by this service.
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

function attributes(settings: StaffSettings): string {
  return `Path=/; HttpOnly; SameSite=Lax${settings.secureCookie ? '; Secure' : ''}`;
}

export function setSessionCookie(reply: FastifyReply, settings: StaffSettings, token: string): void {
  reply.header('set-cookie', `${settings.cookieName}=${token}; ${attributes(settings)}`);
}

export function clearSessionCookie(reply: FastifyReply, settings: StaffSettings): void {
  reply.header('set-cookie', `${settings.cookieName}=; ${attributes(settings)}; Max-Age=0`);
}
