import { describe, expect, it } from 'vitest';
import { listenAs, payloadsOf, until, saoPaulo, timelineTypes } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { arrive, staffedQueue, policy, slaRow, startSlaKernel, type SlaKernel } from './sla-kernel.js';

const k = kernelPerFile<SlaKernel>(startSlaKernel, 60_000);

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekdayEn) => ({
  weekdayEn,
  startTime: '08:00',
  endTime: '18:00',
}));

/** the attendant takes the ticket */
const take = (ticketId: number) =>
  k.tickets.change(k.seed.a.id, ticketId, { status: 'open', userId: k.seed.a.user.id });

describe('SLA breaches', () => {
  it('a missed first response is raised once, however often and however many sweeps run', async () => {
    k.clock.now = saoPaulo('2026-11-23T10:00:00');
    const queueId = await staffedQueue(k);
    await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 30 });
    const breaches: unknown[] = [];
    k.t.kernel.hooks.on('sla.breached', (e) => void breaches.push(e));
    const sockets = await listenAs(k.t.url, k.attendant, k.supervisor, k.admin);
    try {
      const ticketId = await arrive(k, queueId);
      await take(ticketId);
      const row = await slaRow(k, ticketId);
      expect(Number(row.firstResponseDueAt)).toBe(saoPaulo('2026-11-23T10:30:00').getTime());

      k.clock.now = saoPaulo('2026-11-23T10:29:00');
      expect(await k.sla.raiseDue()).toBe(0);
      k.clock.now = saoPaulo('2026-11-23T10:31:00');
      // two sweeps at once (two processes), then another later: one breach
      const [a, b] = await Promise.all([k.sla.raiseDue(), k.sla.raiseDue()]);
      expect(a + b).toBe(1);
      k.clock.now = saoPaulo('2026-11-23T10:40:00');
      expect(await k.sla.raiseDue()).toBe(0);

      expect(Number((await slaRow(k, ticketId)).firstResponseBreachedAt)).toBe(
        saoPaulo('2026-11-23T10:31:00').getTime(),
      );
      expect(breaches).toEqual([
        expect.objectContaining({
          companyId: k.seed.a.id,
          ticketId,
          target: 'firstResponse',
          dueAt: saoPaulo('2026-11-23T10:30:00').toISOString(),
          queueId,
          userId: k.seed.a.user.id,
        }),
      ]);
      await until('on the timeline', async () =>
        (await timelineTypes(k.t.kernel.knex, ticketId)).includes('sla-breached'),
      );
      expect(
        (await timelineTypes(k.t.kernel.knex, ticketId)).filter((t) => t === 'sla-breached'),
      ).toHaveLength(1);

      // the attendant and the queue's supervisor hear it on the bell; the admin (not in the queue) does not
      const event = `company-${k.seed.a.id}-notice`;
      const [toAttendant, toSupervisor, toAdmin] = await Promise.all(
        sockets.heard.map((h, i) => payloadsOf(h, event, i < 2 ? 2 : 1)),
      );
      expect(toAttendant).toEqual([
        expect.objectContaining({ kind: 'sla-breached', link: expect.stringMatching(/^\/tickets\//) }),
      ]);
      expect(toSupervisor).toHaveLength(1);
      expect(toAdmin).toEqual([]);
      // the attendant's open list redraws the ticket with the red badge, without a reload
      // (sent before the notice, so already heard)
      const updates = (await payloadsOf(sockets.heard[0]!, `company-${k.seed.a.id}-ticket`, 1)) as Array<{
        ticket?: { sla?: { breached?: boolean } };
      }>;
      expect(updates.filter((u) => u.ticket?.sla?.breached)).toEqual([
        expect.objectContaining({
          action: 'update',
          ticket: expect.objectContaining({
            id: ticketId,
            badges: [expect.objectContaining({ key: 'sla', intent: 'danger' })],
          }),
        }),
      ]);

      // visible on the ticket: its SLA route and the ticket as served
      const sla = await k.attendant.get(`/tickets/${ticketId}/sla`);
      expect(sla.status).toBe(200);
      expect(sla.body.sla).toMatchObject({
        breached: true,
        firstResponse: { status: 'breached', dueAt: saoPaulo('2026-11-23T10:30:00').toISOString() },
      });
      const ticket = await k.admin.get(`/tickets/${ticketId}`);
      expect(ticket.body.sla).toMatchObject({ breached: true, firstResponse: { status: 'breached' } });
      expect(ticket.body.badges).toEqual([expect.objectContaining({ key: 'sla', intent: 'danger' })]);
    } finally {
      sockets.close();
    }
  });

  it('is not raised when the attendant answered in time; a bot message is not an answer', async () => {
    k.clock.now = saoPaulo('2026-11-23T10:00:00');
    const queueId = await staffedQueue(k);
    await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 30 });
    const answered = await arrive(k, queueId);
    const botOnly = await arrive(k, queueId);
    await take(answered);
    k.clock.now = saoPaulo('2026-11-23T10:05:00');
    await k.tickets.send(k.seed.a.id, botOnly, { body: 'Olá! Sou o robô.', userId: null });
    k.clock.now = saoPaulo('2026-11-23T10:20:00');
    await k.tickets.send(k.seed.a.id, answered, {
      body: 'Olá, em que posso ajudar?',
      userId: k.seed.a.user.id,
    });
    await until('the answer is recorded', async () => (await slaRow(k, answered)).firstResponseAt);

    k.clock.now = saoPaulo('2026-11-23T11:00:00');
    await k.sla.raiseDue();
    const row = await slaRow(k, answered);
    expect(Number(row.firstResponseAt)).toBe(saoPaulo('2026-11-23T10:20:00').getTime());
    expect(row.firstResponseBreachedAt).toBeNull();
    expect((await k.admin.get(`/tickets/${answered}/sla`)).body.sla).toMatchObject({
      breached: false,
      firstResponse: { status: 'met' },
    });
    expect((await slaRow(k, botOnly)).firstResponseBreachedAt).not.toBeNull();
  });

  it('counts only opening hours: a ticket opened just before closing is not breached overnight', async () => {
    k.clock.now = saoPaulo('2026-11-23T17:50:00'); // Monday, 10 minutes before closing
    const queueId = await staffedQueue(k, weekdays);
    await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 30, businessHours: true });
    const ticketId = await arrive(k, queueId);
    expect(Number((await slaRow(k, ticketId)).firstResponseDueAt)).toBe(
      saoPaulo('2026-11-24T08:20:00').getTime(),
    );
    // the list counts down to it
    const listed = (await k.admin.get(`/tickets/${ticketId}`)).body;
    expect(listed.sla).toMatchObject({
      dueTarget: 'firstResponse',
      dueAt: saoPaulo('2026-11-24T08:20:00').toISOString(),
    });
    expect(listed.badges).toEqual([expect.objectContaining({ key: 'sla', dueAt: listed.sla.dueAt })]);

    for (const at of ['2026-11-23T18:30:00', '2026-11-23T23:59:00', '2026-11-24T08:19:00']) {
      k.clock.now = saoPaulo(at);
      await k.sla.raiseDue();
      expect((await slaRow(k, ticketId)).firstResponseBreachedAt, at).toBeNull();
    }
    k.clock.now = saoPaulo('2026-11-24T08:21:00');
    await k.sla.raiseDue();
    expect((await slaRow(k, ticketId)).firstResponseBreachedAt).not.toBeNull();
  });

  it('a resolution target is met by closing in time', async () => {
    k.clock.now = saoPaulo('2026-11-23T10:00:00');
    const queueId = await staffedQueue(k);
    await policy(k, { appliesTo: 'queue', targetId: queueId, resolutionMinutes: 60 });
    const closed = await arrive(k, queueId);
    const open = await arrive(k, queueId);
    k.clock.now = saoPaulo('2026-11-23T10:30:00');
    await k.tickets.closeTicket(k.seed.a.id, closed);
    await until('resolved', async () => (await slaRow(k, closed)).resolvedAt);
    k.clock.now = saoPaulo('2026-11-23T11:01:00');
    await k.sla.raiseDue();
    expect((await slaRow(k, closed)).resolutionBreachedAt).toBeNull();
    expect((await slaRow(k, open)).resolutionBreachedAt).not.toBeNull();
  });
});
