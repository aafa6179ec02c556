import type { Page } from 'playwright-core';
import type { FakeNumber } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { expect, screenshot, signedInAt } from '../browser';
import type { E2ETest } from './types';

/** Fills the connection dialog with a fake Graph number's credentials and saves it (the page is /connections). */
export async function createCloudConnection(page: Page, number: FakeNumber, name: string, shot?: string) {
  await page.click('[data-testid="add-connection"]');
  const form = page.locator('[data-testid="connection-form"]');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('select[name="provider"]').selectOption('cloud');
  await form.locator('[data-testid="provider-traits"]', { hasText: 'Oficial' }).waitFor();
  const fields = form.locator('[data-testid="provider-fields"]');
  await fields.locator('input[name="cloudAccessToken"]').fill(number.accessToken);
  await fields.locator('input[name="cloudPhoneNumberId"]').fill(number.phoneNumberId);
  await fields.locator('input[name="cloudBusinessAccountId"]').fill(number.wabaId);
  await fields.locator('input[name="cloudAppSecret"]').fill(number.appSecret);
  await fields.locator('input[name="cloudVerifyToken"]').fill('meu-token-de-verificacao');
  if (shot) {
    // before the save there is no id yet: the URL says where it will come from
    const pending = fields.getByText('/webhooks/whatsapp-cloud/<id, depois de salvar>');
    await pending.waitFor();
    await pending.scrollIntoViewIfNeeded();
    await screenshot(page, shot);
  }
  await form.locator('button[type="submit"]').click();
  await page.getByText('Operação realizada com sucesso!').waitFor();
  await page
    .locator('tr', { hasText: name })
    .locator('[data-testid="connection-status"][data-status="CONNECTED"]')
    .waitFor();
}

export const whatsappCloudTests: E2ETest[] = [
  {
    name: 'whatsapp-cloud: create a Cloud API connection with its credentials; the dialog shows the webhook URL',
    async run({ browser, env }) {
      const number = env.graph.addNumber();
      const page = await signedInAt(browser, env.url, env.superEmail, '/connections');
      await createCloudConnection(page, number, 'Cloud E2E', 'cloud-connection-new');

      const row = page.locator('tr', { hasText: 'Cloud E2E' });
      const id = await env.kernel
        .knex('whatsapps')
        .where({ name: 'Cloud E2E' })
        .first('id')
        .then((r: { id: number }) => r.id);

      // editing: the secrets come back masked, and the URL to paste in Meta's console is the real one
      await row.locator('button[aria-label="Editar"]').click();
      const edit = page.locator('[data-testid="connection-form"]');
      const token = await edit.locator('input[name="cloudAccessToken"]').inputValue();
      expect(token === `••••${number.accessToken.slice(-4)}`, `the token is masked, got ${token}`);
      const url = edit.getByText(`${env.url}/webhooks/whatsapp-cloud/${id}`);
      await url.waitFor();
      await url.scrollIntoViewIfNeeded();
      await screenshot(page, 'cloud-connection-edit');
    },
  },
];
