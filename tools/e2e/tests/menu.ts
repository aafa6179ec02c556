import { expectEqual, login, menuPaths, newPage } from '../browser';
import type { E2ETest } from './types';

const MAIN = ['/tickets', '/kanban', '/schedules', '/chats', '/ghost', '/helps'];

export const menuTests: E2ETest[] = [
  {
    name: 'a plan without kanban hides the kanban-flagged items',
    async run({ browser, env }) {
      const res = await fetch(`${env.url}/companies/cadastro`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Loja Sem Kanban', email: 'dono@semkanban.test', phone: '1133334444', password: 'segredo123', planId: env.plans.noKanban }),
      });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
      const page = await newPage(browser, env.url);
      await login(page, 'dono@semkanban.test', 'segredo123');
      expectEqual(await menuPaths(page), ['/schedules', '/chats', '/ghost', '/helps', '/campaigns', '/settings'], 'menu without kanban');
      await page.context().close();
    },
  },
  {
    name: 'super sees the management and admin items, an attendant does not',
    async run({ browser, env }) {
      const superPage = await newPage(browser, env.url);
      await login(superPage, env.superEmail);
      expectEqual(await menuPaths(superPage), [...MAIN, '/', '/users', '/settings'], 'super menu');
      await superPage.context().close();

      const attendant = await newPage(browser, env.url);
      await login(attendant, env.attendantEmail);
      expectEqual(await menuPaths(attendant), MAIN, 'attendant menu');
      await attendant.context().close();
    },
  },
];
