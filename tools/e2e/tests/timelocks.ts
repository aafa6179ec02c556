import { expect, expectEqual, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, connectSim, insertContact, insertTicket } from '../seed';
import type { E2ETest } from './types';

// a number no other e2e test uses: the tests share the kernel's companies
const CONTACT = { name: 'Rita Nova', number: '5511934634630' };

/** a linked sim connection and an open ticket of the attendant's with a contact WhatsApp will refuse (463) */
async function seed(env: E2EKernel) {
  const knex = env.kernel.knex;
  const { api, user } = await apiAs(env, env.superEmail);
  const connectionId = await connectSim(env, api, { name: 'Bloqueios E2E' });
  const attendant = await knex('users').where({ email: env.attendantEmail }).first('id');
  const contactId = await insertContact(knex, user.companyId, CONTACT);
  const ticket = await insertTicket(knex, {
    companyId: user.companyId,
    contactId,
    whatsappId: connectionId,
    status: 'open',
    userId: attendant.id,
  });
  return { connectionId, ticket, companyId: user.companyId, api };
}

export const timelocksTests: E2ETest[] = [
  {
    name: 'timelocks: a send refused with 463 shows "Não enviada" and the connection lists the contact',
    async run({ browser, env }) {
      const { connectionId, ticket, companyId, api } = await seed(env);
      const sim = env.kernel.channels.sim!;
      sim.markTimelocked(CONTACT.number);
      try {
        // the attendant answers from the conversation; WhatsApp refuses the new chat
        const page = await newPage(browser, env.url);
        await login(page, env.attendantEmail);
        await page.goto(`/tickets/${ticket.uuid}`);
        const composer = page.locator('[data-testid="composer"]');
        await composer.locator('[data-testid="composer-input"]').fill('Olá, Rita! Podemos ajudar?');
        await composer.locator('[data-testid="composer-send"]').click();
        const mine = page.locator('[data-testid="message"]', { hasText: 'Podemos ajudar?' });
        const error = mine.locator('[data-testid="send-error"]');
        await error.waitFor();
        const text = (await error.textContent()) ?? '';
        expect(text.startsWith('Não enviada'), `the send error reads ${JSON.stringify(text)}`);
        expect((await mine.locator('[data-ack="failed"]').count()) === 1, 'the failed mark');
        expectEqual(sim.sent(String(connectionId)).length, 0, 'nothing reached WhatsApp');
        await screenshot(page, 'timelocks-conversation');
        await page.context().close();
      } finally {
        sim.markTimelocked(CONTACT.number, false);
      }

      // the company's admin sees the contact under the connection's 463 records, first with the estimated end
      const admin = await newPage(browser, env.url);
      await login(admin, env.superEmail);
      await admin.goto('/connections');
      await admin.locator(`[data-testid="timelocks-${connectionId}"]`).click();
      const row = admin.locator('[data-testid="timelocks-table"] tbody tr', { hasText: CONTACT.name });
      await row.waitFor();
      expect((await row.textContent())?.includes(CONTACT.number), 'the contact number');
      expect((await row.textContent())?.includes('Ativo'), 'marked active');
      expectEqual(
        await admin.locator('[data-testid="timelocks-active"]').textContent(),
        '1 bloqueio ativo',
        'the count of active ones',
      );
      await admin.getByText('Bloqueios de contato novo (463) · Bloqueios E2E').waitFor();
      expect((await row.textContent())?.includes('(estimativa)'), 'the end marked as an estimate');
      await admin.getByText('O WhatsApp não informou bloqueio da conta para contatos novos.').waitFor();
      await screenshot(admin, 'timelocks-connection');
      await admin.keyboard.press('Escape');

      // then WhatsApp states the account's timelock and its new-chat quota (Baileys' reachoutTimeLock and
      // message-capping.update): the dialog shows its end, the quota, and the contact's end as WhatsApp's
      const endsAt = new Date(Date.now() + 5 * 3_600_000);
      sim.reportReachLimits(String(connectionId), {
        timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' },
        quota: {
          used: 48,
          total: 50,
          cycleEndsAt: new Date(Date.now() + 72 * 3_600_000),
          status: 'SECOND_WARNING',
        },
      });
      await admin.locator(`[data-testid="timelocks-${connectionId}"]`).click();
      await row.locator('[data-source="whatsapp"]').waitFor();
      expect(
        (await row.textContent())?.includes('(informado pelo WhatsApp)'),
        "the end marked as WhatsApp's",
      );
      const timelock = (await admin.locator('[data-testid="reach-timelock"]').textContent()) ?? '';
      expect(
        timelock.startsWith('O WhatsApp bloqueou a conta para contatos novos até') &&
          timelock.includes('BIZ_QUALITY'),
        `the account's timelock reads ${JSON.stringify(timelock)}`,
      );
      const quota = (await admin.locator('[data-testid="reach-quota"]').textContent()) ?? '';
      expect(
        quota.includes('Conversas novas neste ciclo: 48 de 50') && quota.includes('2º aviso'),
        `the quota reads ${JSON.stringify(quota)}`,
      );
      await screenshot(admin, 'timelocks-connection-whatsapp');
      await admin.keyboard.press('Escape');
      sim.reportReachLimits(String(connectionId), {
        timelock: { active: false, enforcementType: 'DEFAULT' },
      });

      // the campaign settings screen carries the 463 pause and the new-chat quota, saved as typed
      await admin.goto('/campaigns-config');
      const config = admin.locator('[data-testid="safety-settings"]');
      await config.getByText('Pausa após erro 463 (horas)').waitFor();
      const pause = config.locator('input[name="timelockPauseHours"]');
      expectEqual(await pause.inputValue(), '24', 'pause default');
      // more than two weeks is refused as the other numbers are: the toast, and the field marked
      await pause.fill('500');
      await admin.getByRole('button', { name: 'Salvar configurações' }).click();
      await admin.getByText('Verifique os campos destacados.').waitFor();
      await config.locator('.bp6-form-group.bp6-intent-danger input[name="timelockPauseHours"]').waitFor();
      await screenshot(admin, 'timelocks-campaigns-config-refused');
      await config.locator('input[name="newChatDailyCap"]').fill('25');
      await pause.fill('48');
      await screenshot(admin, 'timelocks-campaigns-config');
      await admin.getByRole('button', { name: 'Salvar configurações' }).click();
      await admin.getByText('Configurações salvas').waitFor();
      expectEqual(await config.locator('.bp6-intent-danger').count(), 0, 'no field marked after saving');
      const saved = await env.kernel
        .knex('campaign_settings')
        .where({ companyId })
        .whereIn('key', ['timelockPauseHours', 'newChatDailyCap'])
        .orderBy('key');
      expectEqual(
        saved.map((r: { key: string; value: string }) => [r.key, r.value]),
        [
          ['newChatDailyCap', '25'],
          ['timelockPauseHours', '48'],
        ],
        'the saved settings',
      );
      // the company's other campaigns (other tests share it) go on with the defaults
      await api('POST', '/campaign-settings', { settings: { timelockPauseHours: 24, newChatDailyCap: 0 } });
      await admin.context().close();
    },
  },
];
