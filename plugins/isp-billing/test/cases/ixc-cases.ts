import { beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../support/answers.js';
import { whileDown } from '../support/fake-server.js';
import { ixcData } from '../support/fake-ixc.js';
import { connectionOf, contact, menuOf, replay } from '../support/isp-kernel.js';
import { useOnly, type LookupWorld } from '../support/lookup-world.js';

const mariaAnswer = [
  'Olá, Maria da Silva! Encontrei 1 fatura em aberto.',
  answers.invoice('10/12/2026', 'R$ 89,90', 'https://pagar.exemplo.com.br/9001', true),
  ixcData.printedLine,
  ixcData.pix,
];

export function ixcCases(world: LookupWorld) {
  describe('IXC lookup', () => {
    let conn: string;
    beforeAll(async () => {
      // the setting normally names a host; a full URL lets the test reach its fake over http
      await useOnly(world, { ipixc: world.ixc.url, tokenixc: ixcData.token });
      conn = await connectionOf(world.k, world.k.seed.a.id);
    });

    it('a formatted CPF gets the open boleto, its digitable line and the Pix code', async () => {
      const maria = contact(world.k, conn, '5511955550001');
      await maria.says(' 529.982.247-25 ');
      expect(maria.received()).toEqual(mariaAnswer);

      // the customer by the masked CPF, as IXC stores it, through a listing with the token
      const cliente = world.ixc.received.find((r) => r.path === '/webservice/v1/cliente')!;
      expect(cliente.headers.ixcsoft).toBe('listar');
      expect(JSON.parse(cliente.body)).toMatchObject({ qtype: 'cliente.cnpj_cpf', query: '529.982.247-25' });
      // the boleto was printed first, which is when IXC fills its line
      expect(world.ixc.received.some((r) => r.path === '/webservice/v1/get_boleto')).toBe(true);

      // the lookup answered: the queue menu did not; the next message is the normal flow's
      await maria.says('oi');
      expect(maria.received()).toEqual([...mariaAnswer, menuOf(conn)]);
    });

    it('a CPF nobody has gets the not-found message', async () => {
      const joao = contact(world.k, conn, '5511955550002');
      await joao.says('13288528819');
      expect(joao.received()).toEqual([answers.notFound('132.885.288-19')]);
    });

    it('a customer with nothing open is told so', async () => {
      const pago = contact(world.k, conn, '5511955550003');
      await pago.says('446.048.910-44');
      expect(pago.received()).toEqual([answers.upToDate('João Pago')]);
    });

    it('a CPF with a wrong check digit is left to the normal flow: the queue menu answers', async () => {
      const before = world.ixc.received.length;
      const erro = contact(world.k, conn, '5511955550004');
      await erro.says('529.982.247-26');
      expect(erro.received()).toEqual([menuOf(conn)]);
      expect(world.ixc.received).toHaveLength(before);
    });

    it('the system down: a polite message, the event done, no stall', async () => {
      await whileDown(world.ixc, async () => {
        const lia = contact(world.k, conn, '5511955550005');
        await lia.says('529.982.247-25');
        expect(lia.received()).toEqual([answers.unavailable]);
        // the conversation goes on: the next message reaches the queue menu at once
        await lia.says('quero falar com alguém');
        expect(lia.received()).toHaveLength(2);
        expect(lia.received()[1]).toBe(menuOf(conn));
      });
    });

    it('a replayed inbound event sends nothing twice and asks IXC nothing again', async () => {
      const rui = contact(world.k, conn, '5511955550006');
      const waId = await rui.says('529.982.247-25');
      expect(rui.received()).toEqual(mariaAnswer);
      const asked = world.ixc.received.length;
      await replay(world.k, waId);
      expect(rui.received()).toEqual(mariaAnswer);
      expect(world.ixc.received).toHaveLength(asked);
    });

    it("a ticket a queue integration drives: the CPF is its answer, not the lookup's", async () => {
      const before = world.ixc.received.length;
      const eva = contact(world.k, conn, '5511955550008');
      await eva.says('oi');
      expect(eva.received()).toEqual([menuOf(conn)]);
      // as a typebot's step leaves it while it waits for the contact's answer
      await world.k.t.kernel
        .knex('tickets')
        .whereIn(
          'contactId',
          world.k.t.kernel.knex('contacts').where({ number: '5511955550008' }).select('id'),
        )
        .update({ useIntegration: true });
      await eva.says('529.982.247-25');
      expect(eva.received()).toEqual([menuOf(conn)]);
      expect(world.ixc.received).toHaveLength(before);
    });

    it('a company without billing settings: the lookup stays out of it', async () => {
      const before = world.ixc.received.length;
      const other = await connectionOf(world.k, world.k.seed.b.id);
      const bia = contact(world.k, other, '5511955550007');
      await bia.says('529.982.247-25');
      expect(bia.received()).toEqual([menuOf(other)]);
      expect(world.ixc.received).toHaveLength(before);
    });
  });
}
