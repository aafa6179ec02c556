import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PASSWORD, repoRoot } from './kernel';

export const screenshotDir = join(repoRoot, '.screenshots');

export { launchChromium } from './chromium';

/** What the kernel's Content-Security-Policy blocked in any page; the runner fails a test that caused one. */
export const cspViolations: string[] = [];
/**
 * Requests of any page that failed, answered 4xx or 5xx or took over 5 s: printed beside a failed test, since the
 * kernel logs nothing here (a screen that swallows an error, as the chats' does, otherwise leaves no trace of why).
 */
export const requestTrouble: string[] = [];
const SLOW_REQUEST_MS = 5_000;
/** every page's requests not finished yet, and when each started */
const started = new Map<{ method(): string; url(): string }, number>();

/** A new test starts with no request counted as unfinished. */
export const forgetRequests = () => started.clear();

/** Requests of the test's pages still waiting for an answer after 5 s: a send that hangs shows here. */
export function unfinishedRequests(): string[] {
  const now = Date.now();
  return [...started]
    .filter(([, at]) => now - at > SLOW_REQUEST_MS)
    .map(
      ([req, at]) =>
        `${new Date(at).toISOString()} ${req.method()} ${new URL(req.url()).pathname}: no answer after ${now - at} ms`,
    );
}

/** A fresh browser profile (own storage and cookies), light colour scheme unless asked. */
/**
 * How long a test looks for what a user would see before calling it missing. Generous: on a machine kept busy by
 * other work a remote's first load or a dialog can take many seconds, and a wait that succeeds returns at once.
 */
export const E2E_WAIT_MS = 30_000;

export async function newPage(
  browser: Browser,
  baseURL: string,
  opts: { width?: number; height?: number; dark?: boolean } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 800 },
    colorScheme: opts.dark ? 'dark' : 'light',
    locale: 'pt-BR',
  });
  // no CSS transitions or animations: a click lands where the element rests, not where a dialog's or a menu's
  // opening animation had it when a busy machine measured it (the transfer dialog's CI flake: a click on a menu item
  // or a dialog's button that did nothing). Blueprint's overlays time their phases in script, not on these events.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const still = document.createElement('style');
      still.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.appendChild(still);
    });
  });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('Content Security Policy'))
      cspViolations.push(msg.text());
  });
  page.on('request', (req) => started.set(req, Date.now()));
  const note = (req: { method(): string; url(): string }, what: string) =>
    requestTrouble.push(
      `${new Date().toISOString()} ${req.method()} ${new URL(req.url()).pathname}: ${what}`,
    );
  page.on('requestfailed', (req) => {
    started.delete(req);
    note(req, `failed (${req.failure()?.errorText ?? 'unknown'})`);
  });
  page.on('requestfinished', async (req) => {
    const took = Date.now() - (started.get(req) ?? Date.now());
    started.delete(req);
    const status = (await req.response().catch(() => null))?.status() ?? 0;
    if (status >= 400 || took > SLOW_REQUEST_MS) note(req, `${status} after ${took} ms`);
  });
  page.setDefaultTimeout(E2E_WAIT_MS);
  return page;
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL('**/tickets');
  await page.waitForSelector('[data-testid="layout"]');
}

/** A fresh page signed in as `email` that went to `path` through the side menu, as a user would. */
export async function signedInAt(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
): Promise<Page> {
  const page = await newPage(browser, baseURL);
  await login(page, email);
  await page.click(`[data-menu-path="${path}"]`);
  await page.waitForURL(`**${path}`);
  return page;
}

/** The side-menu paths, in order, once the manifest has been applied. */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="side-menu"] [data-testid="menu-item"]');
  return page.$$eval('[data-testid="side-menu"] [data-menu-path]', (els) =>
    els.map((e) => e.getAttribute('data-menu-path') ?? ''),
  );
}

/** The menu paths the kernel's manifest grants the signed-in user (kernel-owned modules included). */
export async function manifestPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('token') ?? '""') as string;
    const res = await fetch('/modules', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    const { modules } = (await res.json()) as { modules: { menu?: { path: string }[] }[] };
    return modules.flatMap((m) => (m.menu ?? []).map((i) => i.path));
  });
}

/** The menu shows exactly the manifest's items; `present`/`absent` pin the plan/super/profile rules. */
export async function expectMenu(
  page: Page,
  present: string[],
  absent: string[],
  what: string,
): Promise<void> {
  const shown = await menuPaths(page);
  const granted = await manifestPaths(page);
  expectEqual([...shown].sort(), [...granted].sort(), `${what}: menu equals the manifest`);
  for (const p of present) expect(shown.includes(p), `${what}: ${p} should be in ${shown}`);
  for (const p of absent) expect(!shown.includes(p), `${what}: ${p} should not be in ${shown}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/**
 * The views a screen is looked at in: 1366 and 400 px wide, light and dark, when screenshots are taken
 * (E2E_SHOTS=1). Otherwise both widths once each, wide in light and narrow in dark: what the loops assert (layout at
 * each width, the dark theme rendering) still runs, at half the pages and sign-ins.
 */
export const lookViewports: ReadonlyArray<readonly [number, boolean]> = process.env.E2E_SHOTS
  ? [
      [1366, false],
      [1366, true],
      [400, false],
      [400, true],
    ]
  : [
      [1366, false],
      [400, true],
    ];

/**
 * Each look of a screen (`lookViewports`) in a fresh page signed in as `email`, closed after: `look` drives the
 * page to what it shows and takes its shots.
 */
export async function forEachLook(
  browser: Browser,
  baseURL: string,
  email: string,
  look: (page: Page, view: { width: number; dark: boolean }) => Promise<void>,
  opts: { password?: string } = {},
): Promise<void> {
  for (const [width, dark] of lookViewports) {
    const page = await newPage(browser, baseURL, { width, dark });
    await login(page, email, opts.password);
    await look(page, { width, dark });
    await page.context().close();
  }
}

/**
 * A screenshot for looking at, not asserting: only with E2E_SHOTS=1, saved as `<feature>-<name>` with the others
 * and copied to /tmp/shots/<feature>/<name>.png.
 */
export async function lookShot(page: Page, feature: string, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await screenshot(page, `${feature}-${name}`);
  mkdirSync(`/tmp/shots/${feature}`, { recursive: true });
  copyFileSync(join(screenshotDir, `${feature}-${name}.png`), `/tmp/shots/${feature}/${name}.png`);
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

export function expect(condition: unknown, what: string): void {
  if (!condition) throw new Error(what);
}

/** A moment as a datetime-local input takes it: local time, to the minute. */
export function localDateTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
