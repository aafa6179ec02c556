import { beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../support/answers.js';
import { asaasData } from '../support/fake-asaas.js';
import { whileDown } from '../support/fake-server.js';
import { connectionOf, contact } from '../support/isp-kernel.js';
import { useOnly, type LookupWorld } from '../support/lookup-world.js';

export function asaasCases(world: LookupWorld) {
  describe('Asaas lookup', () => {
    let conn: string;
    beforeAll(async () => {
      await useOnly(world, { asaas: asaasData.apiKey });
      conn = await connectionOf(world.k, world.k.seed.a.id);
    });
    it('a formatted CNPJ gets its overdue and pending charges, oldest first, Pix where there is one', async () => {
      const padaria = contact(world.k, conn, '5511977770001');
      await padaria.says('11.222.333/0001-81');
      expect(padaria.received()).toEqual([
        'Olá, Padaria Pão Quente Ltda! Encontrei 2 faturas em aberto.',
        answers.invoice('01/11/2026', 'R$ 1.250,50', 'https://sandbox.asaas.com/b/pdf/pay_overdue', false),
        asaasData.lines.pay_overdue,
        answers.invoice('01/12/2026', 'R$ 99,90', 'https://sandbox.asaas.com/b/pdf/pay_pending', true),
        asaasData.lines.pay_pending,
        asaasData.pix.pay_pending,
      ]);
      const customers = world.asaas.received.find((r) => r.path.startsWith('/v3/customers'))!;
      expect(customers.path).toBe('/v3/customers?cpfCnpj=11222333000181');
      expect(customers.headers.access_token).toBe(asaasData.apiKey);
    });

    it('a customer with nothing pending is told so; an unknown CPF gets the not-found message', async () => {
      const ana = contact(world.k, conn, '5511977770002');
      await ana.says('949.323.430-43');
      expect(ana.received()).toEqual([answers.upToDate('Ana Em Dia')]);
      const rui = contact(world.k, conn, '5511977770003');
      await rui.says('471.920.917-31');
      expect(rui.received()).toEqual([answers.notFound('471.920.917-31')]);
    });

    it('Asaas down: the polite message', async () => {
      await whileDown(world.asaas, async () => {
        const ivo = contact(world.k, conn, '5511977770004');
        await ivo.says('11222333000181');
        expect(ivo.received()).toEqual([answers.unavailable]);
      });
    });
  });
}
