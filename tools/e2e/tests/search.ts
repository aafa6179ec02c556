import type { Page } from 'playwright-core';
import { expect, expectEqual, forEachLook, login, lookShot, newPage } from '../browser';
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

/** The seed, once per kernel: the look test finds it whether or not the first test ran. */
const seeded = new WeakMap<E2EKernel, ReturnType<typeof seedSearch>>();
const seedOnce = (env: E2EKernel) => {
  if (!seeded.has(env)) seeded.set(env, seedSearch(env));
  return seeded.get(env)!;
};

const input = '[data-testid="ticket-search"]';

/** The Busca tab, the term typed in its one input, until `groups` tickets are listed. */
async function openSearch(page: Page, q: string, groups = 1) {
  await page.locator('[data-testid="tab-search"]').click();
  await page.locator(input).fill(q);
  await page
    .locator('[data-testid="search-group"]')
    .nth(groups - 1)
    .waitFor();
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const searchTabSelected = async (page: Page) =>
  (await page.locator('[data-testid="tab-search"]').getAttribute('aria-selected')) === 'true';

export const searchTests: E2ETest[] = [
  {
    name: "search: the Busca tab finds a message's words grouped by ticket, right under its input, and opens the ticket at the message",
    async run({ browser, env }) {
      const { target, other } = await seedOnce(env);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      // one search: the icon and its drawer are gone
      expect(!(await page.locator('[data-testid="open-search"]').count()), 'no second search button');
      await openSearch(page, 'reembolso', 2);
      expectEqual(
        await page.locator('[data-testid="search-mode"]').getAttribute('data-mode'),
        'text',
        'the caption says the full-text results show',
      );

      const groups = page.locator('[data-testid="search-group"]');
      expect((await groups.count()) === 2, `two tickets, got ${await groups.count()}`);
      expect(
        (await groups.nth(0).getAttribute('data-ticket')) === other.ticket.uuid,
        'the ticket with the newest match first',
      );
      const hit = page.locator(`[data-testid="search-message"][data-message-id="${target.messageId}"]`);
      // accent- and case-blind: the stored REEMBOLSO is marked for the typed reembolso
      expect((await hit.locator('mark').allTextContents()).join() === 'REEMBOLSO', 'the match is marked');
      // no gap: the results begin right under the input and its filters, not 300 px lower
      const inputBox = await page.locator(input).boundingBox();
      const firstBox = await groups.first().boundingBox();
      const gap = firstBox && inputBox ? firstBox.y - (inputBox.y + inputBox.height) : NaN;
      expect(gap >= 0 && gap <= 80, `the first result is ${gap} px under the input`);

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
      // the results stay in the tab beside the conversation, for the next one
      expect(await page.locator('[data-testid="search-group"]').count(), 'the results are still listed');
      await page.context().close();
    },
  },
  {
    name: 'search: "/" and Ctrl+K focus the one input; a short term hints; a tag filter lists the tickets instead',
    async run({ browser, env }) {
      const { other } = await seedOnce(env);
      const { api } = await apiAs(env, env.superEmail);
      const tag = await api<{ id: number }>('POST', '/tags', {
        name: 'Prioridade da busca',
        color: '#d13913',
        kanban: 0,
      });
      await api('PUT', `/ticket-tags/${other.ticket.id}/${tag.id}`);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.locator('[data-testid="list-open"]').waitFor();

      // "/" outside a field: the Busca tab, its input focused (and the "/" not typed into it); empty, a hint
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('/');
      await page.locator('[data-testid="search-hint"]').waitFor();
      expect(await searchTabSelected(page), '"/" selects the Busca tab');
      expectEqual(await focusedTestId(page), 'ticket-search', '"/" focuses the input');
      expectEqual(await page.locator(input).inputValue(), '', 'the "/" is not typed');
      const named = page.getByRole('searchbox', { name: 'Buscar nos atendimentos e nas mensagens' });
      expect((await named.count()) === 1, 'the input has an accessible name');
      // inside the input "/" is text
      await page.keyboard.type('re/');
      expectEqual(await page.locator(input).inputValue(), 're/', '"/" typed in the input stays there');
      await page.locator('[data-testid="search-too-short"]').waitFor();
      expect(
        !(await page.locator('[data-testid="search-results"]').count()),
        'a short term searches nothing',
      );

      // Ctrl+K from another tab
      await page.locator('[data-testid="tab-open"]').click();
      await page.locator('[data-testid="list-open"]').waitFor();
      await page.keyboard.press('Control+k');
      await page.locator(input).waitFor();
      expect(await searchTabSelected(page), 'Ctrl+K selects the Busca tab');
      expectEqual(await focusedTestId(page), 'ticket-search', 'Ctrl+K focuses the input');

      // a word finds messages; a tag filter switches to the ticket list (/search has no tags), with the word
      await page.locator(input).fill('reembolso');
      await page.locator('[data-testid="search-group"]').nth(1).waitFor();
      await page.locator('[data-testid="tag-filter"]').click();
      await page.locator('[data-testid="tag-filter-menu"]').getByText('Prioridade da busca').click();
      await page.keyboard.press('Escape');
      const list = page.locator('[data-testid="list-search"]');
      await list.locator('[data-testid="ticket-item"]').first().waitFor();
      await page.locator('[data-testid="search-results"]').waitFor({ state: 'detached' });
      expectEqual(
        await page.locator('[data-testid="search-mode"]').getAttribute('data-mode'),
        'tickets',
        'the caption says the ticket list shows',
      );
      await page.waitForFunction(
        () => document.querySelector('[data-testid="list-search"]')?.getAttribute('data-count') === '1',
      );
      expectEqual(
        await list.locator('[data-testid="ticket-item"]').getAttribute('data-ticket-id'),
        String(other.ticket.id),
        'the tagged ticket with the word',
      );
      // the filter dropped: the full-text results again
      await page.locator('[data-testid="tag-filter"]').click();
      await page.locator('[data-testid="tag-filter-menu"]').getByText('Prioridade da busca').click();
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="search-group"]').nth(1).waitFor();

      // spec §5: clearing the search returns to the open tab
      await page.locator(input).fill('');
      await page.locator('[data-testid="list-open"]:visible').waitFor();
      expect(!(await searchTabSelected(page)), 'cleared, the open tab');
      await page.context().close();
    },
  },
  {
    name: 'search: looked at in light and dark, 1366 and 400 wide',
    async run({ browser, env }) {
      await seedOnce(env);
      await forEachLook(browser, env.url, env.superEmail, async (page, { width, dark }) => {
        const name = `${width}-${dark ? 'dark' : 'light'}`;
        await page.locator('[data-testid="tab-search"]').click();
        await page.locator('[data-testid="search-hint"]').waitFor();
        await lookShot(page, 'search', `hint-${name}`);
        await openSearch(page, 'reembolso');
        await lookShot(page, 'search', `results-${name}`);
        await page.locator('[data-testid="search-message"]').last().click();
        await page.locator('[data-focused="true"]').waitFor();
        await lookShot(page, 'search', `landed-${name}`);
      });
    },
  },
];
