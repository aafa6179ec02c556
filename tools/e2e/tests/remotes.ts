import { expect, login, newPage } from '../browser';
import type { E2ETest } from './types';

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
];
