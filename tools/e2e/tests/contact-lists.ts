import { mkdirSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { expectEqual, login, newPage } from '../browser';
import { connectSim, insertCompany, pageApi, type Api } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/contact-lists';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // toasts cover the toolbar: the picture waits for them to go
  await page.waitForFunction(() => !document.querySelector('.bp6-toast'), undefined, { timeout: 5000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The sheet a user would upload: Whaticket's Portuguese headers, one number WhatsApp does not know. */
function sheet(): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([
      ['Nome', 'Número', 'E-mail'],
      ['Ana Planilha', '5511977770001', 'ana@exemplo.com'],
      ['Bruno Planilha', '(11) 97777-0002', ''],
      ['Caio Sem Zap', '5511977770003', 'caio@exemplo.com'],
    ]),
    'Contatos',
  );
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const validity = (page: Page, state: string) => page.locator(`[data-testid="validity-${state}"]`).count();

export const contactListsTests: E2ETest[] = [
  {
    name: 'contact-lists: create a list, upload an .xlsx, numbers checked with WhatsApp, edit and delete items',
    async run({ browser, env }) {
      const company = await insertCompany(env.kernel.knex, 'Listas E2E Ltda', env.plans.full);
      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      const api: Api = (method, path, body) => pageApi(page, method, path, body);
      await api('PUT', '/settings/campaignsEnabled', { value: 'true' });
      await connectSim(env, api, { name: 'Sim Listas', isDefault: true });
      env.kernel.channels.sim!.markUnregistered('5511977770003');

      await page.goto('/contact-lists');
      await page.locator('[data-testid="contact-lists-page"]').waitFor();
      await page.click('[data-testid="add-contact-list"]');
      const form = page.locator('[data-testid="contact-list-form"]');
      await form.locator('input[name="name"]').fill('C');
      await form.locator('button[type="submit"]').click();
      await form.getByText('Muito curto!').waitFor();
      await form.locator('input[name="name"]').fill('Clientes E2E');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Operação realizada com sucesso!').first().waitFor();
      const row = page.locator('tr', { hasText: 'Clientes E2E' });
      await row.locator('[data-testid="contacts-count"]', { hasText: '0' }).waitFor();

      // open its items and upload the sheet through the hidden file input
      await row.getByRole('button', { name: 'Contatos da lista' }).click();
      await page.waitForURL('**/contact-lists/*/contacts');
      await page.locator('[data-testid="contact-list-items-page"]').getByText('Clientes E2E').waitFor();
      await page.locator('[data-testid="contact-list-upload-input"]').setInputFiles({
        name: 'clientes.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: sheet(),
      });
      await page.getByText('3 contatos importados (0 já estavam na lista).').waitFor();
      for (const name of ['Ana Planilha', 'Bruno Planilha', 'Caio Sem Zap'])
        await page.locator('tr', { hasText: name }).waitFor();
      await page.locator('tr', { hasText: 'Bruno Planilha' }).getByText('11977770002').waitFor();
      // the check job answers through the realtime event: two valid, one without WhatsApp
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid="validity-valid"]').length === 2 &&
          document.querySelectorAll('[data-testid="validity-invalid"]').length === 1,
      );
      await page
        .locator('tr', { hasText: 'Caio Sem Zap' })
        .locator('[data-testid="validity-invalid"]')
        .waitFor();
      await shot(page, 'items-light-1366');

      // a .csv is refused with the module's words
      await page.locator('[data-testid="contact-list-upload-input"]').setInputFiles({
        name: 'lista.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('nome;numero\nZé;5511977770009\n'),
      });
      await page.getByText('Envie uma planilha .xls ou .xlsx.').waitFor();

      // the example file downloads as an .xlsx
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid="contact-list-example"]'),
      ]);
      expectEqual(download.suggestedFilename(), 'contatos-exemplo.xlsx', 'example file name');

      // add one by hand (spec §5 messages first), edit it, delete another
      await page.click('[data-testid="add-contact-list-item"]');
      const itemForm = page.locator('[data-testid="contact-list-item-form"]');
      await itemForm.locator('input[name="name"]').fill('D');
      await itemForm.locator('input[name="number"]').fill('123');
      await itemForm.locator('input[name="email"]').fill('nao-e-email');
      await itemForm.locator('button[type="submit"]').click();
      await itemForm.getByText('Muito curto!').first().waitFor();
      await itemForm.getByText('E-mail inválido').waitFor();
      await itemForm.locator('input[name="name"]').fill('Diana Manual');
      await itemForm.locator('input[name="number"]').fill('5511977770004');
      await itemForm.locator('input[name="email"]').fill('');
      await itemForm.locator('button[type="submit"]').click();
      await page
        .locator('tr', { hasText: 'Diana Manual' })
        .locator('[data-testid="validity-valid"]')
        .waitFor();

      await page.locator('tr', { hasText: 'Diana Manual' }).getByRole('button', { name: 'Editar' }).click();
      await itemForm.locator('input[name="number"][value="5511977770004"]').waitFor();
      await itemForm.locator('input[name="name"]').fill('Diana Editada');
      await itemForm.locator('button[type="submit"]').click();
      await page.locator('tr', { hasText: 'Diana Editada' }).waitFor();

      await page
        .locator('tr', { hasText: 'Bruno Planilha' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      await page.getByText('Deseja realmente excluir esse registro?').waitFor();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.locator('tr', { hasText: 'Bruno Planilha' }).waitFor({ state: 'detached' });
      expectEqual([await validity(page, 'valid'), await validity(page, 'invalid')], [2, 1], 'icons left');

      // the lists page counts them
      await page.getByRole('button', { name: 'Voltar às listas' }).click();
      await page.waitForURL('**/contact-lists');
      await page
        .locator('tr', { hasText: 'Clientes E2E' })
        .locator('[data-testid="contacts-count"]', { hasText: '3' })
        .waitFor();
      await shot(page, 'lists-light-1366');
      const itemsPath = await itemsPathOf(page);
      await page.context().close();

      // dark, and 400 px wide, of both screens
      for (const { dark, width } of [
        { dark: true, width: 1366 },
        { dark: false, width: 400 },
        { dark: true, width: 400 },
      ]) {
        const look = await newPage(browser, env.url, { dark, width, height: 800 });
        await login(look, company.admin.email);
        const tag = `${dark ? 'dark' : 'light'}-${width}`;
        await look.goto('/contact-lists');
        await look.locator('tr', { hasText: 'Clientes E2E' }).waitFor();
        await shot(look, `lists-${tag}`);
        await look.goto(itemsPath);
        await look.locator('tr', { hasText: 'Caio Sem Zap' }).waitFor();
        await shot(look, `items-${tag}`);
        await look.locator('tr', { hasText: 'Caio Sem Zap' }).getByRole('button', { name: 'Editar' }).click();
        await look.locator('[data-testid="contact-list-item-form"] input[value="5511977770003"]').waitFor();
        await shot(look, `item-dialog-${tag}`);
        await look.context().close();
      }
    },
  },
];

/** The items page's path of the list on screen. */
async function itemsPathOf(page: Page): Promise<string> {
  const { records } = await pageApi<{ records: { id: number }[] }>(
    page,
    'GET',
    '/contact-lists?searchParam=clientes e2e',
  );
  return `/contact-lists/${records[0]!.id}/contacts`;
}
