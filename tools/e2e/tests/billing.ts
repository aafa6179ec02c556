import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  advanceByRecurrence,
  signSandboxBody,
  type BillingServices,
  type SandboxWebhookBody,
} from '@balcao/plugin-billing';
import { expect, expectEqual, newPage, lookViewports } from '../browser';
import { insertCompany, waitFor } from '../seed';
import type { E2EKernel } from '../kernel';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/billing';
const DAY = 864e5;
const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

/** Intl writes R$ with a no-break space */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const services = (env: E2EKernel) => env.kernel.plugins.services.get('billing') as BillingServices;

/** A company of its own (the tests share the kernel) due `days` from now, with its invoice issued. */
async function companyWithInvoice(env: E2EKernel, name: string, days: number) {
  const company = await insertCompany(env.kernel.knex, name, env.plans.full);
  await env.kernel
    .knex('companies')
    .where({ id: company.id })
    .update({ dueDate: new Date(Date.now() + days * DAY) });
  await services(env).generateInvoices();
  return company;
}

const dueDateOf = async (env: E2EKernel, companyId: number): Promise<Date> => {
  const v = (await env.kernel.knex('companies').where({ id: companyId }).first('dueDate')).dueDate;
  return v instanceof Date ? v : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
};

/** What the gateway would send once the Pix is paid: the sandbox's notice, signed with its secret. */
async function firePayment(env: E2EKernel, body: SandboxWebhookBody) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${env.url}/subscription/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxBody(services(env).sandboxSecret!, raw),
    },
    body: raw,
  });
  return (await res.json()) as { outcome: string };
}

async function signIn(page: Page, email: string, lands: string) {
  await page.goto('/login');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', 'secret123');
  await page.click('button[type="submit"]');
  await page.waitForURL(`**${lands}`);
}

const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).first().waitFor();

/** Fills the checkout's first step with valid data and walks to the review. */
async function throughSteps(page: Page) {
  await page.fill('input[name="firstName"]', 'Ana Pagadora Souza');
  await page.fill('input[name="address2"]', 'Rua das Flores, 10');
  await page.fill('input[name="city"]', 'São Paulo');
  await page.fill('input[name="state"]', 'SP');
  await page.fill('input[name="zipcode"]', '01001-000');
  await page.locator('[data-testid="checkout-next"]').click();
  await page.locator('[data-testid="checkout-plan"]').getByText('Conexões').waitFor();
  await page.locator('[data-testid="checkout-next"]').click();
  await page.locator('[data-testid="checkout-review"]').waitFor();
}

/** Light and dark, 1366 and 400 px of the invoices page and the checkout (only with E2E_SHOTS=1). */
async function shots(browser: Browser, env: E2EKernel) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const company = await companyWithInvoice(env, 'Fatura Fotos Ltda', 2);
  for (const [width, dark] of lookViewports) {
    const page = await newPage(browser, env.url, { width, height: width > 600 ? 800 : 860, dark });
    const path = (name: string) => join(SHOTS, `${name}-${width}-${dark ? 'dark' : 'light'}.png`);
    await signIn(page, company.admin.email, '/tickets');
    await page.goto('/financeiro');
    await page.locator('[data-testid="invoice-status"]').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path('invoices'), fullPage: true });
    await page.locator('[data-testid^="pay-invoice-"]').first().click();
    await page.locator('[data-testid="checkout-next"]').click();
    await page.getByText('O nome completo é obrigatório').waitFor();
    await page.screenshot({ path: path('checkout-data') });
    await throughSteps(page);
    await page.screenshot({ path: path('checkout-review') });
    await page.locator('[data-testid="checkout-next"]').click();
    await page.locator('[data-testid="pix-screen"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path('checkout-pix') });
    await page.goto('/subscription');
    await page.locator('[data-testid="trial-days"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path('subscription') });
    await page.context().close();
  }
}

export const billingTests: E2ETest[] = [
  {
    name: 'billing: an overdue company pays its invoice by Pix; the webhook renews it one recurrence on',
    async run({ browser, env }) {
      const company = await companyWithInvoice(env, 'Fatura E2E Ltda', -10);
      const dueBefore = await dueDateOf(env, company.id);

      const page = await newPage(browser, env.url);
      // past the grace days: the login says so and lands on the invoices, the only screens that answer
      await signIn(page, company.admin.email, '/financeiro');
      await toast(page, 'Opss! Sua assinatura venceu em');
      const status = page.locator('[data-testid="invoice-status"]').first();
      await status.waitFor();
      expectEqual(await status.textContent(), 'Vencido', 'the unpaid invoice due before today');
      const row = page.locator('tr', { has: status });
      expect((await row.getAttribute('class'))?.includes('kit-row--danger'), 'the overdue row highlighted');
      expect(plain(await row.textContent()).includes('R$ 99,90'), 'the value in BRL, pt-BR');
      expect((await row.textContent())?.includes(ddmmyyyy(dueBefore)), 'the due date dd/MM/yyyy');

      await row.locator('[data-testid^="pay-invoice-"]').click();
      // step 1's rules (spec §5)
      await page.locator('[data-testid="checkout-next"]').click();
      await page.getByText('O nome completo é obrigatório').waitFor();
      await page.getByText('CEP é obrigatório').waitFor();
      await page.fill('input[name="zipcode"]', '123');
      await page.locator('[data-testid="checkout-next"]').click();
      await page.getByText('Formato de CEP inválido').waitFor();
      await throughSteps(page);
      await page.locator('[data-testid="checkout-next"]').click();
      await toast(page, 'Assinatura realizada com sucesso!, aguardando a realização do pagamento');
      const pix = page.locator('[data-testid="pix-screen"]');
      await pix.waitFor();
      expectEqual(
        plain(await page.locator('[data-testid="pix-value"]').textContent()),
        'R$ 99,90',
        'the Pix value',
      );
      expect(
        await pix
          .locator('img')
          .getAttribute('src')
          .then((s) => s?.startsWith('data:image/')),
        'the QR',
      );
      // the copy confirmation lasts 1 s
      const copy = page.locator('[data-testid="pix-copy"]');
      await copy.click();
      await page.getByText('Copiado!').waitFor();
      await waitFor(
        'the copy confirmation to go',
        async () => !(await copy.textContent())?.includes('Copiado!'),
        2500,
      );

      const txid = (await pix.getAttribute('data-txid'))!;
      // a forged notice first: nothing changes
      const forged = await fetch(`${env.url}/subscription/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'sha256=00' },
        body: JSON.stringify({ txid, amount: 99.9, status: 'CONCLUIDA' }),
      });
      expectEqual(forged.status, 403, 'a forged webhook refused');
      expectEqual(
        (await dueDateOf(env, company.id)).getTime(),
        dueBefore.getTime(),
        'unchanged by the forgery',
      );

      expectEqual(
        (await firePayment(env, { txid, amount: 99.9, status: 'CONCLUIDA' })).outcome,
        'paid',
        'paid',
      );
      const dueAfter = await dueDateOf(env, company.id);
      expectEqual(
        dueAfter.getTime(),
        advanceByRecurrence(dueBefore, 'MENSAL').getTime(),
        'the due date one recurrence (MENSAL) on',
      );
      const shown = Date.now();
      await toast(page, `Sua licença foi renovada até ${ddmmyyyy(dueAfter)}!`);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
      const waited = Date.now() - shown;
      expect(waited >= 3500, `redirected after about 4 s, took ${waited} ms`);
      // a replay changes nothing
      expectEqual(
        (await firePayment(env, { txid, amount: 99.9, status: 'CONCLUIDA' })).outcome,
        'already-paid',
        'replay',
      );
      expectEqual(
        (await dueDateOf(env, company.id)).getTime(),
        dueAfter.getTime(),
        'unchanged by the replay',
      );
      await page.context().close();

      await shots(browser, env);
    },
  },
];
