import type { Page } from 'playwright-core';
import { expect, expectEqual, login, lookShot, newPage } from '../browser';
import type { E2ETest } from './types';

/** What the Portuguese interface used to show in English (issue 30 item 4), and Blueprint's own English. */
const ENGLISH = [
  'Required',
  'Too Short!',
  'Too Long!',
  'Invalid email',
  'An error occurred!',
  'successfully',
];
const ENGLISH_LABELS = ['Close', 'Remove tag', 'increment', 'decrement', 'loading', 'steps'];

/** The page says none of it, in its text or in the labels a screen reader reads. */
async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const text = (await page.textContent('body')) ?? '';
  for (const words of ENGLISH) expect(!text.includes(words), `${where}: "${words}" on screen`);
  const labels = await page.$$eval('[aria-label]', (els) =>
    els.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  const english = labels.filter((label) => ENGLISH_LABELS.includes(label));
  expectEqual(english, [], `${where}: English labels`);
}

const widths = [1366, 400] as const;

export const portugueseTests: E2ETest[] = [
  {
    name: 'portuguese: the login screen validates in Portuguese',
    async run({ browser, env }) {
      for (const width of widths) {
        const page = await newPage(browser, env.url, { width, height: width < 600 ? 800 : 768 });
        await page.goto('/login');
        await page.click('button[type="submit"]');
        await page.getByText('Obrigatório').first().waitFor();
        expectEqual(
          await page.getByText('Obrigatório', { exact: true }).count(),
          2,
          'e-mail and password required',
        );
        await page.fill('input[name="email"]', 'nao-e-um-email');
        await page.click('button[type="submit"]');
        await page.getByText('E-mail inválido', { exact: true }).waitFor();
        await expectNoEnglish(page, `login at ${width} px`);
        await lookShot(page, 'portuguese', `login-${width}-light`);
        await page.context().close();
      }
    },
  },
  {
    name: 'portuguese: the user form validates in Portuguese, and its dialog and toast close in Portuguese',
    async run({ browser, env }) {
      for (const width of widths) {
        const page = await newPage(browser, env.url, { width, height: width < 600 ? 800 : 768 });
        await login(page, env.superEmail);
        await page.goto('/users');
        await page.locator('[data-testid="users-page"] tbody tr').first().waitFor();
        await page.click('[data-testid="add-user"]');
        const form = page.locator('[data-testid="user-form"]');
        await form.locator('input[name="name"]').fill('A');
        await form.locator('input[name="email"]').fill('carla@');
        await form.locator('input[name="password"]').fill('123');
        await page.click('[data-testid="save-user"]');
        await form.getByText('E-mail inválido', { exact: true }).waitFor();
        expectEqual(
          await form.getByText('Muito curto!', { exact: true }).count(),
          2,
          'name and password too short',
        );
        const close = page.locator('.bp6-dialog-header .bp6-dialog-close-button');
        expectEqual(await close.getAttribute('aria-label'), 'Fechar', "the dialog's close button");
        await expectNoEnglish(page, `user form at ${width} px`);
        await lookShot(page, 'portuguese', `user-form-${width}-light`);

        // saved, the toast's close button speaks Portuguese too
        await form.locator('input[name="name"]').fill(`Renata Alves ${width}`);
        await form.locator('input[name="email"]').fill(`renata.${width}@balcao.test`);
        await form.locator('input[name="password"]').fill('senha123');
        await page.click('[data-testid="save-user"]');
        const toast = page.locator('.bp6-toast', { hasText: 'Usuário salvo com sucesso!' });
        await toast.waitFor();
        expectEqual(
          await toast.locator('[aria-label]').first().getAttribute('aria-label'),
          'Fechar',
          "the toast's close button",
        );
        await expectNoEnglish(page, `users page at ${width} px`);
        await page.context().close();
      }
    },
  },
];
