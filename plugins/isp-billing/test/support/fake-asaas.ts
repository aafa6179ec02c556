import { startFake, type FakeServer } from './fake-server.js';

export const asaasData = {
  apiKey: '$aact_test_key',
  customers: [
    { id: 'cus_000001', name: 'Padaria Pão Quente Ltda', cpfCnpj: '11222333000181' },
    { id: 'cus_000002', name: 'Ana Em Dia', cpfCnpj: '94932343043' },
  ],
  payments: [
    {
      id: 'pay_overdue',
      customer: 'cus_000001',
      status: 'OVERDUE',
      dueDate: '2026-11-01',
      value: 1250.5,
      billingType: 'BOLETO',
      bankSlipUrl: 'https://sandbox.asaas.com/b/pdf/pay_overdue',
    },
    {
      id: 'pay_pending',
      customer: 'cus_000001',
      status: 'PENDING',
      dueDate: '2026-12-01',
      value: 99.9,
      billingType: 'BOLETO',
      bankSlipUrl: 'https://sandbox.asaas.com/b/pdf/pay_pending',
    },
  ],
  lines: {
    pay_overdue: '00190.00009 01234.567004 00000.001123 4 12340000125050',
    pay_pending: '00190.00009 01234.567004 00000.002123 5 12350000009990',
  } as Record<string, string>,
  pix: { pay_pending: '00020101021226770014br.gov.bcb.pix2555asaas-pix-pay_pending' } as Record<
    string,
    string
  >,
};

/** Asaas v3 with header access_token: customers, payments by customer and status, line and Pix per payment. */
export function startFakeAsaas(): Promise<FakeServer> {
  return startFake((req) => {
    if (req.headers.access_token !== asaasData.apiKey)
      return { status: 401, json: { errors: [{ code: 'invalid_access_token' }] } };
    const url = new URL(req.path, 'http://fake');
    const q = url.searchParams;
    if (url.pathname === '/v3/customers')
      return { json: { data: asaasData.customers.filter((c) => c.cpfCnpj === q.get('cpfCnpj')) } };
    if (url.pathname === '/v3/payments')
      return {
        json: {
          data: asaasData.payments.filter(
            (p) => p.customer === q.get('customer') && p.status === q.get('status'),
          ),
        },
      };
    const part = /^\/v3\/payments\/([\w]+)\/(identificationField|pixQrCode)$/.exec(url.pathname);
    if (part) {
      const [, id, what] = part;
      if (what === 'identificationField')
        return asaasData.lines[id!]
          ? { json: { identificationField: asaasData.lines[id!], nossoNumero: '1', barCode: 'x' } }
          : { status: 400, json: { errors: [{ code: 'invalid_action' }] } };
      return asaasData.pix[id!]
        ? { json: { encodedImage: 'iVBOR', payload: asaasData.pix[id!], expirationDate: '2026-12-31' } }
        : { status: 400, json: { errors: [{ code: 'invalid_action' }] } };
    }
    return { status: 404, json: { errors: [{ code: 'not_found' }] } };
  });
}
