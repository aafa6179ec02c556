import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailable } from '../src/lookup/lookup-texts.js';
import { ixcData, startFakeIxc } from './support/fake-ixc.js';
import type { FakeServer } from './support/fake-server.js';
import { connectionOf, contact, setSettings, startIspKernel, type IspKernel } from './support/isp-kernel.js';

/**
 * Issue 27, finding 3: a company's billing host goes through the egress guard. The tests' allow-list is
 * http://127.0.0.1; an IXC on 127.0.0.2 stands for an internal host the server must never call.
 */
let k: IspKernel;
let internal: FakeServer;
beforeAll(async () => {
  internal = await startFakeIxc('127.0.0.2');
  k = await startIspKernel();
}, 60_000);
afterAll(async () => {
  await k?.t.stop();
  await internal?.close();
});

describe('ISP billing hosts', () => {
  it('refuses to save an IXC or MK-Auth host pointing inside', async () => {
    const inside = [
      internal.url,
      `127.0.0.2:${new URL(internal.url).port}`,
      '10.0.0.5:8080',
      '192.168.0.10',
      '169.254.169.254',
      '[::1]',
    ];
    for (const key of ['ipixc', 'ipmkauth'])
      for (const value of inside) {
        const res = await k.admin.put(`/settings/${key}`, { value });
        expect([key, value, res.status, res.body]).toEqual([
          key,
          value,
          400,
          { error: 'ERR_EGRESS_URL_REFUSED', fields: { value: 'URL not allowed' } },
        ]);
      }
    // a public host, and clearing the setting, are fine
    await setSettings(k, { ipixc: 'erp.provedor.com.br', ipmkauth: '' });
    await setSettings(k, { ipixc: '' });
  });

  it('never calls an internal host saved before the guard: the contact gets the apology', async () => {
    // as a row written before the guard existed: straight into the store, past the route's check
    await k.t.kernel.settings.set(k.seed.a.id, 'ipixc', internal.url);
    await k.t.kernel.settings.set(k.seed.a.id, 'tokenixc', ixcData.token);
    const conn = await connectionOf(k, k.seed.a.id);
    const maria = contact(k, conn, '5511933330001');
    await maria.says('529.982.247-25');
    expect(internal.received).toEqual([]);
    expect(maria.received()).toEqual([unavailable]);
  });
});
