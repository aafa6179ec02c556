import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startFakeTypebot } from '../../../plugins/integrations/test/fake-typebot';
import { expect, expectEqual, login, newPage } from '../browser';
import { insertPlan } from '@balcao/core/testing';
import { apiAs, connectSim, insertCompany, insertQueue, insertUser, waitFor } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/integrations';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const CONTACT = { number: '5511966661234', name: 'Rita Robô' };

export const integrationsTests: E2ETest[] = [
  {
    name: 'integrations: a typebot made in the dialog and attached to a queue talks, then hands over to an attendant',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const bot = await startFakeTypebot();
      try {
        const company = await insertCompany(knex, 'Loja Typebot E2E', env.plans.full);
        const botQueue = await insertQueue(knex, company.id, { name: 'Robô', color: '#238551' });
        const suporte = await insertQueue(knex, company.id, { name: 'Suporte Humano', color: '#2d72d2' });
        bot.state.handoverQueueId = suporte;
        const carla = { name: 'Carla Suporte', email: 'carla@lojatypebot.test' };
        await insertUser(knex, company.id, { ...carla, queueIds: [suporte] });
        const { api } = await apiAs(env, company.admin.email);
        const connectionId = await connectSim(env, api, {
          name: 'Robô Sim',
          isDefault: true,
          queueIds: [botQueue],
        });

        // the admin makes the typebot in the dialog
        const page = await newPage(browser, env.url);
        await login(page, company.admin.email);
        await page.goto('/queue-integration');
        await page.click('[data-testid="add-integration"]');
        const form = page.locator('[data-testid="integration-form"]');
        // spec §9's defaults are in the form
        expectEqual(await form.locator('input[name="typebotExpires"]').inputValue(), '1', 'expires 1');
        expectEqual(
          await form.locator('input[name="typebotDelayMessage"]').inputValue(),
          '1000',
          'delay 1000',
        );
        await form.locator('input[name="name"]').fill('Typebot Atendimento');
        await form.locator('input[name="urlN8N"]').fill(bot.url);
        await form.locator('input[name="typebotSlug"]').fill('atendimento');
        await form.locator('input[name="typebotKeywordFinish"]').fill('sair');
        await form.locator('textarea[name="typebotUnknownMessage"]').fill('Não entendi, escolha uma opção.');
        await shot(page, 'dialog-typebot-light-1366');
        await page.click('[data-testid="save-integration"]');
        await page.getByText('Integração adicionada com sucesso.').waitFor();
        const row = page.locator('[data-testid="queue-integrations-page"] tbody tr', {
          hasText: 'Typebot Atendimento',
        });
        await row.waitFor();
        await shot(page, 'list-light-1366');

        // and attaches it to the queue in the queue dialog
        await page.goto('/queues');
        const queueRow = page.locator('[data-testid="queues-page"] tbody tr', { hasText: 'Robô' });
        await queueRow.getByRole('button', { name: 'Editar' }).click();
        const queueForm = page.locator('[data-testid="queue-form"]');
        await queueForm
          .locator('select[name="integrationId"]')
          .selectOption({ label: 'Typebot Atendimento' });
        await shot(page, 'queue-dialog-light-1366');
        await page.click('[data-testid="save-queue"]');
        await page.getByText('Fila salva com sucesso!').waitFor();
        const saved = await api<{ integrationId: number | null }>('GET', `/queue/${botQueue}`);
        expect(saved.integrationId, 'the queue has the integration');

        // the attendant of Suporte Humano waits on the pending tab
        const attendant = await newPage(browser, env.url);
        await login(attendant, carla.email);
        await attendant.locator('[data-testid="tickets-manager"]').waitFor();
        await attendant.click('[data-testid="subtab-pending"]');

        // a contact converses with the bot
        const sim = env.kernel.channels.sim!;
        const received = () =>
          sim
            .sent(String(connectionId))
            .filter((s) => s.chatId.replace(/\D/g, '') === CONTACT.number)
            .map(
              (s) =>
                (s.message as { body?: string; type?: string }).body ??
                `[${String((s.message as { type?: string }).type)}]`,
            );
        const says = (body: string) =>
          sim.contactSends(String(connectionId), { from: CONTACT, type: 'text', body });
        says('oi');
        await waitFor('the typebot greeting', () => received().includes('▶️ Vendas\n▶️ Suporte'), 15_000);
        expectEqual(received()[0], `Olá, *${CONTACT.name}*!`, 'the greeting names the contact');
        says('talvez');
        await waitFor(
          'the unknown-input message',
          () => received().includes('Não entendi, escolha uma opção.'),
          15_000,
        );
        says('Suporte');
        await waitFor(
          'the hand-over message',
          () => received().includes('Vou chamar alguém do suporte.'),
          15_000,
        );

        // handed over: the ticket shows in the attendant's queue list
        const item = attendant.locator('[data-testid="list-pending"] [data-testid="ticket-item"]', {
          hasText: CONTACT.name,
        });
        await item.waitFor({ timeout: 15_000 });
        const ticket = await knex('tickets').where({ whatsappId: connectionId }).first();
        expectEqual(ticket.queueId, suporte, 'the ticket moved to Suporte Humano');
        expect(!ticket.useIntegration, 'the bot let go of the ticket');
        await shot(attendant, 'attendant-pending-light-1366');

        // screens at 400 px and in dark
        const dark = await newPage(browser, env.url, { dark: true });
        await login(dark, company.admin.email);
        await dark.goto('/queue-integration');
        await dark.locator('[data-testid="queue-integrations-page"] tbody tr').first().waitFor();
        await shot(dark, 'list-dark-1366');
        await dark.setViewportSize({ width: 400, height: 800 });
        await shot(dark, 'list-dark-400');
        await dark.click('[data-testid="add-integration"]');
        await dark.locator('[data-testid="integration-form"]').waitFor();
        await shot(dark, 'dialog-typebot-dark-400');
        await dark.getByText('Dialogflow', { exact: true }).click();
        await shot(dark, 'dialog-dialogflow-dark-400');
        // signing in on `dark` as the same admin ended this page's session (one session per account)
        await page.setViewportSize({ width: 400, height: 800 });
        await login(page, company.admin.email);
        await page.goto('/queue-integration');
        await page.locator('[data-testid="queue-integrations-page"] tbody tr').first().waitFor();
        await shot(page, 'list-light-400');
        await page.click('[data-testid="add-integration"]');
        await page.getByText('Webhook', { exact: true }).click();
        await shot(page, 'dialog-webhook-light-400');

        // without the plan flag: no menu item, and the page says so and goes home after 1 s (spec §6)
        const plan = await insertPlan(knex, 'Sem Integrações', { useIntegrations: false });
        const other = await insertCompany(knex, 'Loja Sem Robô', plan);
        const refused = await newPage(browser, env.url);
        await login(refused, other.admin.email);
        expect(
          (await refused.locator('[data-menu-path="/queue-integration"]').count()) === 0,
          'no Integrações menu item',
        );
        await refused.goto('/queue-integration');
        await refused
          .getByText(
            'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
          )
          .waitFor();
        await refused.waitForURL((url) => url.pathname === '/');
        await Promise.all([page, attendant, dark, refused].map((p) => p.context().close()));
      } finally {
        await bot.stop();
      }
    },
  },
];
