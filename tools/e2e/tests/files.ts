import type { Browser, Page } from 'playwright-core';
import { expect, expectEqual, forEachLook, login, lookShot, newPage, signedInAt } from '../browser';
import type { E2EKernel } from '../kernel';
import { pageApi, waitFor } from '../seed';
import type { E2ETest } from './types';

interface WireList {
  id: number;
  name: string;
  options: { id: number; name: string; path: string | null; mediaPath: string | null }[];
}

const shot = (page: Page, name: string) => lookShot(page, 'files', name);

/** The page and the open dialog, light and dark, at 1366 and 400 px. */
async function themedShots(browser: Browser, env: E2EKernel, listName: string) {
  if (!process.env.E2E_SHOTS) return;
  await forEachLook(browser, env.url, env.superEmail, async (page, { width, dark }) => {
    await page.goto('/files');
    await page.locator('tr', { hasText: listName }).waitFor();
    const theme = dark ? 'dark' : 'light';
    await shot(page, `list-${width}-${theme}`);
    await page.locator('tr', { hasText: listName }).getByRole('button', { name: 'Editar' }).click();
    await page.locator('[data-testid="file-option"]').first().waitFor();
    await shot(page, `dialog-${width}-${theme}`);
  });
}

const file = (name: string, mimeType: string, content: string) => ({
  name,
  mimeType,
  buffer: Buffer.from(content),
});

export const filesTests: E2ETest[] = [
  {
    name: 'files: a list with two options and their files is created, edited and deleted',
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/files');
      await page.locator('[data-testid="files-page"]').waitFor();

      // spec §5: required fields, then a name too short
      await page.click('[data-testid="add-file-list"]');
      const form = page.locator('[data-testid="file-list-form"]');
      await form.locator('button[type="submit"]').click();
      expectEqual(await form.getByText('Obrigatório').count(), 2, 'name and message required');
      await form.locator('input[name="name"]').fill('Ca');
      await form.locator('button[type="submit"]').click();
      await form.getByText('nome muito curto').waitFor();

      await form.locator('input[name="name"]').fill('Catálogo de verão');
      await form.locator('textarea[name="message"]').fill('Segue o nosso catálogo com os preços da estação.');
      await form.locator('textarea[name="options[0].name"]').fill('Tabela de preços');
      await form
        .locator('input[name="options[0].file"]')
        .setInputFiles(file('tabela.pdf', 'application/pdf', '%PDF-1.4 e2e'));
      await form.getByRole('button', { name: 'Adicionar arquivo' }).click();
      await form.locator('textarea[name="options[1].name"]').fill('Fotos dos produtos');
      await form
        .locator('input[name="options[1].file"]')
        .setInputFiles(file('fotos.png', 'image/png', 'PNG e2e'));
      await shot(page, 'dialog-new-1366-light');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Lista de arquivos salva com sucesso!').waitFor();
      const row = page.locator('tr', { hasText: 'Catálogo de verão' });
      await row.waitFor();

      const { files } = await pageApi<{ files: WireList[] }>(page, 'GET', '/files?searchParam=verão');
      expectEqual(files.length, 1, 'one list saved');
      const saved = await pageApi<WireList>(page, 'GET', `/files/${files[0]!.id}`);
      expectEqual(
        saved.options.map((o) => [o.name, o.path]),
        [
          ['Tabela de preços', 'tabela.pdf'],
          ['Fotos dos produtos', 'fotos.png'],
        ],
        'options with their files',
      );
      // the file is served back by its signed link
      const served = await page.evaluate(
        async (url) => (await fetch(url)).text(),
        saved.options[1]!.mediaPath!,
      );
      expectEqual(served, 'PNG e2e', 'the second file served back');

      // edit: the dialog shows the saved files; rename, drop the second option, replace the first file
      await row.getByRole('button', { name: 'Editar' }).click();
      await form.getByText('fotos.png').waitFor();
      await form.locator('input[name="name"]').fill('Catálogo de inverno');
      await form.locator('[data-testid="remove-file-option"]').nth(1).click();
      await form
        .locator('input[name="options[0].file"]')
        .setInputFiles(file('tabela-2.pdf', 'application/pdf', '%PDF-1.4 v2'));
      await form.locator('button[type="submit"]').click();
      await page.getByText('Lista de arquivos salva com sucesso!').first().waitFor();
      await page.locator('tr', { hasText: 'Catálogo de inverno' }).waitFor();
      const edited = await waitFor('the edit saved', async () => {
        const l = await pageApi<WireList>(page, 'GET', `/files/${saved.id}`);
        return l.options.length === 1 && l.options[0]!.path === 'tabela-2.pdf' && l;
      });
      expectEqual(edited.options[0]!.id, saved.options[0]!.id, 'the kept option keeps its id');
      expect(
        (await page.locator('tr', { hasText: 'Catálogo de verão' }).count()) === 0,
        'the old name left the list',
      );

      // a second login of the same account signs this page out (spec §9), so the shots come between pages
      await page.context().close();
      await themedShots(browser, env, 'Catálogo de inverno');
      const again = await newPage(browser, env.url);
      await login(again, env.superEmail);
      await again.goto('/files');

      // delete
      await again
        .locator('tr', { hasText: 'Catálogo de inverno' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      await again.getByRole('button', { name: 'Confirmar' }).click();
      await again.getByText('Lista excluída com sucesso!').waitFor();
      await again.locator('tr', { hasText: 'Catálogo de inverno' }).waitFor({ state: 'detached' });
      const after = await pageApi<{ count: number }>(again, 'GET', '/files?searchParam=inverno');
      expectEqual(after.count, 0, 'deleted on the server');
      await again.context().close();
    },
  },
];

filesTests.push({
  name: 'menu: the cshow marker is set at login while campaignsEnabled is true, removed otherwise',
  async run({ browser, env }) {
    const page = await newPage(browser, env.url);
    const cshow = () => page.evaluate(() => localStorage.getItem('cshow'));
    try {
      await pageApiLogin(page, env.superEmail);
      await pageApi(page, 'PUT', '/settings/campaignsEnabled', { value: 'true' });
      await pageApiLogin(page, env.superEmail);
      // Whaticket stores it with setItem('cshow', null), i.e. the string "null"
      expectEqual(await cshow(), 'null', 'cshow after a login with campaigns enabled');
      await pageApi(page, 'PUT', '/settings/campaignsEnabled', { value: 'false' });
      await pageApiLogin(page, env.superEmail);
      expectEqual(await cshow(), null, 'no cshow after a login with campaigns disabled');
    } finally {
      await pageApi(page, 'PUT', '/settings/campaignsEnabled', { value: 'false' }).catch(() => undefined);
      await page.context().close();
    }
  },
});

/** Signs in through the login screen again (a fresh login, not a restored session). */
async function pageApiLogin(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  // only the session goes: a cshow left from before must be removed by the login itself
  await page.evaluate(() => localStorage.removeItem('token'));
  await login(page, email);
}
