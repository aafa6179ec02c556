import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until, insertQueue, insertTag } from '@balcao/core/testing';
import { effectsOn, newTicket, startMacrosKernel } from './macros-kernel.js';

const k = kernelPerFile(startMacrosKernel);
let tagId: number;
let queueId: number;
let macroId: number;

beforeAll(async () => {
  tagId = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Financeiro' });
  queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Cobrança' });
  const res = await k.admin.post('/macros', {
    name: 'Boleto',
    visibility: 'shared',
    actions: [
      { kind: 'tag.add', params: { tagId } },
      { kind: 'ticket.note', params: { note: 'Cliente pediu a segunda via' } },
      { kind: 'ticket.transfer', params: { queueId } },
      { kind: 'ticket.send', params: { body: 'Seu boleto segue em instantes.' } },
    ],
  });
  expect(res.status).toBe(201);
  macroId = res.body.id;
});

const apply = (ticketId: number, key?: string) =>
  k.attendant.request(
    'POST',
    `/macros/${macroId}/apply/${ticketId}`,
    {},
    key ? { 'Idempotency-Key': key } : {},
  );

describe('applying a macro', () => {
  it('tag + note + transfer + reply gives exactly those effects, with the timeline saying who applied it', async () => {
    const attendantId = k.seed.a.user.id;
    const { id, number } = await newTicket(k, k.seed.a.id, { userId: attendantId });
    const res = await apply(id, 'click-0001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      macroId,
      ticketId: id,
      replayed: false,
      outcomes: [
        { kind: 'tag.add', ok: true, detail: { tagId, changed: true } },
        { kind: 'ticket.note', ok: true },
        { kind: 'ticket.transfer', ok: true, detail: { queueId, userId: null, status: 'pending' } },
        { kind: 'ticket.send', ok: true },
      ],
    });
    await until('the reply reached WhatsApp', () =>
      k.sim.sent(String(k.connectionA)).some((r) => r.chatId.startsWith(number)),
    );
    await until('the timeline recorded the run', async () => (await effectsOn(k, id)).events.length >= 4);
    const effects = await effectsOn(k, id);
    expect(effects).toMatchObject({
      ticket: { status: 'pending', queueId, userId: null },
      tagIds: [tagId],
      notes: [{ note: 'Cliente pediu a segunda via', userId: attendantId }],
      sent: ['Seu boleto segue em instantes.'],
    });
    // told after the commit, each on its own: recorded in any order on MariaDB's pool
    expect(effects.events.sort()).toEqual(['macro-applied', 'note-added', 'tag-added', 'transferred']);
    const row = await k.t.kernel
      .knex('ticketEvents')
      .where({ ticketId: id, type: 'macro-applied' })
      .first('userId', 'data');
    expect(row.userId).toBe(attendantId);
    expect(JSON.parse(row.data)).toMatchObject({ macroId, macroName: 'Boleto' });
    const texts = k.sim
      .sent(String(k.connectionA))
      .filter((r) => r.chatId.startsWith(number))
      .map((r) => (r.message.type === 'text' ? r.message.body : ''));
    expect(texts).toEqual(['Seu boleto segue em instantes.']);
  });

  it('a double click is one run: the same key answers the first run, no key is refused within seconds', async () => {
    const { id } = await newTicket(k, k.seed.a.id, { userId: k.seed.a.user.id });
    const [one, two] = await Promise.all([apply(id, 'click-0002'), apply(id, 'click-0002')]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.body.replayed, two.body.replayed].sort()).toEqual([false, true]);
    expect(two.body.outcomes.map((o: { kind: string }) => o.kind)).toEqual(
      one.body.outcomes.map((o: { kind: string }) => o.kind),
    );
    const again = await apply(id, 'click-0002');
    expect(again.body).toMatchObject({ replayed: true });

    const { id: other } = await newTicket(k, k.seed.a.id, { userId: k.seed.a.user.id });
    expect((await apply(other)).status).toBe(200);
    expect(await apply(other)).toMatchObject({ status: 409, body: { error: 'ERR_MACRO_ALREADY_APPLIED' } });

    for (const ticketId of [id, other]) {
      const effects = await effectsOn(k, ticketId);
      expect(effects.tagIds).toEqual([tagId]);
      expect(effects.notes).toHaveLength(1);
      expect(effects.sent).toEqual(['Seu boleto segue em instantes.']);
      expect(await k.t.kernel.knex('macroRuns').where({ ticketId }).count({ n: '*' })).toEqual([{ n: 1 }]);
    }
  });

  it('the guard holds across its time slots: a run a moment ago, under another slot, refuses a keyless click', async () => {
    const { id } = await newTicket(k, k.seed.a.id, { userId: k.seed.a.user.id });
    await k.t.kernel.knex('macroRuns').insert({
      companyId: k.seed.a.id,
      macroId,
      ticketId: id,
      userId: k.seed.a.user.id,
      runKey: 'guard:from-the-slot-before',
      outcomes: '[]',
      createdAt: new Date(Date.now() - 1_000),
    });
    expect(await apply(id)).toMatchObject({ status: 409, body: { error: 'ERR_MACRO_ALREADY_APPLIED' } });
    // one long ago does not count
    await k.t.kernel
      .knex('macroRuns')
      .where({ ticketId: id })
      .update({ createdAt: new Date(Date.now() - 60_000) });
    expect((await apply(id)).status).toBe(200);
  });

  it('an action that fails rolls every earlier one back and says which one failed', async () => {
    // no connection: the reply cannot be sent, so the tag before it must not stay
    const { id } = await newTicket(k, k.seed.a.id, { whatsappId: null, userId: k.seed.a.user.id });
    const made = await k.admin.post('/macros', {
      name: 'Etiqueta e resposta',
      visibility: 'shared',
      actions: [
        { kind: 'tag.add', params: { tagId } },
        { kind: 'ticket.send', params: { body: 'Olá' } },
      ],
    });
    const res = await k.attendant.post(`/macros/${made.body.id}/apply/${id}`, {});
    expect(res).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_WAPP_FOUND', action: { index: 1, kind: 'ticket.send' } },
    });
    const effects = await effectsOn(k, id);
    expect(effects.tagIds).toEqual([]);
    expect(await k.t.kernel.knex('macroRuns').where({ ticketId: id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('a tag deleted since the save is refused before anything is written', async () => {
    const gone = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Temporária' });
    const made = await k.admin.post('/macros', {
      name: 'Nota e tag',
      visibility: 'shared',
      actions: [
        { kind: 'ticket.note', params: { note: 'Antes da tag' } },
        { kind: 'tag.add', params: { tagId: gone } },
      ],
    });
    expect(made.status).toBe(201);
    await k.t.kernel.knex('tags').where({ id: gone }).delete();
    const { id } = await newTicket(k, k.seed.a.id, { userId: k.seed.a.user.id });
    const res = await k.attendant.post(`/macros/${made.body.id}/apply/${id}`, {});
    expect(res).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND', action: { index: 1, kind: 'tag.add' } },
    });
    expect((await effectsOn(k, id)).notes).toEqual([]);
  });

  it('remove a tag, assign to a colleague and close: each through its owner, the timeline told', async () => {
    const { id } = await newTicket(k, k.seed.a.id, { userId: k.seed.a.user.id });
    await k.t.kernel
      .knex('ticketTags')
      .insert({ companyId: k.seed.a.id, ticketId: id, tagId, createdAt: new Date(), updatedAt: new Date() });
    const made = await k.admin.post('/macros', {
      name: 'Encerrar pelo supervisor',
      visibility: 'shared',
      actions: [
        { kind: 'tag.remove', params: { tagId } },
        { kind: 'ticket.assign', params: { userId: k.seed.a.admin.id } },
        { kind: 'ticket.close' },
      ],
    });
    const res = await k.attendant.post(`/macros/${made.body.id}/apply/${id}`, {});
    expect(res.body.outcomes).toEqual([
      { kind: 'tag.remove', ok: true, detail: { tagId, changed: true } },
      { kind: 'ticket.assign', ok: true, detail: { userId: k.seed.a.admin.id, status: 'open' } },
      { kind: 'ticket.close', ok: true, detail: { status: 'closed' } },
    ]);
    await until('the timeline recorded the run', async () => (await effectsOn(k, id)).events.length >= 4);
    const effects = await effectsOn(k, id);
    expect(effects).toMatchObject({ ticket: { status: 'closed', userId: k.seed.a.admin.id }, tagIds: [] });
    expect(effects.events.sort()).toEqual(['closed', 'macro-applied', 'tag-removed', 'transferred']);
    // a key that is not one: refused before anything runs
    expect(
      await k.attendant.request(
        'POST',
        `/macros/${made.body.id}/apply/${id}`,
        {},
        { 'Idempotency-Key': 'x' },
      ),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });

  it('an attendant applies only to tickets they may see (the tickets routes rule)', async () => {
    const hidden = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Diretoria' });
    const { id } = await newTicket(k, k.seed.a.id);
    await k.t.kernel.knex('tickets').where({ id }).update({ queueId: hidden, status: 'pending' });
    expect(await k.attendant.post(`/macros/${macroId}/apply/${id}`, {})).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await effectsOn(k, id)).tagIds).toEqual([]);
  });
});
