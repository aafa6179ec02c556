import type { Page } from 'playwright-core';
import { expect, expectEqual, login, lookShot, newPage } from '../browser';
import { insertCompany, insertContact, insertTicket, stamps, waitFor } from '../seed';
import type { E2ETest } from './types';

const LID = '990000000000777';

/** One person twice: known by LID (with a ticket and a message) and by number (with its own ticket). */
async function seedTwoHalves(knex: Parameters<typeof insertContact>[0], companyId: number) {
  const lidId = await insertContact(knex, companyId, {
    name: 'Lia (LID)',
    number: `${LID}@lid`,
    numberKey: `${LID}@lid`,
    lid: LID,
    email: '',
    isGroup: false,
  });
  const numberId = await insertContact(knex, companyId, {
    name: 'Lia Ramos',
    number: '5511966667777',
    email: 'lia@exemplo.com',
    isGroup: false,
  });
  await insertContact(knex, companyId, {
    name: 'Outro Cliente',
    number: '5511955551234',
    email: '',
    isGroup: false,
  });
  for (const [contactId, body] of [
    [lidId, 'oi pelo lid'],
    [numberId, 'oi pelo número'],
  ] as const) {
    const ticket = await insertTicket(knex, { companyId, contactId, status: 'pending', lastMessage: body });
    await knex('messages').insert({
      companyId,
      ticketId: ticket.id,
      contactId,
      wid: `W-${contactId}`,
      body,
      ...stamps(),
    });
  }
  return { lidId, numberId };
}

const row = (page: Page, name: string) => page.locator('tr', { hasText: name });

/** Signs in, opens "Mesclar contato" on the numbered contact and picks the LID one; gives the dialog. */
async function openPicked(page: Page, email: string) {
  await login(page, email);
  await page.click('[data-menu-path="/contacts"]');
  await page.waitForURL('**/contacts');
  await row(page, 'Lia Ramos').waitFor();
  await row(page, 'Lia Ramos').locator('[data-testid="merge-contact"]').click();
  const dialog = page.locator('[data-testid="merge-dialog"]');
  await dialog.waitFor();
  await page.locator('[data-testid="merge-search"]').fill('lia');
  const option = dialog.locator('[data-testid="merge-option"]', { hasText: 'Lia (LID)' });
  await option.waitFor();
  // the contact being kept is never offered as the other one
  expectEqual(
    await dialog.locator('[data-testid="merge-option"]', { hasText: 'Lia Ramos' }).count(),
    0,
    'the kept contact is not in the list',
  );
  await option.click();
  await dialog.locator('[data-testid="merge-summary"]').waitFor();
  return dialog;
}

/** The dialog at 1366 and 400 px in the page's colour scheme. */
async function dialogLooks(page: Page, scheme: 'light' | 'dark') {
  for (const width of [1366, 400]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(200);
    await lookShot(page, 'contact-merge', `dialog-${scheme}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

export const contactMergeTests: E2ETest[] = [
  {
    name: 'contact merge: an admin merges the LID contact into the numbered one from the contacts page',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const company = await insertCompany(knex, 'Mesclar E2E Ltda', env.plans.full);
      const { lidId, numberId } = await seedTwoHalves(knex, company.id);
      // the dark looks first, in a page of their own: a second sign-in ends the first one's session (spec §4)
      const darkPage = await newPage(browser, env.url, { dark: true });
      await openPicked(darkPage, company.admin.email);
      await dialogLooks(darkPage, 'dark');
      await darkPage.context().close();

      const page = await newPage(browser, env.url);
      const dialog = await openPicked(page, company.admin.email);
      await dialogLooks(page, 'light');
      await page.locator('[data-testid="merge-submit"]').click();
      await dialog.waitFor({ state: 'detached' });

      // the LID row leaves the list; the kept one stays, with everything
      await row(page, 'Lia (LID)').waitFor({ state: 'detached' });
      expect(await row(page, 'Lia Ramos').isVisible(), 'the kept contact is listed');
      const kept = await knex('contacts').where({ id: numberId }).first();
      expectEqual(
        [kept.number, kept.lid],
        ['5511966667777', LID],
        'the kept contact has the number and the LID',
      );
      expectEqual(
        await knex('contacts')
          .where({ id: lidId })
          .count({ n: '*' })
          .then((r) => Number(r[0]!.n)),
        0,
        'merged contact gone',
      );
      const tickets = await knex('tickets').where({ contactId: numberId });
      expectEqual(tickets.length, 1, 'one open ticket left');
      const bodies = await waitFor('both messages on it', async () => {
        const b: string[] = await knex('messages')
          .where({ ticketId: tickets[0].id })
          .orderBy('id')
          .pluck('body');
        return b.length === 2 ? b : undefined;
      });
      expectEqual(bodies, ['oi pelo lid', 'oi pelo número'], 'all messages on the one ticket');
    },
  },
];
