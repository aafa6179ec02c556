import { expect, screenshot, signedInAt } from '../browser';
import type { E2ETest } from './types';

const badge = '[data-menu-path="/connections"] [data-testid="menu-badge"]';

export const connectionsTests: E2ETest[] = [
  {
    name: 'connections: create a sim connection, scan its QR through the simulator, CONNECTED clears the badge',
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/connections');

      await page.click('[data-testid="add-connection"]');
      const form = page.locator('[data-testid="connection-form"]');
      await form.locator('input[name="name"]').fill('Simulador E2E');
      // each provider the server offers says what it costs and risks
      await form.locator('select[name="provider"]').selectOption('beta');
      await form.locator('[data-testid="provider-traits"]', { hasText: 'Não oficial' }).waitFor();
      await screenshot(page, 'connections-provider');
      await form.locator('select[name="provider"]').selectOption('sim');
      await form.locator('[data-testid="provider-traits"]', { hasText: 'Só para testes' }).waitFor();
      // the super user sees the bot fields (spec §6)
      await form.locator('[data-testid="super-fields"]').waitFor();
      await form.locator('button[type="submit"]').click();
      await page.getByText('Operação realizada com sucesso!').waitFor();

      const row = page.locator('tr', { hasText: 'Simulador E2E' });
      await row.locator('[data-testid="connection-status"][data-status="qrcode"]').waitFor();
      // a connection waiting for its QR flags the menu item, checked 2 s after the change
      await page.locator(badge).waitFor({ timeout: 5000 });
      expect((await page.locator(badge).textContent()) === '!', 'badge reads !');

      await row.locator('[data-testid="btn-show-qr"]').click();
      const qr = page.locator('[data-testid="qr-dialog"]');
      await qr.locator('img').waitFor();
      const code = await qr.getAttribute('data-qrcode');
      expect(code?.startsWith('sim-qr:'), `qr code ${code}`);
      await screenshot(page, 'connections-qr');

      // "scan" it: the phone side of the simulator
      const id = code!.split(':')[1];
      const scan = await fetch(`${env.url}/sim/connections/${id}/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(scan.status === 200, `scan answered ${scan.status}`);

      // the QR dialog closes on the session update with an empty qrcode
      await qr.waitFor({ state: 'detached' });
      await row.locator('[data-testid="connection-status"][data-status="CONNECTED"]').waitFor();
      await row.locator('[data-testid="btn-disconnect"]').waitFor();
      await page.locator(badge).waitFor({ state: 'detached', timeout: 5000 });
      await screenshot(page, 'connections');

      // disconnecting brings back try-again / new-QR and the badge
      await row.locator('[data-testid="btn-disconnect"]').click();
      await row.locator('[data-testid="btn-retry"]').waitFor();
      await row.locator('[data-testid="btn-new-qr"]').waitFor();
      await page.locator(badge).waitFor({ timeout: 5000 });
      await page.context().close();
    },
  },
  {
    name: "connections: an account at WhatsApp's passkey gate says so, after a reload too, until a new QR",
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/connections');
      await page.click('[data-testid="add-connection"]');
      const form = page.locator('[data-testid="connection-form"]');
      await form.locator('input[name="name"]').fill('Chave E2E');
      await form.locator('select[name="provider"]').selectOption('sim');
      await form.locator('button[type="submit"]').click();
      const row = page.locator('tr', { hasText: 'Chave E2E' });
      await row.locator('[data-testid="btn-show-qr"]').click();
      const qr = page.locator('[data-testid="qr-dialog"]');
      const id = (await qr.getAttribute('data-qrcode'))!.split(':')[1];

      // the phone scans, and WhatsApp asks this account for a passkey
      const scan = await fetch(`${env.url}/sim/connections/${id}/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ passkey: true }),
      });
      expect(scan.status === 200, `scan answered ${scan.status}`);
      await qr.waitFor({ state: 'detached' });
      await row.locator('[data-testid="connection-status"][data-status="DISCONNECTED"]').waitFor();
      await row.locator('[data-testid="passkey-notice"]').click();
      await page.locator('[data-testid="passkey-notice-text"]', { hasText: 'Cloud API' }).waitFor();
      await screenshot(page, 'connections-passkey');

      await page.reload();
      await row.locator('[data-testid="passkey-notice"]').waitFor();
      await row.locator('[data-testid="btn-new-qr"]').click();
      await row.locator('[data-testid="connection-status"][data-status="qrcode"]').waitFor();
      await row.locator('[data-testid="passkey-notice"]').waitFor({ state: 'detached' });
      await page.context().close();
    },
  },
];
