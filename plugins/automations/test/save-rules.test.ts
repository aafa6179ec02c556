import { describe, expect, it } from 'vitest';
import { kernelPerFile, tagAndQueuePerFile } from '@balcao/core/testing/per-file';
import { startAutomationsKernel } from './automations-kernel.js';
import { insertQueue, insertTag } from '@balcao/core/testing';

const k = kernelPerFile(startAutomationsKernel);
const given = tagAndQueuePerFile(k, { tag: 'VIP', queue: 'Vendas' });

const rule = (extra: Record<string, unknown> = {}) => ({
  name: 'Boas-vindas VIP',
  event: 'ticket.created',
  conditions: [{ field: 'queue', op: 'is', value: given.queueId }],
  actions: [{ kind: 'tag.add', params: { tagId: given.tagId } }],
  ...extra,
});

describe('editing rules', () => {
  it('an admin creates, lists, changes and deletes a rule; its runs list starts empty', async () => {
    const made = await k.admin.post('/automations', rule());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Boas-vindas VIP',
      enabled: true,
      event: 'ticket.created',
      conditions: [{ field: 'queue', op: 'is', value: given.queueId }],
      actions: [{ kind: 'tag.add', params: { tagId: given.tagId } }],
      idleMinutes: null,
    });
    const id = made.body.id;
    expect((await k.admin.get('/automations')).body.map((r: { id: number }) => r.id)).toContain(id);
    const changed = await k.admin.put(`/automations/${id}`, { enabled: false, name: 'VIP' });
    expect(changed.body).toMatchObject({ id, enabled: false, name: 'VIP' });
    expect((await k.admin.get(`/automations/${id}/runs`)).body).toEqual([]);
    expect((await k.admin.delete(`/automations/${id}`)).status).toBe(200);
    expect((await k.admin.get(`/automations/${id}`)).body).toMatchObject({
      error: 'ERR_NO_AUTOMATION_FOUND',
    });
  });

  it('the catalog lists the events, the condition fields and the ticket action kinds, with labels', async () => {
    const res = await k.admin.get('/automations/catalog');
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { event: string }) => e.event)).toEqual([
      'ticket.created',
      'message.received',
      'ticket.updated',
      'sla.breached',
      'ticket.idle',
    ]);
    expect(res.body.conditions.map((c: { field: string }) => c.field)).toContain('message.text');
    const kinds = res.body.actions.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['tag.add', 'tag.remove', 'ticket.transfer', 'ticket.close']),
    );
    expect(res.body.events[0].labels).toEqual({
      pt: 'Atendimento criado',
      en: 'Ticket created',
      es: 'Ticket creado',
    });
  });

  it('bad input is a clear 400 naming the field; an idle rule needs its minutes', async () => {
    const bad = await k.admin.post(
      '/automations',
      rule({
        conditions: [
          { field: 'weather', op: 'is', value: 1 },
          { field: 'status', op: 'is', value: 'sleeping' },
        ],
        actions: [{ kind: 'ticket.fly', params: {} }],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: {
        'conditions.0.field': 'Unknown field',
        'conditions.1.value': 'Choose pending, open or closed',
      },
    });
    const kind = await k.admin.post('/automations', rule({ actions: [{ kind: 'ticket.fly' }] }));
    expect(kind.body).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { 'actions.0.kind': 'Unknown action' },
    });
    const text = await k.admin.post(
      '/automations',
      rule({ conditions: [{ field: 'message.text', op: 'contains', value: 'oi' }] }),
    );
    expect(text.body).toMatchObject({ fields: { 'conditions.0.field': 'Not available for this event' } });
    const idle = await k.admin.post('/automations', rule({ event: 'ticket.idle' }));
    expect(idle.body).toMatchObject({ error: 'ERR_VALIDATION', fields: { idleMinutes: 'Required' } });
    const ok = await k.admin.post('/automations', rule({ event: 'ticket.idle', idleMinutes: 30 }));
    expect(ok.body).toMatchObject({ event: 'ticket.idle', idleMinutes: 30 });
  });

  it("another company's rows are not found: its tag, its queue, its rules", async () => {
    const tagB = await insertTag(k.t.kernel.knex, k.seed.b.id, { name: 'Deles' });
    const queueB = await insertQueue(k.t.kernel.knex, k.seed.b.id, { name: 'Deles' });
    const byTag = await k.admin.post(
      '/automations',
      rule({ actions: [{ kind: 'tag.add', params: { tagId: tagB } }] }),
    );
    expect(byTag.body).toMatchObject({ error: 'ERR_NO_TAG_FOUND', action: { index: 0, kind: 'tag.add' } });
    const byQueue = await k.admin.post(
      '/automations',
      rule({ conditions: [{ field: 'queue', op: 'is', value: queueB }] }),
    );
    expect(byQueue.status).toBe(404);
    expect(byQueue.body.error).toBe('ERR_NO_QUEUE_FOUND');
    const mine = await k.admin.post('/automations', rule());
    expect((await k.adminB.get(`/automations/${mine.body.id}`)).status).toBe(404);
    expect((await k.adminB.put(`/automations/${mine.body.id}`, { enabled: false })).status).toBe(404);
    expect((await k.adminB.delete(`/automations/${mine.body.id}`)).status).toBe(404);
    expect((await k.adminB.get(`/automations/${mine.body.id}/runs`)).status).toBe(404);
    expect((await k.adminB.get('/automations')).body).toEqual([]);
  });

  it('attendants neither see nor edit rules', async () => {
    expect((await k.attendant.get('/automations')).status).toBe(403);
    expect((await k.attendant.get('/automations/catalog')).status).toBe(403);
    expect((await k.attendant.post('/automations', rule())).status).toBe(403);
  });
});
