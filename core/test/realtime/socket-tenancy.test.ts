import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login } from '../support/index.js';
import { connectSocket, recordEvents, sleep } from '../support/socket-client.js';

const { t, seed } = tenantKernelPerFile();

describe('socket', () => {
  it('refuses a bad or missing token', async () => {
    await expect(connectSocket(t.url, 'forged.token.value')).rejects.toThrow('ERR_SESSION_EXPIRED');
    await expect(connectSocket(t.url, '')).rejects.toThrow('ERR_SESSION_EXPIRED');
  });

  it("hears its own company's events and never another company's", async () => {
    const a = await login(t, seed.a.admin.email);
    const b = await login(t, seed.b.admin.email);
    const sockA = await connectSocket(t.url, a.token!);
    const sockB = await connectSocket(t.url, b.token!);
    const heardA = recordEvents(sockA);
    const heardB = recordEvents(sockB);

    expect((await a.put('/settings/userRating', { value: 'enabled' })).status).toBe(200);
    expect(
      (await a.post('/users', { name: 'Atendente Nova', email: 'nova@a.test', password: 'senha123' })).status,
    ).toBe(201);
    await sleep(200);

    expect(heardA.map((e) => e.event)).toEqual([
      `company-${seed.a.id}-settings`,
      `company-${seed.a.id}-user`,
    ]);
    expect(heardA[1]!.payload).toMatchObject({ action: 'create', user: { email: 'nova@a.test' } });
    expect(heardB).toEqual([]);

    // B cannot join A's rooms by naming them: joins are prefixed with the socket's own company
    sockB.emit('joinTickets', 'open');
    sockB.emit('joinChatBox', `company-${seed.a.id}`);
    await sleep(100);
    t.kernel.realtime.emitToRoom(`company-${seed.a.id}-status-open`, 'probe', {});
    await sleep(100);
    expect(heardB).toEqual([]);

    sockA.close();
    sockB.close();
  });

  it('marks the user online while a socket is connected', async () => {
    const c = await login(t, seed.b.user.email);
    const sock = await connectSocket(t.url, c.token!);
    await sleep(100);
    expect((await t.kernel.knex('users').where({ id: seed.b.user.id }).first()).online).toBeTruthy();
    sock.close();
    await sleep(300);
    expect((await t.kernel.knex('users').where({ id: seed.b.user.id }).first()).online).toBeFalsy();
  });
});
