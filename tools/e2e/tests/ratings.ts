import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { expectEqual, forEachLook, lookShot, signedInAt } from '../browser';
import { insertCompany, insertContact, insertQueue, insertTicket, stamps } from '../seed';
import type { E2ETest } from './types';

const DAY = 864e5;

/** Rated ticket lives of the last days: who handled it, its queue, the rate; one older than 7 days. */
async function seed(knex: Knex, companyId: number, users: { admin: number; user: number }) {
  const suporte = await insertQueue(knex, companyId, { name: 'Suporte Notas', color: '#1f7a8c' });
  const vendas = await insertQueue(knex, companyId, { name: 'Vendas Notas', color: '#a05c00' });
  const lives: Array<[number, number | null, 1 | 2 | 3, number]> = [
    [users.admin, suporte, 3, 1],
    [users.admin, suporte, 2, 2],
    [users.user, vendas, 1, 2],
    [users.user, null, 3, 3],
    [users.admin, vendas, 1, 20],
  ];
  let n = 0;
  for (const [userId, queueId, rate, daysAgo] of lives) {
    const at = new Date(Date.now() - daysAgo * DAY);
    const contactId = await insertContact(knex, companyId, {
      name: `Nota ${++n}`,
      number: `55119666600${n}`,
    });
    const ticket = await insertTicket(knex, {
      companyId,
      contactId,
      status: 'closed',
      userId,
      queueId,
      openSlot: null,
      ...stamps(at),
    });
    await knex('ticketTraking').insert({
      companyId,
      ticketId: ticket.id,
      userId,
      queueId,
      queuedAt: at,
      startedAt: new Date(at.getTime() + 60_000),
      finishedAt: new Date(at.getTime() + 600_000),
      rated: true,
      ratedAt: new Date(at.getTime() + 500_000),
      ...stamps(at),
    });
    await knex('userRatings').insert({ companyId, ticketId: ticket.id, userId, rate, ...stamps(at) });
  }
}

async function lastWeek(page: Page) {
  await page.selectOption('select[name="filterType"]', 'period');
  await page.selectOption('select[name="days"]', '7');
  const answered = page.waitForResponse((r) => r.url().includes('/dashboard?days=7') && r.ok());
  await page.locator('[data-testid="dashboard-filter-submit"]').click();
  await answered;
  await page.waitForSelector('[data-testid="dashboard-cards"][data-loading="false"]');
}

const rowsOf = (page: Page, table: string) =>
  page
    .locator(`[data-testid="${table}"] [data-testid="rating-row"]`)
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
    );

export const ratingsTests: E2ETest[] = [
  {
    name: 'ratings: the dashboard shows the average and count of rates per attendant and per queue',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const company = await insertCompany(knex, 'Notas E2E Ltda', env.plans.full, { super: true });
      await seed(knex, company.id, { admin: company.admin.id, user: company.user.id });
      await forEachLook(browser, env.url, company.admin.email, async (page, { width, dark }) => {
        await page.goto('/');
        await page.waitForSelector('[data-testid="dashboard-page"]');
        await lastWeek(page);
        const card = page.locator('[data-testid="dashboard-ratings"]');
        await card.scrollIntoViewIfNeeded();
        if (width === 1366 && !dark) {
          expectEqual(
            await rowsOf(page, 'ratings-attendants'),
            [
              ['admin Notas E2E Ltda', '2.5', '2'],
              ['user Notas E2E Ltda', '2.0', '2'],
            ],
            'per attendant (the 20-day-old rate left out)',
          );
          expectEqual(
            await rowsOf(page, 'ratings-queues'),
            [
              ['Suporte Notas', '2.5', '2'],
              ['Vendas Notas', '1.0', '1'],
              ['Sem fila', '3.0', '1'],
            ],
            'per queue',
          );
        }
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expectEqual(wide <= width, true, `page ${wide} px wide at ${width}`);
        await lookShot(page, 'ratings', `${dark ? 'dark' : 'light'}-${width}`);
      });
    },
  },
  {
    name: 'ratings: the connection form keeps the question asked after a rate of 1',
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/connections');
      await page.click('[data-testid="add-connection"]');
      const form = page.locator('[data-testid="connection-form"]');
      await form.locator('input[name="name"]').fill('Notas Follow-up');
      await form.locator('select[name="provider"]').selectOption('sim');
      await form.locator('[name="ratingFollowUp"]').fill('O que podemos melhorar?');
      await lookShot(page, 'ratings', 'connection-dialog');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Operação realizada com sucesso!').waitFor();
      const row = await env.kernel.knex('whatsapps').where({ name: 'Notas Follow-up' }).first('fields');
      expectEqual(
        JSON.parse(String(row?.fields ?? '{}')).ratingFollowUp,
        'O que podemos melhorar?',
        'the follow-up question stored with the connection',
      );
      await page.context().close();
    },
  },
];
