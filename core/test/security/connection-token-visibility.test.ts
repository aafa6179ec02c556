import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { insertWhatsapp, login } from '../support/index.js';
import { connectSocket, recordEvents, sleep } from '../support/socket-client.js';

/** Finding 3: the connection token lets anyone send as the company through the messages API: admins only. */
const { t, seed } = tenantKernelPerFile();
let connectionId: number;

beforeAll(async () => {
  connectionId = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Principal');
});

describe('connection tokens', () => {
  it('are returned to admins and never to attendants, in the list and in one connection', async () => {
    const admin = await login(t, seed.a.admin.email);
    const attendant = await login(t, seed.a.user.email);
    const adminList = (await admin.get('/whatsapp')).body;
    expect(adminList[0].token).toMatch(/^\w{32}$/);
    expect((await admin.get(`/whatsapp/${connectionId}`)).body.token).toBe(adminList[0].token);

    const list = await attendant.get('/whatsapp');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: connectionId, name: 'Principal' });
    expect(list.body[0]).not.toHaveProperty('token');
    const one = await attendant.get(`/whatsapp/${connectionId}`);
    expect(one.status).toBe(200);
    expect(one.body).not.toHaveProperty('token');
    expect(JSON.stringify(one.body)).not.toContain(adminList[0].token);
  });

  it('travel in the realtime update to admin sockets only', async () => {
    const admin = await login(t, seed.a.admin.email);
    const attendant = await login(t, seed.a.user.email);
    const adminSocket = await connectSocket(t.url, admin.token!);
    const attendantSocket = await connectSocket(t.url, attendant.token!, { via: 'query' });
    const heardByAdmin = recordEvents(adminSocket);
    const heardByAttendant = recordEvents(attendantSocket);

    expect((await admin.put(`/whatsapp/${connectionId}`, { name: 'Principal 2' })).status).toBe(200);
    await sleep(300);
    const event = `company-${seed.a.id}-whatsapp`;
    expect(heardByAdmin.filter((e) => e.event === event)).toHaveLength(1);
    expect(heardByAttendant.filter((e) => e.event === event)).toHaveLength(1);
    const toAdmin = heardByAdmin.find((e) => e.event === event)!.payload as { whatsapp: { token?: string } };
    const toAttendant = heardByAttendant.find((e) => e.event === event)!.payload as {
      action: string;
      whatsapp: Record<string, unknown>;
    };
    expect(toAdmin.whatsapp.token).toMatch(/^\w{32}$/);
    expect(toAttendant).toMatchObject({
      action: 'update',
      whatsapp: { id: connectionId, name: 'Principal 2' },
    });
    expect(toAttendant.whatsapp).not.toHaveProperty('token');
    adminSocket.close();
    attendantSocket.close();
  });
});
