import type { Browser, CDPSession, Page } from 'playwright-core';

/** What crossed the network: requests not served from the browser's cache, and their bytes (headers included). */
export interface Traffic {
  requests: number;
  bytes: number;
}

interface Meter {
  read(): Traffic;
  /** every counted request so far: its URL and bytes */
  log(): Array<{ url: string; bytes: number }>;
  /** resolves once nothing has been in flight for `quietMs` (at most `maxMs`) */
  settled(quietMs?: number, maxMs?: number): Promise<void>;
}

/** Counts a page's network traffic through the DevTools protocol, the way the browser's network panel does. */
async function meter(page: Page): Promise<Meter> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const cached = new Set<string>();
  const inFlight = new Set<string>();
  const urls = new Map<string, string>();
  const counted: Array<{ url: string; bytes: number }> = [];
  const total: Traffic = { requests: 0, bytes: 0 };
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; type?: string; request: { url: string } }) => {
    if (e.type !== 'WebSocket') inFlight.add(e.requestId);
    urls.set(e.requestId, e.request.url);
    lastActivity = Date.now();
  });
  cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => cached.add(e.requestId));
  cdp.on(
    'Network.responseReceived',
    (e: { requestId: string; response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
    },
  );
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
    if (cached.has(e.requestId)) return;
    total.requests += 1;
    total.bytes += e.encodedDataLength;
    counted.push({ url: urls.get(e.requestId) ?? '?', bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  return {
    read: () => ({ ...total }),
    log: () => [...counted],
    async settled(quietMs = 500, maxMs = 15_000) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs))
        await new Promise((r) => setTimeout(r, 50));
    },
  };
}

const since = (before: Traffic, after: Traffic): Traffic => ({
  requests: after.requests - before.requests,
  bytes: after.bytes - before.bytes,
});

/** The ticket list can be worked with: the manager is drawn and its list shows its first rows (or says it has none). */
async function usableList(page: Page) {
  await page.waitForURL('**/tickets');
  await page
    .locator(
      '[data-testid="tickets-manager"] [data-testid="ticket-item"], [data-testid="tickets-manager"] .bp6-non-ideal-state',
    )
    .first()
    .waitFor({ timeout: 30_000 });
}

/** A screen opened from the menu is drawn: its remote is in (no loading spinner) and the network is quiet. */
async function screenShown(page: Page, m: Meter) {
  await page.locator('[data-testid="layout"] .remote-root').first().waitFor({ timeout: 30_000 });
  await page.locator('.remote-spinner').waitFor({ state: 'detached', timeout: 30_000 });
  await m.settled();
}

export interface Visit {
  login: Traffic & { ms: number };
  screens: Traffic;
  paths: string[];
  /** what crossed after the login button, the list's and the screens', by request (printed with --detail) */
  requests: Array<{ url: string; bytes: number }>;
}

/** The menu's pages other than the ticket list, in menu order (group parents and routes with parameters left out). */
async function otherScreens(page: Page, count: number): Promise<string[]> {
  await page.waitForSelector('[data-testid="side-menu"] [data-menu-path]');
  // shown items only: a closed group's children cannot be clicked
  const paths = await page.$$eval('[data-testid="side-menu"] [data-menu-path]', (els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => e.getAttribute('data-menu-path') ?? ''),
  );
  return paths.filter((p) => p.startsWith('/') && p !== '/tickets' && !p.includes(':')).slice(0, count);
}

async function visit(page: Page, email: string, password: string, screens: number): Promise<Visit> {
  const m = await meter(page);
  await page.goto('/login');
  await page.waitForSelector('form input[name="email"]');
  await m.settled();
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  const before = m.read();
  const loggedBefore = m.log().length;
  const started = Date.now();
  await page.click('button[type="submit"]');
  await usableList(page);
  const ms = Date.now() - started;
  await m.settled();
  const afterLogin = m.read();
  const paths = await otherScreens(page, screens);
  for (const path of paths) {
    await page.click(`[data-testid="side-menu"] [data-menu-path="${path}"]`);
    await page.waitForURL(`**${path}`);
    await screenShown(page, m);
  }
  return {
    login: { ...since(before, afterLogin), ms },
    screens: since(afterLogin, m.read()),
    paths,
    requests: m.log().slice(loggedBefore),
  };
}

/**
 * One person's session twice in one browser profile: cold (empty cache), then signed out (cookies and storage cleared) and
 * back in with the cache kept (warm). Each time: from the login button to a usable ticket list, then `screens`
 * more screens from the menu.
 */
export async function measureSession(
  browser: Browser,
  baseURL: string,
  login: { email: string; password: string },
  screens = 5,
): Promise<{ cold: Visit; warm: Visit }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  try {
    const first = await context.newPage();
    const cold = await visit(first, login.email, login.password, screens);
    // signed out as a browser forgets a session: the token kept in local storage too, the HTTP cache stays
    await first.evaluate(() => localStorage.clear());
    await first.close();
    await context.clearCookies();
    const second = await context.newPage();
    const warm = await visit(second, login.email, login.password, screens);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
