import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { newTicket, runsOf, startAutomationsKernel, ticketState } from './automations-kernel.js';
import { insertTag } from '@balcao/core/testing';

const k = kernelPerFile(startAutomationsKernel);

const quietFor = (ticketId: number, minutes: number) =>
  k.t.kernel
    .knex('tickets')
    .where({ id: ticketId })
    .update({ updatedAt: new Date(Date.now() - minutes * 60_000) });

describe('idle for N minutes', () => {
  it('a ticket quiet longer than the rule allows is acted on once per quiet stretch; a recent one is not', async () => {
    const tagId = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Parado' });
    const made = await k.admin.post('/automations', {
      name: 'Parado há 30 minutos',
      event: 'ticket.idle',
      idleMinutes: 30,
      actions: [
        { kind: 'tag.add', params: { tagId } },
        { kind: 'ticket.note', params: { note: 'Sem resposta há 30 minutos' } },
      ],
    });
    expect(made.status).toBe(201);
    const ruleId = made.body.id;
    const quiet = await newTicket(k, k.seed.a.id, { status: 'pending' });
    const recent = await newTicket(k, k.seed.a.id, { status: 'pending' });
    const closed = await newTicket(k, k.seed.a.id, { status: 'closed' });
    const other = await newTicket(k, k.seed.b.id, { status: 'pending' });
    await quietFor(quiet.id, 45);
    await quietFor(recent.id, 5);
    await quietFor(closed.id, 120);
    await quietFor(other.id, 120);

    expect(await k.automations.sweepIdle(k.seed.a.id)).toBe(1);
    // the next sweep (the job every minute) meets the same facts: nothing runs twice
    expect(await k.automations.sweepIdle(k.seed.a.id)).toBe(0);
    const runs = await runsOf(k, ruleId);
    expect(runs.map((r) => [r.ticketId, r.outcome])).toEqual([[quiet.id, 'ok']]);
    expect((await ticketState(k, quiet.id)).tagIds).toEqual([tagId]);
    expect((await ticketState(k, recent.id)).tagIds).toEqual([]);
    // company B's sweep never sees A's rule
    expect(await k.automations.sweepIdle(k.seed.b.id)).toBe(0);

    // quiet again later, a new stretch: it runs again
    await quietFor(quiet.id, 90);
    expect(await k.automations.sweepIdle(k.seed.a.id)).toBe(1);
    expect(await runsOf(k, ruleId)).toHaveLength(2);
  });

  it('saving an idle rule starts the company its sweep job', async () => {
    await k.admin.post('/automations', {
      name: 'Parado há 10 minutos',
      event: 'ticket.idle',
      idleMinutes: 10,
      actions: [{ kind: 'ticket.close' }],
    });
    const { jobs } = await k.t.kernel.jobs.list({ pageSize: 500 });
    const sweeps = jobs.filter((j) => j.name === 'automations.idle-sweep' && j.companyId === k.seed.a.id);
    // two idle rules, one sweep, every minute
    expect(sweeps.map((j) => j.repeatInterval)).toEqual(['1 minute']);
  });
});
