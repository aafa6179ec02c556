import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asaasGateway } from '../src/index.js';

/** A local stand-in for Asaas' REST API v3: customers, PIX payments and their QR codes. */
interface Call {
  method: string;
  url: string;
  token: string | undefined;
  body: Record<string, unknown> | undefined;
}
const calls: Call[] = [];
let server: Server;
let baseUrl: string;
let failPayments = false;

async function readBody(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
}

beforeAll(async () => {
  const customers: { id: string; externalReference: string }[] = [];
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    calls.push({ method: req.method!, url: req.url!, token: req.headers.access_token as string, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.access_token !== 'key-123')
      return send(401, { errors: [{ code: 'invalid_access_token' }] });
    const url = new URL(req.url!, 'http://x');
    if (req.method === 'GET' && url.pathname === '/v3/customers')
      return send(200, {
        data: customers.filter((c) => c.externalReference === url.searchParams.get('externalReference')),
      });
    if (req.method === 'POST' && url.pathname === '/v3/customers') {
      const c = { id: `cus_${customers.length + 1}`, externalReference: String(body!.externalReference) };
      customers.push(c);
      return send(200, c);
    }
    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      if (failPayments) return send(400, { errors: [{ code: 'invalid_value' }] });
      return send(200, { id: 'pay_777', status: 'PENDING', value: body!.value });
    }
    if (req.method === 'GET' && url.pathname === '/v3/payments/pay_777/pixQrCode')
      return send(200, {
        encodedImage: 'iVBOR',
        payload: '00020126pixpayload',
        expirationDate: '2030-01-01 23:59:59',
      });
    send(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(() => new Promise((r) => server.close(r)));

const request = {
  invoiceId: 12,
  companyId: 3,
  amount: 99.9,
  description: 'Completo (2030-01-01)',
  dueDate: new Date('2030-01-01T12:00:00Z'),
  payer: { name: 'Empresa A', email: 'a@a.test' },
};

describe('the Asaas adapter', () => {
  it('makes a PIX payment for the customer of the company and answers its QR payload', async () => {
    const gateway = asaasGateway({ baseUrl, apiKey: 'key-123', webhookToken: 'hook-token' });
    const charge = await gateway.createPixCharge(request);
    expect(charge).toMatchObject({ txid: 'pay_777', payload: '00020126pixpayload' });
    expect(charge.expiresAt?.toISOString()).toBe('2030-01-02T02:59:59.000Z');
    const payment = calls.find((c) => c.method === 'POST' && c.url === '/v3/payments')!;
    expect(payment.body).toMatchObject({
      customer: 'cus_1',
      billingType: 'PIX',
      value: 99.9,
      dueDate: '2030-01-01',
      externalReference: 'invoice-12',
    });
    expect(calls.every((c) => c.token === 'key-123')).toBe(true);
    // the second charge of the same company finds its customer instead of making another
    await gateway.createPixCharge(request);
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/v3/customers')).toHaveLength(1);
  });

  it('turns a refused or unreachable API into ERR_PAYMENT_GATEWAY', async () => {
    failPayments = true;
    const gateway = asaasGateway({ baseUrl, apiKey: 'key-123', webhookToken: 'hook-token' });
    await expect(gateway.createPixCharge(request)).rejects.toMatchObject({ code: 'ERR_PAYMENT_GATEWAY' });
    failPayments = false;
    const wrongKey = asaasGateway({ baseUrl, apiKey: 'nope', webhookToken: 'hook-token' });
    await expect(wrongKey.createPixCharge(request)).rejects.toMatchObject({ code: 'ERR_PAYMENT_GATEWAY' });
    const down = asaasGateway({ baseUrl: 'http://127.0.0.1:9/v3', apiKey: 'key-123', webhookToken: 'x' });
    await expect(down.createPixCharge(request)).rejects.toMatchObject({ code: 'ERR_PAYMENT_GATEWAY' });
  });

  it('reads a webhook only with the configured asaas-access-token', () => {
    const gateway = asaasGateway({ baseUrl, apiKey: 'key-123', webhookToken: 'hook-token' });
    const body = { event: 'PAYMENT_RECEIVED', payment: { id: 'pay_777', value: 99.9, status: 'RECEIVED' } };
    const raw = JSON.stringify(body);
    expect(
      gateway.readWebhook({ headers: { 'asaas-access-token': 'hook-token' }, rawBody: raw, body }),
    ).toEqual({
      txid: 'pay_777',
      amount: 99.9,
      paid: true,
    });
    expect(
      gateway.readWebhook({ headers: { 'asaas-access-token': 'hook-tokem' }, rawBody: raw, body }),
    ).toBeNull();
    expect(gateway.readWebhook({ headers: {}, rawBody: raw, body })).toBeNull();
    const created = { event: 'PAYMENT_CREATED', payment: { id: 'pay_777', value: 99.9 } };
    expect(
      gateway.readWebhook({ headers: { 'asaas-access-token': 'hook-token' }, rawBody: '', body: created })
        ?.paid,
    ).toBe(false);
  });
});
