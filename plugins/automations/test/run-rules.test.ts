import { describe, expect, it } from 'vitest';
import { kernelPerFile, tagAndQueuePerFile } from '@balcao/core/testing/per-file';
import { until, insertQueue, insertTag } from '@balcao/core/testing';
import { newTicket, runsOf, startAutomationsKernel, ticketState } from './automations-kernel.js';

const k = kernelPerFile(startAutomationsKernel);
const given = tagAndQueuePerFile(k, { tag: 'Cancelamento', queue: 'Retenção' });

const timelineOf = async (ticketId: number) =>
  (await k.t.kernel.knex('ticketEvents').where({ ticketId }).orderBy('id').select('type', 'userId')).map(
    (r) => ({
      type: String(r.type),
      userId: r.userId == null ? null : Number(r.userId),
    }),
  );

const ticketOfNumber = async (companyId: number, number: string) => {
  const contact = await k.t.kernel.knex('contacts').where({ companyId, number }).first('id');
  if (!contact) return undefined;
  const t = await k.t.kernel.knex('tickets').where({ contactId: contact.id }).first('id');
  return t ? Number(t.id) : undefined;
};

const heard = (key: string) => k.evaluated.find((e) => e.key === key);

describe('running rules', () => {
  it('a rule that tags and transfers on a keyword runs once under redelivery and never loops', async () => {
    const made = await k.admin.post('/automations', {
      name: 'Cancelamento',
      event: 'message.received',
      conditions: [{ field: 'message.text', op: 'contains', value: 'cancelar' }],
      actions: [
        { kind: 'tag.add', params: { tagId: given.tagId } },
        { kind: 'ticket.transfer', params: { queueId: given.queueId } },
      ],
    });
    expect(made.status).toBe(201);
    const ruleId = made.body.id;
    const conn = String(k.connectionA);
    const from = { number: '5511955550001', name: 'Rita' };
    const wid = k.sim.contactSends(conn, { from, type: 'text', body: 'Quero CANCELÁR meu plano' });
    const ticketId = await until('the ticket exists', () => ticketOfNumber(k.seed.a.id, from.number));
    const messageId = Number(
      (await until('the message is stored', () => k.t.kernel.knex('messages').where({ wid }).first('id'))).id,
    );
    const key = `message:${messageId}`;
    await until('the engine heard the message', () => heard(key));
    expect(heard(key)?.ran).toEqual([ruleId]);

    // WhatsApp delivers it again, then the contact writes once more: the conversation's events come in order,
    // so once the second message is heard the redelivery has been dealt with
    k.sim.redeliver(conn, wid);
    const wid2 = k.sim.contactSends(conn, { from, type: 'text', body: 'cancelar, por favor' });
    const second = await until('the second message is stored', () =>
      k.t.kernel.knex('messages').where({ wid: wid2 }).first('id'),
    );
    await until('the engine heard the second message', () => heard(`message:${second.id}`));
    // the same fact told again to the engine (a replayed hook) runs nothing either
    expect(
      await k.automations.run({
        companyId: k.seed.a.id,
        event: 'message.received',
        ticketId,
        key,
        text: 'cancelar',
      }),
    ).toEqual([]);

    const runs = await runsOf(k, ruleId);
    // one run per message: the redelivery added none; the second message is a fact of its own
    expect(runs.map((r) => [r.eventKey, r.outcome])).toEqual([
      [key, 'ok'],
      [`message:${second.id}`, 'ok'],
    ]);
    expect(runs[0]!.detail).toMatchObject({
      outcomes: [
        { kind: 'tag.add', ok: true },
        { kind: 'ticket.transfer', ok: true, detail: { queueId: given.queueId, status: 'pending' } },
      ],
    });
    expect(await ticketState(k, ticketId)).toMatchObject({
      queueId: given.queueId,
      status: 'pending',
      tagIds: [given.tagId],
    });
    // the transfer's own ticket.changed came from the rule: heard and ignored, no rule started on it
    await until('the change the rule caused was heard and ignored', () =>
      k.evaluated.find((e) => e.ticketId === ticketId && e.ignored === 'automation'),
    );
    // each run's fact is recorded after its commit, on its own: wait for both
    await until(
      'the timeline says the rule ran twice',
      async () => (await timelineOf(ticketId)).filter((e) => e.type === 'automation-ran').length >= 2,
    );
    const events = await timelineOf(ticketId);
    expect(events.filter((e) => e.type === 'automation-ran')).toHaveLength(2);
    // nobody's action: the rule wrote no user
    expect(
      events
        .filter((e) => e.type === 'tag-added' || e.type === 'transferred')
        .every((e) => e.userId === null),
    ).toBe(true);
    // the audit log names the rule as the system actor of each run
    await until(
      'the audit log has the runs',
      async () =>
        (
          await k.t.kernel
            .knex('auditLogs')
            .where({ entityId: String(ticketId), action: 'ticket.automation-ran' })
        ).length === 2,
    );
    const logged = await k.t.kernel
      .knex('auditLogs')
      .where({ entityId: String(ticketId), action: 'ticket.automation-ran' });
    expect(logged.map((r) => [r.actorKind, r.actorName])).toEqual([
      ['system', 'Cancelamento'],
      ['system', 'Cancelamento'],
    ]);
    // and so are its actions' own facts, which carry no user
    await until('the audit log has the tag and the transfer', async () =>
      (await k.t.kernel.knex('auditLogs').where({ entityId: String(ticketId) })).some(
        (r) => r.action === 'ticket.transferred',
      ),
    );
    const facts = await k.t.kernel
      .knex('auditLogs')
      .where({ entityId: String(ticketId) })
      .whereIn('action', ['ticket.tag-added', 'ticket.transferred'])
      .select('actorKind', 'actorName');
    expect(facts.length).toBeGreaterThanOrEqual(2);
    expect(facts.every((r) => r.actorKind === 'system' && r.actorName === 'Cancelamento')).toBe(true);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it("a rule changed or deleted applies from the next message (its company's rules are cached)", async () => {
    const made = await k.admin.post('/automations', {
      name: 'Palavra',
      event: 'message.received',
      conditions: [{ field: 'message.text', op: 'contains', value: 'abacaxi' }],
      actions: [{ kind: 'tag.add', params: { tagId: given.tagId } }],
    });
    const ruleId = made.body.id;
    const conn = String(k.connectionA);
    const from = { number: '5511955550077', name: 'Caio' };
    const ranFor = async (body: string) => {
      const wid = k.sim.contactSends(conn, { from, type: 'text', body });
      const m = await until('the message is stored', () =>
        k.t.kernel.knex('messages').where({ wid }).first('id'),
      );
      return (await until('the engine heard it', () => heard(`message:${m.id}`))).ran;
    };
    expect(await ranFor('abacaxi 1')).toEqual([ruleId]);
    // the rule read from the cache above must not outlive the change
    await k.admin.put(`/automations/${ruleId}`, {
      conditions: [{ field: 'message.text', op: 'contains', value: 'kiwi' }],
    });
    expect(await ranFor('abacaxi 2')).toEqual([]);
    expect(await ranFor('kiwi 1')).toEqual([ruleId]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
    expect(await ranFor('kiwi 2')).toEqual([]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: true });
    expect(await ranFor('kiwi 3')).toEqual([ruleId]);
    expect((await k.admin.delete(`/automations/${ruleId}`)).status).toBe(200);
    expect(await ranFor('kiwi 4')).toEqual([]);
  });

  it('a rule whose own action would start it again (on update, transfer) runs once, not in a loop', async () => {
    const other = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Suporte' });
    const made = await k.admin.post('/automations', {
      name: 'Aceitou: vai para o suporte',
      event: 'ticket.updated',
      conditions: [{ field: 'status', op: 'is', value: 'open' }],
      actions: [
        { kind: 'ticket.transfer', params: { queueId: other, userId: k.seed.a.admin.id } },
        { kind: 'ticket.note', params: { note: 'Movido pela automação' } },
      ],
    });
    expect(made.status).toBe(201);
    const ruleId = made.body.id;
    const { id } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    const accepted = await k.admin.put(`/tickets/${id}`, { status: 'open', userId: k.seed.a.admin.id });
    expect(accepted.status).toBe(200);
    await until('the rule ran', () => k.evaluated.find((e) => e.ticketId === id && e.ran.includes(ruleId)));
    // its transfer changed the ticket again (open, another queue): the engine heard that change and ignored it
    await until('the change the rule caused was heard', () =>
      k.evaluated.find((e) => e.ticketId === id && e.ignored === 'automation'),
    );
    const runs = await runsOf(k, ruleId);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.outcome).toBe('ok');
    expect(await ticketState(k, id)).toMatchObject({ queueId: other, status: 'open' });
    const notes = await k.t.kernel.knex('ticketNotes').where({ ticketId: id }).select('note', 'userId');
    expect(notes).toEqual([{ note: 'Movido pela automação', userId: null }]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it("another company's rules never run on this company's tickets", async () => {
    const tagB = await insertTag(k.t.kernel.knex, k.seed.b.id, { name: 'Reembolso' });
    const made = await k.adminB.post('/automations', {
      name: 'Reembolso',
      event: 'message.received',
      conditions: [{ field: 'message.text', op: 'contains', value: 'reembolso' }],
      actions: [{ kind: 'tag.add', params: { tagId: tagB } }],
    });
    expect(made.status).toBe(201);
    const from = { number: '5511955550002', name: 'Caio' };
    const wid = k.sim.contactSends(String(k.connectionA), { from, type: 'text', body: 'quero reembolso' });
    const message = await until('the message is stored', () =>
      k.t.kernel.knex('messages').where({ wid }).first('id', 'ticketId'),
    );
    const told = await until('the engine heard it', () => heard(`message:${message.id}`));
    expect(told).toMatchObject({ companyId: k.seed.a.id, ran: [] });
    expect(await runsOf(k, made.body.id)).toEqual([]);
    expect((await ticketState(k, Number(message.ticketId))).tagIds).toEqual([]);
    // and B's own contact does start it
    const fromB = { number: '5511955550003', name: 'Bia' };
    k.sim.contactSends(String(k.connectionB), { from: fromB, type: 'text', body: 'Reembolso!' });
    await until('B ran its rule', async () => (await runsOf(k, made.body.id)).length === 1);
    const [run] = await runsOf(k, made.body.id);
    expect(run!.outcome).toBe('ok');
    expect((await ticketState(k, run!.ticketId!)).tagIds).toEqual([tagB]);
  });

  it('a failing action records the run as failed and rolls the others back', async () => {
    const made = await k.admin.post('/automations', {
      name: 'SLA estourado: avisar',
      event: 'sla.breached',
      actions: [
        { kind: 'tag.add', params: { tagId: given.tagId } },
        { kind: 'ticket.send', params: { body: 'Já vamos atender você' } },
      ],
    });
    expect(made.status).toBe(201);
    // no connection: the message cannot be sent, so the tag before it must not stay
    const { id } = await newTicket(k, k.seed.a.id, { whatsappId: null });
    const breach = {
      companyId: k.seed.a.id,
      ticketId: id,
      policyId: 1,
      target: 'firstResponse' as const,
      dueAt: '2026-11-29T10:00:00.000Z',
      at: '2026-11-29T10:01:00.000Z',
      queueId: null,
      userId: null,
    };
    await k.t.kernel.hooks.notify('sla.breached', breach);
    await until('the engine heard the breach', () => k.evaluated.find((e) => e.ticketId === id));
    // told twice (a retried job): still one run
    await k.t.kernel.hooks.notify('sla.breached', breach);
    const runs = await runsOf(k, made.body.id);
    expect(runs).toEqual([
      {
        ticketId: id,
        eventKey: `sla:${id}:firstResponse:2026-11-29T10:00:00.000Z`,
        outcome: 'failed',
        detail: { error: 'ERR_NO_WAPP_FOUND', action: { index: 1, kind: 'ticket.send' } },
      },
    ]);
    expect((await ticketState(k, id)).tagIds).toEqual([]);
    await k.admin.put(`/automations/${made.body.id}`, { enabled: false });
  });
});
