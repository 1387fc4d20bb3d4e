import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../processes/server-process.js';

/** One response captured from the service, for the bare route to send back verbatim. */
export interface BareRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly status: number;
  /** The service's content-type (and location, for a 201). */
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Starts the bare Fastify server (bare-server.main.ts) in its own process, serving `route`. */
export async function startBareServer(route: BareRoute): Promise<ServerProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-bench-'));
  const file = path.join(dir, 'route.json');
  fs.writeFileSync(file, JSON.stringify(route));
  const main = new URL('./bare-server.main.ts', import.meta.url).pathname;
  try {
    const server = await startServerProcess(['--import', 'tsx', main], { BARE_ROUTE_FILE: file }, '/healthz');
    return {
      ...server,
      async stop() {
        await server.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
