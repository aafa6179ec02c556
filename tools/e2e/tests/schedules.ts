import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage } from '../browser';
import { insertContact, insertTicket, pageApi, waitFor, ownCompanyWithSim } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/schedules';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const row = (page: Page, text: string) => page.locator('tr', { hasText: text });

export const schedulesTests: E2ETest[] = [
  {
    name: 'schedules: the ticket action opens the dialog for its contact, the schedule is listed and turns ENVIADA',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const { company, connectionId } = await ownCompanyWithSim(env, 'Agenda E2E Ltda', 'Agenda Sim');
      const contactId = await insertContact(knex, company.id, {
        name: 'Paula Agendada Souza',
        number: '5511944447777',
      });
      await insertContact(knex, company.id, { name: 'Rui Outro', number: '5511944448888' });
      const ticket = await insertTicket(knex, {
        companyId: company.id,
        contactId,
        status: 'open',
        userId: company.admin.id,
        whatsappId: connectionId,
      });

      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      // the menu is drawn once the manifest is in, which may be after the layout
      await page.locator('[data-menu-path="/schedules"]').waitFor();
      // the ticket header's "Agendar mensagem" action
      await page.goto(`/tickets/${ticket.uuid}`);
      await page.locator('[data-testid="ticket-schedule"]').click();
      await page.waitForURL(`**/schedules?contactId=${contactId}`);
      const chosen = page.locator('[data-testid="schedule-contact-chosen"] input');
      await chosen.waitFor();
      expectEqual(await chosen.inputValue(), 'Paula Agendada Souza · 5511944447777', 'the contact chosen');
      // sendAt defaults to one hour ahead (datetime-local, minutes)
      const sendAt = new Date(await page.locator('[data-testid="schedule-send-at"]').inputValue());
      const ahead = sendAt.getTime() - Date.now();
      expect(ahead > 58 * 60_000 && ahead <= 60 * 60_000, `sendAt one hour ahead, got ${ahead} ms`);

      // too short first: spec §5's message, nothing saved
      const body = page.locator('[data-testid="schedule-body"]');
      await body.fill('Oi');
      await page.locator('[data-testid="schedule-submit"]').click();
      await page.getByText('Mensagem muito curta').waitFor();
      // a variable goes where the caret is
      await body.fill('Olá , sua consulta é amanhã às 10h.');
      await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(4, 4));
      await page.locator('[data-testid="schedule-variable-firstName"]').click();
      const text = 'Olá {{firstName}}, sua consulta é amanhã às 10h.';
      expectEqual(await body.inputValue(), text, 'the variable inserted at the caret');
      await page.waitForTimeout(400);
      await shot(page, 'dialog-light-1366');
      await page.locator('[data-testid="schedule-submit"]').click();
      await page.getByText('Operação realizada com sucesso!').waitFor();
      await page.waitForURL('**/schedules');

      // listed: contact, message cut to 25 characters, its time and PENDENTE
      const listed = row(page, 'Paula Agendada Souza');
      await listed.waitFor();
      expectEqual(
        await listed.locator('[data-testid="schedule-body-cell"]').textContent(),
        `${text.slice(0, 25)}...`,
        'the message cut to 25 characters',
      );
      expectEqual(
        await listed.locator('[data-testid="schedule-status"]').getAttribute('data-status'),
        'PENDENTE',
        'pending',
      );

      // brought forward to two seconds from now: the list turns ENVIADA by itself (realtime)
      const { schedules } = await pageApi<{ schedules: Array<{ id: number }> }>(page, 'GET', '/schedules');
      const id = schedules[0]!.id;
      await pageApi(page, 'PUT', `/schedules/${id}`, { sendAt: new Date(Date.now() + 2000).toISOString() });
      await listed
        .locator('[data-testid="schedule-status"][data-status="ENVIADA"]')
        .waitFor({ timeout: 15_000 });
      const sent = env.kernel.channels.sim!.sent(String(connectionId));
      expectEqual(
        sent.map((r) => ('body' in r.message ? r.message.body : '')),
        ['Olá Paula, sua consulta é amanhã às 10h.'],
        'what the phone received',
      );
      await shot(page, 'list-light-1366');

      // a sent schedule opens read-only: no submit
      await listed.locator('button[aria-label]').first().click();
      await page.locator('[data-testid="schedule-sent"]').waitFor();
      await page.waitForTimeout(400); // the dialog's opening transition
      expectEqual(await page.locator('[data-testid="schedule-submit"]').count(), 0, 'no submit once sent');
      await shot(page, 'dialog-sent-light-1366');
      await page.keyboard.press('Escape');

      // a second one, searched, then deleted with the confirmation
      await pageApi(page, 'POST', '/schedules', {
        body: 'Lembrete para o Rui amanhã',
        contactId: (await knex('contacts').where({ number: '5511944448888' }).first('id')).id,
        sendAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const rui = row(page, 'Rui Outro');
      await rui.waitFor();
      await page.getByRole('searchbox').fill('rui');
      await waitFor(
        'the search to leave Rui alone',
        async () => (await row(page, 'Paula Agendada').count()) === 0,
      );
      await rui.locator('button').last().click();
      await page.getByText('Deseja realmente excluir esse registro?').waitFor();
      await page.locator('.bp6-alert-footer .bp6-intent-danger').click();
      await rui.waitFor({ state: 'detached' });
      await page.getByRole('searchbox').fill('');
      await row(page, 'Paula Agendada Souza').waitFor();

      // a new one: the contact found by name from 3 characters
      await page.locator('[data-testid="add-schedule"]').click();
      await page.locator('[data-testid="schedule-contact-search"]').fill('rui');
      await page.locator('[data-testid="schedule-contact-hits"]').getByText('Rui Outro').click();
      expectEqual(
        await page.locator('[data-testid="schedule-contact-chosen"] input').inputValue(),
        'Rui Outro · 5511944448888',
        'the contact picked from the search',
      );
      await page.keyboard.press('Escape');

      // dark and a phone width
      for (const [name, opts] of [
        ['list-dark-1366', { width: 1366, dark: true }],
        ['list-light-400', { width: 400, dark: false }],
        ['list-dark-400', { width: 400, dark: true }],
      ] as const) {
        const p = await newPage(browser, env.url, opts);
        await login(p, company.admin.email);
        await p.goto('/schedules');
        await row(p, 'Paula Agendada Souza').waitFor();
        await shot(p, name);
        if (opts.width === 400) {
          await p.goto(`/schedules?contactId=${contactId}`);
          await p.locator('[data-testid="schedule-contact-chosen"]').waitFor();
          await p.waitForTimeout(400);
          await shot(p, `dialog-${name.replace('list-', '')}`);
        }
        await p.context().close();
      }
      await page.context().close();
    },
  },
];
