import type { Page } from 'playwright-core';
import { expectEqual, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, connectSim, insertCompany, insertQueue, insertUser, stamps, waitFor } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511955554444', name: 'Lúcia Fluxo' };
const MENU = 'Olá! Escolha uma fila:';
const QUICK = 'O plano Completo custa R$ 99,90 por mês.';
// a 1x1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A company of its own (so no other test's tickets show in the attendants' lists): queues Vendas and Suporte,
 * attendant A in Vendas and B in Suporte, a quick reply, and a sim connection with both queues and a greeting,
 * created through the API and scanned.
 */
async function seed(env: E2EKernel) {
  const knex = env.kernel.knex;
  const company = await insertCompany(knex, 'Loja Fluxo', env.plans.full);
  const companyId = company.id;
  const now = stamps();
  const queue = (name: string, color: string, orderQueue: number, greetingMessage: string) =>
    insertQueue(knex, companyId, { name, color, orderQueue, greetingMessage });
  const vendas = await queue(
    'Vendas',
    '#238551',
    1,
    'Bem-vindo às Vendas! Um atendente já vai falar com você.',
  );
  const suporte = await queue('Suporte', '#2d72d2', 2, 'Suporte aqui.');
  const user = async (name: string, email: string, queueId: number) => {
    const id = await insertUser(knex, companyId, { name, email, queueIds: [queueId] });
    return { id, email, name };
  };
  const a = await user('Alice Vendas', 'alice@lojafluxo.test', vendas);
  const b = await user('Bruno Suporte', 'bruno@lojafluxo.test', suporte);
  await knex('quick_messages').insert({
    companyId,
    userId: company.admin.id,
    shortcode: 'preco',
    message: QUICK,
    geral: true,
    status: true,
    ...now,
  });

  const { api } = await apiAs(env, company.admin.email);
  const connectionId = await connectSim(env, api, {
    name: 'Loja Fluxo Sim',
    isDefault: true,
    queueIds: [vendas, suporte],
    greetingMessage: MENU,
  });
  const sim = env.kernel.channels.sim!;
  // quick acks: 1 -> 2 -> 3 (read, blue) in a fraction of a second
  sim.setAckDelay(80, String(connectionId));
  return { knex, sim, connectionId, vendas, suporte, a, b };
}

const item = (page: Page, list: string, name: string) =>
  page.locator(`[data-testid="${list}"] [data-testid="ticket-item"]`, { hasText: name });

export const workspaceFlowTests: E2ETest[] = [
  {
    name: 'workspace flow: bot menu, live pending, accept, quick reply and file with acks, transfer, resolve',
    async run({ browser, env }) {
      const s = await seed(env);
      const says = (body: string) =>
        s.sim.contactSends(String(s.connectionId), { from: CONTACT, type: 'text', body });

      // both attendants on /tickets, each in a browser of their own
      const [pageA, pageB] = await Promise.all([newPage(browser, env.url), newPage(browser, env.url)]);
      await Promise.all([login(pageA, s.a.email), login(pageB, s.b.email)]);
      for (const page of [pageA, pageB]) {
        await page.locator('[data-testid="tickets-manager"]').waitFor();
        await page.click('[data-testid="subtab-pending"]');
      }
      expectEqual(
        await pageA.locator('[data-testid="count-pending"]').textContent(),
        '0',
        'A: nothing pending',
      );

      // the contact writes; the bot's menu goes out; '1' chooses Vendas
      const oi = says('Oi');
      await waitFor('the first message through the bot', async () => {
        const row = await s.knex('inboxEvents').where({ waId: oi, kind: 'message' }).first('status');
        return row?.status === 'done';
      });
      await waitFor('the queue menu on the phone', () =>
        s.sim
          .sent(String(s.connectionId))
          .some((r) => r.message.type === 'text' && r.message.body.startsWith(MENU)),
      );
      const menu = s.sim.sent(String(s.connectionId)).at(-1)!.message;
      expectEqual(
        menu.type === 'text' ? menu.body : menu.type,
        `${MENU}\n\n1 - Vendas\n2 - Suporte`,
        'the menu the contact got',
      );
      says('1');
      await waitFor('the ticket in Vendas', async () => {
        const t = await s.knex('tickets').where({ whatsappId: s.connectionId }).first('queueId');
        return Number(t?.queueId) === s.vendas;
      });

      // A sees it live in Aguardando, with the count badge
      const pendingA = item(pageA, 'list-pending', CONTACT.name);
      await pendingA.waitFor();
      // its queue label follows the contact's choice, live
      await pendingA.locator('.tk-label--queue', { hasText: 'Vendas' }).waitFor();
      await pageA.locator('[data-testid="count-pending"]', { hasText: '1' }).waitFor();
      expectEqual(
        await pageA.locator('[data-testid="count-pending"]').textContent(),
        '1',
        'A: pending badge',
      );

      // B (Suporte) does not see a Vendas ticket
      await item(pageB, 'list-pending', CONTACT.name).waitFor({ state: 'detached' });
      await pageB.locator('[data-testid="count-pending"]', { hasText: '0' }).waitFor();

      // A accepts: the conversation has the contact's words and the bot's
      await pendingA.locator('[data-testid="ticket-accept"]').click();
      await pageA.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
      const uuid = pageA.url().split('/').pop()!;
      const view = pageA.locator(`[data-testid="ticket-view"][data-ticket="${uuid}"]`);
      await view.waitFor();
      const conv = pageA.locator('[data-testid="conversation"]');
      const bubble = (text: string) => conv.locator('[data-testid="message"]', { hasText: text });
      await bubble('Oi').first().waitFor();
      await bubble('1 - Vendas').waitFor();
      await bubble('Bem-vindo às Vendas!').waitFor();
      await pageA.locator('[data-testid="ticket-header"][data-status="open"]').waitFor();

      // the quick reply: '/preco', picked from the menu, sent
      const composer = pageA.locator('[data-testid="composer"]');
      const input = composer.locator('[data-testid="composer-input"]');
      await input.fill('/preco');
      await composer.locator('[data-testid="composer-quick-item"]').first().click();
      await waitFor('the quick reply in the input', async () => (await input.inputValue()).includes(QUICK));
      await composer.locator('[data-testid="composer-send"]').click();
      // then a picture
      await composer.locator('[data-testid="composer-file-input"]').setInputFiles({
        name: 'tabela-precos.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await composer.locator('[data-testid="composer-files"]', { hasText: 'tabela-precos.png' }).waitFor();
      await composer.locator('[data-testid="composer-send"]').click();

      // the contact's phone got both
      await waitFor('the text and the picture on the phone', () => {
        const sent = s.sim.sent(String(s.connectionId));
        return (
          sent.some((r) => r.message.type === 'text' && r.message.body.includes(QUICK)) &&
          sent.some((r) => r.message.type === 'image' && r.message.media.filename === 'tabela-precos.png')
        );
      });
      // and both bubbles turn blue (read) in the conversation
      const quickBubble = bubble(QUICK);
      const fileBubble = conv.locator('[data-testid="message"]', {
        has: pageA.locator('[data-testid="msg-image"]'),
      });
      await quickBubble.locator('.tk-msg-ack--read').waitFor();
      await fileBubble.last().locator('.tk-msg-ack--read').waitFor();
      await screenshot(pageA, 'workspace-flow-a-conversation');

      // A transfers it to Suporte with no attendant: pending in Suporte
      await pageA.click('[data-testid="ticket-transfer"]');
      const dialog = pageA.locator('[data-testid="transfer-dialog"]');
      await dialog.waitFor();
      await dialog.locator('[data-testid="transfer-queue"]').selectOption({ label: 'Suporte' });
      await dialog.locator('[data-testid="transfer-confirm"]').click();
      await pageA.waitForURL((url) => url.pathname === '/tickets');

      // B sees it arrive live; A's lists lose it, without a reload
      const pendingB = item(pageB, 'list-pending', CONTACT.name);
      await pendingB.waitFor();
      await pageB.locator('[data-testid="count-pending"]', { hasText: '1' }).waitFor();
      await item(pageA, 'list-open', CONTACT.name).waitFor({ state: 'detached' });
      await pageA.click('[data-testid="subtab-pending"]');
      await pageA.locator('[data-testid="count-pending"]', { hasText: '0' }).waitFor();
      expectEqual(await item(pageA, 'list-pending', CONTACT.name).count(), 0, 'A: the ticket is gone');
      let t = await s.knex('tickets').where({ uuid }).first('status', 'queueId', 'userId');
      expectEqual([t.status, Number(t.queueId), t.userId], ['pending', s.suporte, null], 'transferred');

      // B accepts and resolves it; it is in B's Resolvidos
      await pendingB.locator('[data-testid="ticket-accept"]').click();
      await pageB.locator(`[data-testid="ticket-view"][data-ticket="${uuid}"]`).waitFor();
      await pageB.locator('[data-testid="ticket-header"][data-status="open"]').waitFor();
      await pageB.click('[data-testid="ticket-resolve"]');
      await pageB.waitForURL((url) => url.pathname === '/tickets');
      await pageB.click('[data-testid="tab-closed"]');
      await item(pageB, 'list-closed', CONTACT.name).waitFor();
      t = await s.knex('tickets').where({ uuid }).first('status', 'userId');
      expectEqual([t.status, Number(t.userId)], ['closed', s.b.id], 'resolved by B');

      await screenshot(pageA, 'workspace-flow-a');
      await screenshot(pageB, 'workspace-flow-b');
      await pageA.context().close();
      await pageB.context().close();
    },
  },
];
