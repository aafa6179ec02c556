import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage, screenshot } from '../browser';
import type { E2ETest } from './types';

/** A GET with the signed-in user's token, as the page's own requests carry it. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = JSON.parse(localStorage.getItem('token') ?? '""') as string;
    const res = await fetch(p, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    return (await res.json()) as T;
  }, path);
}

/** The label of the form group whose control has this id. */
const labelOf = (page: Page, id: string) => page.locator(`label[for="${id}"]`).innerText();

async function openSettings(page: Page) {
  await page.goto('/settings');
  await page.waitForSelector('[data-testid="settings-options"]');
}

export const settingsRegistriesTests: E2ETest[] = [
  {
    name: 'settings: options, plan flags and company fields render from the plugins declarations',
    async run({ browser, env }) {
      for (const width of [1280, 400]) {
        const page = await newPage(browser, env.url, { width, height: 900 });
        await login(page, env.superEmail);
        await openSettings(page);
        // the options tab: tickets' userRating with its Portuguese label and choices, integrations' secrets masked
        expectEqual((await labelOf(page, 'setting-userRating')).trim(), 'Avaliações', 'userRating label');
        const choices = await page.$$eval('select[name="userRating"] option', (os) =>
          os.map((o) => o.textContent),
        );
        expectEqual(choices, ['Habilitado', 'Desabilitado'], 'userRating choices');
        expectEqual((await labelOf(page, 'setting-chatBotType')).trim(), 'Tipo do bot', 'chatBotType label');
        expect(
          (await page.getAttribute('input[name="tokenixc"]', 'type')) === 'password',
          'a secret setting is masked',
        );
        await page.locator('input[name="tokenixc"]').fill(`tok-${width}`);
        await page.locator('input[name="tokenixc"]').blur();
        await page.getByText('Operação atualizada com sucesso.').first().waitFor();
        await screenshot(page, `settings-registries-options-${width}`);

        await page.getByRole('tab', { name: 'Planos' }).click();
        const form = page.getByTestId('plan-form');
        for (const flag of ['Campanhas', 'Kanban', 'Open.AI', 'Integrações', 'Agendamentos']) {
          await form.getByText(flag, { exact: true }).waitFor();
        }
        await screenshot(page, `settings-registries-plan-form-${width}`);

        await page.getByRole('tab', { name: 'Empresas' }).click();
        const company = page.getByTestId('company-form');
        await company.waitFor();
        expectEqual(
          (await labelOf(page, 'company-campaignsEnabled')).trim(),
          'Campanhas',
          'campaignsEnabled label',
        );
        await screenshot(page, `settings-registries-company-form-${width}`);
        await page.context().close();
      }
    },
  },
  {
    name: 'settings: a plan saved with a declared flag off is stored off; the company form carries campaignsEnabled',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await openSettings(page);

      await page.getByRole('tab', { name: 'Planos' }).click();
      const form = page.getByTestId('plan-form');
      await form.locator('input[name="name"]').fill('Plano Sem Kanban E2E');
      const kanban = form.locator('input[name="useKanban"]');
      expect(await kanban.isChecked(), 'a new plan starts with the declared default (Kanban on)');
      await form.getByText('Kanban', { exact: true }).click();
      expect(!(await kanban.isChecked()), 'Kanban unchecked');
      await form.locator('button[type="submit"]').click();
      await page.locator('tr', { hasText: 'Plano Sem Kanban E2E' }).waitFor();
      const plans = await apiGet<{ id: number; name: string }[]>(page, '/plans/all');
      const saved = plans.find((p) => p.name === 'Plano Sem Kanban E2E');
      expect(saved, 'the plan was created');
      const plan = await apiGet<Record<string, unknown>>(page, `/plans/${saved!.id}`);
      expectEqual([plan.useKanban, plan.useCampaigns], [false, true], 'stored flags');
      // the list's tags follow the declarations too
      const planRow = page.locator('tr', { hasText: 'Plano Sem Kanban E2E' });
      expect((await planRow.getByText('Kanban', { exact: true }).count()) === 0, 'no Kanban tag');
      await planRow.getByText('Campanhas', { exact: true }).waitFor();

      // the company form's campaignsEnabled select: sent with the company, stored as its setting, read back
      await page.getByRole('tab', { name: 'Empresas' }).click();
      const company = page.getByTestId('company-form');
      const select = company.locator('select[name="campaignsEnabled"]');
      expectEqual(await select.inputValue(), 'false', 'a new company starts with the declared default');
      await company.locator('input[name="name"]').fill('Empresa Campanhas E2E');
      await company.locator('select[name="planId"]').selectOption({ label: 'Completo' });
      await select.selectOption({ label: 'Habilitadas' });
      await company.locator('button[type="submit"]').click();
      const row = page.locator('tr', { hasText: 'Empresa Campanhas E2E' });
      await row.waitFor();
      const companies = await apiGet<{ name: string; settings?: { key: string; value: string }[] }[]>(
        page,
        '/companies',
      );
      const stored = companies
        .find((c) => c.name === 'Empresa Campanhas E2E')
        ?.settings?.find((s) => s.key === 'campaignsEnabled')?.value;
      expectEqual(stored, 'true', 'campaignsEnabled stored as the company setting');
      await row.getByRole('button', { name: 'Editar' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLInputElement>('[data-testid="company-form"] input[name="name"]')
            ?.value === 'Empresa Campanhas E2E',
      );
      expectEqual(await select.inputValue(), 'true', 'the edit form reads it from the company settings');
      await page.context().close();
    },
  },
  {
    name: 'settings: the declared labels follow the chosen language',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await openSettings(page);
      await page.click('[data-testid="language-button"]');
      await page.click('[data-lang="es"]');
      await page.locator('label[for="setting-userRating"]', { hasText: 'Evaluaciones' }).waitFor();
      await page.click('[data-testid="language-button"]');
      await page.click('[data-lang="en"]');
      await page.locator('label[for="setting-userRating"]', { hasText: 'Ratings' }).waitFor();
      const choices = await page.$$eval('select[name="scheduleType"] option', (os) =>
        os.map((o) => o.textContent),
      );
      expectEqual(choices, ['Disabled', 'By queue', 'By company'], 'scheduleType choices in English');
      await page.getByRole('tab', { name: 'Plans' }).click();
      await page.getByTestId('plan-form').getByText('Campaigns', { exact: true }).waitFor();
      await page.context().close();
    },
  },
];
