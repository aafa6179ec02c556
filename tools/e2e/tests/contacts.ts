import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { connectSim, insertCompany, insertContact, pageApi, type Api } from '../seed';
import type { E2ETest } from './types';

/** A company of its own (so the export holds exactly its contacts), with an admin and an attendant. */
async function seedCompany(env: E2EKernel) {
  const knex = env.kernel.knex;
  const company = await insertCompany(knex, 'Contatos E2E Ltda', env.plans.full);
  const people = [
    ['Bruno Lima', '5511922220002', 'bruno@exemplo.com'],
    ['Ana Clara Souza', '5511911110001', 'ana@exemplo.com'],
    ['Mariana Rocha', '5521966660006', ''],
    ['Carla Dias', '5521933330003', 'carla@exemplo.com'],
  ] as const;
  for (const [name, number, email] of people)
    await insertContact(knex, company.id, { name, number, email, isGroup: false });
  return { companyId: company.id, admin: company.admin.email, attendant: company.user.email };
}

const names = (page: Page) => page.locator('[data-testid="contact-name"]').allTextContents();
async function waitForNames(page: Page, expected: string[], what: string) {
  try {
    await page.waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="contact-name"]')].map((e) => e.textContent),
        ) === JSON.stringify(want),
      expected,
      { timeout: 5000 },
    );
  } catch {
    expectEqual(await names(page), expected, what);
  }
}

const ALL = ['Ana Clara Souza', 'Bruno Lima', 'Carla Dias', 'Mariana Rocha'];

export const contactsTests: E2ETest[] = [
  {
    name: 'contacts: search from 3 characters, import, exact CSV export, a new contact opens a ticket; attendants cannot delete',
    async run({ browser, env }) {
      const company = await seedCompany(env);
      const page = await newPage(browser, env.url);
      await login(page, company.admin);
      const searches: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/contacts') searches.push(url.searchParams.get('searchParam') ?? '');
      });
      await page.click('[data-menu-path="/contacts"]');
      await page.waitForURL('**/contacts');
      await waitForNames(page, ALL, 'the whole list by name');
      await page.locator('[data-testid="contact-name"]').first().waitFor();

      // spec §5: 2 characters do not search (no request, list unchanged); 3 do
      const search = page.getByRole('searchbox');
      await search.fill('br');
      await page.waitForTimeout(900);
      expect(!searches.includes('br'), `no search for 2 characters: ${searches}`);
      expectEqual(await names(page), ALL, '2 characters leave the list whole');
      await search.fill('bru');
      await waitForNames(page, ['Bruno Lima'], '3 characters search');
      expect(searches.includes('bru'), `searched 'bru': ${searches}`);
      await search.fill('');
      await waitForNames(page, ALL, 'cleared search');

      // import a small CSV: its people join the list
      await page.locator('[data-testid="import-file"]').setInputFiles({
        name: 'novos.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'name;number;email\nDiego Import;5531944440004;diego@exemplo.com\nElisa Import;(31) 95555-0005;\n',
        ),
      });
      await page.getByText('Importação concluída: 2 contato(s) importado(s), 0 ignorado(s).').waitFor();
      const withImported = [
        'Ana Clara Souza',
        'Bruno Lima',
        'Carla Dias',
        'Diego Import',
        'Elisa Import',
        'Mariana Rocha',
      ];
      await waitForNames(page, withImported, 'imported contacts listed');
      await screenshot(page, 'contacts-light');

      // export: every contact, ';' between name, number and email
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid="export-contacts"]'),
      ]);
      expectEqual(download.suggestedFilename(), 'contatos.csv', 'export file name');
      const csv = readFileSync(await download.path(), 'utf8');
      expectEqual(
        csv,
        '\uFEFF' +
          [
            'name;number;email',
            'Ana Clara Souza;5511911110001;ana@exemplo.com',
            'Bruno Lima;5511922220002;bruno@exemplo.com',
            'Carla Dias;5521933330003;carla@exemplo.com',
            'Diego Import;5531944440004;diego@exemplo.com',
            'Elisa Import;5531955550005;',
            'Mariana Rocha;5521966660006;',
          ].join('\r\n') +
          '\r\n',
        'exported CSV',
      );

      // live: a contact renamed elsewhere changes its row
      const { contacts } = await pageApi<{ contacts: { id: number; name: string }[] }>(
        page,
        'GET',
        '/contacts?searchParam=carla',
      );
      await pageApi(page, 'PUT', `/contacts/${contacts[0]!.id}`, { name: 'Carla Dias Moura' });
      await page.locator('[data-testid="contact-name"]', { hasText: 'Carla Dias Moura' }).waitFor();

      // edit: the dialog loads the contact, saving says so; delete asks first
      await page.locator('tr', { hasText: 'Elisa Import' }).getByRole('button', { name: 'Editar' }).click();
      const edit = page.locator('[data-testid="contact-form"]');
      await edit.locator('input[name="number"][value="5531955550005"]').waitFor();
      await edit.locator('input[name="name"]').fill('Elisa Importada');
      await page.click('[data-testid="contact-submit"]');
      await page.getByText('Operação atualizada com sucesso.').waitFor();
      await page.locator('[data-testid="contact-name"]', { hasText: 'Elisa Importada' }).waitFor();
      await page.locator('tr', { hasText: 'Mariana Rocha' }).getByRole('button', { name: 'Excluir' }).click();
      await page.getByText('Deseja realmente excluir esse registro?').waitFor();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText('Operação realizada com sucesso!').waitFor();
      await page
        .locator('[data-testid="contact-name"]', { hasText: 'Mariana Rocha' })
        .waitFor({ state: 'detached' });

      // the dialog: spec §5 messages, then a new contact opens its ticket
      // through the page's own session: signing in again elsewhere would end it
      const api: Api = (method, path, body) => pageApi(page, method, path, body);
      await connectSim(env, api, { name: 'Sim Contatos', isDefault: true });
      // the toast goes first: under the pointer it would stay and cover the button
      await page.getByText('Operação realizada com sucesso!').waitFor({ state: 'detached' });
      await page.click('[data-testid="add-contact"]');
      const form = page.locator('[data-testid="contact-form"]');
      await form.locator('input[name="name"]').fill('F');
      await form.locator('input[name="email"]').fill('nao-e-email');
      await page.click('[data-testid="contact-submit"]');
      await form.getByText('Muito curto!').waitFor();
      await form.getByText('Obrigatório').waitFor();
      await form.getByText('E-mail inválido').waitFor();
      await form.locator('input[name="name"]').fill('Fernanda Nova');
      await form.locator('input[name="number"]').fill('(11) 97777-0007');
      await form.locator('input[name="email"]').fill('fernanda@exemplo.com');
      await page.click('[data-testid="add-extra-info"]');
      await form.locator('input[name="extraInfo.0.name"]').fill('CPF');
      await form.locator('input[name="extraInfo.0.value"]').fill('123.456.789-00');
      await screenshot(page, 'contacts-dialog-light');
      await page.click('[data-testid="contact-submit"]');
      await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
      const uuid = page.url().split('/').pop()!;
      const ticket = await pageApi<{ contact: { name: string; number: string }; status: string }>(
        page,
        'GET',
        `/tickets/u/${uuid}`,
      );
      expectEqual(
        [ticket.contact.name, ticket.contact.number, ticket.status],
        ['Fernanda Nova', '5511977770007', 'open'],
        'the new ticket',
      );
      await page.context().close();

      // an attendant lists contacts and starts conversations, but deletes none (spec §6)
      const attendant = await newPage(browser, env.url, { dark: true });
      await login(attendant, company.attendant);
      await attendant.goto('/contacts');
      await attendant.locator('[data-testid="contact-name"]', { hasText: 'Fernanda Nova' }).waitFor();
      await attendant.locator('[data-testid="start-chat"]').first().waitFor();
      expectEqual(
        await attendant.getByRole('button', { name: 'Excluir' }).count(),
        0,
        'attendant delete buttons',
      );
      await screenshot(attendant, 'contacts-dark');
      await attendant.context().close();

      // under 600 px: name (number beneath) and actions
      for (const dark of [false, true]) {
        const narrow = await newPage(browser, env.url, { width: 400, height: 760, dark });
        await login(narrow, company.admin);
        await narrow.goto('/contacts');
        await narrow.locator('[data-testid="contact-name"]').first().waitFor();
        expect(
          (await narrow.getByRole('button', { name: 'Excluir' }).count()) > 0,
          'an admin has delete buttons',
        );
        await screenshot(narrow, `contacts-400-${dark ? 'dark' : 'light'}`);
        if (dark) {
          await narrow.click('[data-testid="add-contact"]');
          await narrow.locator('[data-testid="contact-form"]').waitFor();
          await screenshot(narrow, 'contacts-dialog-400-dark');
        }
        await narrow.context().close();
      }
    },
  },
];
