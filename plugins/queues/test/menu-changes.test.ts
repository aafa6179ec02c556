import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionWith, contact, queueWith, startBotKernel, type BotKernel } from './bot-kernel.js';

/**
 * The bot keeps each connection's menu in the kernel's cache (it reads it on every message): what an admin changes
 * through the routes is what the next customer is offered, without a restart.
 */
let k: BotKernel;
beforeAll(async () => {
  k = await startBotKernel();
}, 60_000);
afterAll(async () => k?.t.stop());

const menu = (greeting: string, ...names: string[]) =>
  [greeting, names.map((n, i) => `${i + 1} - ${n}`).join('\n')].join('\n\n');

describe('a menu changed by an admin', () => {
  it('offers a renamed queue under its new name', async () => {
    const loja = await queueWith(k, { name: 'Loja', orderQueue: 1 });
    const sac = await queueWith(k, { name: 'SAC', orderQueue: 2 });
    const conn = await connectionWith(k, [loja, sac], { greetingMessage: 'Olá!' });
    const ana = contact(k, conn, '5511922220001');
    await ana.says('oi');
    expect(ana.received()).toEqual([menu('Olá!', 'Loja', 'SAC')]);

    expect((await k.admin.put(`/queue/${sac}`, { name: 'Atendimento' })).status).toBe(200);
    const bruno = contact(k, conn, '5511922220002');
    await bruno.says('oi');
    expect(bruno.received()).toEqual([menu('Olá!', 'Loja', 'Atendimento')]);
  });

  it("offers the connection's new greeting and queues once they are saved", async () => {
    const a = await queueWith(k, { name: 'Peças', orderQueue: 1 });
    const b = await queueWith(k, { name: 'Oficina', orderQueue: 2 });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Bom dia!' });
    const carla = contact(k, conn, '5511922220003');
    await carla.says('oi');
    expect(carla.received()).toEqual([menu('Bom dia!', 'Peças', 'Oficina')]);

    const c = await queueWith(k, { name: 'Guincho', orderQueue: 3 });
    const saved = await k.admin.put(`/whatsapp/${conn}`, { greetingMessage: 'Boa tarde!', queueIds: [b, c] });
    expect(saved.status).toBe(200);
    const davi = contact(k, conn, '5511922220004');
    await davi.says('oi');
    expect(davi.received()).toEqual([menu('Boa tarde!', 'Oficina', 'Guincho')]);
  });
});
