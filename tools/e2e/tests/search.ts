import type { Page } from 'playwright-core';
import { expect, login, lookShot, lookViewports, newPage } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, insertContact, insertTicket, stamps } from '../seed';
import type { E2ETest } from './types';

/**
 * Two tickets whose messages hold "reembolso": the target one with 45 messages, the match 40 back (page 3 of the
 * conversation), so landing on it needs the conversation to load the pages down to it.
 */
async function seedSearch(env: E2EKernel) {
  const knex = env.kernel.knex;
  const { user } = await apiAs(env, env.superEmail);
  const companyId = user.companyId as number;
  const day = 864e5;
  const addTicket = async (name: string, number: string, bodies: string[]) => {
    const contactId = await insertContact(knex, companyId, { name, number });
    const ticket = await insertTicket(knex, { companyId, contactId, status: 'open', userId: user.id });
    const ids: number[] = [];
    for (const [i, body] of bodies.entries()) {
      const at = new Date(Date.now() - day + i * 60_000);
      const [id] = await knex('messages').insert({
        companyId,
        ticketId: ticket.id,
        contactId,
        wid: `SEARCH-${ticket.id}-${i}`,
        body,
        fromMe: i % 2 === 1,
        ...stamps(at),
      });
      ids.push(Number(id));
    }
    return { ticket, ids };
  };
  const long = Array.from({ length: 45 }, (_, i) => `Mensagem de rotina número ${i}`);
  long[4] = 'Quero o REEMBOLSO do pedido, com atenção por favor';
  const target = await addTicket('Clara Nunes', '5511911112222', long);
  const other = await addTicket('Paulo Reis', '5511933334444', ['Meu reembolso já caiu?', 'Ainda não.']);
  return { target: { ticket: target.ticket, messageId: target.ids[4]! }, other };
}

async function openSearch(page: Page, q: string, groups = 1) {
  await page.locator('[data-testid="open-search"]').click();
  await page.locator('[data-testid="search-input"]').fill(q);
  await page
    .locator('[data-testid="search-group"]')
    .nth(groups - 1)
    .waitFor();
}

export const searchTests: E2ETest[] = [
  {
    name: 'search: a word finds messages grouped by ticket, the result opens the ticket at the message',
    async run({ browser, env }) {
      const { target, other } = await seedSearch(env);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await openSearch(page, 'reembolso', 2);

      const groups = page.locator('[data-testid="search-group"]');
      expect((await groups.count()) === 2, `two tickets, got ${await groups.count()}`);
      expect(
        (await groups.nth(0).getAttribute('data-ticket')) === other.ticket.uuid,
        'the ticket with the newest match first',
      );
      const hit = page.locator(`[data-testid="search-message"][data-message-id="${target.messageId}"]`);
      // accent- and case-blind: the stored REEMBOLSO is marked for the typed reembolso
      expect((await hit.locator('mark').allTextContents()).join() === 'REEMBOLSO', 'the match is marked');

      await hit.click();
      await page.waitForURL(`**/tickets/${target.ticket.uuid}?message=${target.messageId}&page=3`);
      const bubble = page.locator(
        `[data-testid="messages-box"] [data-message-id="${target.messageId}"][data-focused="true"]`,
      );
      await bubble.waitFor();
      const box = await page.locator('[data-testid="messages-box"]').boundingBox();
      const at = await bubble.boundingBox();
      expect(
        box && at && at.y >= box.y && at.y + at.height <= box.y + box.height,
        `the message is in view: ${JSON.stringify({ box, at })}`,
      );
      expect(
        await bubble.evaluate((el) => el.classList.contains('tk-msg-focus')),
        'the message is highlighted',
      );
      await page.context().close();
    },
  },
  {
    name: 'search: looked at in light and dark, 1366 and 400 wide',
    async run({ browser, env }) {
      for (const [width, dark] of lookViewports) {
        const page = await newPage(browser, env.url, { width, dark });
        await login(page, env.superEmail);
        await openSearch(page, 'reembolso');
        const name = `${width}-${dark ? 'dark' : 'light'}`;
        await lookShot(page, 'search', `results-${name}`);
        await page.locator('[data-testid="search-message"]').last().click();
        await page.locator('[data-focused="true"]').waitFor();
        await lookShot(page, 'search', `landed-${name}`);
        await page.context().close();
      }
    },
  },
];
