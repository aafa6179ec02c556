import { expectEqual, forEachLook, lookShot, signedInAt } from '../browser';
import { insertContact, insertQueue, insertTicket, stamps, waitFor, ownCompanyWithSim } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511944448888', name: 'Marta Macro' };

export const macrosTests: E2ETest[] = [
  {
    name: 'macros: an admin builds a macro on the screen and applies it from the conversation with one click',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const {
        company,
        user,
        connectionId: whatsappId,
      } = await ownCompanyWithSim(env, 'Loja Macros E2E', 'Macros Sim');
      const companyId = company.id;
      const queueId = await insertQueue(knex, companyId, { name: 'Cobrança', color: '#d9822b' });
      const [tagId] = await knex('tags').insert({
        companyId,
        name: 'Financeiro',
        color: '#2d72d9',
        ...stamps(),
      });
      const contactId = await insertContact(knex, companyId, CONTACT);
      const ticket = await insertTicket(knex, {
        companyId,
        contactId,
        status: 'open',
        whatsappId,
        userId: user.id,
      });

      const page = await signedInAt(browser, env.url, company.admin.email, '/macros');
      await page.click('[data-testid="add-macro"]');
      const form = page.locator('[data-testid="macro-form"]');
      await form.locator('input[name="name"]').fill('Segunda via do boleto');
      const add = async (i: number, kind: string) => {
        await form.locator('[data-testid="macro-add-action"]').click();
        await form.locator(`[data-testid="macro-action-${i}-kind"]`).selectOption(kind);
      };
      await add(0, 'tag.add');
      await form.locator('[data-testid="macro-action-0-tagId"]').selectOption({ label: 'Financeiro' });
      await add(1, 'ticket.note');
      await form.locator('[data-testid="macro-action-1-note"]').fill('Cliente pediu a segunda via');
      await add(2, 'ticket.transfer');
      await form.locator('[data-testid="macro-action-2-queueId"]').selectOption({ label: 'Cobrança' });
      await add(3, 'ticket.send');
      await form.locator('[data-testid="macro-action-3-body"]').fill('Sua segunda via sai em instantes.');
      await lookShot(page, 'macros', 'dialog-light-1366');
      await form.locator('button[type="submit"]').click();
      const row = page.locator('[data-testid="macros-page"] tbody tr', { hasText: 'Segunda via do boleto' });
      await row.waitFor();
      await lookShot(page, 'macros', 'list-light-1366');

      // the conversation: the header's Macros menu lists it; one click applies every action
      await page.goto(`/tickets/${ticket.uuid}`);
      await page.locator('[data-testid="ticket-header"][data-status="open"]').waitFor();
      await page.click('[data-testid="ticket-macros"]');
      const menu = page.locator('[data-testid="ticket-macros-menu"]');
      await menu.getByText('Segunda via do boleto').waitFor();
      await lookShot(page, 'macros', 'menu-light-1366');
      await menu.getByText('Segunda via do boleto').click();
      await page.getByText('Macro "Segunda via do boleto" aplicada').waitFor();
      // the reply shows in the thread, the header follows the transfer (realtime)
      await page
        .locator('[data-testid="conversation"]')
        .getByText('Sua segunda via sai em instantes.')
        .first()
        .waitFor();
      await page.locator('[data-testid="ticket-header"][data-status="pending"]').waitFor();
      // the thread says which macro was applied, by whom, among the messages
      await page
        .locator('[data-testid="thread-activity"][data-type="macro-applied"]')
        .getByText('Macro Segunda via do boleto aplicada por admin Loja Macros E2E')
        .waitFor();
      await lookShot(page, 'macros', 'applied-light-1366');

      const tags = await knex('ticketTags').where({ ticketId: ticket.id }).select('tagId');
      expectEqual(
        tags.map((t) => Number(t.tagId)),
        [Number(tagId)],
        'the tag, once',
      );
      const notes = await knex('ticketNotes').where({ ticketId: ticket.id }).select('note');
      expectEqual(
        notes.map((n) => n.note),
        ['Cliente pediu a segunda via'],
        'the note, once',
      );
      const moved = await knex('tickets').where({ id: ticket.id }).first('queueId', 'status', 'userId');
      expectEqual([moved.queueId, moved.status, moved.userId], [queueId, 'pending', null], 'the transfer');
      const sim = env.kernel.channels.sim!;
      await waitFor('the reply on WhatsApp', () =>
        sim
          .sent(String(whatsappId))
          .some((r) => r.message.type === 'text' && r.message.body.includes('segunda via')),
      );
      const runs = await knex('macroRuns').where({ ticketId: ticket.id }).count({ n: '*' });
      expectEqual(Number(runs[0]!.n), 1, 'one run');
      await page.context().close();

      if (process.env.E2E_SHOTS)
        await forEachLook(browser, env.url, company.admin.email, async (look, { width, dark }) => {
          await look.goto('/macros');
          await look.locator('[data-testid="macros-page"] tbody tr').first().waitFor();
          await lookShot(look, 'macros', `list-${dark ? 'dark' : 'light'}-${width}`);
          await look.goto(`/tickets/${ticket.uuid}`);
          await look.locator('[data-testid="thread-activity"][data-type="macro-applied"]').waitFor();
          await lookShot(look, 'macros', `conversation-${dark ? 'dark' : 'light'}-${width}`);
        });
    },
  },
];
