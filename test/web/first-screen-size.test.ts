import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUDGET_GZIP_BYTES, firstScreenSizes } from '../../web/scripts/first-screen.js';
import { DIST_DIR } from '../../web/scripts/web-build.js';

/** The size budget of bench/README.md ("The back-office's first screen"), checked on every build. */
describe("the back-office's first screen", () => {
  const sizes = firstScreenSizes(DIST_DIR);

  it('counts the scripts the browser loads before the log-in page shows', () => {
    expect(sizes.logIn.files.some((file) => /^index-[\w-]+\.js$/.test(file.file))).toBe(true);
    expect(sizes.logIn.files.some((file) => file.file.startsWith('ApplicationPage-'))).toBe(false);
    expect(sizes.workqueues.files.some((file) => file.file.startsWith('StaffShell-'))).toBe(true);
  });

  it('keeps the log-in page within its gzip JavaScript budget', () => {
    expect(sizes.logIn.gzipBytes).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_GZIP_BYTES.logIn);
  });

  it('keeps the workqueues of a signed-in user within theirs', () => {
    expect(sizes.workqueues.gzipBytes).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_GZIP_BYTES.workqueues);
  });
});
