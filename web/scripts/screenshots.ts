import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaff } from '../../test/helpers/staff.js';
import { BackOfficePage, DESKTOP, launchChromium, logInThroughPage, startService, TABLET } from '../../test/web/browser.js';
import { ensureWebBuilt } from './web-build.js';

/**
 * `npm run web:screenshots [folder]`: the log-in page, the shell and the building-block catalogue in
 * Chromium at 1280×800 and on a tablet, against the real service, logged in as a chief and administrator.
 */
const outDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'biopermit-screenshots'));
fs.mkdirSync(outDir, { recursive: true });

await ensureWebBuilt();
const { service, baseUrl } = await startService();
const chief = await createStaff(service, { roles: ['chief', 'admin'], name: 'María Clara Peñafrancia' });
const browser = await launchChromium();
try {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET],
  ] as const) {
    const ui = await BackOfficePage.open(browser, baseUrl, viewport);
    const shot = async (file: string, fullPage = false) => {
      await ui.page.screenshot({ path: path.join(outDir, `${file}-${name}.png`), fullPage });
      console.log(`wrote ${path.join(outDir, `${file}-${name}.png`)}`);
    };
    await ui.visit('/app/login', 'Log in');
    await shot('login');
    await ui.page.getByRole('textbox', { name: /^Email/ }).fill('maria.penafrancia@bmb.gov.ph');
    await ui.page.locator('input[autocomplete="current-password"]').fill('a long enough password');
    await ui.page.keyboard.press('Enter');
    await ui.page.getByRole('alert').waitFor();
    await ui.assertAccessible('/app/login with the problem shown');
    await shot('login-problem');

    await logInThroughPage(ui, chief);
    await ui.visit('/app/workqueues', 'Workqueues');
    await shot('workqueues');
    await ui.visit('/app/catalog?sort=workingDaysLeft&order=asc', 'Building blocks');
    await shot('catalog', true);
    if (name === 'tablet') {
      await ui.page.getByRole('button', { name: 'Open navigation' }).click();
      await ui.page.waitForTimeout(400);
      await shot('navigation');
    }
    await ui.page.getByRole('button', { name: /^Account:/ }).click();
    await ui.page.waitForTimeout(300);
    await shot('user-menu');
    await ui.close();
  }
} finally {
  await browser.close();
  await service.close();
}
