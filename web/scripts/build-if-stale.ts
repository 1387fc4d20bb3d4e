import { buildWeb, webBuildIsStale } from './web-build.js';

/**
 * `npm start`'s first step: build the back-office into web/dist only when a source is newer than the
 * last build, so a restart takes seconds. `npm run web:build` always builds.
 */
if (webBuildIsStale()) {
  const started = Date.now();
  process.stdout.write('biopermit: building the back-office into web/dist (up to a minute; only when its sources changed)\n');
  await buildWeb();
  process.stdout.write(`biopermit: back-office built in ${Math.round((Date.now() - started) / 1000)} s\n`);
} else {
  process.stdout.write('biopermit: the back-office build (web/dist) is up to date\n');
}
