import type { Page } from 'playwright-core';
import { expect, login, newPage } from '../browser';
import { PASSWORD } from '../kernel';
import type { E2ETest } from './types';

/** The remotes whose entry the page asked for, in order. */
function remotesRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = /\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.push(name);
  });
  return names;
}

/** The remote entries the browser sent after this call, with the If-None-Match it sent and the status it got. */
async function entriesOnTheWire(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const etags = new Map<string, string | undefined>();
  const statuses = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/\/remotes\/[a-z0-9-]+\/remoteEntry\.js$/.test(new URL(e.request.url).pathname))
      urls.set(e.requestId, e.request.url);
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const header = Object.entries(e.headers).find(([name]) => name.toLowerCase() === 'if-none-match');
    etags.set(e.requestId, header?.[1]);
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => statuses.set(e.requestId, e.statusCode));
  return {
    sent: () => [...urls].map(([id, url]) => ({ url, etag: etags.get(id), status: statuses.get(id) })),
  };
}

/**
 * Records every Blueprint icon drawn by name without its paths (the empty square shown while its file loads):
 * a span.bp6-icon[data-icon] added with no svg inside. Installed before the page's scripts run.
 */
async function watchEmptyIcons(page: Page) {
  await page.addInitScript(() => {
    const empty: string[] = [];
    (window as unknown as { __emptyIcons: string[] }).__emptyIcons = empty;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      const icons = [node, ...node.querySelectorAll('.bp6-icon[data-icon]')].filter(
        (e) => e.matches('.bp6-icon[data-icon]') && !e.querySelector('svg'),
      );
      for (const icon of icons) empty.push(`${icon.getAttribute('data-icon')} on ${location.pathname}`);
    };
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(check))).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __emptyIcons: string[] }).__emptyIcons.splice(0));
}

export const remoteTests: E2ETest[] = [
  {
    name: 'a remote that 404s shows its error panel and the other screens keep working',
    async run({ browser, env }) {
      // a card to wait for, whichever e2e run made (or did not make) the help videos test's
      const now = new Date();
      await env.kernel
        .knex('helps')
        .insert({ title: 'Como usar o Balcão', video: 'dQw4w9WgXcQ', createdAt: now, updatedAt: now });
      const page = await newPage(browser, env.url);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await login(page, env.superEmail);
      const entry = await fetch(`${env.url}/remotes/ghost/remoteEntry.js`);
      expect(entry.status === 404, `ghost remote answers ${entry.status}`);
      await page.click('[data-menu-path="/ghost"]');
      await page.locator('.remote-error').getByText('Este módulo não pôde ser carregado').waitFor();
      await page.click('[data-menu-path="/helps"]');
      await page.waitForURL('**/helps');
      await page.locator('[data-testid="help-card"]').first().waitFor();
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.click('[data-testid="profile-open"]');
      await page.getByRole('dialog').getByText('Meu perfil').waitFor();
      await page.keyboard.press('Escape');
      expect(errors.length === 0, `uncaught page errors: ${errors.join(' | ')}`);
      await page.context().close();
    },
  },
  {
    name: 'remotes load when first shown, icons are drawn at once, a reload revalidates entries (304)',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      const requested = remotesRequested(page);
      const emptyIcons = await watchEmptyIcons(page);
      await page.goto('/login');
      await page.locator('form input[name="email"]').waitFor();
      await page.waitForLoadState('networkidle');
      await emptyIcons(); // the login page draws its few icons as they load; from sign-in on none may be empty
      await page.fill('input[name="email"]', env.attendantEmail);
      await page.fill('input[name="password"]', PASSWORD);
      await page.click('button[type="submit"]');
      await page.locator('[data-testid="tickets-manager"]').waitFor();
      await page.waitForLoadState('networkidle');
      // the attendant's screen and the modules that must run on every screen (top bar, menu badges), no other
      const eager = new Set(['tickets', 'chats', 'announcements']);
      const atLogin = [...new Set(requested)];
      expect(atLogin.includes('tickets'), `tickets loaded at sign-in: ${atLogin.join(', ')}`);
      expect(
        atLogin.every((name) => eager.has(name)),
        `only the list and the eager remotes at sign-in, got ${atLogin.join(', ')}`,
      );
      await page.click('[data-testid="side-menu"] [data-menu-path="/contacts"]');
      await page.waitForURL('**/contacts');
      // the screen itself: other remotes' roots (top bar, badges) are already on the page
      await page.locator('[data-testid="contacts-page"]').waitFor();
      expect(requested.includes('contacts'), 'contacts loaded when its screen was opened');
      await page.click('[data-testid="side-menu"] [data-menu-path="/quick-messages"]');
      await page.waitForURL('**/quick-messages');
      await page.locator('[data-testid="quick-messages-page"]').waitFor();
      await page.waitForLoadState('networkidle');
      const empty = await emptyIcons();
      expect(empty.length === 0, `icons drawn empty before their paths arrived: ${empty.join(', ')}`);

      // a reload asks for the entries again with their validators, and the server answers 304 without a body.
      // What went on the wire (the validator sent, the raw status answered) is read from Chromium's network layer.
      const wire = await entriesOnTheWire(page);
      await page.reload();
      await page.locator('[data-testid="layout"] .remote-root').first().waitFor();
      await page.waitForLoadState('networkidle');
      const again = wire.sent();
      expect(
        again.length > 0 && again.every((r) => r.etag && r.status === 304),
        `entries asked again with If-None-Match and answered 304: ${again.map((r) => `${r.url} ${r.etag} ${r.status}`).join(', ')}`,
      );
      for (const { url, etag } of again) {
        // Node's fetch would add `Cache-Control: no-cache` (never answered 304); a browser sends max-age=0
        const res = await fetch(url, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
        expect(res.status === 304 && (await res.text()) === '', `${url} with its ETag answers ${res.status}`);
      }
      await page.context().close();
    },
  },
];
