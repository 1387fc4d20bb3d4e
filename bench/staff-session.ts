import { randomBytes } from 'node:crypto';
import { OPERATOR_ACTOR } from '../src/auth/actor.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { setPasswordWithCode } from '../src/staff/password.service.js';
import { staffSettings } from '../src/staff/staff.settings.js';
import { logIn } from '../src/staff/staff-session.service.js';
import { createStaffUser } from '../src/staff/staff-user.service.js';

/**
 * A viewer's staff session in a bench database, made in-process through the staff services (user,
 * password, log-in) as a person would over HTTP: the cookie (`name=value`) the staff reads are sent with.
 */
export async function openStaffSession(databaseUrl: string): Promise<string> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1 });
  try {
    const deps = { db: database.db, settings: staffSettings(config) };
    const email = `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@denr.example.ph`;
    const password = `Bench-${randomBytes(8).toString('hex')}-Tarsier`;
    const created = await createStaffUser(deps, OPERATOR_ACTOR, { email, name: 'Bench Viewer', roles: ['viewer'], agencyCodes: null });
    await setPasswordWithCode(deps, created.setup.code, password);
    const { token } = await logIn(deps, { email, password }, { clientAddress: '127.0.0.1' });
    return `${deps.settings.cookieName}=${token}`;
  } finally {
    await database.close();
  }
}
