import type { Page } from 'playwright-core';
import {
  expect,
  expectEqual,
  expectMenu,
  forEachLook,
  login,
  lookShot,
  newPage,
  screenshot,
} from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, insertContact, insertTicket } from '../seed';
import type { E2ETest } from './types';

const side = 'nav[data-testid="side-menu"]';
const header = '[data-testid="ticket-header"]';

/** An open ticket of the super user's, with a long name: what a drawer beside the conversation used to crush. */
async function insertMenuTicket(env: E2EKernel): Promise<{ uuid: string }> {
  const { user } = await apiAs(env, env.superEmail);
  const contactId = await insertContact(env.kernel.knex, user.companyId, {
    name: 'Marina Duarte Oliveira Menu',
    number: '5511977770000',
  });
  return insertTicket(env.kernel.knex, {
    companyId: user.companyId,
    contactId,
    status: 'open',
    userId: user.id,
  });
}

const seeded = new WeakMap<E2EKernel, Promise<{ uuid: string }>>();
const seedTicket = (env: E2EKernel) => {
  if (!seeded.has(env)) seeded.set(env, insertMenuTicket(env));
  return seeded.get(env)!;
};

/** Waits for the side menu's width (it slides over 0.15 s) to be narrow (< 80 px) or wide (> 200 px). */
async function menuIs(page: Page, want: 'narrow' | 'wide', what: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([sel, narrow]) => {
        const width = document.querySelector(sel as string)?.getBoundingClientRect().width ?? -1;
        return narrow ? width >= 0 && width < 80 : width > 200;
      },
      [side, want === 'narrow'] as const,
      { timeout: 3000 },
    );
  } catch {
    const width = await page.locator(side).evaluate((el) => el.getBoundingClientRect().width);
    throw new Error(`${what}: the side menu should be ${want}, it is ${width} px wide`);
  }
}

const toggleDrawer = async (page: Page, open: boolean) => {
  if (open) {
    await page.click('[data-testid="ticket-contact"]');
    await page.locator('[data-testid="contact-drawer"]').waitFor();
  } else {
    await page.click('[data-testid="contact-drawer-close"]');
    await page.locator('[data-testid="contact-drawer"]').waitFor({ state: 'detached' });
  }
};

export const menuTests: E2ETest[] = [
  {
    name: 'a plan without kanban hides only the kanban board; tickets, contacts, tags and quick replies stay',
    async run({ browser, env }) {
      const res = await fetch(`${env.url}/companies/cadastro`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Loja Sem Kanban',
          email: 'dono@semkanban.test',
          phone: '1133334444',
          password: 'segredo123',
          planId: env.plans.noKanban,
        }),
      });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
      const page = await newPage(browser, env.url);
      await login(page, 'dono@semkanban.test', 'segredo123');
      await expectMenu(
        page,
        ['/tickets', '/contacts', '/tags', '/quick-messages', '/schedules', '/chats', '/helps', '/settings'],
        ['/kanban'],
        'plan without kanban',
      );
      await page.context().close();
      if (!process.env.E2E_SHOTS) return;
      await forEachLook(
        browser,
        env.url,
        'dono@semkanban.test',
        async (shot, { width, dark }) => {
          if (width < 600) {
            await shot.click('[data-testid="menu-toggle"]');
            await shot.locator('[data-testid="side-menu"] [data-menu-path="/contacts"]').waitFor();
          }
          await lookShot(shot, 'menu', `no-kanban-${width}-${dark ? 'dark' : 'light'}`);
        },
        { password: 'segredo123' },
      );
    },
  },
  {
    name: 'super sees the management and admin items, an attendant does not',
    async run({ browser, env }) {
      const superPage = await newPage(browser, env.url);
      await login(superPage, env.superEmail);
      await expectMenu(
        superPage,
        ['/tickets', '/kanban', '/tags', '/quick-messages', '/helps', '/', '/users', '/settings'],
        ['/campaigns'],
        'super',
      );
      await superPage.context().close();

      const attendant = await newPage(browser, env.url);
      await login(attendant, env.attendantEmail);
      await expectMenu(
        attendant,
        ['/tickets', '/kanban', '/tags', '/quick-messages', '/helps'],
        ['/', '/users', '/settings', '/campaigns'],
        'attendant',
      );
      // the admin section header is not rendered at all for an attendant
      const sections = await attendant.$$eval('[data-testid="side-menu"] [data-section]', (els) =>
        els.map((e) => e.getAttribute('data-section')),
      );
      for (const s of sections)
        if (s === 'management') throw new Error('attendant sees the management section');
      await attendant.context().close();
    },
  },
  {
    name: "a company's admin sees their company's administration, not the platform's",
    async run({ browser, env }) {
      const res = await fetch(`${env.url}/companies/cadastro`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Loja Administrada',
          email: 'dona@administrada.test',
          phone: '1133335555',
          password: 'segredo123',
          planId: env.plans.full,
        }),
      });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
      const page = await newPage(browser, env.url);
      await login(page, 'dona@administrada.test', 'segredo123');
      // issue 27: each item follows the permission its screen's routes require (users:manage, queues:manage ...)
      await expectMenu(
        page,
        ['/tickets', '/users', '/queues', '/connections', '/files', '/messages-api', '/prompts', '/settings'],
        ['/jobs', '/announcements', '/companies'],
        'company admin',
      );
      await screenshot(page, 'menu-company-admin');
      await page.context().close();
    },
  },
  {
    name: "menu: at 1366 px a drawer beside the conversation collapses the side menu, until the user's own choice",
    async run({ browser, env }) {
      const ticket = await seedTicket(env);
      const page = await newPage(browser, env.url, { width: 1366 });
      await login(page, env.superEmail);
      await page.goto(`/tickets/${ticket.uuid}`);
      await page.locator(header).waitFor();
      await menuIs(page, 'wide', 'no panel open');

      // the contact drawer asks for room: the menu gives its width, the name is not cut
      await toggleDrawer(page, true);
      await menuIs(page, 'narrow', 'the contact drawer open');
      const name = page.locator(`${header} .tk-act-name`);
      await page
        .waitForFunction(
          (sel) => {
            const el = document.querySelector(sel);
            return !!el && el.scrollWidth <= el.clientWidth;
          },
          `${header} .tk-act-name`,
          { timeout: 3000 },
        )
        .catch(async () => {
          const [scroll, client] = await name.evaluate((el) => [el.scrollWidth, el.clientWidth]);
          throw new Error(`the contact's name is cut beside the drawer: ${scroll} px in ${client}`);
        });
      await screenshot(page, 'menu-room-drawer');
      await toggleDrawer(page, false);
      await menuIs(page, 'wide', 'the drawer closed');

      // the history panel too
      await page.click('[data-testid="ticket-timeline"]');
      await menuIs(page, 'narrow', 'the history open');
      await page.click('[data-testid="ticket-timeline"]');
      await menuIs(page, 'wide', 'the history closed');

      // the user collapses it: kept across a reload, and a drawer no longer changes it
      await page.click('[data-testid="menu-toggle"]');
      await menuIs(page, 'narrow', 'collapsed by the toggle');
      expectEqual(
        await page.evaluate(() => localStorage.getItem('layout:menu')),
        'collapsed',
        'the choice is stored',
      );
      await page.reload();
      await page.locator(header).waitFor();
      await menuIs(page, 'narrow', 'collapsed after a reload');
      await toggleDrawer(page, true);
      await toggleDrawer(page, false);
      await page.waitForTimeout(300);
      await menuIs(page, 'narrow', 'still collapsed after the drawer closed');

      // the user opens it: kept across a reload, and a drawer leaves it open
      await page.click('[data-testid="menu-toggle"]');
      await menuIs(page, 'wide', 'opened by the toggle');
      await page.reload();
      await page.locator(header).waitFor();
      await menuIs(page, 'wide', 'open after a reload');
      await toggleDrawer(page, true);
      await page.waitForTimeout(300);
      await menuIs(page, 'wide', 'open beside the drawer, as the user chose');
      expect(
        (await page.locator(side).getAttribute('data-choice')) === 'open',
        'the menu follows the stored choice',
      );
      await page.context().close();
    },
  },
  {
    name: 'menu: the conversation with the contact drawer, light and dark, 1366 and 400 wide',
    async run({ browser, env }) {
      if (!process.env.E2E_SHOTS) return;
      const ticket = await seedTicket(env);
      await forEachLook(browser, env.url, env.superEmail, async (page, { width, dark }) => {
        await page.goto(`/tickets/${ticket.uuid}`);
        await page.locator(header).waitFor();
        await toggleDrawer(page, true);
        if (width > 600) await menuIs(page, 'narrow', 'the contact drawer open');
        await lookShot(page, 'menu', `drawer-${width}-${dark ? 'dark' : 'light'}`);
      });
    },
  },
];
