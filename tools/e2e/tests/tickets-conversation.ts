import type { SimInboundInput } from '@balcao/core/channels';
import { expect, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, connectSim, waitFor } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511987650001', name: 'Maria Souza' };
const FORMATTED =
  '*Pedido 123* confirmado ~cancelado~ <script>window.__xss = 1</script> https://example.com/p';

/**
 * A connected sim connection and a conversation with one message of each kind: media through the simulator (as
 * WhatsApp would bring them), then older days, acks, a deletion and a quote written straight to the database.
 */
async function seedConversation(env: E2EKernel) {
  const knex = env.kernel.knex;
  const { api, token, user: admin } = await apiAs(env, env.superEmail);
  const connectionId = await connectSim(env, api, { name: 'Conversa E2E' });
  const sim = env.kernel.channels.sim!;

  const send = (input: Omit<SimInboundInput, 'from'>) =>
    sim.contactSends(String(connectionId), { from: CONTACT, ...input } as SimInboundInput);
  const inbound: Array<Omit<SimInboundInput, 'from'>> = [
    { type: 'text', body: 'Oi! Segue o comprovante e a localização.' },
    { type: 'image' },
    { type: 'audio' },
    { type: 'application', media: { filename: 'comprovante.pdf', mimetype: 'application/pdf' } },
    { type: 'locationMessage', latitude: -23.5614, longitude: -46.6559, body: 'Av. Paulista, 1000' },
    { type: 'vcard', displayName: 'João Entregas' },
    { type: 'call_log' },
  ];
  for (const m of inbound) {
    send(m);
    // one at a time: their order is the conversation's
    const n = inbound.indexOf(m) + 1;
    await waitFor(`inbound message ${n}`, async () => {
      const [row] = await knex('messages').where({ whatsappId: connectionId }).count({ c: '*' });
      return Number(row?.c ?? 0) >= n;
    });
  }
  const ticket = await knex('tickets').where({ whatsappId: connectionId }).first('id', 'uuid', 'contactId');
  const base = {
    companyId: admin.companyId,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    whatsappId: connectionId,
    read: true,
    mediaType: 'conversation',
    isDeleted: false,
    isEdited: false,
    quotedMsgId: null,
    userId: null,
  };
  const at = (ms: number) => new Date(Date.now() + ms);
  const day = 864e5;
  let wid = 0;
  const insert = async (row: Record<string, unknown>) => {
    const [id] = await knex('messages').insert({
      ...base,
      wid: `SEED${++wid}`,
      ack: 0,
      fromMe: false,
      updatedAt: row.createdAt,
      ...row,
    });
    return Number(id);
  };
  // three days ago: more than a page of history (20 a page)
  for (let i = 1; i <= 24; i++)
    await insert({
      body: `Mensagem antiga ${i}`,
      fromMe: i % 2 === 0,
      ack: i % 2 === 0 ? 3 : 0,
      userId: i % 2 === 0 ? admin.id : null,
      createdAt: at(-3 * day + i * 60_000),
    });
  // yesterday
  await insert({ body: 'Bom dia! Meu pedido já saiu?', createdAt: at(-day) });
  await insert({
    body: 'Saiu sim, chega amanhã.',
    fromMe: true,
    ack: 3,
    userId: admin.id,
    createdAt: at(-day + 60_000),
  });
  // today, after what the simulator brought
  const formatted = await insert({ body: FORMATTED, createdAt: at(1000) });
  await insert({ body: 'mensagem que o contato apagou', isDeleted: true, createdAt: at(2000) });
  await insert({
    body: 'Perfeito, obrigado pela confirmação!',
    fromMe: true,
    ack: 2,
    userId: admin.id,
    quotedMsgId: formatted,
    isEdited: true,
    createdAt: at(3000),
  });
  return { ticket, connectionId, send, token };
}

export const ticketsConversationTests: E2ETest[] = [
  {
    name: 'tickets conversation: every kind of message, separators, safe text, older pages and live arrivals',
    async run({ browser, env }) {
      const { ticket, send, token } = await seedConversation(env);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto(`/tickets/${ticket.uuid}`);
      const conv = page.locator('[data-testid="conversation"]');
      await conv.locator('[data-testid="message"]').first().waitFor();

      // separators: today and yesterday on the first page
      const days = await conv.locator('[data-testid="sep-day"]').allTextContents();
      expect(days.includes('Hoje') && days.includes('Ontem'), `day separators ${days}`);

      // *bold* and ~strike~ are the only markup; the script is text
      const text = conv.locator('[data-testid="msg-text"]', { hasText: 'confirmado' });
      expect((await text.locator('strong').textContent()) === 'Pedido 123', 'bold');
      expect((await text.locator('s').textContent()) === 'cancelado', 'strike');
      expect(
        (await text.textContent())?.includes('<script>window.__xss = 1</script>'),
        'script shown as text',
      );
      expect((await conv.locator('script').count()) === 0, 'no script element in the conversation');
      expect(!(await page.evaluate(() => 'xss' in window || '__xss' in window)), 'the script did not run');
      expect((await text.locator('a[href="https://example.com/p"]').count()) === 1, 'link');

      // media and cards
      await conv.locator('[data-testid="msg-image"] img').waitFor();
      await conv.locator('[data-testid="msg-audio"]').waitFor();
      expect(
        (await conv.locator('[data-testid="msg-file"]').textContent())?.includes('comprovante.pdf'),
        'file',
      );
      expect(
        (await conv.locator('[data-testid="msg-location"] a').getAttribute('href'))?.startsWith(
          'https://maps.google.com/',
        ),
        'map link',
      );
      expect(
        (await conv.locator('[data-testid="msg-vcard"]').textContent())?.includes('João Entregas'),
        'vcard',
      );
      expect(
        (await conv.locator('[data-testid="msg-call"]').textContent())?.includes('perdida'),
        'missed call',
      );
      expect(
        (await conv.locator('[data-testid="msg-deleted"]').textContent())?.includes(
          'Essa mensagem foi apagada pelo contato',
        ),
        'deleted marker',
      );
      const reply = conv.locator('[data-testid="message"]', { hasText: 'Perfeito, obrigado' });
      expect(
        (await reply.locator('[data-testid="msg-quote"]').textContent())?.includes('Pedido 123'),
        'quote',
      );
      expect((await reply.locator('[data-testid="msg-edited"]').count()) === 1, 'edited marker');
      const read = conv.locator('[data-testid="message"]', { hasText: 'Saiu sim' });
      expect((await read.locator('.tk-msg-ack--read[data-ack="3"]').count()) === 1, 'blue ticks on ack 3');
      expect((await reply.locator('.tk-msg-ack--read').count()) === 0, 'ack 2 is not blue');
      await screenshot(page, 'tickets-conversation');

      // a message arriving live shows at the bottom
      send({ type: 'text', body: 'Chegou agora, obrigada!' });
      const live = conv.locator('[data-testid="message"]').last();
      await waitFor('the live message', async () =>
        (await live.textContent())?.includes('Chegou agora, obrigada!'),
      );
      // the reader was at the bottom: the view follows it
      const box = conv.locator('[data-testid="messages-box"]');
      await waitFor('the view at the bottom', () =>
        box.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 4),
      );

      // the image opens in a dialog
      await conv.locator('[data-testid="msg-image"]').click();
      await page.locator('.tk-msg-image-full').waitFor();
      // Escape closes it; a press that lands while the dialog is still opening (before it holds the focus) is
      // lost, as a person's would be: press again until it is gone
      await waitFor('the image dialog closed by Escape', async () => {
        await page.keyboard.press('Escape');
        return page
          .locator('.tk-msg-image-full')
          .waitFor({ state: 'detached', timeout: 1500 })
          .then(() => true)
          .catch(() => false);
      });

      // scrolling to the top brings the older page above, where the reader was
      expect(
        (await conv.getByText('Mensagem antiga 1', { exact: true }).count()) === 0,
        'page 2 not loaded yet',
      );
      await box.evaluate((el) => el.scrollTo({ top: 0 }));
      await conv.getByText('Mensagem antiga 1', { exact: true }).waitFor();
      expect((await box.evaluate((el) => el.scrollTop)) > 100, 'the reader stays where they were');
      await conv.locator('[data-testid="sep-started"]').waitFor();
      await screenshot(page, 'tickets-conversation-older');

      // the bubble menu: reply for every message, delete only for the user's own
      await conv.locator('[data-testid="message"]', { hasText: 'Bom dia! Meu pedido' }).hover();
      await conv
        .locator('[data-testid="message"]', { hasText: 'Bom dia! Meu pedido' })
        .locator('[data-testid="msg-menu"]')
        .click();
      await page.locator('[data-testid="msg-reply"]').waitFor();
      expect((await page.locator('[data-testid="msg-delete"]').count()) === 0, 'no delete on their message');
      await page.keyboard.press('Escape');
      await read.hover();
      await read.locator('[data-testid="msg-menu"]').click();
      await page.locator('[data-testid="msg-delete"]').waitFor();
      await page.keyboard.press('Escape');

      // the user's own message, sent and shown live, deleted for everyone after the confirmation
      const sent = await fetch(`${env.url}/messages/${ticket.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ body: 'Mensagem enviada por engano' }),
      });
      expect(sent.status === 200, `send answered ${sent.status}`);
      const mistake = conv.locator('[data-testid="message"]', { hasText: 'Mensagem enviada por engano' });
      // WhatsApp took it (one tick or more): only then can it be deleted for everyone
      await mistake.locator('[data-testid="ack"]:not([data-ack="0"])').waitFor();
      await mistake.hover();
      await mistake.locator('[data-testid="msg-menu"]').click();
      // in the full suite two menus are sometimes open here (not alone): the newest is the one just opened
      await page.locator('[data-testid="msg-delete"]').last().click();
      await page.locator('.bp6-alert').getByRole('button', { name: 'Deletar' }).click();
      await mistake.locator('[data-testid="msg-deleted"]').waitFor();

      await page.context().close();

      // light/dark at 1366 and 400 px
      for (const [width, dark, name] of [
        [1366, true, 'tickets-conversation-dark'],
        [400, false, 'tickets-conversation-400'],
        [400, true, 'tickets-conversation-400-dark'],
      ] as const) {
        const p = await newPage(browser, env.url, { width, dark });
        await login(p, env.superEmail);
        await p.goto(`/tickets/${ticket.uuid}`);
        await p.locator('[data-testid="msg-image"] img').waitFor();
        await screenshot(p, name);
        await p.context().close();
      }
    },
  },
];
