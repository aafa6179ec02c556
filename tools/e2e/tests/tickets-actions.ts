import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, createSim, insertContact, insertQueue, insertTicket, insertUser, type Api } from '../seed';
import type { E2ETest } from './types';

interface Seed {
  api: Api;
  queues: { suporte: number; financeiro: number };
  carlaId: number;
  superId: number;
  ticket: (
    name: string,
    status: 'pending' | 'open',
    userId?: number,
  ) => Promise<{ id: number; uuid: string }>;
}

/** Rows through the kernel's database and the API, so the test spends its time on the screen. */
async function seed(env: E2EKernel, tag: string): Promise<Seed> {
  const knex = env.kernel.knex;
  const { api, user } = await apiAs(env, env.superEmail);
  const companyId = user.companyId;
  const queues = {
    suporte: await insertQueue(knex, companyId, { name: `Suporte ${tag}`, color: `#2d73d${tag}` }),
    financeiro: await insertQueue(knex, companyId, { name: `Financeiro ${tag}`, color: `#d1392${tag}` }),
  };
  const carlaId = await insertUser(knex, companyId, {
    name: `Clara Transferência ${tag}`,
    email: `clara-${tag}@balcao.test`,
    passwordHash: 'x',
  });
  const whatsappId = await createSim(api, { name: `Sim Ações ${tag}` });
  let n = 0;
  const ticket = async (name: string, status: 'pending' | 'open', userId?: number) => {
    n += 1;
    const number = `55119${tag}${String(n).padStart(6, '0')}`.slice(0, 13);
    const contactId = await insertContact(knex, companyId, {
      name,
      number,
      email: `${name.split(' ')[0]!.toLowerCase()}@cliente.test`,
    });
    return insertTicket(knex, {
      companyId,
      contactId,
      status,
      whatsappId,
      queueId: queues.suporte,
      userId: userId ?? null,
    });
  };
  return { api, queues, carlaId, superId: user.id, ticket };
}

const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).first().waitFor();
const header = '[data-testid="ticket-header"]';

export const ticketsActionsTests: E2ETest[] = [
  {
    name: 'tickets actions: accept, tag, note, transfer to a queue and user, resolve',
    async run({ browser, env }) {
      const s = await seed(env, '1');
      await s.api('POST', '/tags', { name: 'VIP', color: '#d13913', kanban: 0 });
      const pending = await s.ticket('Joana Cliente', 'pending');
      const open = await s.ticket('Rui Cliente', 'open', s.superId);

      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto(`/tickets/${pending.uuid}`);
      await page.locator(`${header}[data-status="pending"]`).waitFor();

      // accept: the caller's and open, on the server too
      await page.click('[data-testid="ticket-accept"]');
      await page.locator(`${header}[data-status="open"]`).waitFor();
      let t = await s.api('GET', `/tickets/u/${pending.uuid}`);
      expectEqual([t.status, t.userId], ['open', s.superId], 'accepted ticket');
      await page.getByText('Atribuído a: Ana Super').waitFor();

      // a tag from the picker
      await page.click('[data-testid="ticket-tags-add"]');
      await page.click('[data-testid="tag-option"][data-tag="VIP"]');
      await toast(page, 'Ticket Tag Adicionado com Sucesso!');
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="ticket-tag"][data-tag="VIP"]').waitFor();
      t = await s.api('GET', `/tickets/u/${pending.uuid}`);
      expectEqual(
        t.tags.map((tag: { name: string }) => tag.name),
        ['VIP'],
        'tags on the server',
      );

      // a note in the contact drawer, dated DD/MM/YY HH:mm, then deleted
      await page.click('[data-testid="ticket-contact"]');
      const drawer = page.locator('[data-testid="contact-drawer"]');
      await drawer.waitFor();
      await drawer.locator('[data-testid="note-input"]').fill('Cliente pediu retorno amanhã');
      await drawer.locator('[data-testid="note-save"]').click();
      await toast(page, 'Observação adicionada com sucesso!');
      const date = await drawer.locator('[data-testid="note-date"]').first().textContent();
      expect(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(date ?? ''), `note date ${date}`);
      await screenshot(page, 'tickets-actions-drawer');
      await drawer.locator('[data-testid="note-delete"]').click();
      await page.locator('.bp6-alert-footer .bp6-intent-danger').click();
      await toast(page, 'Observação excluída com sucesso!');
      await drawer.locator('[data-testid="note-item"]').waitFor({ state: 'detached' });

      // the contact's edit: the contacts module's dialog, embedded as its slot
      await drawer.locator('[data-testid="contact-edit"]').click();
      const form = page.locator('[data-testid="contact-form"]');
      await form.locator('input[name="name"]').fill('Joana Cliente Souza');
      await form.locator('[data-testid="contact-submit"]').click();
      await drawer
        .locator('[data-testid="drawer-contact-name"]', { hasText: 'Joana Cliente Souza' })
        .waitFor();
      await form.waitFor({ state: 'detached' });

      // transfer: the user filtered out of the colleagues list, the queue required; with the drawer still open
      // the header's actions are in its menu
      await page.click('[data-testid="ticket-actions-more"]');
      await page.locator('[data-testid="ticket-actions-menu"]').getByText('Transferir').click();
      const dialog = page.locator('[data-testid="transfer-dialog"]');
      await dialog.waitFor();
      await dialog.locator('[data-testid="transfer-confirm"]').click();
      await dialog.getByText('Selecione uma fila').last().waitFor();
      await dialog.locator('[data-testid="transfer-user-search"]').fill('Cla');
      await dialog
        .locator('[data-testid="transfer-user-results"]')
        .getByText('Clara Transferência 1')
        .click();
      await dialog.locator('[data-testid="transfer-queue"]').selectOption({ label: 'Financeiro 1' });
      await screenshot(page, 'tickets-actions-transfer');
      await dialog.locator('[data-testid="transfer-confirm"]').click();
      await page.waitForURL((url) => url.pathname === '/tickets');
      t = await s.api('GET', `/tickets/u/${pending.uuid}`);
      expectEqual(
        [t.status, t.queueId, t.userId],
        ['open', s.queues.financeiro, s.carlaId],
        'transferred ticket',
      );

      // resolve another one: closed, back to /tickets
      await page.goto(`/tickets/${open.uuid}`);
      await page.click('[data-testid="ticket-resolve"]');
      await page.waitForURL((url) => url.pathname === '/tickets');
      t = await s.api('GET', `/tickets/u/${open.uuid}`);
      expectEqual(t.status, 'closed', 'resolved ticket');

      // an admin deletes one, after confirming
      const doomed = await s.ticket('Paulo Cliente', 'open', s.superId);
      await page.goto(`/tickets/${doomed.uuid}`);
      await page.click('[data-testid="ticket-delete"]');
      await page.locator('.bp6-alert-footer .bp6-intent-danger').click();
      await toast(page, 'Ticket excluído com sucesso.');
      await page.waitForURL((url) => url.pathname === '/tickets');
      const gone = await env.kernel.knex('tickets').where({ id: doomed.id }).first();
      expect(!gone, 'deleted ticket is gone');
      await page.context().close();
    },
  },
  {
    name: 'tickets actions: header, drawer and transfer dialog in dark and on a phone',
    async run({ browser, env }) {
      const s = await seed(env, '2');
      const open = await s.ticket('Marina Duarte Oliveira', 'open', s.superId);
      const shots: [string, { width: number; dark: boolean }][] = [
        ['tickets-actions-dark', { width: 1366, dark: true }],
        ['tickets-actions-phone', { width: 400, dark: false }],
        ['tickets-actions-phone-dark', { width: 400, dark: true }],
      ];
      for (const [name, opts] of shots) {
        const page = await newPage(browser, env.url, opts);
        await login(page, env.superEmail);
        await page.goto(`/tickets/${open.uuid}`);
        await page.locator(header).waitFor();
        if (opts.width < 600) {
          // the actions fold into one menu on a phone
          await page.click('[data-testid="ticket-actions-more"]');
          await page.locator('[data-testid="ticket-actions-menu"]').waitFor();
          await screenshot(page, `${name}-menu`);
          await page.keyboard.press('Escape');
        }
        await page.click('[data-testid="ticket-contact"]');
        await page.locator('[data-testid="contact-drawer"]').waitFor();
        if (opts.width >= 600) {
          // the drawer takes the bar's room: its actions fold into the menu and the name keeps its width
          await page.locator('[data-testid="ticket-actions-more"]').waitFor();
          const nameWidth = await page.locator(`${header} .tk-act-name`).evaluate((n) => n.clientWidth);
          expect(nameWidth >= 150, `the name is ${nameWidth} px wide beside the drawer`);
        }
        await screenshot(page, `${name}-drawer`);
        await page.click('[data-testid="contact-drawer-close"]');
        if (opts.width < 600) {
          await page.click('[data-testid="ticket-actions-more"]');
          await page.locator('[data-testid="ticket-actions-menu"]').getByText('Transferir').click();
        } else await page.click('[data-testid="ticket-transfer"]');
        await page.locator('[data-testid="transfer-dialog"]').waitFor();
        await screenshot(page, `${name}-transfer`);
        await page.context().close();
      }
    },
  },
];
