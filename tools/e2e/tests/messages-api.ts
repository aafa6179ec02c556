import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage } from '../browser';
import { apiAs, connectSim, insertCompany, waitFor } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/messages-api';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
/** the page scrolls inside the layout: each part brought into view for its own screenshot */
const shotParts = async (page: Page, name: string) => {
  await shot(page, name);
  for (const part of ['mapi-curl-json', 'mapi-media-form', 'mapi-answers']) {
    await page.locator(`[data-testid="${part}"]`).scrollIntoViewIfNeeded();
    await shot(page, `${name}-${part.replace('mapi-', '')}`);
  }
};

export const messagesApiTests: E2ETest[] = [
  {
    name: "messages API: the page documents the route and its text form sends with a connection's token",
    async run({ browser, env }) {
      const company = await insertCompany(env.kernel.knex, 'API E2E Ltda', env.plans.full, { super: true });
      const { api } = await apiAs(env, company.admin.email);
      const connectionId = await connectSim(env, api, { name: 'API Sim', isDefault: true });
      const { token } = await api<{ token: string }>('GET', `/whatsapp/${connectionId}`);

      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      await page.locator('[data-menu-path="/messages-api"]').click();
      await page.locator('[data-testid="messages-api-page"]').waitFor();
      // read from /openapi.json: the endpoint and a curl example built from the document
      expectEqual(
        await page.locator('[data-testid="mapi-json"] [data-testid="mapi-endpoint"]').textContent(),
        `${env.url}/api/messages/send`,
        'the endpoint',
      );
      const curl = (await page.locator('[data-testid="mapi-curl-multipart"]').textContent()) ?? '';
      expect(curl.includes("-F 'medias=@/caminho/do/arquivo.pdf'"), `the multipart curl example: ${curl}`);

      // spec §5: every field required, the number unmasked
      const form = page.locator('[data-testid="mapi-text-form"]');
      await form.locator('button[type="submit"]').click();
      expectEqual(await form.getByText('Obrigatório').count(), 3, 'three required fields');
      await form.locator('input[name="text-token"]').fill(token);
      await form.locator('input[name="text-number"]').fill('(11) 98888-7777');
      await form.locator('textarea[name="text-body"]').fill('Olá! Seu pedido saiu para entrega.');
      await form.locator('button[type="submit"]').click();
      await form.getByText('Somente números: código do país, DDD e número').waitFor();
      await form.locator('input[name="text-number"]').fill('5511988887777');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Mensagem enviada com sucesso').waitFor();
      await form.locator('[data-testid="mapi-answer"]').waitFor();

      const sent = await waitFor('the message at the phone', () =>
        env.kernel.channels.sim!.sent(String(connectionId)).find((r) => r.chatId === '5511988887777'),
      );
      expectEqual(
        'body' in sent.message ? sent.message.body : '',
        'Olá! Seu pedido saiu para entrega.',
        'what the phone received',
      );
      // a wrong token: the error's translation, and the user stays signed in
      await form.locator('input[name="text-token"]').fill('x'.repeat(32));
      await form.locator('textarea[name="text-body"]').fill('de novo');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Token inválido: use o token de uma conexão.').waitFor();
      await page.locator('[data-testid="layout"]').waitFor();
      await page.waitForTimeout(300);
      await shotParts(page, 'light-1366');

      for (const [name, opts] of [
        ['dark-1366', { width: 1366, dark: true }],
        ['light-400', { width: 400, dark: false }],
        ['dark-400', { width: 400, dark: true }],
      ] as const) {
        const p = await newPage(browser, env.url, opts);
        await login(p, company.admin.email);
        await p.goto('/messages-api');
        await p.locator('[data-testid="messages-api-page"]').waitFor();
        // every part once per theme: the wide light page above, the narrow dark one here
        await (name === 'dark-400' ? shotParts(p, name) : shot(p, name));
        await p.context().close();
      }
      await page.context().close();
    },
  },
];
