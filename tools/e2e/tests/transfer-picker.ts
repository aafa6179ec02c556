import type { Page } from 'playwright-core';
import { expect, expectEqual, forEachLook, login, lookShot, newPage } from '../browser';
import { createSim, insertContact, insertTicket, insertUser, waitFor, ownCompany } from '../seed';
import type { E2ETest } from './types';

/** The transfer dialog of ticket `uuid`, opened from the header (or its menu on a phone). */
async function openTransfer(page: Page, uuid: string, phone = false) {
  await page.goto(`/tickets/${uuid}`);
  if (phone) {
    await page.click('[data-testid="ticket-actions-more"]');
    await page.locator('[data-testid="ticket-actions-menu"]').getByText('Transferir').click();
  } else await page.click('[data-testid="ticket-transfer"]');
  const dialog = page.getByTestId('transfer-dialog');
  await dialog.getByTestId('transfer-user-option').first().waitFor();
  return dialog;
}

/** The colleagues as the dialog lists them: name and whether it shows them online. */
const listed = (dialog: ReturnType<Page['getByTestId']>) =>
  dialog.getByTestId('transfer-user-option').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('.bp6-text-overflow-ellipsis')?.textContent ?? '',
      online: item.getAttribute('data-online') === 'true',
    })),
  );

/** Issue 30 item 7: transfer picks from the company's people, the ones online now first. */
export const transferPickerTests: E2ETest[] = [
  {
    name: 'transfer: colleagues listed online first; one who signs out shows offline; a filter picks one; undo',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      // a company of its own: who is online in the super's company depends on the tests before
      const { company, api } = await ownCompany(env, 'Loja Transferência');
      const bruno = { name: 'Bruno Presente', email: 'bruno.presente@balcao.test' };
      await insertUser(knex, company.id, { ...bruno, queueIds: [company.queueId] });
      const carlaId = await insertUser(knex, company.id, {
        name: 'Carla Ausente',
        email: 'carla.ausente@balcao.test',
        queueIds: [company.queueId],
      });
      const whatsappId = await createSim(api, { name: 'Sim Transferência' });
      const contactId = await insertContact(knex, company.id, {
        name: 'Rita Cliente',
        number: '5511944443333',
      });
      const ticket = await insertTicket(knex, {
        companyId: company.id,
        contactId,
        whatsappId,
        status: 'open',
        userId: company.admin.id,
        queueId: company.queueId,
      });

      // Bruno has the app open in another browser
      const brunoPage = await newPage(browser, env.url);
      await login(brunoPage, bruno.email);
      await waitFor('Bruno online', async () => {
        const row = await knex('users').where({ email: bruno.email }).first('online');
        return Boolean(row?.online);
      });

      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      let dialog = await openTransfer(page, ticket.uuid);
      const first = await listed(dialog);
      const online = first.filter((u) => u.online).map((u) => u.name);
      expectEqual(online.sort(), [bruno.name, `admin Loja Transferência`].sort(), 'who is online');
      const lastOnline = first.map((u) => u.online).lastIndexOf(true);
      const firstOffline = first.map((u) => u.online).indexOf(false);
      expect(lastOnline < firstOffline, `online colleagues first: ${JSON.stringify(first)}`);
      expect(
        first.some((u) => u.name === 'Carla Ausente' && !u.online),
        'Carla, who never signed in, is listed offline',
      );
      await lookShot(page, 'transfer', 'two-online');

      // Bruno closes the app: the next opening shows him offline
      await brunoPage.context().close();
      await waitFor('Bruno offline', async () => {
        const row = await knex('users').where({ email: bruno.email }).first('online');
        return row && !row.online;
      });
      await page.keyboard.press('Escape');
      dialog = await openTransfer(page, ticket.uuid);
      const again = await listed(dialog);
      expect(
        again.some((u) => u.name === bruno.name && !u.online),
        `Bruno offline after he left: ${JSON.stringify(again)}`,
      );

      // the filter works from the first letters, and the picked colleague gets the ticket
      await dialog.getByTestId('transfer-user-search').fill('car');
      expectEqual(
        (await listed(dialog)).map((u) => u.name),
        ['Carla Ausente'],
        'the filter leaves Carla',
      );
      await dialog.getByTestId('transfer-user-option').click();
      await dialog.getByTestId('transfer-user-chosen').getByText('Carla Ausente').waitFor();
      await dialog.getByTestId('transfer-queue').selectOption({ index: 1 });
      await dialog.getByTestId('transfer-confirm').click();
      await page.waitForURL((url) => url.pathname === '/tickets');
      const row = await knex('tickets').where({ id: ticket.id }).first('userId', 'status');
      expectEqual([row?.userId, row?.status], [carlaId, 'open'], 'the ticket is Carla’s');

      // the toast says so and undoes it: the ticket is the admin's again, and its thread tells both moves
      await page.getByText('Ticket transferido.').waitFor();
      await lookShot(page, 'transfer', 'undo-toast');
      await page.getByTestId('toast-undo').click();
      await page.waitForURL((url) => url.pathname === `/tickets/${ticket.uuid}`);
      await waitFor('the transfer undone', async () => {
        const back = await knex('tickets').where({ id: ticket.id }).first('userId');
        return back?.userId === company.admin.id;
      });
      await page.locator('[data-testid="thread-activity"][data-type="transferred"]').nth(1).waitFor();
      await lookShot(page, 'transfer', 'undone-thread');
      await page.context().close();

      if (!process.env.E2E_SHOTS) return;
      const other = await insertTicket(knex, {
        companyId: company.id,
        contactId: await insertContact(knex, company.id, { name: 'Tiago Cliente', number: '5511944442222' }),
        whatsappId,
        status: 'open',
        userId: company.admin.id,
        queueId: company.queueId,
      });
      await forEachLook(browser, env.url, company.admin.email, async (look, { width, dark }) => {
        await openTransfer(look, other.uuid, width < 600);
        await lookShot(look, 'transfer', `picker-${width}-${dark ? 'dark' : 'light'}`);
      });
    },
  },
];
