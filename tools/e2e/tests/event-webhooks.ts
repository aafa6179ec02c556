import { startReceiver } from '../../../plugins/event-webhooks/test/support/receiver';
import { expectEqual, forEachLook, lookShot, signedInAt } from '../browser';
import { waitFor, ownCompanyWithSim } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511955554321', name: 'Bruna Webhook' };

export const eventWebhooksTests: E2ETest[] = [
  {
    name: 'event webhooks: an admin subscribes a local receiver, a contact writes, the deliveries show in the log',
    async run({ browser, env }) {
      const receiver = await startReceiver([{ status: 200, body: '{"ok":true}' }]);
      try {
        const { company, api, connectionId } = await ownCompanyWithSim(
          env,
          'Loja Webhooks E2E',
          'Webhooks Sim',
        );

        const page = await signedInAt(browser, env.url, company.admin.email, '/event-webhooks');
        await page.click('[data-testid="add-event-webhook"]');
        const form = page.locator('[data-testid="event-webhook-form"]');
        await form.locator('input[name="url"]').fill(receiver.url);
        await form.locator('input[name="description"]').fill('CRM da loja');
        await form.getByText('Mensagem criada').click();
        await form.getByText('Contato criado').click();
        await lookShot(page, 'event-webhooks', 'dialog-light-1366');
        await form.locator('button[type="submit"]').click();
        const secret = await page.locator('[data-testid="event-webhook-secret"]').inputValue();
        expectEqual(/^[0-9a-f]{64}$/.test(secret), true, 'the secret shown once');
        await lookShot(page, 'event-webhooks', 'secret-light-1366');
        await page
          .getByRole('dialog', { name: 'Segredo de assinatura' })
          .locator('.bp6-dialog-footer button')
          .click();

        // a contact writes: a contact.created and a message.created delivery
        env.kernel.channels.sim!.contactSends(String(connectionId), {
          from: CONTACT,
          type: 'text',
          body: 'Olá, quero um orçamento',
        });
        await waitFor('both deliveries', () => receiver.seen.length >= 2, 15_000);
        const row = page.locator('[data-testid="event-webhooks-page"] tbody tr', { hasText: receiver.url });
        await row.getByText('Entregue').waitFor();
        await lookShot(page, 'event-webhooks', 'list-light-1366');

        await row.locator('[data-testid="open-deliveries"]').click();
        const log = page.locator('[data-testid="event-webhook-deliveries"]');
        await log.locator('[data-testid="event-webhook-delivery"]', { hasText: 'message.created' }).waitFor();
        await log.locator('[data-testid="event-webhook-delivery"]', { hasText: 'contact.created' }).waitFor();
        await lookShot(page, 'event-webhooks', 'deliveries-light-1366');
        // Replay sends the message's delivery again, under its delivery id
        await log
          .locator('[data-testid="event-webhook-delivery"]', { hasText: 'message.created' })
          .locator('[data-testid="replay-delivery"]')
          .click();
        await waitFor('the replay', () => receiver.seen.length >= 3, 15_000);
        const ids = receiver.seen.map((r) => String(r.headers['x-balcao-delivery']));
        expectEqual(ids.filter((id) => id === ids[2]).length, 2, 'the replay reuses its delivery id');
        await page.keyboard.press('Escape');

        // a paused subscription gets the notice above the list
        const [sub] = await api<Array<{ id: number }>>('GET', '/event-webhooks');
        await api('PUT', `/event-webhooks/${sub!.id}`, { status: 'paused' });
        await page.locator('[data-testid="event-webhooks-paused"]').waitFor();
        await page.context().close();
        if (process.env.E2E_SHOTS)
          await forEachLook(browser, env.url, company.admin.email, async (look, { width, dark }) => {
            await look.goto('/event-webhooks');
            await look.locator('[data-testid="event-webhooks-paused"]').waitFor();
            await lookShot(look, 'event-webhooks', `paused-${dark ? 'dark' : 'light'}-${width}`);
          });
      } finally {
        await receiver.close();
      }
    },
  },
];
