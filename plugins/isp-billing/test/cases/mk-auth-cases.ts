import { beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../support/answers.js';
import { mkAuthData } from '../support/fake-mk-auth.js';
import { connectionOf, contact } from '../support/isp-kernel.js';
import { useOnly, type LookupWorld } from '../support/lookup-world.js';

export function mkAuthCases(world: LookupWorld) {
  describe('MK-Auth lookup', () => {
    let conn: string;
    beforeAll(async () => {
      await useOnly(world, {
        ipmkauth: world.mk.url,
        clientidmkauth: mkAuthData.clientId,
        clientsecretmkauth: mkAuthData.clientSecret,
      });
      conn = await connectionOf(world.k, world.k.seed.a.id);
    });
    it('a CPF gets the open title with its line, Pix code and boleto page; paid titles are left out', async () => {
      const carlos = contact(world.k, conn, '5511966660001');
      await carlos.says('318.277.913-30');
      expect(carlos.received()).toEqual([
        'Olá, Carlos Souza! Encontrei 1 fatura em aberto.',
        answers.invoice('05/12/2026', 'R$ 120,00', `${world.mk.url}/boleto/21boleto.php?titulo=555`, true),
        '23793.38128 60000.000003 00000.000400 1 12350000012000',
        '00020126580014br.gov.bcb.pix0136mkauth-pix-555',
      ]);
      // the client by the CPF's digits, with the JWT the client id and secret got
      const show = world.mk.received.find((r) => r.path.startsWith('/api/cliente/show/'))!;
      expect(show.path).toBe('/api/cliente/show/31827791330');
      expect(show.headers.authorization).toMatch(/^Bearer ey/);
    });

    it('a CPF MK-Auth does not know (it answers NULL) gets the not-found message', async () => {
      const ana = contact(world.k, conn, '5511966660002');
      await ana.says('925.924.299-13');
      expect(ana.received()).toEqual([answers.notFound('925.924.299-13')]);
    });

    it('MK-Auth unreachable (connection refused): the polite message', async () => {
      // a port nothing listens on: the request fails at once, as a server that is off does
      await useOnly(world, {
        ipmkauth: 'http://127.0.0.1:1',
        clientidmkauth: mkAuthData.clientId,
        clientsecretmkauth: mkAuthData.clientSecret,
      });
      const leo = contact(world.k, conn, '5511966660003');
      await leo.says('31827791330');
      expect(leo.received()).toEqual([answers.unavailable]);
    });
  });
}
