import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createKernel, type Kernel } from '@balcao/core';
import { HttpClient, PASSWORD, testEnv, insertContact, until } from '@balcao/core/testing';
import schedules from '../src/index.js';
import { LATE_AFTER_MS } from '../src/sending/send-schedule.js';
import { startSchedulesKernel, type SchedulesKernel } from './schedules-kernel.js';

/**
 * Spec (issue 14): a schedule whose time passed while the server was down is sent when it starts again, once,
 * and marked late; one due later is sent on time and not late.
 */
let k: SchedulesKernel;
let second: Kernel | undefined;

beforeAll(async () => {
  k = await startSchedulesKernel();
});
afterAll(async () => {
  await second?.stop();
  await k?.t.db.drop();
});

const secondsAhead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);

describe('schedules across a restart', () => {
  it('sends one due while the kernel was stopped once after the restart, marked late', async () => {
    const missed = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente Atrasado',
      number: '5511966600001',
    });
    const onTime = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente Pontual',
      number: '5511966600002',
    });
    const dueAt = secondsAhead(3000);
    const a = await k.admin.post('/schedules', { body: 'Chegou atrasada', contactId: missed, sendAt: dueAt });
    const b = await k.admin.post('/schedules', {
      body: 'Chega na hora',
      contactId: onTime,
      sendAt: secondsAhead(15_000),
    });
    const oldSim = k.sim;
    await k.t.kernel.stop();
    expect(Date.now()).toBeLessThan(dueAt.getTime());
    // down past its time and past the lateness threshold (5 s)
    await until('the downtime to pass', () => Date.now() > dueAt.getTime() + 6000, 15_000);
    expect(oldSim.sent(String(k.connectionId))).toEqual([]);

    second = await createKernel({ env: testEnv(k.t.db.url), plugins: [contacts, tickets, schedules] });
    const sim = second.channels.sim!;
    // a fresh simulator has no linked phone: the phone scans whenever asked
    second.hooks.on('connection.status', (e: { connectionId: number; status: string }) => {
      if (e.status === 'qrcode') queueMicrotask(() => sim.scan(String(e.connectionId)));
    });
    const url = await second.listen(0, '127.0.0.1');
    const sentTo = (n: string) => sim.sent(String(k.connectionId)).filter((r) => r.chatId === n);
    await until('the missed schedule to go out', () => sentTo('5511966600001').length > 0, 20_000);
    const row = async (id: number) => second!.knex('schedules').where({ id }).first();
    await until('it to be ENVIADA', async () => (await row(a.body.id))?.status === 'ENVIADA');
    // the list shows it as late
    const admin = new HttpClient(url);
    const auth = await admin.post('/auth/login', { email: k.seed.a.admin.email, password: PASSWORD });
    admin.withToken(auth.body.token);
    const page = await admin.get(`/schedules?contactId=${missed}`);
    expect(page.body.schedules).toEqual([
      expect.objectContaining({ id: a.body.id, status: 'ENVIADA', late: true, sentAt: expect.any(String) }),
    ]);

    await until('the later one to go out', () => sentTo('5511966600002').length > 0, 35_000);
    await until('it to be ENVIADA', async () => (await row(b.body.id))?.status === 'ENVIADA');
    expect(Boolean((await row(b.body.id)).late)).toBe(false);
    // never before its time, and within the lateness threshold that would have marked it late (a loaded
    // machine's poll can be a second behind)
    const delay = sentTo('5511966600002')[0]!.sentAt.getTime() - new Date(b.body.sendAt).getTime();
    expect(delay).toBeGreaterThanOrEqual(0);
    expect(delay).toBeLessThan(LATE_AFTER_MS);
    expect(sentTo('5511966600001')).toHaveLength(1);
  }, 90_000);
});
