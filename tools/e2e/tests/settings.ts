import { expect, login, newPage, screenshot } from '../browser';
import { pageApi } from '../seed';
import type { E2ETest } from './types';

// an hour past the whole day so truncation lands on `days` either side of zero
const inDays = (days: number) =>
  new Date(Date.now() + days * 864e5 + Math.sign(days) * 3_600_000).toISOString();

export const settingsTests: E2ETest[] = [
  {
    name: 'settings: options save on change with a toast; Schedules tab follows scheduleType',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.click('[data-menu-path="/settings"]');
      await page.waitForSelector('[data-testid="settings-options"]');
      const before = {
        userRating: await page.inputValue('select[name="userRating"]'),
        scheduleType: await page.inputValue('select[name="scheduleType"]'),
      };
      await page.selectOption('select[name="userRating"]', 'enabled');
      await page.getByText('Operação atualizada com sucesso.').first().waitFor();
      expect(
        (await page.getByRole('tab', { name: 'Horários' }).count()) === 0,
        'no Schedules tab before scheduleType=company',
      );
      await page.selectOption('select[name="scheduleType"]', 'company');
      await page.getByRole('tab', { name: 'Horários' }).click();
      await page.getByText('Segunda-feira').waitFor();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Horários atualizados com sucesso.').waitFor();
      await page.reload();
      await page.waitForSelector('[data-testid="settings-options"]');
      expect((await page.inputValue('select[name="userRating"]')) === 'enabled', 'userRating persisted');
      await screenshot(page, 'settings-options');
      // the company is shared with later tests: office hours on a weekend would answer their contacts
      for (const [key, value] of Object.entries(before))
        await pageApi(page, 'PUT', `/settings/${key}`, { value });
      await page.context().close();
    },
  },
  {
    name: 'settings (super): companies with row colours and + Vencimento; plans and helps tabs',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const now = new Date();
      const base = {
        planId: env.plans.full,
        status: true,
        recurrence: 'MENSAL',
        createdAt: now,
        updatedAt: now,
      };
      await knex('companies').insert([
        { ...base, name: 'Empresa Amarela', dueDate: new Date(inDays(5)) },
        { ...base, name: 'Empresa Laranja', dueDate: new Date(inDays(2)) },
        { ...base, name: 'Empresa Vermelha', dueDate: new Date(inDays(-4)) },
      ]);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Empresas' }).click();
      const row = (name: string) => page.locator('tr', { hasText: name });
      await row('Empresa Amarela').waitFor();
      expect(
        await row('Empresa Amarela').evaluate((e) => e.classList.contains('kit-row--warning')),
        'yellow row at 5 days',
      );
      expect(
        await row('Empresa Laranja').evaluate((e) => e.classList.contains('kit-row--alert')),
        'orange row at 2 days',
      );
      expect(
        await row('Empresa Vermelha').evaluate((e) => e.classList.contains('kit-row--danger')),
        'red row at -4 days',
      );
      await screenshot(page, 'settings-companies');
      const before = await row('Empresa Laranja').locator('td').nth(5).textContent();
      await row('Empresa Laranja').getByTestId('advance-due-date').click();
      await page.getByText('Vencimento atualizado para').waitFor();
      await page.waitForFunction(
        ([prev]) => {
          const tr = [...document.querySelectorAll('tr')].find((r) =>
            r.textContent?.includes('Empresa Laranja'),
          );
          return tr && tr.querySelectorAll('td')[5]?.textContent !== prev;
        },
        [before],
      );
      await page.getByRole('tab', { name: 'Planos' }).click();
      await page.locator('tr', { hasText: 'Sem Kanban' }).waitFor();
      await page.getByRole('tab', { name: 'Ajuda' }).click();
      await page.locator('[data-testid="help-form"]').waitFor();
      await page.context().close();
    },
  },
];
