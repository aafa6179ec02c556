import { expectEqual, lookShot, signedInAt } from '../browser';
import { insertQueue, stamps, waitFor, ownCompanyWithSim } from '../seed';
import type { E2ETest } from './types';

const CONTACT = { number: '5511944447777', name: 'Rui Regra' };

export const automationsTests: E2ETest[] = [
  {
    name: 'automations: an admin makes a keyword rule on the screen; the contact writes it and the ticket is tagged',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const { company, connectionId: whatsappId } = await ownCompanyWithSim(
        env,
        'Loja Regras E2E',
        'Regras Sim',
      );
      const companyId = company.id;
      await insertQueue(knex, companyId, { name: 'Retenção', color: '#d9822b' });
      const [tagId] = await knex('tags').insert({
        companyId,
        name: 'Cancelamento',
        color: '#c23030',
        ...stamps(),
      });

      const page = await signedInAt(browser, env.url, company.admin.email, '/automations');
      await page.click('[data-testid="add-rule"]');
      const form = page.locator('[data-testid="rule-form"]');
      await form.locator('input[name="name"]').fill('Pedido de cancelamento');
      await form.locator('#field-event').selectOption('message.received');
      await form.locator('[data-testid="rule-add-condition"]').click();
      await form.locator('[data-testid="rule-condition-0-field"]').selectOption('message.text');
      await form.locator('[data-testid="rule-condition-0-op"]').selectOption('contains');
      await form.locator('[data-testid="rule-condition-0-value"]').fill('cancelar');
      await form.locator('[data-testid="rule-add-action"]').click();
      await form.locator('[data-testid="rule-action-0-kind"]').selectOption('tag.add');
      await form.locator('[data-testid="rule-action-0-tagId"]').selectOption({ label: 'Cancelamento' });
      await form.locator('[data-testid="rule-add-action"]').click();
      await form.locator('[data-testid="rule-action-1-kind"]').selectOption('ticket.transfer');
      await form.locator('[data-testid="rule-action-1-queueId"]').selectOption({ label: 'Retenção' });
      await lookShot(page, 'automations', 'dialog-light-1366');
      await form.locator('button[type="submit"]').click();
      const row = page.locator('[data-testid="automations-page"] tbody tr', {
        hasText: 'Pedido de cancelamento',
      });
      await row.waitFor();
      await lookShot(page, 'automations', 'list-light-1366');

      // the contact writes the keyword: the rule tags and transfers the new ticket, once
      env.kernel.channels.sim!.contactSends(String(whatsappId), {
        from: CONTACT,
        type: 'text',
        body: 'Oi, quero CANCELAR minha assinatura',
      });
      const ticketId = await waitFor(
        'the ticket tagged',
        async () => {
          const tagged = await knex('ticketTags').where({ companyId, tagId }).first('ticketId');
          return tagged ? Number(tagged.ticketId) : undefined;
        },
        15_000,
      );
      const ticket = await knex('tickets').where({ id: ticketId }).first('queueId', 'status');
      const queue = await knex('queues').where({ companyId, name: 'Retenção' }).first('id');
      expectEqual([ticket.queueId, ticket.status], [queue.id, 'pending'], 'the transfer');

      // the runs drawer lists the run as done
      const ruleId = (await knex('automationRules').where({ companyId }).first('id')).id;
      await row.locator(`[data-testid="rule-runs-${ruleId}"]`).click();
      const runs = page.locator('[data-testid="rule-runs"]');
      await runs.locator('[data-testid="rule-run"]', { hasText: 'Executada' }).waitFor();
      await lookShot(page, 'automations', 'runs-light-1366');
      const count = await knex('automationRuns').where({ companyId }).count({ n: '*' });
      expectEqual(Number(count[0]!.n), 1, 'one run');
      // the close button: Escape reaches a drawer only while focus is inside it, and once in CI it left this one open
      await page.locator('.bp6-drawer').getByRole('button', { name: 'Fechar' }).click();
      await runs.waitFor({ state: 'hidden' });

      // a webhook action has its own fields (URL, method, body template), drawn from what the server declares
      await page.click('[data-testid="add-rule"]');
      await form.locator('input[name="name"]').fill('Avisar o ERP');
      await form.locator('#field-event').selectOption('sla.breached');
      await form.locator('[data-testid="rule-add-action"]').click();
      await form.locator('[data-testid="rule-action-0-kind"]').selectOption('webhook.call');
      await form.locator('[data-testid="rule-action-0-url"]').fill('https://erp.example.com/chamados');
      await form.locator('[data-testid="rule-action-0-method"]').selectOption('PUT');
      const body = '{"chamado": {{ticket.id}}, "cliente": "{{contact.name}}"}';
      await form.locator('[data-testid="rule-action-0-body"]').fill(body);
      await lookShot(page, 'automations', 'webhook-dialog-light-1366');
      await form.locator('button[type="submit"]').click();
      await page.locator('[data-testid="automations-page"] tbody tr', { hasText: 'Avisar o ERP' }).waitFor();
      const saved = await knex('automationRules').where({ companyId, name: 'Avisar o ERP' }).first('actions');
      expectEqual(
        JSON.parse(String(saved.actions)),
        [{ kind: 'webhook.call', params: { url: 'https://erp.example.com/chamados', method: 'PUT', body } }],
        'the webhook as typed',
      );
      await page.context().close();
    },
  },
];
