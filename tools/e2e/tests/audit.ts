import { expectEqual, forEachLook, login, lookShot, newPage } from '../browser';
import { insertCompany } from '../seed';
import type { E2ETest } from './types';

export const auditTests: E2ETest[] = [
  {
    name: 'audit log: an admin changes a setting, opens Auditoria and sees the row with before and after',
    async run({ browser, env }) {
      const company = await insertCompany(env.kernel.knex, 'Loja Auditoria E2E', env.plans.full);
      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      await page.click('[data-menu-path="/settings"]');
      await page.waitForSelector('[data-testid="settings-options"]');
      await page.selectOption('select[name="userRating"]', 'enabled');
      await page.getByText('Operação atualizada com sucesso.').first().waitFor();

      await page.click('[data-menu-path="/audit"]');
      await page.waitForURL('**/audit');
      const row = page.locator('[data-testid="audit-page"] tbody tr', {
        hasText: 'Alteração · Configuração',
      });
      await row.waitFor();
      await row.getByText('admin Loja Auditoria E2E').waitFor();
      await lookShot(page, 'audit', 'list-light-1366');
      await row.locator('[data-testid="audit-open"]').click();
      const details = page.locator('[data-testid="audit-details"]');
      await details.waitFor();
      expectEqual(
        JSON.parse(await details.locator('[data-testid="audit-before"]').innerText()),
        { value: 'disabled' },
        'the value before',
      );
      expectEqual(
        JSON.parse(await details.locator('[data-testid="audit-after"]').innerText()),
        { value: 'enabled' },
        'the value after',
      );
      await lookShot(page, 'audit', 'details-light-1366');
      await page.keyboard.press('Escape');

      // a filter that matches nothing empties the list; clearing it brings the row back
      await page.selectOption('#au-actor', 'bot');
      await row.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Limpar filtros' }).click();
      await row.waitFor();
      await page.context().close();

      if (process.env.E2E_SHOTS)
        await forEachLook(browser, env.url, company.admin.email, async (look, { width, dark }) => {
          await look.goto('/audit');
          await look.locator('[data-testid="audit-page"] tbody tr').first().waitFor();
          await lookShot(look, 'audit', `list-${dark ? 'dark' : 'light'}-${width}`);
        });

      // the super user reads every company's log, with the company column and filter
      const superPage = await newPage(browser, env.url);
      await login(superPage, env.superEmail);
      await superPage.goto('/audit');
      await superPage.locator('#au-company').waitFor();
      await superPage
        .locator('[data-testid="audit-page"] tbody tr', { hasText: 'Loja Auditoria E2E' })
        .first()
        .waitFor();
      await lookShot(superPage, 'audit', 'super-light-1366');
      await superPage.context().close();
    },
  },
];
