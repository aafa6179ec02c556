import { expect, login, lookShot, newPage } from '../browser';
import { connectSim, insertQueue, insertUser, waitFor, ownCompany } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511955554444', name: 'Paula Reclama' };
const COMPLAINT = 'Meu pedido 4521 chegou quebrado';

/** Issue 30 item 1: an attendant reads a waiting ticket before accepting it, and its row says what the contact said. */
export const triageTests: E2ETest[] = [
  {
    name: "triage: a waiting ticket previews the contact's words and opens read-only, then is accepted",
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      // a company of its own: the settings test sets the super's company to office hours, which would
      // answer with the out-of-hours message instead of the menu
      const { company, api } = await ownCompany(env, 'Loja Triagem');
      const queues = [
        await insertQueue(knex, company.id, { name: 'Vendas', color: '#2b6cb0' }),
        await insertQueue(knex, company.id, { name: 'Suporte', color: '#c05621' }),
      ];
      // two queues: the bot answers the contact with its menu, which becomes the ticket's lastMessage
      const connectionId = await connectSim(env, api, {
        name: 'Triagem E2E',
        greetingMessage: 'Olá! Escolha uma opção',
        queueIds: queues,
      });
      const email = 'atendente.triagem@balcao.test';
      const attendantId = await insertUser(knex, company.id, {
        name: 'Bruno Atende',
        email,
        queueIds: queues,
      });
      env.kernel.channels.sim!.contactSends(String(connectionId), {
        from: CONTACT,
        type: 'text',
        body: COMPLAINT,
      });
      const ticket = await waitFor('the bot menu after the complaint', async () => {
        const row = await knex('tickets')
          .where({ whatsappId: connectionId })
          .first('id', 'uuid', 'lastMessage');
        return row && /Escolha uma opção/.test(String(row.lastMessage)) && row;
      });

      const page = await newPage(browser, env.url);
      await login(page, email);
      await page.goto('/tickets');
      await page.getByTestId('subtab-pending').click();
      const row = page.locator(`[data-testid="ticket-item"][data-ticket-id="${ticket.id}"]`);
      await row.waitFor();
      const preview = await row.getByTestId('ticket-last').textContent();
      expect(preview === COMPLAINT, `the waiting row previews ${JSON.stringify(preview)}`);
      await lookShot(page, 'triage', 'pending-list');

      // a click reads it without taking it
      await row.click();
      const peek = page.getByTestId('peek-dialog');
      await peek.getByText(COMPLAINT).waitFor();
      await lookShot(page, 'triage', 'peek');
      const still = await knex('tickets').where({ id: ticket.id }).first('status', 'userId');
      expect(
        still.status === 'pending' && still.userId === null,
        `reading took it: ${JSON.stringify(still)}`,
      );

      // accepting from the peek opens it, the attendant's
      await page.getByTestId('peek-accept').click();
      await page.waitForURL(`**/tickets/${ticket.uuid}`);
      await page.getByTestId('composer-input').waitFor();
      const taken = await knex('tickets').where({ id: ticket.id }).first('status', 'userId');
      expect(
        taken.status === 'open' && Number(taken.userId) === attendantId,
        `accepted: ${JSON.stringify(taken)}`,
      );
      await page.context().close();
    },
  },
];
