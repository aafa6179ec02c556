import type { Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { expect, expectEqual, login, newPage, screenshot, signedInAt } from '../browser';
import type { E2EKernel } from '../kernel';
import { insertContact, insertTicket, stamps, waitFor } from '../seed';
import type { E2ETest } from './types';

let seq = 0;
/** A contact and its pending ticket straight in the tables (as plugins/tags' tests seed them). */
async function seedTicket(knex: Knex, companyId: number, name: string, lastMessage: string) {
  const n = ++seq;
  const now = new Date(Date.now() + n * 1000);
  const number = `55119777${String(n).padStart(5, '0')}`;
  const contactId = await insertContact(knex, companyId, {
    uuid: `e2e00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    number,
    ...stamps(now),
  });
  return insertTicket(knex, {
    companyId,
    uuid: `e2e10000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    contactId,
    status: 'pending',
    lastMessage,
    ...stamps(now),
  });
}

const ticketTagIds = async (knex: Knex, ticketId: number) =>
  (await knex('ticket_tags').where({ ticketId }).orderBy('tagId').select('tagId')).map(
    (r: { tagId: number }) => Number(r.tagId),
  );

/** Light/dark at 1366 and 400 px of a page; only with E2E_SHOTS=1 (they are for looking, not asserting). */
async function themedShots(browser: Browser, env: E2EKernel, path: string, name: string, ready: string) {
  if (!process.env.E2E_SHOTS) return;
  for (const [width, dark] of [
    [1366, true],
    [400, false],
    [400, true],
  ] as const) {
    const page = await newPage(browser, env.url, { width, dark });
    await login(page, env.superEmail);
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await screenshot(page, `${name}-${width}-${dark ? 'dark' : 'light'}`);
    await page.context().close();
  }
}

const lane = (page: Page, id: number) => page.locator(`[data-testid="kanban-lane"][data-lane-id="${id}"]`);

export const tagsKanbanTests: E2ETest[] = [
  {
    name: 'tags-kanban: a tag made in the dialog becomes a lane; dragging a card swaps its tags',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const { companyId } = (await knex('users').where({ email: env.superEmail }).first('companyId')) as {
        companyId: number;
      };
      const page = await signedInAt(browser, env.url, env.superEmail, '/tags');

      // the dialog: spec §5 messages, a palette colour, the kanban switch
      await page.click('[data-testid="add-tag"]');
      const form = page.locator('[data-testid="tag-form"]');
      await form.locator('input[name="name"]').fill('Ab');
      await form.locator('button[type="submit"]').click();
      await form.getByText('Mensagem muito curta').waitFor();
      await form.locator('input[name="name"]').fill('Prioridade');
      await form.locator('[data-testid="color-#CD4246"]').click();
      await form.getByText('Mostrar no Kanban').click();
      await screenshot(page, 'tags-dialog-1366-light');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Operação realizada com sucesso!').waitFor();
      await page.locator('tr', { hasText: 'Prioridade' }).waitFor();
      const made = (await knex('tags').where({ companyId, name: 'Prioridade' }).first()) as {
        id: number;
        color: string;
        kanban: number;
      };
      expectEqual([made.color, Number(made.kanban)], ['#CD4246', 1], 'stored colour and kanban');

      // a second lane and two tickets, straight in the tables
      const now = new Date();
      const [waitingId] = await knex('tags').insert({
        companyId,
        name: 'Aguardando cliente',
        color: '#D1980B',
        kanban: 1,
        createdAt: now,
        updatedAt: now,
      });
      const waiting = Number(waitingId);
      const first = await seedTicket(knex, companyId, 'Maria Kanban', 'Quero saber do meu pedido');
      const second = await seedTicket(knex, companyId, 'João Kanban', 'Bom dia!');
      // a tag that is no lane: the ticket stays in 'Em aberto' and its card shows the tag
      const [vipId] = await knex('tags').insert({
        companyId,
        name: 'VIP Kanban',
        color: '#7961DB',
        kanban: 0,
        createdAt: now,
        updatedAt: now,
      });
      await knex('ticket_tags').insert({
        companyId,
        ticketId: second.id,
        tagId: Number(vipId),
        createdAt: now,
        updatedAt: now,
      });
      await page.reload();
      await page.locator('tr', { hasText: 'Aguardando cliente' }).waitFor();
      await screenshot(page, 'tags-1366-light');

      await page.click('[data-menu-path="/kanban"]');
      await page.waitForURL('**/kanban');
      const card = page.locator(`[data-testid="kanban-card"][data-ticket-id="${first.id}"]`);
      await lane(page, 0).locator(`[data-ticket-id="${first.id}"]`).waitFor();
      await lane(page, 0).locator(`[data-ticket-id="${second.id}"]`, { hasText: 'VIP' }).waitFor();
      await lane(page, made.id).waitFor();
      await screenshot(page, 'kanban-1366-light');

      // 'Em aberto' -> Prioridade: the server has the tag
      await card.dragTo(lane(page, made.id));
      await lane(page, made.id).locator(`[data-ticket-id="${first.id}"]`).waitFor();
      await waitFor(
        'ticket tags after the first drop',
        async () => {
          const ids = await ticketTagIds(knex, first.id);
          return JSON.stringify(ids) === JSON.stringify([made.id]) || undefined;
        },
        5_000,
      );
      // Prioridade -> Aguardando cliente: the old lane's tag goes, the new one's comes
      await card.dragTo(lane(page, waiting));
      await lane(page, waiting).locator(`[data-ticket-id="${first.id}"]`).waitFor();
      await waitFor(
        'ticket tags after the second drop',
        async () => {
          const ids = await ticketTagIds(knex, first.id);
          return JSON.stringify(ids) === JSON.stringify([waiting]) || undefined;
        },
        5_000,
      );
      expect(
        (await lane(page, made.id).locator('[data-testid="kanban-card"]').count()) === 0,
        'old lane empty',
      );
      await screenshot(page, 'kanban-moved-1366-light');

      // a card opens its ticket
      await card.locator('[data-testid="kanban-card-link"]').click();
      await page.waitForURL(`**/tickets/${first.uuid}`);
      await page.context().close();

      await themedShots(browser, env, '/tags', 'tags', 'tr >> text=Prioridade');
      await themedShots(browser, env, '/kanban', 'kanban', '[data-testid="kanban-card"]');
    },
  },
  {
    name: 'tags-kanban: a quick reply with a file made in the dialog is listed',
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/quick-messages');
      await page.click('[data-testid="add-quick-message"]');
      const form = page.locator('[data-testid="quick-message-form"]');
      await form.locator('button[type="submit"]').click();
      await form.getByText('Obrigatório').waitFor();
      // typed with the '/' the composer uses: the field already shows one, the shortcut is saved without it
      await form.locator('input[name="shortcode"]').fill('/tabela');
      await form
        .locator('textarea[name="message"]')
        .fill('Segue a nossa tabela de preços atualizada. Qualquer dúvida, estamos à disposição!');
      await form.locator('input[name="file"]').setInputFiles({
        name: 'tabela de precos.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% e2e\n'),
      });
      await form.locator('input[name="geral"]').check({ force: true });
      await screenshot(page, 'quick-messages-dialog-1366-light');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Operação realizada com sucesso!').waitFor();
      const row = page.locator('tr', { hasText: '/tabela' });
      await row.getByText('tabela_de_precos.pdf').waitFor();
      await row.getByText('Todos').waitFor();
      expect((await page.locator('tr', { hasText: '//tabela' }).count()) === 0, "saved as '//tabela'");
      await screenshot(page, 'quick-messages-1366-light');
      await page.context().close();
      await themedShots(browser, env, '/quick-messages', 'quick-messages', 'tr >> text=/tabela');
    },
  },
];
