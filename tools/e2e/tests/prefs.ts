import { expect, login, newPage, screenshot } from '../browser';
import type { E2ETest } from './types';

export const prefsTests: E2ETest[] = [
  {
    name: 'switching to English translates the labels (shell and remote)',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto('/helps');
      await page.locator('[data-menu-path="/helps"]', { hasText: 'Ajuda' }).waitFor();
      await page.click('[data-testid="language-button"]');
      await page.click('[data-lang="en"]');
      await page.locator('[data-menu-path="/helps"]', { hasText: 'Help' }).waitFor();
      await page.locator('[data-menu-path="/settings"]', { hasText: 'Settings' }).waitFor();
      await page.getByRole('tab', { name: 'Manage videos' }).waitFor();
      await page.getByText('Log out').first().waitFor();
      await page.reload();
      await page.locator('[data-menu-path="/helps"]', { hasText: 'Help' }).waitFor();
      await page.context().close();
    },
  },
  {
    name: 'dark theme persists after reload',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto('/helps');
      const isDark = () => page.evaluate(() => document.documentElement.classList.contains('bp6-dark'));
      expect(!(await isDark()), 'starts light (system preference)');
      await page.click('[data-testid="theme-toggle"]');
      expect(await isDark(), 'dark after toggle');
      await page.reload();
      // the shell is back (the helps page itself may be empty: the help videos test may run on the other e2e run)
      await page.locator('[data-testid="theme-toggle"]').waitFor();
      expect(await isDark(), 'still dark after reload');
      await screenshot(page, 'layout-dark');
      await page.click('[data-testid="theme-toggle"]');
      await page.context().close();
    },
  },
  {
    name: 'a 400 px viewport shows the mobile layout',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url, { width: 400, height: 780 });
      await login(page, env.superEmail);
      await page.goto('/helps');
      await page.waitForSelector('[data-testid="layout"][data-mobile="true"]');
      expect((await page.locator('[data-testid="side-menu"]').count()) === 0, 'no fixed side menu on mobile');
      await page.click('[data-testid="menu-toggle"]');
      await page.locator('.bp6-drawer [data-menu-path="/helps"]').waitFor();
      await screenshot(page, 'layout-mobile');
      await page.locator('.bp6-drawer [data-menu-path="/settings"]').click();
      await page.waitForURL('**/settings');
      await page.locator('.bp6-drawer').waitFor({ state: 'hidden' });
      await page.context().close();
    },
  },
];
