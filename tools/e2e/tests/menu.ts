import { expectMenu, login, newPage, screenshot } from '../browser';
import type { E2ETest } from './types';

export const menuTests: E2ETest[] = [
  {
    name: 'a plan without kanban hides the kanban-flagged items',
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
        ['/schedules', '/chats', '/helps', '/settings'],
        ['/tickets', '/kanban', '/tags', '/quick-messages'],
        'plan without kanban',
      );
      await page.context().close();
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
];
