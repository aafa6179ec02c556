import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { advanceByRecurrence } from '../src/index.js';
import { invoiceRows, setDueDate, startBillingKernel, type BillingKernel } from './billing-kernel.js';

const k = kernelPerFile<BillingKernel>(startBillingKernel);

const inDays = (d: number) => new Date(Date.now() + d * 864e5);

describe('the invoice job', () => {
  it('issues one invoice per company and period however often it runs, at once or not', async () => {
    const due = inDays(3);
    await setDueDate(k.t, k.seed.a.id, due);
    await setDueDate(k.t, k.seed.b.id, inDays(5), 'TRIMESTRAL');
    await k.services.generateInvoices();
    await k.services.generateInvoices();
    // several runs at the same moment (two processes): the unique (company, period) keeps one
    await Promise.all([1, 2, 3, 4].map(() => k.services.generateInvoices()));

    const a = await invoiceRows(k.t, k.seed.a.id);
    expect(a).toHaveLength(1);
    expect(Number(a[0].value)).toBe(99.9); // the plan's monthly value × 1 month
    expect(a[0].status).toBe('open');
    const b = await invoiceRows(k.t, k.seed.b.id);
    expect(b.map((i) => Number(i.value))).toEqual([299.7]); // TRIMESTRAL: 3 months
    // the platform's own company (its super users) is not billed
    expect(await invoiceRows(k.t, k.seed.platform.id)).toHaveLength(0);
  });

  it('issues the next period once the due date moved on, and none far ahead of the due date', async () => {
    const a0 = (await invoiceRows(k.t, k.seed.a.id))[0];
    const next = advanceByRecurrence(new Date(Number(a0.dueDate) || a0.dueDate), 'MENSAL');
    await setDueDate(k.t, k.seed.a.id, next);
    await k.services.generateInvoices(new Date(next.getTime() - 864e5));
    await k.services.generateInvoices(new Date(next.getTime() - 864e5));
    expect(await invoiceRows(k.t, k.seed.a.id)).toHaveLength(2);

    await setDueDate(k.t, k.seed.b.id, inDays(60));
    const before = (await invoiceRows(k.t, k.seed.b.id)).length;
    await k.services.generateInvoices();
    expect(await invoiceRows(k.t, k.seed.b.id)).toHaveLength(before);
  });

  it("GET /invoices/all lists the caller's company's invoices; another company's id is 404", async () => {
    const mine = await k.admin.get('/invoices/all?pageNumber=1&searchParam=');
    expect(mine.status).toBe(200);
    expect(Array.isArray(mine.body)).toBe(true);
    expect(mine.body).toHaveLength(2);
    expect(mine.body[0]).toMatchObject({ detail: 'Completo', status: 'open', value: 99.9 });
    expect(Object.keys(mine.body[0])).toEqual(
      expect.arrayContaining(['id', 'detail', 'value', 'dueDate', 'status']),
    );
    const one = await k.admin.get(`/invoices/${mine.body[0].id}`);
    expect(one.body.id).toBe(mine.body[0].id);
    expect((await k.adminB.get(`/invoices/${mine.body[0].id}`)).status).toBe(404);
    expect((await k.admin.get('/invoices/all?searchParam=nada')).body).toEqual([]);
  });
});
