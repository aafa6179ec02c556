import type { Browser, Page } from 'playwright-core';
import { expect, expectEqual, forEachLook, login, lookShot, newPage, signedInAt } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs } from '../seed';
import type { E2ETest } from './types';

const shot = (page: Page, name: string) => lookShot(page, 'prompts', name);

/** The table and the open dialog (a voice chosen), light and dark, at 1366 and 400 px. */
async function themedShots(browser: Browser, env: E2EKernel, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await forEachLook(browser, env.url, env.superEmail, async (page, { width, dark }) => {
    await page.goto('/prompts');
    await page.locator('tr', { hasText: name }).waitFor();
    const theme = dark ? 'dark' : 'light';
    await shot(page, `list-${width}-${theme}`);
    await page.locator('tr', { hasText: name }).getByRole('button', { name: 'Editar' }).click();
    await page.locator('select[name="voice"]').selectOption('pt-BR-FranciscaNeural');
    await page.locator('input[name="voiceKey"]').waitFor();
    await shot(page, `dialog-${width}-${theme}`);
  });
}

export const promptsTests: E2ETest[] = [
  {
    name: 'prompts: a prompt is created in the dialog, listed, edited and deleted',
    async run({ browser, env }) {
      const { api } = await apiAs(env, env.superEmail);
      const queueName = `Suporte IA ${Date.now() % 100000}`;
      await api('POST', '/queue', { name: queueName, color: '#3366ff', greetingMessage: '' });

      const page = await signedInAt(browser, env.url, env.superEmail, '/prompts');
      await page.locator('[data-testid="prompts-page"]').waitFor();

      await page.click('[data-testid="add-prompt"]');
      const form = page.locator('[data-testid="prompt-form"]');
      await form.locator('input[name="name"]').fill('Assistente E2E');
      await form.locator('input[name="apiKey"]').fill('sk-e2e-0123456789abcd');
      await form.locator('textarea[name="prompt"]').fill('Você é o assistente da loja.');
      // spec §5: the sector is required
      await page.click('[data-testid="save-prompt"]');
      await form.getByText('Informe o setor').waitFor();
      await form.locator('select[name="queueId"]').selectOption({ label: queueName });
      await page.click('[data-testid="save-prompt"]');
      await page.getByText('Prompt salvo com sucesso!').waitFor();

      const row = page.locator('tr', { hasText: 'Assistente E2E' });
      await row.waitFor();
      expect((await row.textContent())?.includes(queueName), 'the queue in the row');
      expect((await row.textContent())?.includes('100'), 'the default max tokens');

      // edit: the key shows only its mask, and saving it back keeps it
      await row.getByRole('button', { name: 'Editar' }).click();
      expectEqual(await form.locator('input[name="apiKey"]').inputValue(), '••••abcd', 'the masked key');
      await form.locator('input[name="name"]').fill('Assistente E2E editado');
      await page.click('[data-testid="save-prompt"]');
      await page.locator('tr', { hasText: 'Assistente E2E editado' }).waitFor();
      const { prompts } = await api<{ prompts: Array<{ name: string; apiKey: string }> }>('GET', '/prompt');
      const saved = prompts.find((p) => p.name === 'Assistente E2E editado');
      expectEqual(saved?.apiKey, '••••abcd', 'the key kept by the echoed mask');
      await page.context().close();
      // the screenshots sign the same user in elsewhere, which ends this page's session: delete in a fresh one
      await themedShots(browser, env, 'Assistente E2E editado');

      const again = await newPage(browser, env.url);
      await login(again, env.superEmail);
      await again.goto('/prompts');
      await again
        .locator('tr', { hasText: 'Assistente E2E editado' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      await again.getByRole('button', { name: 'Confirmar' }).click();
      await again.getByText('Prompt excluído com sucesso!').waitFor();
      await again.locator('tr', { hasText: 'Assistente E2E editado' }).waitFor({ state: 'detached' });
      await again.context().close();
    },
  },
];
