import type { Page } from 'playwright-core';
import { messageWebhook } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { expect, expectEqual, login, lookShot, newPage, screenshot, signedInAt } from '../browser';
import { insertCompany, waitFor } from '../seed';
import type { E2EKernel } from '../kernel';
import { createCloudConnection } from './whatsapp-cloud';
import { approvedTemplate, boletoComponents, boletoSent } from '../templates';
import type { E2ETest } from './types';

const HOUR = 60 * 60 * 1000;

const boleto = approvedTemplate('8101', 'boleto_vencendo', [
  ...boletoComponents,
  { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Já paguei' }] },
]);
const welcome = approvedTemplate(
  '8102',
  'boas_vindas',
  [{ type: 'BODY', text: 'Bem-vindo à Loja Nuvem! Responda esta mensagem para falar conosco.' }],
  'MARKETING',
);
const review = { ...welcome, id: '8103', name: 'promo_natal', status: 'PENDING' };
/** a media header and a link button ending in {{1}}: the picker asks for the file and the link's end */
const shipped = approvedTemplate('8104', 'pedido_enviado', [
  { type: 'HEADER', format: 'IMAGE' },
  { type: 'BODY', text: 'Olá {{1}}, seu pedido saiu.' },
  { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Rastrear', url: 'https://loja.example/r/{{1}}' }] },
]);

/** a PNG's signature and a few bytes: what the customer's phone gets is what was chosen */
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('caixa'),
]);

/**
 * The same tab at 400 px in dark, then back to 1366 in light (a second sign-in of the same user would log this
 * one out, spec §4); `ready` waits for what the look must show after the reload.
 */
async function narrowDark(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await ready(page);
  await shots(page, name);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await ready(page);
}

/** the sends the fake Graph API got for this phone number id */
const sentBy = (env: E2EKernel, phoneNumberId: string) =>
  env.graph.sent.filter((s) => s.phoneNumberId === phoneNumberId);

async function shots(page: Page, name: string) {
  await screenshot(page, `cloud-${name}`);
  await lookShot(page, 'cloud-templates', name);
}

export const cloudTemplatesTests: E2ETest[] = [
  {
    name: 'whatsapp-cloud templates: synced and previewed; 25 h after the customer wrote the composer offers only templates and one goes out',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const company = await insertCompany(knex, 'Loja Nuvem', env.plans.full);
      const number = env.graph.addNumber();
      env.graph.setTemplates(number.wabaId, [boleto, welcome, review, shipped]);

      // the admin creates the Cloud connection and brings its templates from Meta on the templates screen
      const admin = await signedInAt(browser, env.url, company.admin.email, '/connections');
      await createCloudConnection(admin, number, 'Nuvem Oficial');
      const connectionId = Number(
        (await knex('whatsapps').where({ companyId: company.id, name: 'Nuvem Oficial' }).first('id')).id,
      );
      await admin.click('[data-menu-path="/whatsapp-cloud/templates"]');
      await admin.getByTestId('templates-page').waitFor();
      await admin.getByTestId('templates-sync').click();
      const card = admin.getByTestId('template-card-boleto_vencendo');
      await card.waitFor();
      expect(
        (await card.getByTestId('template-preview').textContent())?.includes(
          'Olá {{1}}, seu boleto de {{2}}',
        ),
        'the card previews the body with its variables',
      );
      await admin.getByTestId('template-card-promo_natal').getByText('Em análise').waitFor();
      await shots(admin, 'templates-page-light-1366');
      await narrowDark(admin, 'templates-page-dark-400', (p) =>
        p.getByTestId('template-card-boleto_vencendo').waitFor(),
      );

      // the customer writes through Meta's webhook
      const from = { waId: '5511955554444', name: 'Bruno Nuvem' };
      const hello = messageWebhook(number, from, {
        type: 'text',
        text: { body: 'Oi, recebi um aviso de boleto' },
      });
      const webhook = `${env.url}/webhooks/whatsapp-cloud/${connectionId}`;
      expectEqual(
        (await env.graph.post(webhook, number.appSecret, hello.body)).status,
        200,
        'webhook accepted',
      );

      // the attendant accepts the ticket and answers inside the window: free text, and the template button
      const page = await newPage(browser, env.url);
      await login(page, company.user.email);
      await page.click('[data-testid="subtab-pending"]');
      const row = page.locator('[data-testid="list-pending"] [data-testid="ticket-item"]', {
        hasText: 'Bruno Nuvem',
      });
      await row.waitFor();
      await row.locator('[data-testid="ticket-accept"]').click();
      await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
      const composer = page.getByTestId('composer');
      await composer.getByTestId('composer-templates').waitFor();
      await composer.getByTestId('composer-input').fill('Olá Bruno! Vou verificar para você.');
      await composer.getByTestId('composer-input').press('Enter');
      await waitFor('Meta to get the answer', () =>
        sentBy(env, number.phoneNumberId).some((s) => s.body.type === 'text'),
      );
      await shots(page, 'composer-open-light-1366');
      await narrowDark(page, 'composer-open-dark-400', (p) => p.getByTestId('composer-templates').waitFor());

      // 25 hours later: the fake clock is the window's stored time, moved back 25 hours (the server's clock is real)
      const windows = knex('whatsapp_cloud_windows').where({ connectionId });
      const { lastInboundAt } = await windows.clone().first('lastInboundAt');
      expectEqual(
        await windows.clone().update({ lastInboundAt: Number(lastInboundAt) - 25 * HOUR }),
        1,
        'window moved',
      );
      await page.reload();
      const closed = page.getByTestId('composer-window-closed');
      await closed.waitFor();
      expect(
        (await closed.textContent())?.includes('há mais de 24 horas'),
        `the composer says why: ${await closed.textContent()}`,
      );
      expectEqual(await composer.getByTestId('composer-input').count(), 0, 'no free-text input');
      expectEqual(await composer.getByTestId('composer-send').count(), 0, 'no send button for text');
      await shots(page, 'composer-closed-light-1366');
      await narrowDark(page, 'composer-closed-dark-400', (p) =>
        p.getByTestId('composer-window-closed').waitFor(),
      );

      // the template goes out: chosen, filled, previewed, sent
      await composer.getByTestId('composer-choose-template').click();
      const picker = page.getByTestId('template-picker');
      await picker.getByTestId('template-boleto_vencendo').click();
      expect(
        !(await picker.getByTestId('template-promo_natal').count()),
        'a template in review is not offered',
      );
      await picker.getByTestId('template-variable-1').fill('Bruno');
      await picker.getByTestId('template-variable-2').fill('R$ 89,90');
      const filled = 'Olá Bruno, seu boleto de R$ 89,90 vence amanhã.';
      await picker.getByTestId('template-preview').getByText(filled).waitFor();
      await shots(page, 'composer-picker-light-1366');
      await page.getByTestId('template-send').click();
      const sent = await waitFor('Meta to get the template', () =>
        sentBy(env, number.phoneNumberId).find((s) => s.body.type === 'template'),
      );
      expectEqual(sent.body.template, boletoSent('Bruno').template, 'the template Meta got');
      expectEqual(sent.body.to, from.waId, 'sent to the customer');
      // the conversation shows the filled text as a reply; the composer still offers only templates
      await page.locator('[data-testid="ticket-view"]').getByText(filled).waitFor();
      await page.getByTestId('template-picker').waitFor({ state: 'detached' });
      await closed.waitFor();
      await shots(page, 'composer-sent-light-1366');

      // a template with an image header and a link button: the picker asks for the file's link and the link's end
      await composer.getByTestId('composer-choose-template').click();
      const again = page.getByTestId('template-picker');
      await again.getByTestId('template-pedido_enviado').click();
      await again.getByTestId('template-variable-1').fill('Bruno');
      expect(await page.getByTestId('template-send').isDisabled(), 'the header and the link are required');
      await again.getByTestId('template-header-file').fill('https://loja.example/caixa.png');
      await again.getByTestId('template-button-0').fill('PED-42');
      await shots(page, 'composer-picker-extras-light-1366');
      await page.getByTestId('template-send').click();
      const shippedSent = await waitFor('Meta to get the template with a header', () =>
        sentBy(env, number.phoneNumberId).find(
          (s) => (s.body.template as { name?: string } | undefined)?.name === 'pedido_enviado',
        ),
      );
      expectEqual(
        (shippedSent.body.template as { components: unknown }).components,
        [
          {
            type: 'header',
            parameters: [{ type: 'image', image: { link: 'https://loja.example/caixa.png' } }],
          },
          { type: 'body', parameters: [{ type: 'text', text: 'Bruno' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'PED-42' }] },
        ],
        'the header and the button as Meta takes them',
      );
      await page.getByTestId('template-picker').waitFor({ state: 'detached' });

      // the header's image from the computer instead of a link: stored at once, shown by name, uploaded to Meta
      await composer.getByTestId('composer-choose-template').click();
      const third = page.getByTestId('template-picker');
      await third.getByTestId('template-pedido_enviado').click();
      await third.getByTestId('template-variable-1').fill('Bruno');
      await third.getByTestId('template-button-0').fill('PED-43');
      await third
        .getByTestId('template-header-upload')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'caixa aberta.png', mimeType: 'image/png', buffer: pngBytes });
      await third.getByTestId('template-header-stored').getByText('caixa aberta.png').waitFor();
      await shots(page, 'composer-picker-header-file-light-1366');
      await page.getByTestId('template-send').click();
      const withFile = await waitFor('Meta to get the template with the uploaded header', () =>
        sentBy(env, number.phoneNumberId).find(
          (s) =>
            (s.body.template as { name?: string } | undefined)?.name === 'pedido_enviado' &&
            JSON.stringify(s.body.template).includes('PED-43'),
        ),
      );
      const upload = env.graph.uploads.find(
        (u) => u.phoneNumberId === number.phoneNumberId && u.filename === 'caixa aberta.png',
      );
      expect(upload?.data.equals(pngBytes) === true, 'the file went to Meta as chosen');
      expectEqual(
        (withFile.body.template as { components: unknown[] }).components[0],
        { type: 'header', parameters: [{ type: 'image', image: { id: upload!.id } }] },
        'the header names the uploaded file',
      );
      await page.getByTestId('template-picker').waitFor({ state: 'detached' });

      // the customer answers: the window opens again and the composer gives the text input back, live
      const reply = messageWebhook(number, from, { type: 'text', text: { body: 'Já paguei, obrigado' } });
      expectEqual(
        (await env.graph.post(webhook, number.appSecret, reply.body)).status,
        200,
        'reply accepted',
      );
      await composer.getByTestId('composer-input').waitFor();
      expectEqual(await closed.count(), 0, 'the closed-window notice is gone');
      await composer.getByTestId('composer-templates').waitFor();
    },
  },
];
