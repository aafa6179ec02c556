import { describe, expect, it } from 'vitest';
import { insertWhatsapp, login, insertContact, signedInUser } from '@balcao/core/testing';
import { ticketsKernelPerFile } from './tickets-per-file.js';
import { trackingOf } from './ticket-fixtures.js';

const { k, db } = ticketsKernelPerFile();

describe('POST /tickets', () => {
  it('opens a ticket for the caller on the default connection, with its tracking row', async () => {
    const contactId = await insertContact(db(), k.companyId, {
      name: 'Nova Pessoa',
      number: '5511911110001',
    });
    const queueId = k.seed.a.queueId;
    const res = await k.attendant.post('/tickets', {
      contactId,
      queueId,
      userId: k.seed.a.user.id,
      status: 'open',
      companyId: k.companyId, // the client sends its own company: an echo
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contactId,
      queueId,
      status: 'open',
      userId: k.seed.a.user.id,
      whatsappId: k.connectionId,
      contact: { name: 'Nova Pessoa' },
      queue: { id: queueId },
      user: { id: k.seed.a.user.id },
    });
    const [row] = await trackingOf(db(), res.body.id);
    expect(row).toMatchObject({ queueId, userId: k.seed.a.user.id, whatsappId: k.connectionId });
    expect(row.startedAt).toBeTruthy();
    expect(row.queuedAt).toBeTruthy();
    expect(row.finishedAt).toBeNull();
  });

  it('409 ERR_OTHER_OPEN_TICKET carries the other ticket as the JSON string the client parses', async () => {
    const contactId = await insertContact(db(), k.companyId, { name: 'Repetida', number: '5511911110002' });
    const first = await k.attendant.post('/tickets', {
      contactId,
      queueId: k.seed.a.queueId,
      status: 'open',
    });
    expect(first.status).toBe(200);
    const other = await signedInUser(k.t, k.companyId, { name: 'Outra', queueIds: [k.seed.a.queueId] });
    const again = await other.http.post('/tickets', { contactId, queueId: k.seed.a.queueId, status: 'open' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ERR_OTHER_OPEN_TICKET');
    const shown = JSON.parse(again.body.error);
    expect(shown).toMatchObject({
      id: first.body.id,
      uuid: first.body.uuid,
      userId: k.seed.a.user.id,
      user: { name: 'user Empresa A' },
      queue: { name: 'Vendas Empresa A' },
    });
    const tickets = await db()('tickets').where({ contactId });
    expect(tickets).toHaveLength(1);
  });

  it('refuses ids of another company and says when there is no default connection', async () => {
    const contactId = await insertContact(db(), k.companyId, { name: 'Cruzada', number: '5511911110003' });
    const foreignContact = await insertContact(db(), k.seed.b.id, { name: 'De B', number: '5511911110004' });
    const bWapp = await insertWhatsapp(db(), k.seed.b.id, 'Conexao B');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ contactId: foreignContact }, 404, 'ERR_NO_CONTACT_FOUND'],
      [{ contactId, queueId: k.seed.b.queueId }, 404, 'ERR_NO_QUEUE_FOUND'],
      [{ contactId, userId: k.seed.b.user.id }, 404, 'ERR_NO_USER_FOUND'],
      [{ contactId, whatsappId: bWapp }, 404, 'ERR_NO_WAPP_FOUND'],
      [{ contactId, companyId: k.seed.b.id }, 400, 'ERR_VALIDATION'],
      [{ contactId: 'abc' }, 400, 'ERR_VALIDATION'],
      [{ contactId, status: 'weird' }, 400, 'ERR_VALIDATION'],
    ];
    for (const [body, status, error] of cases) {
      const res = await k.admin.post('/tickets', body);
      expect([JSON.stringify(body), res.status, res.body.error]).toEqual([
        JSON.stringify(body),
        status,
        error,
      ]);
    }
    expect(await db()('tickets').where({ contactId })).toHaveLength(0);
    await db()('whatsapps').where({ id: bWapp }).update({ isDefault: false });
    const adminB = await login(k.t, k.seed.b.admin.email);
    const noDefault = await adminB.post('/tickets', { contactId: foreignContact });
    expect(noDefault.status).toBe(404);
    expect(noDefault.body.error).toBe('ERR_NO_DEF_WAPP_FOUND');
  });

  it("uses the caller's own connection when they have one", async () => {
    const second = await insertWhatsapp(db(), k.companyId, 'Segunda', { isDefault: false });
    const own = await signedInUser(k.t, k.companyId, {
      name: 'Com Conexao',
      queueIds: [k.seed.a.queueId],
      whatsappId: second,
    });
    const contactId = await insertContact(db(), k.companyId, {
      name: 'Pela Segunda',
      number: '5511911110005',
    });
    const res = await own.http.post('/tickets', { contactId, queueId: k.seed.a.queueId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ whatsappId: second, status: 'open', userId: own.id });
  });
});
