import type { Browser, Page } from 'playwright-core';
import { expect, expectEqual, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { pageApi } from '../seed';
import type { E2ETest } from './types';

/** Light and dark at 1366 and 400 px of one screen, each in a fresh signed-in page. */
async function shots(
  browser: Browser,
  env: E2EKernel,
  path: string,
  name: string,
  ready: string,
  openDialog: (page: Page) => Promise<void>,
) {
  // for looking, not asserting: only with E2E_SHOTS=1, as tags-kanban's
  if (!process.env.E2E_SHOTS) return;
  for (const dark of [false, true])
    for (const width of [1366, 400]) {
      const page = await newPage(browser, env.url, { width, dark });
      await login(page, env.superEmail);
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      const shot = `${dark ? 'dark' : 'light'}-${width}`;
      await screenshot(page, `${name}-${shot}`);
      await openDialog(page);
      await screenshot(page, `${name}-dialog-${shot}`);
      await page.context().close();
    }
}

interface QueueOption {
  title: string;
  children: QueueOption[];
}

export const queuesUsersTests: E2ETest[] = [
  {
    name: 'queues: a palette colour, the default hours edited with the HH:MM mask, an option tree',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await pageApi(page, 'PUT', '/settings/scheduleType', { value: 'queue' });
      await page.click('[data-menu-path="/queues"]');
      await page.waitForURL('**/queues');

      await page.click('[data-testid="add-queue"]');
      const form = page.locator('[data-testid="queue-form"]');
      await form.locator('input[name="name"]').fill('Vendas');
      await form.getByRole('radio', { name: '#1E88E5' }).click();
      await form.locator('textarea[name="greetingMessage"]').fill('Olá! Bem-vindo ao setor de vendas.');
      await screenshot(page, 'queues-data-light-1366');
      await form.getByRole('tab', { name: 'Horários de atendimento' }).click();
      const value = (name: string) => form.locator(`input[name="${name}"]`).inputValue();
      expectEqual(
        [
          await value('monday-startTime'),
          await value('friday-endTime'),
          await value('saturday-endTime'),
          await value('sunday-startTime'),
          await value('sunday-endTime'),
        ],
        ['08:00', '18:00', '12:00', '00:00', '00:00'],
        'default hours',
      );
      await form.locator('input[name="monday-endTime"]').fill('');
      await form.locator('input[name="monday-endTime"]').pressSequentially('1730');
      expectEqual(await value('monday-endTime'), '17:30', 'HH:MM mask');
      await form.getByText('Clique em salvar para registar as alterações').waitFor();
      await screenshot(page, 'queues-hours-light-1366');
      await page.click('[data-testid="save-queue"]');
      await page.getByText('Fila salva com sucesso!').waitFor();
      const row = page.locator('[data-testid="queues-page"] tbody tr', { hasText: 'Vendas' });
      await row.waitFor();

      const queues = await pageApi<
        Array<{ id: number; name: string; color: string; schedules: Array<Record<string, string>> }>
      >(page, 'GET', '/queue');
      const vendas = queues.find((q) => q.name === 'Vendas');
      expect(vendas?.color === '#1E88E5', `colour saved: ${vendas?.color}`);
      const monday = vendas?.schedules.find((s) => s.weekdayEn === 'monday');
      expectEqual([monday?.startTime, monday?.endTime], ['08:00', '17:30'], 'monday hours saved');

      // the chatbot's options: one, then a child under it
      await row.getByRole('button', { name: 'Editar' }).click();
      await form.getByRole('tab', { name: 'Opções do chatbot' }).click();
      await form.locator('[data-testid="add-option"]').click();
      await form.locator('[data-testid="option-form"] input[name="title"]').fill('Comercial');
      await form
        .locator('[data-testid="option-form"] textarea[name="message"]')
        .fill('Fale com um vendedor.');
      await form.locator('[data-testid="save-option"]').click();
      const top = form.locator('[data-testid="queue-option"]', { hasText: 'Comercial' });
      await top.waitFor();
      await top.locator('[data-testid="add-child-option"]').first().click();
      await form.locator('[data-testid="option-form"] input[name="title"]').fill('Orçamentos');
      await form.locator('[data-testid="save-option"]').click();
      await form.locator('[data-testid="queue-option"]', { hasText: 'Orçamentos' }).last().waitFor();
      await screenshot(page, 'queues-options-light-1366');
      const tree = await pageApi<QueueOption[]>(
        page,
        'GET',
        `/queue-options?queueId=${vendas?.id}&parentId=-1`,
      );
      expectEqual(
        tree.map((o) => [o.title, o.children.map((c) => c.title)]),
        [['Comercial', ['Orçamentos']]],
        'option tree on the server',
      );
      await page.context().close();
      await shots(browser, env, '/queues', 'queues', '[data-testid="queues-page"] tbody tr', async (p) => {
        await p
          .locator('[data-testid="queues-page"] tbody tr')
          .first()
          .getByRole('button', { name: 'Editar' })
          .click();
        await p.getByRole('tab', { name: /^Horários/ }).click();
      });
    },
  },
  {
    name: 'users: a user with a queue and allTicket is listed; the search filters from 3 characters',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await pageApi(page, 'POST', '/queue', { name: 'Suporte', color: '#43A047' });
      await page.click('[data-menu-path="/users"]');
      await page.waitForURL('**/users');
      const rows = page.locator('[data-testid="users-page"] tbody tr');
      await rows.first().waitFor();

      await page.click('[data-testid="add-user"]');
      const form = page.locator('[data-testid="user-form"]');
      await form.locator('input[name="name"]').fill('Carla Souza');
      await form.locator('input[name="email"]').fill('carla@balcao.test');
      await form.locator('input[name="password"]').fill('senha123');
      await form.locator('[data-testid="user-queues"]').getByText('Suporte', { exact: true }).click();
      await form.locator('[data-testid="allTicket"]').check({ force: true });
      await page.click('[data-testid="save-user"]');
      await page.getByText('Usuário salvo com sucesso!').waitFor();
      const carla = rows.filter({ hasText: 'Carla Souza' });
      await carla.filter({ hasText: 'Suporte' }).waitFor();

      const { users } = await pageApi<{
        users: Array<{ email: string; allTicket: string; queues: Array<{ name: string }> }>;
      }>(page, 'GET', '/users?searchParam=carla');
      const saved = users.find((u) => u.email === 'carla@balcao.test');
      expectEqual(
        [saved?.allTicket, saved?.queues.map((q) => q.name)],
        ['enable', ['Suporte']],
        'user saved with queue and allTicket',
      );

      const search = page.locator('[data-testid="users-page"] input[type="search"]');
      const total = await rows.count();
      expect(total >= 3, `everyone listed (${total})`);
      let fetched = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('/users')) fetched += 1;
      });
      await search.fill('ca');
      await page.waitForTimeout(800);
      expectEqual([await rows.count(), fetched], [total, 0], 'two characters neither search nor refetch');
      await search.fill('car');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="users-page"] tbody tr').length === 1,
      );
      expect((await rows.first().textContent())?.includes('Carla Souza'), 'the search finds Carla');
      await page.context().close();
      await shots(browser, env, '/users', 'users', '[data-testid="users-page"] tbody tr', async (p) => {
        await p
          .locator('[data-testid="users-page"] tbody tr', { hasText: 'Carla' })
          .getByRole('button', { name: 'Editar' })
          .click();
        await p.locator('[data-testid="user-queues"]').getByText('Suporte', { exact: true }).waitFor();
      });
    },
  },
];
