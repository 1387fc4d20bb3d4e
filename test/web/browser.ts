import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { loginRequest, type TestStaff } from '../helpers/staff.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The end-to-end harness of the back-office: Debian's Chromium (never a downloaded browser) driving
 * the real service, started by the test on a fresh database, with axe-core checking WCAG 2.2 AA on
 * every page visited, and every Content-Security-Policy violation and request to another origin
 * recorded so a test can require none.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumInstalled = fs.existsSync(CHROMIUM);
if (!chromiumInstalled && process.env.CI === 'true') {
  throw new Error(`CI=true but Chromium is not at ${CHROMIUM}: .ci/run installs it`);
}

export const DESKTOP = { width: 1280, height: 800 } as const;
/** iPad Air, portrait. */
export const TABLET = { width: 820, height: 1180 } as const;

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let running: Promise<Browser> | undefined;

/**
 * Chromium for one test file. The files of a test worker run one after the other in one process
 * (`isolate: false`), so they share one browser, launched by the first and ended with the worker
 * (Playwright closes it when the process exits): each file gets it with a `close()` of its own that
 * closes the file's contexts (its pages, cookies and storage), not the browser.
 */
export async function launchChromium(): Promise<Browser> {
  if (running === undefined || !(await running.catch(() => undefined))?.isConnected()) {
    running = chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
    });
  }
  const browser = await running;
  const closeContexts = async () => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return closeContexts;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A Chromium of its own whose camera is `video` (a .y4m or .mjpeg file), looped, with the camera
 * permission granted without a prompt: the camera path of a page tested with real frames. Not the
 * shared browser (its flags are fixed at launch): the caller closes it.
 */
export function launchChromiumWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** The real service on a fresh SQLite database, listening on a free port. */
export async function startService(): Promise<{ service: TestApp; baseUrl: string }> {
  const service = await createTestApp('sqlite');
  const baseUrl = await service.app.listen({ port: 0, host: '127.0.0.1' });
  return { service, baseUrl };
}

/**
 * What the functions evaluated in the page use of the browser, typed here: the service's TypeScript
 * program has no DOM library (it is Node code), and these run in Chromium, not in it.
 */
interface PageElement {
  readonly tagName: string;
  readonly id: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
}
interface PageGlobals {
  __cspViolations: string[];
  axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
  document: {
    readonly activeElement: PageElement | null;
    querySelector(selector: string): PageElement | null;
    addEventListener(type: 'securitypolicyviolation', listener: (event: { violatedDirective: string; blockedURI: string }) => void): void;
  };
  getComputedStyle(element: PageElement): { outlineStyle: string; outlineWidth: string };
}

/** The page's horizontal overflow in pixels (0 when nothing sticks out sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document
      .documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

export interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { target: readonly string[] }[];
}

export class BackOfficePage {
  /** Requests to any origin but the service's own. */
  readonly elsewhere: string[] = [];
  /** Errors the page threw, and console errors (the browser's own note of a 4xx answer aside: the app handles those). */
  readonly errors: string[] = [];
  /** Pages visited and checked with axe. */
  readonly checked: string[] = [];

  private constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseUrl) && !url.startsWith('data:')) this.elsewhere.push(url);
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded with a status of 4')) {
        this.errors.push(message.text());
      }
    });
  }

  static async open(browser: Browser, baseUrl: string, viewport: { width: number; height: number } = DESKTOP): Promise<BackOfficePage> {
    const context = await browser.newContext({ viewport, locale: 'en-PH', timezoneId: 'Asia/Manila' });
    // Before any script of the page: count what the Content-Security-Policy blocks.
    await context.addInitScript(() => {
      const page = globalThis as unknown as PageGlobals;
      page.__cspViolations = [];
      page.document.addEventListener('securitypolicyviolation', (event) => {
        page.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    // A step that does not happen fails with its own locator within the test's time, not as a bare test time-out.
    context.setDefaultTimeout(15_000);
    return new BackOfficePage(await context.newPage(), baseUrl);
  }

  /** Opens a back-office address and checks the page with axe once its heading is shown. */
  async visit(path: string, heading: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
    await this.assertAccessible(path);
  }

  /** axe-core, WCAG 2.2 AA rules, on the page as it is now (once its transitions have ended). */
  async assertAccessible(label: string): Promise<void> {
    // A popover fading in is not yet at its full contrast: check what the user sees when it settles.
    await this.page.waitForFunction(() =>
      (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
        .getAnimations()
        .every((animation) => animation.playState !== 'running'),
    );
    const violations = await this.axeViolations();
    this.checked.push(label);
    if (violations.length > 0) {
      const described = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      throw new Error(`axe found ${violations.length} WCAG 2.2 AA violation(s) on ${label}:\n${described.join('\n')}`);
    }
  }

  async axeViolations(): Promise<Violation[]> {
    // Evaluated through the DevTools protocol, which the page's policy does not govern: the page
    // itself still runs under its strict Content-Security-Policy. Once per document: its half a
    // megabyte need not be compiled again for every check of the same page.
    const loaded = await this.page.evaluate(() => typeof (globalThis as unknown as Partial<PageGlobals>).axe === 'object');
    if (!loaded) await this.page.evaluate(AXE_SOURCE);
    return this.page.evaluate(async (tags) => {
      const page = globalThis as unknown as PageGlobals;
      const result = await page.axe.run(page.document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
    }, WCAG_22_AA);
  }

  cspViolations(): Promise<string[]> {
    return this.page.evaluate(() => (globalThis as unknown as PageGlobals).__cspViolations);
  }

  /** The accessible name of the focused element, or its label's text. */
  focused(): Promise<{ tag: string; name: string; outline: string }> {
    return this.page.evaluate(() => {
      const page = globalThis as unknown as PageGlobals;
      const element = page.document.activeElement;
      if (element === null) return { tag: '', name: '', outline: '' };
      const labelled =
        element.getAttribute('aria-label') ?? (element.id ? page.document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
      const style = page.getComputedStyle(element);
      return {
        tag: element.tagName.toLowerCase(),
        name: (labelled ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
      };
    });
  }

  /**
   * A screenshot of the page as it is, into SCREENSHOTS_DIR when set (`npm run web:screenshots` sets
   * docs/screenshots), named `<name>.png`; nothing otherwise, so a plain test run writes no files.
   */
  async screenshot(name: string, options: { fullPage?: boolean } = {}): Promise<void> {
    const folder = process.env.SCREENSHOTS_DIR;
    if (!folder) return;
    fs.mkdirSync(folder, { recursive: true });
    // Caret and focus rings aside, what is on screen: wait for transitions to end first.
    await this.page.waitForTimeout(250);
    await this.page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: options.fullPage ?? false, caret: 'hide' });
  }

  close(): Promise<void> {
    return this.page.context().close();
  }
}

/**
 * Logs a staff user in through the log-in page, as a person would: email and password, then the
 * authenticator's code when the service asks for it (test/helpers/staff.ts keeps the secret).
 */
export async function logInThroughPage(ui: BackOfficePage, user: TestStaff, path = '/app/workqueues'): Promise<void> {
  const { page } = ui;
  await page.goto(`${ui.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
  await page.locator('input[autocomplete="current-password"]').fill(user.password);
  await page.keyboard.press('Enter');
  const { payload } = loginRequest(user);
  if (payload.totp !== undefined || payload.recoveryCode !== undefined) {
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    if (payload.totp !== undefined) await page.getByRole('textbox', { name: /^Authentication code/ }).fill(payload.totp);
    else {
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: /^Recovery code/ }).fill(payload.recoveryCode ?? '');
    }
    await page.keyboard.press('Enter');
  }
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}
