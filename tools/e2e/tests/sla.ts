import { rooms } from '@balcao/core';
import type { SlaServices } from '../../../plugins/sla/src/index';
import { login, lookShot, newPage } from '../browser';
import { traceUser } from '../trail';
import { waitFor, ownCompanyWithSim } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511955551111', name: 'Carla SLA' };

export const slaTests: E2ETest[] = [
  {
    name: 'sla: an admin adds a policy, a waiting ticket counts down, a breach turns its badge red and counts in attainment',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const { company, connectionId } = await ownCompanyWithSim(env, 'Loja SLA E2E', 'SLA Sim');

      const page = await newPage(browser, env.url);
      // the bell is push-only: a failure says where the breach's notice went
      const trail = traceUser(page, env.kernel.io, company.admin.id, /notice/);
      await login(page, company.admin.email);
      await page.click('[data-menu-path="/sla"]');
      await page.waitForURL('**/sla');
      await page.click('[data-testid="add-sla-policy"]');
      const form = page.locator('[data-testid="sla-policy-form"]');
      await form.locator('input[name="name"]').fill('Atendimento geral');
      await form.locator('input[name="firstResponseMinutes"]').fill('30');
      await form.locator('input[name="resolutionMinutes"]').fill('480');
      await lookShot(page, 'sla', 'dialog-light-1366');
      await form.locator('button[type="submit"]').click();
      await page.locator('[data-testid="sla-page"] tbody tr', { hasText: 'Atendimento geral' }).waitFor();
      await lookShot(page, 'sla', 'list-light-1366');

      // a contact writes: the waiting ticket shows the time left
      env.kernel.channels.sim!.contactSends(String(connectionId), {
        from: CONTACT,
        type: 'text',
        body: 'Bom dia, preciso de ajuda',
      });
      const ticket = await waitFor<{ id: number }>(
        'the ticket and its SLA',
        async (): Promise<{ id: number } | undefined> =>
          knex('ticket_slas')
            .join('tickets', 'tickets.id', 'ticket_slas.ticketId')
            .where('tickets.companyId', company.id)
            .first('tickets.id', 'tickets.uuid'),
        15_000,
      );
      await page.goto('/tickets');
      await page.getByTestId('subtab-pending').click();
      const row = page.locator('[data-testid="list-pending"] [data-testid="ticket-item"]', {
        hasText: CONTACT.name,
      });
      await row.locator('[data-testid="ticket-badge-sla"]', { hasText: /SLA · (29|30) min/ }).waitFor();
      await lookShot(page, 'sla', 'ticket-running-light-1366');

      // The conversation's first load is read before the breach and answered only after it was told: the red badge
      // heard meanwhile must not be lost to that older answer (the race a loaded machine made by chance)
      let readBefore!: () => void;
      const read = new Promise<void>((resolve) => (readBefore = resolve));
      let answerNow!: () => void;
      const told = new Promise<void>((resolve) => (answerNow = resolve));
      await page.route(
        '**/tickets/u/*',
        async (route) => {
          const response = await route.fetch();
          readBefore();
          await told;
          await route.fulfill({ response });
        },
        { times: 1 },
      );
      // the admin takes it; its first response is overdue: the job raises the breach once, the admin's bell rings
      await row.locator('[data-testid="ticket-accept"]').click();
      await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
      await read;
      await knex('ticket_slas')
        .where({ ticketId: ticket.id })
        .update({ firstResponseDueAt: Date.now() - 60_000 });
      const sla = env.kernel.plugins.services.get('sla') as SlaServices;
      // the kernel's own minute sweep may get there first: between them, once
      if ((await sla.raiseDue()) + (await sla.raiseDue()) > 1) throw new Error('raised twice');
      await waitFor('the breach on the timeline', async () => {
        const rows = await knex('ticket_events').where({ ticketId: ticket.id, type: 'sla-breached' });
        return rows.length === 1;
      });
      trail.mark('breach raised');
      await page
        .locator('[data-testid="notifications-badge"]')
        .waitFor()
        .catch((e: unknown) => {
          throw new Error(`the bell shows no badge:\n${trail.text()}`, { cause: e });
        });
      trail.mark('badge seen');
      answerNow();
      // the open popover's list is live: a notice that rings after it opened shows in it too
      await page.click('[data-testid="notifications-bell"]');
      await page.getByTestId('notifications-popover').waitFor();
      const notice = page.locator('[data-testid="notification-item"]', {
        hasText: 'SLA violado: primeira resposta fora do prazo',
      });
      await notice.waitFor({ timeout: 20_000 }).catch(async (e: unknown) => {
        const listed = await page.getByTestId('notifications-popover').innerText();
        const sockets = await env.kernel.io.in(rooms.user(company.id, company.admin.id)).fetchSockets();
        throw new Error(
          `the breach is not in the bell (${sockets.length} sockets in the user's room): ${listed}\n${trail.text()}`,
          {
            cause: e,
          },
        );
      });
      await lookShot(page, 'sla', 'bell-light-1366');
      await page.keyboard.press('Escape');

      // the conversation's header and the list show the breach as it happens, without a reload
      await page.locator('[data-testid="ticket-header-badges"]', { hasText: 'SLA violado' }).waitFor();
      const mine = page.locator('[data-testid="list-open"] [data-testid="ticket-item"]', {
        hasText: CONTACT.name,
      });
      await mine
        .locator('[data-testid="ticket-badge-sla"][data-intent="danger"]', { hasText: 'SLA violado' })
        .waitFor();
      await lookShot(page, 'sla', 'ticket-breached-light-1366');

      // the attainment tab: the ticket had no queue, and it breached: 0% under "Sem fila"
      await page.goto('/sla');
      await page.getByRole('tab', { name: 'Cumprimento' }).click();
      await page
        .locator('[data-testid="sla-attainment-row"]', { hasText: 'Sem fila' })
        .filter({ hasText: '0%' })
        .waitFor();
      await page.locator('[data-testid="sla-attainment-total"]', { hasText: '0%' }).waitFor();
      await lookShot(page, 'sla', 'attainment-light-1366');
      trail.stop();
      await page.context().close();
    },
  },
];
