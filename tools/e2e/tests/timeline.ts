import type { Page } from 'playwright-core';
import { expect, expectEqual, forEachLook, login, lookShot, newPage } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, createSim, insertContact, insertQueue, insertTicket } from '../seed';
import type { E2ETest } from './types';

const header = '[data-testid="ticket-header"]';
const panel = '[data-testid="timeline-panel"]';

/** a pending ticket in queue "Suporte TL", and the other queue it is transferred to */
async function seed(env: E2EKernel) {
  const knex = env.kernel.knex;
  const { api, user } = await apiAs(env, env.superEmail);
  const companyId = user.companyId;
  const suporte = await insertQueue(knex, companyId, { name: 'Suporte TL', color: '#2d72d9' });
  const vendas = await insertQueue(knex, companyId, { name: 'Vendas TL', color: '#1c6e49' });
  const whatsappId = await createSim(api, { name: 'Sim Histórico' });
  const contactId = await insertContact(knex, companyId, {
    name: 'Helena Histórico',
    number: '5511966660001',
  });
  const ticket = await insertTicket(knex, {
    companyId,
    contactId,
    status: 'pending',
    whatsappId,
    queueId: suporte,
  });
  return { api, suporte, vendas, contactId, ticket };
}

const sentences = (page: Page) => page.locator(`${panel} .tk-tl-sentence`).allTextContents();
/** the team's actions as the conversation shows them among the messages */
const activity = '[data-testid="thread-activity"]';
const threadLines = (page: Page) =>
  page
    .locator(`${activity} > span`)
    .evaluateAll((lines) => lines.map((l) => l.textContent?.replace(/\d{2}:\d{2}$/, '')));

export const timelineTests: E2ETest[] = [
  {
    name: 'timeline: accept, transfer, open the history and see the events live, in it and in the thread',
    async run({ browser, env }) {
      const s = await seed(env);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto(`/tickets/${s.ticket.uuid}`);
      await page.locator(`${header}[data-status="pending"]`).waitFor();
      await page.click('[data-testid="ticket-accept"]');
      await page.locator(`${header}[data-status="open"]`).waitFor();
      // the accept shows in the thread at once, as a line among the messages
      await page.locator(`${activity}[data-type="accepted"]`).waitFor();

      // transfer to the other queue with the dialog (it leads back to the list)
      await page.click('[data-testid="ticket-transfer"]');
      const dialog = page.locator('[data-testid="transfer-dialog"]');
      await dialog.locator('[data-testid="transfer-queue"]').selectOption({ label: 'Vendas TL' });
      await dialog.locator('[data-testid="transfer-confirm"]').click();
      await page.waitForURL((url) => url.pathname === '/tickets');

      await page.goto(`/tickets/${s.ticket.uuid}`);
      await page.locator(header).waitFor();
      await page.click('[data-testid="ticket-timeline"]');
      await page.locator(`${panel} [data-testid="timeline-event"]`).nth(1).waitFor();
      expectEqual(
        await sentences(page),
        ['Aceito por Ana Super', 'Transferido da fila Suporte TL para Vendas TL'],
        'the timeline',
      );
      expectEqual(
        await threadLines(page),
        ['Aceito por Ana Super', 'Transferido da fila Suporte TL para Vendas TL'],
        'the thread',
      );
      const meta = await page.locator(`${panel} .tk-tl-meta`).first().textContent();
      expect(/Ana Super · \d{2}\/\d{2}\/\d{4}/.test(meta ?? ''), `who and when: ${meta}`);

      // a note written elsewhere arrives by realtime, with the panel open
      await s.api('POST', '/ticket-notes', {
        ticketId: s.ticket.id,
        contactId: s.contactId,
        note: 'Ligar amanhã',
      });
      await page.locator(`${panel} [data-testid="timeline-event"][data-type="note-added"]`).waitFor();
      expectEqual((await sentences(page)).at(-1), 'Nota adicionada por Ana Super', 'the live event');
      await page.locator(`${activity}[data-type="note-added"]`).waitFor();
      // the note's own words, under its line
      await page.locator(`${activity} [data-testid="thread-note"]`, { hasText: 'Ligar amanhã' }).waitFor();
      expectEqual((await threadLines(page)).at(-1), 'Nota adicionada por Ana Super', 'the live line');

      // the export carries the timeline
      const exported = await s.api('GET', `/tickets/${s.ticket.id}/export`);
      expectEqual(
        exported.timeline.map((e: { type: string }) => e.type),
        ['accepted', 'transferred', 'note-added'],
        'exported timeline',
      );
      await page.context().close();
    },
  },
  {
    name: 'timeline: the history panel in light and dark, wide and on a phone',
    async run({ browser, env }) {
      if (!process.env.E2E_SHOTS) return;
      const ticket = await env.kernel
        .knex('tickets')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.name', 'Helena Histórico')
        .first('tickets.uuid');
      await forEachLook(browser, env.url, env.superEmail, async (page, { width, dark }) => {
        await page.goto(`/tickets/${ticket.uuid}`);
        await page.locator(header).waitFor();
        await page.locator(activity).first().waitFor();
        await lookShot(page, 'timeline', `thread-${width}-${dark ? 'dark' : 'light'}`);
        await page.click('[data-testid="ticket-timeline"]');
        await page.locator(`${panel} [data-testid="timeline-event"]`).first().waitFor();
        await lookShot(page, 'timeline', `panel-${width}-${dark ? 'dark' : 'light'}`);
      });
    },
  },
];
