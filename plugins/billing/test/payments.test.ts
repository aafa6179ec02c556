import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { connectSocket, login, recordEvents, until } from '@balcao/core/testing';
import { advanceByRecurrence } from '../src/index.js';
import {
  companyDueDate,
  fireWebhook,
  invoiceRows,
  setDueDate,
  startBillingKernel,
  type BillingKernel,
} from './billing-kernel.js';

const k = kernelPerFile<BillingKernel>(startBillingKernel);
let invoiceId: number;
let due: Date;
beforeAll(async () => {
  due = new Date(Date.now() + 2 * 864e5);
  await setDueDate(k.t, k.seed.a.id, due);
  await k.services.generateInvoices();
  invoiceId = (await invoiceRows(k.t, k.seed.a.id))[0].id;
});

const checkout = (id: number, price: number) => ({
  firstName: 'Ana',
  lastName: 'Souza',
  address2: 'Rua A, 1',
  city: 'São Paulo',
  state: 'SP',
  zipcode: '01001-000',
  country: 'BR',
  useAddressForPaymentDetails: false,
  nameOnCard: '',
  cardNumber: '',
  cvv: '',
  plan: JSON.stringify({ title: 'Completo', price }),
  price,
  users: 100,
  connections: 3,
  invoiceId: id,
});

/** What a payment must leave untouched. */
const snapshot = async () => ({
  due: (await companyDueDate(k.t, k.seed.a.id)).getTime(),
  invoices: (await invoiceRows(k.t, k.seed.a.id)).map((i) => [i.id, i.status]),
});

describe('checkout and the payment webhook', () => {
  it("POST /subscription charges the invoice's value whatever price the client sends", async () => {
    const res = await k.admin.post('/subscription', checkout(invoiceId, 1));
    expect(res.status).toBe(200);
    expect(res.body.valor).toEqual({ original: '99.90' });
    expect(res.body.qrcode.qrcode).toContain('5406' + '99.90');
    expect(res.body.txid).toBeTruthy();
    // another company's invoice is not found
    expect((await k.adminB.post('/subscription', checkout(invoiceId, 99.9))).status).toBe(404);
    expect((await k.admin.post('/subscription', { price: 99.9 })).status).toBe(400);
  });

  it('a forged, a wrong-amount and an unpaid notice change nothing', async () => {
    const { txid } = (await k.admin.post('/subscription', checkout(invoiceId, 99.9))).body;
    const before = await snapshot();
    const forged = await fireWebhook(k, { txid, amount: 99.9, status: 'CONCLUIDA' }, 'not-the-secret');
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('ERR_WEBHOOK_SIGNATURE');
    const unsigned = await k.t
      .client()
      .post('/subscription/webhook', { txid, amount: 99.9, status: 'CONCLUIDA' });
    expect(unsigned.status).toBe(403);
    const cheap = await fireWebhook(k, { txid, amount: 9.99, status: 'CONCLUIDA' });
    expect(cheap.body.outcome).toBe('wrong-amount');
    const pending = await fireWebhook(k, { txid, amount: 99.9, status: 'ATIVA' });
    expect(pending.body.outcome).toBe('not-paid-event');
    const stranger = await fireWebhook(k, { txid: 'sandbox999x999', amount: 99.9, status: 'CONCLUIDA' });
    expect(stranger.body.outcome).toBe('unknown-charge');
    expect(await snapshot()).toEqual(before);
  });

  it('a good notice pays the invoice, moves the due date one recurrence on and tells the company; a replay does nothing', async () => {
    const { txid } = (await k.admin.post('/subscription', checkout(invoiceId, 99.9))).body;
    const dueBefore = await companyDueDate(k.t, k.seed.a.id);
    const socket = await connectSocket(k.t.url, k.admin.token!);
    try {
      const seen = recordEvents(socket);
      const good = await fireWebhook(k, { txid, amount: 99.9, status: 'CONCLUIDA' });
      expect(good.body.outcome).toBe('paid');
      const after = await companyDueDate(k.t, k.seed.a.id);
      expect(after.getTime()).toBe(advanceByRecurrence(dueBefore, 'MENSAL').getTime());
      expect((await invoiceRows(k.t, k.seed.a.id))[0].status).toBe('paid');
      const event = await until(
        'the payment event',
        () => seen.find((e) => e.event === `company-${k.seed.a.id}-payment`),
        2000,
      );
      expect(event.payload).toMatchObject({ action: 'CONCLUIDA', company: { id: k.seed.a.id } });

      const before = await snapshot();
      const replay = await fireWebhook(k, { txid, amount: 99.9, status: 'CONCLUIDA' });
      const again = await Promise.all(
        [1, 2].map(() => fireWebhook(k, { txid, amount: 99.9, status: 'CONCLUIDA' })),
      );
      expect([replay, ...again].map((r) => r.body.outcome)).toEqual([
        'already-paid',
        'already-paid',
        'already-paid',
      ]);
      expect(await snapshot()).toEqual(before);
      // a paid invoice is not charged again
      expect((await k.admin.post('/subscription', checkout(invoiceId, 99.9))).body.error).toBe(
        'ERR_INVOICE_ALREADY_PAID',
      );
    } finally {
      socket.disconnect();
    }
  });
});

describe('a company past its due date', () => {
  it('logs in, is told so, reaches billing and gets 402 elsewhere until it pays', async () => {
    await setDueDate(k.t, k.seed.b.id, new Date(Date.now() - 10 * 864e5));
    const res = await k.t
      .client()
      .post('/auth/login', { email: k.seed.b.admin.email, password: 'secret123' });
    expect(res.status).toBe(200);
    expect(res.body.user.company.overdue).toBe(true);
    const b = await login(k.t, k.seed.b.admin.email);
    expect((await b.get('/helps')).status).toBe(402);
    expect((await b.get('/helps')).body.error).toBe('ERR_SUBSCRIPTION_OVERDUE');
    await k.services.generateInvoices();
    const invoices = await b.get('/invoices/all');
    expect(invoices.status).toBe(200);
    const open = invoices.body.find((i: { status: string }) => i.status === 'open');
    const charge = await b.post('/subscription', checkout(open.id, 0.01));
    expect(charge.status).toBe(200);
    expect(charge.body.valor.original).toBe('99.90');
    const modules = (await b.get('/modules')).body.modules.map((m: { name: string }) => m.name);
    expect(modules).toContain('billing');
    expect(modules).not.toContain('helps');

    expect(
      (await fireWebhook(k, { txid: charge.body.txid, amount: 99.9, status: 'CONCLUIDA' })).body.outcome,
    ).toBe('paid');
    // still 10 days overdue minus one month: in good standing again
    expect((await b.get('/helps')).status).toBe(200);
    const me = await b.get('/auth/me');
    expect(me.body.company.overdue).toBe(false);
  });
});
