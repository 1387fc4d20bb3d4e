import { FIRST_SCREEN_BUDGET_GZIP_BYTES, firstScreenSizes, type ScreenSize } from './first-screen.js';
import { DIST_DIR, ensureWebBuilt } from './web-build.js';

/** `npm run web:size`: the gzip JavaScript of the first screens, against their budget. */
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(name: string, size: ScreenSize, budget: number): void {
  console.log(`${name}: ${kib(size.gzipBytes)} gzip JavaScript (budget ${kib(budget)})`);
  for (const file of size.files)
    console.log(`  ${file.file.padEnd(36)} ${kib(file.bytes).padStart(10)} ${kib(file.gzipBytes).padStart(10)} gzip`);
}

await ensureWebBuilt();
const sizes = firstScreenSizes(DIST_DIR);
report('log-in page', sizes.logIn, FIRST_SCREEN_BUDGET_GZIP_BYTES.logIn);
report('workqueues, signed in', sizes.workqueues, FIRST_SCREEN_BUDGET_GZIP_BYTES.workqueues);
