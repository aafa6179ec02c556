import { beforeAll, describe, expect, it } from 'vitest';
import { asaasData } from '../support/fake-asaas.js';
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
        [
          '*Vencimento:* 01/11/2026',
          '*Valor:* R$ 1.250,50',
          '*Boleto (PDF):* https://sandbox.asaas.com/b/pdf/pay_overdue',
          'Linha digitável na próxima mensagem.',
        ].join('\n'),
        asaasData.lines.pay_overdue,
        [
          '*Vencimento:* 01/12/2026',
          '*Valor:* R$ 99,90',
          '*Boleto (PDF):* https://sandbox.asaas.com/b/pdf/pay_pending',
          'Linha digitável na próxima mensagem.',
          'Pix copia e cola logo em seguida.',
        ].join('\n'),
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
      expect(ana.received()).toEqual([
        'Olá, Ana Em Dia! Não há nenhuma fatura em aberto no seu cadastro. Obrigado por estar em dia!',
      ]);
      const rui = contact(world.k, conn, '5511977770003');
      await rui.says('471.920.917-31');
      expect(rui.received()).toEqual([
        'Não encontrei nenhum cadastro com o CPF 471.920.917-31. Confira o número e envie novamente, ' +
          'ou aguarde que um atendente vai falar com você.',
      ]);
    });

    it('Asaas down: the polite message', async () => {
      world.asaas.down = true;
      try {
        const ivo = contact(world.k, conn, '5511977770004');
        await ivo.says('11222333000181');
        expect(ivo.received()).toEqual([
          'Não consegui consultar suas faturas agora. Por favor, tente novamente em alguns minutos ' +
            'ou aguarde que um atendente vai falar com você.',
        ]);
      } finally {
        world.asaas.down = false;
      }
    });
  });
}
