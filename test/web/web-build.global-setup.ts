import { ensureWebBuilt } from '../../web/scripts/web-build.js';

/** The serving and browser tests read web/dist: build it once per run, and only when a source changed. */
export default async function setup(): Promise<void> {
  await ensureWebBuilt();
}
