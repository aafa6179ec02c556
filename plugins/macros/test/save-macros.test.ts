import { describe, expect, it } from 'vitest';
import { kernelPerFile, tagAndQueuePerFile } from '@balcao/core/testing/per-file';
import { effectsOn, newTicket, startMacrosKernel } from './macros-kernel.js';

const k = kernelPerFile(startMacrosKernel);
const given = tagAndQueuePerFile(k, { tag: 'VIP', queue: 'Suporte' });

const macrosCount = async () => Number((await k.t.kernel.knex('macros').count({ n: '*' }))[0]!.n);

describe('saving macros', () => {
  it("says in the manifest that its module fills the conversation's ticketActions slot", async () => {
    const { modules } = (await k.attendant.get('/modules')).body as {
      modules: Array<{ name: string; provides?: string[] }>;
    };
    expect(modules.find((m) => m.name === 'macros')?.provides).toEqual(['ticketActions']);
    expect(modules.find((m) => m.name === 'tickets')?.provides).toBeUndefined();
  });

  it('lists the action kinds of every installed plugin with their labels', async () => {
    const res = await k.attendant.get('/macros/actions');
    expect(res.body.actions.map((a: { kind: string }) => a.kind)).toEqual([
      'ticket.assign',
      'ticket.transfer',
      'ticket.note',
      'ticket.send',
      'ticket.close',
      'tag.add',
      'tag.remove',
    ]);
    expect(res.body.actions[5].labels).toEqual({
      pt: 'Adicionar tag',
      en: 'Add a tag',
      es: 'Agregar etiqueta',
    });
  });

  it('refuses invalid actions with their place and writes nothing', async () => {
    const before = await macrosCount();
    const cases: Array<[unknown[], number, Record<string, unknown>]> = [
      [
        [{ kind: 'ticket.explode', params: {} }],
        400,
        { error: 'ERR_VALIDATION', fields: { 'actions.0.kind': 'Unknown action' } },
      ],
      [
        [
          { kind: 'tag.add', params: { tagId: given.tagId } },
          { kind: 'ticket.transfer', params: {} },
        ],
        400,
        { error: 'ERR_VALIDATION', fields: { 'actions.1.params.queueId': 'Required' } },
      ],
      [
        [{ kind: 'ticket.send', params: { body: '   ' } }],
        400,
        { error: 'ERR_VALIDATION', fields: { 'actions.0.params.body': 'Required' } },
      ],
      [
        [{ kind: 'ticket.note', params: { note: 'ok ok', extra: 1 } }],
        400,
        { error: 'ERR_VALIDATION', fields: { 'actions.0.params': expect.any(String) } },
      ],
      [[], 400, { error: 'ERR_VALIDATION', fields: { actions: 'Add at least one action' } }],
      [
        [{ kind: 'ticket.transfer', params: { queueId: 999999 } }],
        404,
        { error: 'ERR_NO_QUEUE_FOUND', action: { index: 0, kind: 'ticket.transfer' } },
      ],
      [
        [{ kind: 'ticket.assign', params: { userId: k.seed.b.user.id } }],
        404,
        { error: 'ERR_NO_USER_FOUND', action: { index: 0, kind: 'ticket.assign' } },
      ],
    ];
    for (const [actions, status, body] of cases) {
      const res = await k.admin.post('/macros', { name: 'Inválida', visibility: 'shared', actions });
      expect([JSON.stringify(actions), res.status, res.body]).toEqual([
        JSON.stringify(actions),
        status,
        body,
      ]);
    }
    const made = await k.admin.post('/macros', {
      name: 'Boa',
      visibility: 'shared',
      actions: [{ kind: 'ticket.close' }],
    });
    expect(made.status).toBe(201);
    expect(
      await k.admin.put(`/macros/${made.body.id}`, {
        actions: [{ kind: 'tag.remove', params: { tagId: 'x' } }],
      }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect((await k.admin.get(`/macros/${made.body.id}`)).body.actions).toEqual([
      { kind: 'ticket.close', params: {} },
    ]);
    expect(await macrosCount()).toBe(before + 1);
  });

  it('shared macros are written by admins; anyone keeps personal ones, which nobody else sees', async () => {
    const shared = {
      name: 'Saudação',
      visibility: 'shared',
      actions: [{ kind: 'ticket.send', params: { body: 'Oi!' } }],
    };
    expect(await k.attendant.post('/macros', shared)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const adminMade = await k.admin.post('/macros', shared);
    expect(adminMade.status).toBe(201);
    expect(await k.attendant.put(`/macros/${adminMade.body.id}`, { name: 'Minha' })).toMatchObject({
      status: 403,
    });
    expect(await k.attendant.delete(`/macros/${adminMade.body.id}`)).toMatchObject({ status: 403 });

    const mine = await k.attendant.post('/macros', {
      name: 'Minha nota',
      visibility: 'personal',
      actions: [{ kind: 'ticket.note', params: { note: 'Lembrar de ligar' } }],
    });
    expect(mine).toMatchObject({ status: 201, body: { visibility: 'personal', mine: true } });
    const id = mine.body.id;
    // a personal macro made shared needs an admin
    expect(await k.attendant.put(`/macros/${id}`, { visibility: 'shared' })).toMatchObject({ status: 403 });
    expect((await k.attendant.put(`/macros/${id}`, { name: 'Nota de ligação' })).body.name).toBe(
      'Nota de ligação',
    );

    const names = async (who: 'attendant' | 'supervisor' | 'admin') =>
      (await k[who].get('/macros')).body.map((m: { name: string }) => m.name);
    expect(await names('attendant')).toContain('Nota de ligação');
    for (const other of ['supervisor', 'admin'] as const) {
      expect(await names(other)).not.toContain('Nota de ligação');
      expect(await names(other)).toContain('Saudação');
      const res = await k[other].get(`/macros/${id}`);
      expect(res).toMatchObject({ status: 404, body: { error: 'ERR_NO_MACRO_FOUND' } });
      expect(await k[other].put(`/macros/${id}`, { name: 'x' })).toMatchObject({ status: 404 });
      expect(await k[other].delete(`/macros/${id}`)).toMatchObject({ status: 404 });
      const { id: ticketId } = await newTicket(k, k.seed.a.id);
      expect(await k[other].post(`/macros/${id}/apply/${ticketId}`, {})).toMatchObject({
        status: 404,
        body: { error: 'ERR_NO_MACRO_FOUND' },
      });
      expect((await effectsOn(k, ticketId)).notes).toEqual([]);
    }
    expect((await k.attendant.delete(`/macros/${id}`)).status).toBe(200);
    expect((await k.attendant.get(`/macros/${id}`)).status).toBe(404);
  });

  it("another company neither sees, changes nor applies a company's macros, nor names its rows", async () => {
    const made = await k.admin.post('/macros', {
      name: 'Da empresa A',
      visibility: 'shared',
      actions: [{ kind: 'tag.add', params: { tagId: given.tagId } }],
    });
    const id = made.body.id;
    expect((await k.adminB.get('/macros')).body.map((m: { id: number }) => m.id)).not.toContain(id);
    expect(await k.adminB.get(`/macros/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_MACRO_FOUND' },
    });
    expect(await k.adminB.put(`/macros/${id}`, { name: 'Roubada' })).toMatchObject({ status: 404 });
    expect(await k.adminB.delete(`/macros/${id}`)).toMatchObject({ status: 404 });
    const { id: ticketB } = await newTicket(k, k.seed.b.id);
    expect(await k.adminB.post(`/macros/${id}/apply/${ticketB}`, {})).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_MACRO_FOUND' },
    });
    // B's own macro on A's ticket: the ticket is not found
    const own = await k.adminB.post('/macros', {
      name: 'Da empresa B',
      visibility: 'shared',
      actions: [{ kind: 'ticket.note', params: { note: 'Nota de B' } }],
    });
    expect(own.status).toBe(201);
    const { id: ticketA } = await newTicket(k, k.seed.a.id);
    expect(await k.adminB.post(`/macros/${own.body.id}/apply/${ticketA}`, {})).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    // nor name A's tag or queue in a macro of its own
    for (const action of [
      { kind: 'tag.add', params: { tagId: given.tagId } },
      { kind: 'ticket.transfer', params: { queueId: given.queueId } },
    ])
      expect(
        (await k.adminB.post('/macros', { name: 'x', visibility: 'shared', actions: [action] })).status,
      ).toBe(404);
    expect((await k.admin.get(`/macros/${id}`)).body.name).toBe('Da empresa A');
    expect(await effectsOn(k, ticketA)).toMatchObject({ notes: [], tagIds: [] });
  });
});
