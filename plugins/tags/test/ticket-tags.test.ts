import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { connectSocket, listenAs, recordEvents, sleep, insertTag } from '@balcao/core/testing';
import { newTicket, startTagsKernel, ticketServices, type TagsKernel } from './tags-kernel.js';

const k = kernelPerFile<TagsKernel>(startTagsKernel);

type TagView = { id: number; name: string; color: string | null; kanban: number };
const tagIdsOf = async (ticketId: number) =>
  ((await ticketServices(k.t).load(k.seed.a.id, ticketId)).tags as TagView[]).map((t) => t.id);

/** the ticket updates a socket heard for one ticket */
const updatesOf = (seen: Array<{ event: string; payload: unknown }>, ticketId: number) =>
  seen
    .filter((e) => e.event === companyEvent(k.seed.a.id, 'ticket'))
    .map((e) => e.payload as { action: string; ticket?: { id: number; tags: TagView[] } })
    .filter((p) => p.action === 'update' && p.ticket?.id === ticketId);

async function heard(seen: Array<{ event: string; payload: unknown }>, ticketId: number, n: number) {
  for (let i = 0; i < 60 && updatesOf(seen, ticketId).length < n; i++) await sleep(50);
  return updatesOf(seen, ticketId);
}

describe('PUT /ticket-tags/:ticketId/:tagId', () => {
  it("puts the tag on the ticket, answers 201 with the pair, and company A's sockets get the ticket with it", async () => {
    const ticket = await newTicket(k.t, k.seed.a.id);
    const lane = await insertTag(k.t.kernel.knex, k.seed.a.id, {
      name: 'Proposta',
      color: '#f00',
      kanban: 1,
    });
    const sockets = await listenAs(k.t.url, k.attendant, k.adminB);
    try {
      const [seenA, seenB] = sockets.heard;
      const res = await k.attendant.put(`/ticket-tags/${ticket}/${lane}`);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ticketId: ticket, tagId: lane });
      const [update] = await heard(seenA, ticket, 1);
      expect(update!.ticket!.tags).toEqual([{ id: lane, name: 'Proposta', color: '#f00', kanban: 1 }]);
      expect(seenB.filter((e) => e.event.endsWith('-ticket'))).toEqual([]);
    } finally {
      sockets.close();
    }
    // a second drop on the same lane is no error and no second row
    expect((await k.attendant.put(`/ticket-tags/${ticket}/${lane}`)).status).toBe(201);
    expect(await tagIdsOf(ticket)).toEqual([lane]);
  });

  it("refuses company B's ticket or tag with their not-found codes, and ids that are not ids", async () => {
    const mine = await newTicket(k.t, k.seed.a.id);
    const myTag = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Minha', kanban: 1 });
    const theirs = await newTicket(k.t, k.seed.b.id);
    const theirTag = await insertTag(k.t.kernel.knex, k.seed.b.id, { name: 'Deles', kanban: 1 });
    const ticketOfB = await k.admin.put(`/ticket-tags/${theirs}/${myTag}`);
    expect([ticketOfB.status, ticketOfB.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const tagOfB = await k.admin.put(`/ticket-tags/${mine}/${theirTag}`);
    expect([tagOfB.status, tagOfB.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
    expect((await k.admin.put(`/ticket-tags/abc/${myTag}`)).status).toBe(404);
    expect(await tagIdsOf(mine)).toEqual([]);
    expect(await k.t.kernel.knex('ticket_tags').where({ ticketId: theirs })).toEqual([]);
  });
});

describe('DELETE /ticket-tags/:ticketId', () => {
  it('takes the ticket off its kanban lanes and keeps its other tags, announcing the ticket', async () => {
    const ticket = await newTicket(k.t, k.seed.a.id);
    const lane = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Negociação', kanban: 1 });
    const label = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Cliente antigo', kanban: 0 });
    await k.admin.post('/tags/sync', { ticketId: ticket, tags: [{ id: lane }, { id: label }] });
    const socket = await connectSocket(k.t.url, k.attendant.token!);
    try {
      const seen = recordEvents(socket);
      const res = await k.attendant.delete(`/ticket-tags/${ticket}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Ticket tags removed successfully.' });
      const [update] = await heard(seen, ticket, 1);
      expect(update!.ticket!.tags.map((t) => t.id)).toEqual([label]);
    } finally {
      socket.disconnect();
    }
    expect(await tagIdsOf(ticket)).toEqual([label]);
  });

  it("answers 404 ERR_NO_TICKET_FOUND for company B's ticket and leaves its tags", async () => {
    const theirs = await newTicket(k.t, k.seed.b.id);
    const theirLane = await insertTag(k.t.kernel.knex, k.seed.b.id, { name: 'Lane B', kanban: 1 });
    const adminB = k.adminB;
    expect((await adminB.put(`/ticket-tags/${theirs}/${theirLane}`)).status).toBe(201);
    const res = await k.admin.delete(`/ticket-tags/${theirs}`);
    expect([res.status, res.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    expect(await k.t.kernel.knex('ticket_tags').where({ ticketId: theirs })).toHaveLength(1);
  });
});

describe('POST /tags/sync', () => {
  it("replaces the ticket's tags, answers the ticket with them and announces it; an empty list clears", async () => {
    const ticket = await newTicket(k.t, k.seed.a.id);
    const [a, b, c] = [
      await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Alfa' }),
      await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Beta' }),
      await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Gama' }),
    ];
    await k.attendant.post('/tags/sync', { ticketId: ticket, tags: [{ id: a }, { id: b }] });
    const socket = await connectSocket(k.t.url, k.attendant.token!);
    try {
      const seen = recordEvents(socket);
      // the picker sends whole tags, as it holds them
      const res = await k.attendant.post('/tags/sync', {
        ticketId: ticket,
        tags: [
          { id: c, name: 'Gama', color: null, kanban: 0 },
          { id: b, name: 'Beta', color: null, kanban: 0 },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(ticket);
      expect(res.body.tags.map((t: TagView) => t.name)).toEqual(['Beta', 'Gama']);
      const [update] = await heard(seen, ticket, 1);
      expect(update!.ticket!.tags.map((t) => t.id)).toEqual([b, c]);
    } finally {
      socket.disconnect();
    }
    const cleared = await k.attendant.post('/tags/sync', { ticketId: ticket, tags: [] });
    expect(cleared.body.tags).toEqual([]);
    expect(await tagIdsOf(ticket)).toEqual([]);
  });

  it("changes nothing when a tag or the ticket is company B's (404), or the body is malformed (400)", async () => {
    const ticket = await newTicket(k.t, k.seed.a.id);
    const mine = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Fica' });
    const theirTag = await insertTag(k.t.kernel.knex, k.seed.b.id, { name: 'Intrusa' });
    const theirTicket = await newTicket(k.t, k.seed.b.id);
    await k.admin.post('/tags/sync', { ticketId: ticket, tags: [{ id: mine }] });

    const foreignTag = await k.admin.post('/tags/sync', {
      ticketId: ticket,
      tags: [{ id: mine }, { id: theirTag }],
    });
    expect([foreignTag.status, foreignTag.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
    const foreignTicket = await k.admin.post('/tags/sync', { ticketId: theirTicket, tags: [{ id: mine }] });
    expect([foreignTicket.status, foreignTicket.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    for (const body of [
      { ticketId: ticket },
      { ticketId: ticket, tags: 'x' },
      { tags: [] },
      { ticketId: ticket, tags: [{}] },
    ]) {
      const bad = await k.admin.post('/tags/sync', body);
      expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
    expect(await tagIdsOf(ticket)).toEqual([mine]);
    expect(await k.t.kernel.knex('ticket_tags').where({ ticketId: theirTicket })).toEqual([]);
  });
});

describe('tags on tickets served by the tickets plugin', () => {
  it('every ticket of a page carries its own tags, by name, and a ticket without any an empty list', async () => {
    const [one, two, none] = [
      await newTicket(k.t, k.seed.a.id),
      await newTicket(k.t, k.seed.a.id),
      await newTicket(k.t, k.seed.a.id),
    ];
    const zeta = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Zeta', color: '#00f', kanban: 1 });
    const eta = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Eta' });
    await k.admin.post('/tags/sync', { ticketId: one, tags: [{ id: zeta }, { id: eta }] });
    await k.admin.put(`/ticket-tags/${two}/${zeta}`);
    const page = await ticketServices(k.t).loadMany(k.seed.a.id, [one, two, none]);
    expect(page.map((t) => t.tags)).toEqual([
      [
        { id: eta, name: 'Eta', color: null, kanban: 0 },
        { id: zeta, name: 'Zeta', color: '#00f', kanban: 1 },
      ],
      [{ id: zeta, name: 'Zeta', color: '#00f', kanban: 1 }],
      [],
    ]);
    // and on the wire
    expect(JSON.parse(JSON.stringify(page[1])).tags).toEqual([
      { id: zeta, name: 'Zeta', color: '#00f', kanban: 1 },
    ]);
  });

  it('a deleted tag leaves the tickets that carried it', async () => {
    const ticket = await newTicket(k.t, k.seed.a.id);
    const tag = (await k.admin.post('/tags', { name: 'Efêmera' })).body;
    await k.admin.put(`/ticket-tags/${ticket}/${tag.id}`);
    expect(await tagIdsOf(ticket)).toEqual([tag.id]);
    expect((await k.admin.delete(`/tags/${tag.id}`)).status).toBe(200);
    expect(await tagIdsOf(ticket)).toEqual([]);
  });
});
