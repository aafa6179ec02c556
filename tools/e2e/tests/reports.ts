import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { expect, expectEqual, forEachLook, login, lookShot, menuPaths, newPage } from '../browser';
import { insertCompany, insertContact, insertQueue, insertTicket, insertUser, pageApi } from '../seed';
import type { E2ETest } from './types';

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

/**
 * A company of its own, a day ago: two tickets in Vendas that Bruno took after 2 and 4 minutes and answered after 5
 * and 10 (one resolved after 17 minutes and rated 3), and one without a queue nobody took.
 */
async function seed(knex: Knex, plan: number, name: string) {
  const company = await insertCompany(knex, name, plan);
  const slug = name.toLowerCase().replace(/\W+/g, '');
  const vendas = await insertQueue(knex, company.id, { name: 'Vendas', color: '#2b6cb0' });
  const bruno = await insertUser(knex, company.id, { name: 'Bruno Atende', email: `bruno@${slug}.test` });
  await insertUser(knex, company.id, {
    name: 'Sara Supervisora',
    email: `sara@${slug}.test`,
    profile: 'supervisor',
  });
  const t0 = new Date(Date.now() - 864e5);
  const life = async (
    n: number,
    opts: { queueId?: number; startedAfter?: number; finishedAfter?: number; repliedAfter?: number },
  ) => {
    const contactId = await insertContact(knex, company.id, {
      name: `Cliente ${n}`,
      number: `5511977${String(company.id).padStart(3, '0')}0${n}`,
    });
    const ticket = await insertTicket(knex, {
      companyId: company.id,
      contactId,
      status: 'closed',
      openSlot: null,
    });
    const userId = opts.startedAfter === undefined ? null : bruno;
    await knex('ticketTraking').insert({
      companyId: company.id,
      ticketId: ticket.id,
      userId,
      queueId: opts.queueId ?? null,
      queuedAt: opts.queueId ? t0 : null,
      startedAt: opts.startedAfter === undefined ? null : at(t0, opts.startedAfter),
      finishedAt: opts.finishedAfter === undefined ? null : at(t0, opts.finishedAfter),
      createdAt: t0,
      updatedAt: t0,
    });
    if (opts.repliedAfter !== undefined)
      await knex('messages').insert({
        companyId: company.id,
        ticketId: ticket.id,
        wid: `REPORT-${ticket.id}`,
        body: 'Olá! Já vou verificar.',
        fromMe: true,
        userId,
        createdAt: at(t0, opts.repliedAfter),
        updatedAt: at(t0, opts.repliedAfter),
      });
    return ticket.id;
  };
  const rated = await life(1, { queueId: vendas, startedAfter: 120, repliedAfter: 300, finishedAfter: 1020 });
  await knex('userRatings').insert({
    companyId: company.id,
    ticketId: rated,
    userId: bruno,
    rate: 3,
    createdAt: at(t0, 1050),
    updatedAt: at(t0, 1050),
  });
  await life(2, { queueId: vendas, startedAfter: 240, repliedAfter: 600 });
  await life(3, {});
  return { ...company, supervisor: `sara@${slug}.test`, attendant: `bruno@${slug}.test` };
}

const total = (page: Page, key: string) => page.getByTestId(`reports-total-${key}-value`);

async function openReports(page: Page) {
  await page.click('[data-menu-path="/reports"]');
  await page.getByTestId('reports-table').waitFor();
}

export const reportsTests: E2ETest[] = [
  {
    name: 'reports: an admin reads the period by queue and exports it; a supervisor sees them, an attendant not',
    async run({ browser, env }) {
      const company = await seed(env.kernel.knex, env.plans.full, 'Loja Relatorios');
      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      await openReports(page);
      await total(page, 'tickets').filter({ hasText: /^3$/ }).waitFor();
      const cards = {
        resolved: await total(page, 'resolved').textContent(),
        wait: await total(page, 'wait').textContent(),
        firstResponse: await total(page, 'firstResponse').textContent(),
        resolution: await total(page, 'resolution').textContent(),
        csat: await total(page, 'csat').textContent(),
      };
      expectEqual(
        cards,
        { resolved: '1', wait: '3 min', firstResponse: '8 min', resolution: '17 min', csat: '100%' },
        'the totals',
      );

      await page.selectOption('select[name="by"]', 'queue');
      await page.locator('[data-testid="reports-row"][data-key="null"]', { hasText: 'Sem fila' }).waitFor();
      const rows = await page.$$eval('[data-testid="reports-row"]', (trs) =>
        trs.map((tr) => [
          tr.querySelector('td')?.textContent,
          tr.querySelector('[data-col="tickets"]')?.textContent,
          tr.querySelector('[data-col="resolved"]')?.textContent,
        ]),
      );
      expectEqual(
        rows,
        [
          ['Vendas', '2', '1'],
          ['Sem fila', '1', '0'],
        ],
        'the rows by queue',
      );
      await lookShot(page, 'reports', 'by-queue');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('reports-export').click(),
      ]);
      expect(/^relatorio-queue-.*\.csv$/.test(download.suggestedFilename()), download.suggestedFilename());
      const csv = readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expectEqual(
        csv.slice(0, 4),
        [
          'Fila;Atendimentos;Resolvidos;Espera média (s);Primeira resposta média (s);Resolução média (s);Avaliações;Média;Satisfeitos',
          'Vendas;2;1;180;450;1020;1;3.00;1',
          'Sem fila;1;0;;;;0;;0',
          'Total;3;1;180;450;1020;1;3.00;1',
        ],
        'the CSV',
      );
      await page.context().close();

      const supervisor = await newPage(browser, env.url);
      await login(supervisor, company.supervisor);
      await openReports(supervisor);
      await total(supervisor, 'tickets').filter({ hasText: /^3$/ }).waitFor();
      await supervisor.context().close();

      const attendant = await newPage(browser, env.url);
      await login(attendant, company.attendant);
      expect(!(await menuPaths(attendant)).includes('/reports'), 'an attendant has no Relatórios item');
      const refused = await pageApi(
        attendant,
        'GET',
        '/reports?initialDate=2025-01-01&finalDate=2025-01-02&by=queue',
      ).then(
        () => 'answered',
        (error: Error) => error.message,
      );
      expect(/403/.test(refused), `an attendant's GET /reports: ${refused}`);
      await attendant.context().close();
    },
  },
  {
    name: 'reports: looked at in light and dark, 1366 and 400 wide',
    async run({ browser, env }) {
      const company = await seed(env.kernel.knex, env.plans.full, 'Loja Relatorios Vista');
      await forEachLook(browser, env.url, company.admin.email, async (page, { width, dark }) => {
        await page.goto('/reports');
        await page.getByTestId('reports-table').waitFor();
        await total(page, 'tickets').filter({ hasText: /^3$/ }).waitFor();
        await lookShot(page, 'reports', `by-attendant-${width}-${dark ? 'dark' : 'light'}`);
      });
    },
  },
];
