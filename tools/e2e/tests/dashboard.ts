import { mkdirSync } from 'node:fs';
import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage } from '../browser';
import { insertCompany, insertContact, insertTicket, insertUser, stamps } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/dashboard';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** One ticket life as seeded: minutes relative to now; `wait` null = never queued (waits from its creation). */
interface Life {
  contact: string;
  status: 'pending' | 'open' | 'closed';
  user: 'admin' | 'user' | null;
  queuedAgo: number | null;
  createdAgo?: number;
  startedAfter?: number;
  finishedAfter?: number;
  rate?: 1 | 2 | 3;
}

/**
 * The company's ticket lives, minutes ago. Contact Ana has one life in the last 7 days and one older, Bruno two in
 * the last 7 days (not a lead there), Edu one 20 days ago; Caio and Dora are waiting now, Dora never queued.
 */
const LIVES: Life[] = [
  {
    contact: 'Ana',
    status: 'closed',
    user: 'admin',
    queuedAgo: 2 * 24 * 60,
    startedAfter: 10,
    finishedAfter: 40,
    rate: 3,
  },
  {
    contact: 'Ana',
    status: 'closed',
    user: 'admin',
    queuedAgo: 10 * 24 * 60,
    startedAfter: 5,
    finishedAfter: 95,
  },
  {
    contact: 'Bruno',
    status: 'closed',
    user: 'user',
    queuedAgo: 3 * 24 * 60,
    startedAfter: 20,
    finishedAfter: 80,
  },
  { contact: 'Bruno', status: 'open', user: 'user', queuedAgo: 60, startedAfter: 30 },
  { contact: 'Caio', status: 'pending', user: null, queuedAgo: 5 },
  { contact: 'Dora', status: 'pending', user: null, queuedAgo: null, createdAgo: 30 },
  {
    contact: 'Edu',
    status: 'closed',
    user: 'user',
    queuedAgo: 20 * 24 * 60,
    startedAfter: 5,
    finishedAfter: 15,
  },
];

/** The README's definitions, computed here from LIVES alone (never from the server's code). */
function expected(days: number, now: number) {
  const since = (l: Life) => now - (l.queuedAgo ?? l.createdAgo!) * MIN;
  const inPeriod = LIVES.filter((l) => since(l) >= now - days * DAY);
  const perContact = new Map<string, number>();
  for (const l of inPeriod) perContact.set(l.contact, (perContact.get(l.contact) ?? 0) + 1);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const waits = inPeriod.filter((l) => l.startedAfter).map((l) => l.startedAfter!);
  const supports = inPeriod
    .filter((l) => l.startedAfter !== undefined && l.finishedAfter !== undefined)
    .map((l) => l.finishedAfter! - l.startedAfter!);
  const hm = (m: number) =>
    `${Math.floor(Math.round(m) / 60)}h ${String(Math.round(m) % 60).padStart(2, '0')}min`;
  return {
    pending: String(LIVES.filter((l) => l.status === 'pending').length),
    happening: String(LIVES.filter((l) => l.status === 'open').length),
    finished: String(inPeriod.filter((l) => l.finishedAfter !== undefined).length),
    leads: String([...perContact.values()].filter((n) => n === 1).length),
    waitTime: hm(mean(waits)),
    supportTime: hm(mean(supports)),
  };
}

/** YYYY-MM-DD of an instant on Brasília's clock (the dashboard's days). */
const brasiliaDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(at));

async function seed(knex: Knex, companyId: number, users: { admin: number; user: number }, now: number) {
  const contacts = new Map<string, number>();
  let n = 0;
  for (const l of LIVES) {
    if (!contacts.has(l.contact))
      contacts.set(
        l.contact,
        await insertContact(knex, companyId, { name: `${l.contact} Painel`, number: `55119777700${++n}` }),
      );
    const userId = l.user ? users[l.user] : null;
    const created = new Date(now - (l.queuedAgo ?? l.createdAgo!) * MIN);
    const at = (after?: number) => (after === undefined ? null : new Date(created.getTime() + after * MIN));
    const ticket = await insertTicket(knex, {
      companyId,
      contactId: contacts.get(l.contact)!,
      status: l.status,
      userId,
      // one open ticket per contact: a closed one frees its slot
      openSlot: l.status === 'closed' ? null : 1,
      ...stamps(created),
    });
    await knex('ticketTraking').insert({
      companyId,
      ticketId: ticket.id,
      userId,
      queuedAt: l.queuedAgo === null ? null : created,
      startedAt: at(l.startedAfter),
      finishedAt: at(l.finishedAfter),
      ...stamps(created),
    });
    if (l.rate && userId)
      await knex('userRatings').insert({ companyId, ticketId: ticket.id, userId, rate: l.rate, ...stamps() });
  }
}

const card = (page: Page, id: string) => page.locator(`[data-testid="card-${id}-value"]`).textContent();
async function cards(page: Page) {
  return {
    pending: await card(page, 'pending'),
    happening: await card(page, 'happening'),
    finished: await card(page, 'finished'),
    leads: await card(page, 'leads'),
    waitTime: await card(page, 'wait-time'),
    supportTime: await card(page, 'support-time'),
  };
}

/** Chooses a period and waits for the answer it asked for to be on the cards. */
async function filterByPeriod(page: Page, days: number) {
  await page.selectOption('select[name="filterType"]', 'period');
  await page.selectOption('select[name="days"]', String(days));
  const answered = page.waitForResponse((r) => r.url().includes(`/dashboard?days=${days}`) && r.ok());
  await page.locator('[data-testid="dashboard-filter-submit"]').click();
  await answered;
  await page.waitForSelector('[data-testid="dashboard-cards"][data-loading="false"]');
}

export const dashboardTests: E2ETest[] = [
  {
    name: 'dashboard: the cards for a chosen period equal the counts of the seeded ticket lives',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const company = await insertCompany(knex, 'Painel E2E Ltda', env.plans.full, { super: true });
      await knex('users').where({ id: company.user.id }).update({ online: true });
      await insertUser(knex, company.id, { name: 'Zeca Ausente', email: 'zeca@painele2e.test' });
      const now = Date.now();
      await seed(knex, company.id, { admin: company.admin.id, user: company.user.id }, now);

      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      await page.locator('[data-menu-path="/"]').click();
      await page.waitForSelector('[data-testid="dashboard-page"]');
      // spec §2 defaults: by date, from the first of the month to today
      const today = new Date();
      const pad = (x: number) => String(x).padStart(2, '0');
      expectEqual(
        [await page.inputValue('input[name="date_from"]'), await page.inputValue('input[name="date_to"]')],
        [
          `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01`,
          `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
        ],
        'default dates',
      );
      await page.waitForSelector('[data-testid="dashboard-cards"][data-loading="false"]');
      await shot(page, 'light-1366-dates');
      // today's chart: the lives created on Brasília's today
      const createdToday = LIVES.filter(
        (l) => brasiliaDay(now - (l.queuedAgo ?? l.createdAgo!) * MIN) === brasiliaDay(Date.now()),
      ).length;
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="dashboard-chart-count"]')?.textContent === `(${n})`,
        createdToday,
      );

      await filterByPeriod(page, 7);
      expectEqual(await cards(page), expected(7, now), 'last 7 days');
      // the attendants: every user; a rating of 3 on a ticket of the period; online from users.online
      const rows = page.locator('[data-testid="attendant-row"]');
      expectEqual(await rows.count(), 3, 'three users');
      const admin = rows.filter({ hasText: 'admin Painel' });
      expectEqual(await admin.locator('.db-stars').getAttribute('data-rating'), '3', 'the admin rated 3');
      const user = rows.filter({ hasText: 'user Painel' });
      expectEqual(await user.locator('[data-online]').getAttribute('data-online'), 'true', 'user online');
      expectEqual(await user.locator('.db-stars').getAttribute('data-rating'), '0', 'user not rated');
      const zeca = rows.filter({ hasText: 'Zeca Ausente' });
      expectEqual(await zeca.locator('[data-online]').getAttribute('data-online'), 'false', 'Zeca offline');
      await shot(page, 'light-1366');

      await filterByPeriod(page, 30);
      expectEqual(await cards(page), expected(30, now), 'last 30 days');

      // spec §5: no period and no dates
      await page.selectOption('select[name="days"]', '0');
      await page.locator('[data-testid="dashboard-filter-submit"]').click();
      await page.locator('.bp6-toast').getByText('Parametrize o filtro').waitFor();
      expect(
        await page.locator('.bp6-form-helper-text', { hasText: 'Parametrize o filtro' }).count(),
        'field error',
      );

      // the narrow layout: cards stacked in one column, nothing wider than the screen
      await page.setViewportSize({ width: 400, height: 800 });
      await filterByPeriod(page, 7);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        lefts: [...document.querySelectorAll('[data-testid="dashboard-cards"] > *')].map(
          (e) => e.getBoundingClientRect().left,
        ),
      }));
      expect(widths.page <= 400, `page ${widths.page} px wide at 400`);
      expect(new Set(widths.lefts).size === 1, `cards stacked: ${widths.lefts}`);
      await shot(page, 'light-400');
      await page.locator('[data-testid="dashboard-attendants"]').scrollIntoViewIfNeeded();
      await shot(page, 'light-400-attendants');
      await page.context().close();

      if (process.env.E2E_DASHBOARD_SHOTS) {
        // the dark theme follows the system preference on a fresh profile
        for (const width of [1366, 400]) {
          const dark = await newPage(browser, env.url, { dark: true, width });
          await login(dark, company.admin.email);
          await dark.goto('/');
          await filterByPeriod(dark, 7);
          await shot(dark, `dark-${width}`);
          await dark.locator('[data-testid="dashboard-attendants"]').scrollIntoViewIfNeeded();
          await shot(dark, `dark-${width}-attendants`);
          await dark.context().close();
        }
      }
    },
  },
];
