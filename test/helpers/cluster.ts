import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { createKeyRing } from '../../src/auth/key-ring.js';
import { ALL_SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { setPasswordWithCode } from '../../src/staff/password.service.js';
import { staffSettings } from '../../src/staff/staff.settings.js';
import { createStaffUser } from '../../src/staff/staff-user.service.js';
import { type Backend, type Haproxy, startHaproxy } from './haproxy.js';
import { freePort, type ServerProcess, startServerProcess, startWorkProcess } from './processes.js';

/**
 * Issue 30 §6: several `biopermit serve --no-work` processes and one `biopermit work` on one
 * database and one blob store, HAProxy in front; any of them may be killed (kill -9) and started
 * again on its own port, which HAProxy knows. Used by test/cluster/ and bench/cluster/.
 */

export interface ClusterMember {
  readonly name: string;
  readonly role: 'serve' | 'work';
  readonly port: number;
  process: ServerProcess;
}

export interface Cluster {
  readonly members: readonly ClusterMember[];
  readonly haproxy: Haproxy;
  readonly baseUrl: string;
  /** kill -9 of the member, then the same command on the same port; resolves once it serves (or works) again. */
  killAndRestart(member: ClusterMember): Promise<void>;
  /** kill -9 of everything, and HAProxy stopped. */
  crashAll(): Promise<void>;
}

function start(role: 'serve' | 'work', env: Record<string, string>, port: number): Promise<ServerProcess> {
  return role === 'serve' ? startServerProcess(env, ['serve', '--no-work'], port) : startWorkProcess(env, port);
}

/** `serve` API processes (s1…sN) and, unless `work` is 0, one `biopermit work` (w1), behind HAProxy. */
export async function startCluster(env: Record<string, string>, options: { serve: number; work?: number }): Promise<Cluster> {
  const roles = [
    ...Array.from({ length: options.serve }, (_, i) => ({ name: `s${i + 1}`, role: 'serve' as const })),
    ...Array.from({ length: options.work ?? 1 }, (_, i) => ({ name: `w${i + 1}`, role: 'work' as const })),
  ];
  const ports = await Promise.all(roles.map(() => freePort()));
  const started = await Promise.allSettled(roles.map((member, i) => start(member.role, env, ports[i] as number)));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed !== undefined) {
    for (const result of started) if (result.status === 'fulfilled') await result.value.crash();
    throw (failed as PromiseRejectedResult).reason;
  }
  const members: ClusterMember[] = roles.map((member, i) => ({
    ...member,
    port: ports[i] as number,
    process: (started[i] as PromiseFulfilledResult<ServerProcess>).value,
  }));
  const backends: Backend[] = members.filter((member) => member.role === 'serve').map(({ name, port }) => ({ name, port }));
  let haproxy: Haproxy;
  try {
    haproxy = await startHaproxy(backends);
  } catch (error) {
    for (const member of members) await member.process.crash();
    throw error;
  }
  return {
    members,
    haproxy,
    baseUrl: haproxy.baseUrl,
    async killAndRestart(member) {
      await member.process.crash();
      member.process = await start(member.role, env, member.port);
    },
    async crashAll() {
      await haproxy.stop();
      for (const member of members) await member.process.crash();
    },
  };
}

export interface ClusterSeed {
  readonly agency: string;
  /** Tokens of the agency's API, each for a subject of its own: each counts against the rate limit apart. */
  readonly tokens: readonly string[];
  readonly staff: { readonly email: string; readonly password: string };
}

/**
 * The database migrated, an agency with `tokens` tokens (subjects `client-0`…), and an intake officer
 * with a password, written before any process starts (the processes sign with the same keys).
 */
export async function seedCluster(url: string, tokens: number): Promise<ClusterSeed> {
  const database = await openDatabase({ url, requireDurableWrites: true, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    const agency = 'CLSTR';
    await createAgency(database.db, agency, 'Cluster test agency', OPERATOR_ACTOR);
    const config = loadConfig({ DATABASE_URL: url });
    const keyRing = createKeyRing(database.db, config.tokens);
    await keyRing.initialize();
    const issued: string[] = [];
    for (let i = 0; i < tokens; i++) {
      const token = await issueAccessToken(keyRing, config.tokens, {
        subject: `client-${i}`,
        agencyCode: agency,
        scopes: ALL_SCOPES,
        ttlSeconds: 3600,
      });
      issued.push(token.access_token);
    }
    const deps = { db: database.db, settings: staffSettings(config) };
    const email = 'intake.cluster@denr.example.ph';
    const created = await createStaffUser(deps, OPERATOR_ACTOR, { email, name: 'Intake Officer', roles: ['intake'], agencyCodes: null });
    const password = 'Tarsier-cluster-7f3a91-Bohol';
    await setPasswordWithCode(deps, created.setup.code, password);
    return { agency, tokens: issued, staff: { email, password } };
  } finally {
    await database.close();
  }
}
