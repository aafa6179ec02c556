import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { HttpClient, insertWhatsapp, openConnection, simContact, until } from '@balcao/core/testing';
import { logOf, startAuditKernel, type AuditKernel } from './audit-kernel.js';

/** Issue 34: a write by another system's API token, and one by a bot, each with its kind of actor. */
const k = kernelPerFile<AuditKernel>(startAuditKernel, 120_000);

describe('actors besides users', () => {
  it('a message sent through the messages API is the connection token’s', async () => {
    const token = 'AuditApiToken0123456789abcdefghi';
    const id = await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, 'ERP', { token, status: 'CONNECTED' });
    await k.t.kernel.channels.added(id);
    await until('the connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED');
    const res = await new HttpClient(k.t.url)
      .withToken(token)
      .request('POST', '/api/messages/send', { number: '5511955550001', body: 'Seu pedido saiu' });
    expect(res.status).toBe(200);
    const [row] = await logOf(k, { actorKind: 'api-token' });
    expect(row).toMatchObject({
      companyId: k.seed.a.id,
      actorKind: 'api-token',
      actorId: id,
      actorName: 'ERP',
      action: 'message.send',
      route: '/api/messages/send',
    });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a bot putting a ticket in a queue is the bot’s', async () => {
    const conn = await openConnection(k.t, k.seed.a.id, { queueIds: [k.seed.a.queueId] });
    const contact = simContact(k.t, k.sim, String(conn), '5511955550002', 'Cliente do Bot');
    await contact.says('oi');
    const row = await until('the bot row', async () => (await logOf(k, { actorKind: 'bot' }))[0]);
    expect(row).toMatchObject({
      companyId: k.seed.a.id,
      actorKind: 'bot',
      actorId: null,
      action: 'ticket.queue-set',
      entityType: 'ticket',
      after: { toQueueId: k.seed.a.queueId },
    });
  });
});
