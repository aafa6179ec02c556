import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@balcao/core';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  until,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import contacts, { type ContactServices } from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import tags from '../src/index.js';

/**
 * Contact merge across the plugins that hold a contact's life: a person known by LID and the same person known
 * by number, each with a ticket, messages, a tag and a note, become one contact with one open ticket.
 * (Here because this package sees contacts, tickets and tags together.)
 */
let t: TestKernel;
let seed: Awaited<ReturnType<typeof seedTenants>>;
let admin: HttpClient;
let attendant: HttpClient;
let adminB: HttpClient;
let conn: string;
let failNextMerge = false;
const timeline: Array<{ ticketId: number; type: string; data?: Record<string, unknown> }> = [];

beforeAll(async () => {
  const probe = definePlugin({
    name: 'test-merge-probe',
    requires: ['contacts'],
    setup(ctx) {
      ctx.hooks.on('ticket.event', (e) => void timeline.push(e));
      // a step of another plugin that fails mid-way: the whole merge must roll back
      ctx.services<ContactServices>('contacts').onMerge('probe', async () => {
        if (!failNextMerge) return;
        failNextMerge = false;
        throw new Error('forced failure inside the merge');
      });
    },
  });
  t = await startTestKernel({ plugins: [contacts, tickets, tags, probe] });
  seed = await seedTenants(t.kernel.knex);
  const id = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Atendimento', { status: 'CONNECTED' });
  await t.kernel.channels.added(id);
  await until('the connection to open', () => t.kernel.channels.status(id) === 'CONNECTED');
  conn = String(id);
  admin = await login(t, seed.a.admin.email);
  attendant = await login(t, seed.a.user.email);
  adminB = await login(t, seed.b.admin.email);
}, 60_000);
afterAll(() => t?.stop());

const db = () => t.kernel.knex;
const sim = () => t.kernel.channels.sim!;

const contactBy = (where: Record<string, unknown>) =>
  db()('contacts')
    .where({ companyId: seed.a.id, ...where })
    .first();
const ticketsOf = (contactId: number) => db()('tickets').where({ contactId }).orderBy('id');
const bodiesOf = async (ticketId: number) =>
  (await db()('messages').where({ ticketId }).orderBy('id').pluck('body')) as string[];

/** One person twice: a LID-only contact and a numbered one, each with an open ticket, messages, a tag, a note. */
async function twoHalves(lid: string, number: string, tag: string) {
  sim().contactSends(conn, { from: { lid, name: 'Dona Lia' }, type: 'text', body: `${tag} pelo lid 1` });
  sim().contactSends(conn, { from: { lid }, type: 'text', body: `${tag} pelo lid 2` });
  sim().contactSends(conn, { from: { number }, type: 'text', body: `${tag} pelo número` });
  let lidTicket: { id: number } | undefined;
  let numTicket: { id: number } | undefined;
  await until('both halves with their messages', async () => {
    const a = await contactBy({ number: `${lid}@lid` });
    const b = await contactBy({ number });
    if (!a || !b) return false;
    [lidTicket] = await ticketsOf(a.id);
    [numTicket] = await ticketsOf(b.id);
    if (!lidTicket || !numTicket) return false;
    return (await bodiesOf(lidTicket.id)).length === 2 && (await bodiesOf(numTicket.id)).length === 1;
  });
  const lidContact = (await contactBy({ number: `${lid}@lid` }))!;
  const numContact = (await contactBy({ number }))!;
  const now = new Date();
  const tagIds: number[] = [];
  for (const name of [`${tag}-vip`, `${tag}-novo`]) {
    const [id] = await db()('tags').insert({
      companyId: seed.a.id,
      name,
      color: '#333',
      createdAt: now,
      updatedAt: now,
    });
    tagIds.push(Number(id));
  }
  // the two tickets share the first tag and each has one of its own
  for (const [ticketId, tagId] of [
    [lidTicket!.id, tagIds[0]!],
    [numTicket!.id, tagIds[0]!],
    [numTicket!.id, tagIds[1]!],
  ] as const)
    await db()('ticketTags').insert({
      ticketId,
      tagId,
      companyId: seed.a.id,
      createdAt: now,
      updatedAt: now,
    });
  for (const [ticketId, contactId] of [
    [lidTicket!.id, lidContact.id],
    [numTicket!.id, numContact.id],
  ])
    await db()('ticketNotes').insert({
      companyId: seed.a.id,
      ticketId,
      contactId,
      userId: seed.a.admin.id,
      note: `nota ${ticketId}`,
      createdAt: now,
      updatedAt: now,
    });
  await db()('contactCustomFields').insert({
    contactId: lidContact.id,
    name: 'CPF',
    value: '123',
    createdAt: now,
    updatedAt: now,
  });
  return { lidContact, numContact, lidTicket: lidTicket!, numTicket: numTicket!, tagIds };
}

/** After a merge: one contact with the number and the LID, one open ticket holding everything. */
async function expectOne(lid: string, number: string, tag: string, tagIds: number[]) {
  const rows = await db()('contacts')
    .where({ companyId: seed.a.id })
    .andWhere((q) => void q.where('lid', lid).orWhere('number', number).orWhere('number', `${lid}@lid`));
  expect(rows).toHaveLength(1);
  const kept = rows[0]!;
  expect(kept).toMatchObject({ number, lid, name: 'Dona Lia' });
  const all = await ticketsOf(kept.id);
  const open = all.filter((r: { status: string }) => r.status !== 'closed');
  expect(open).toHaveLength(1);
  const bodies = await bodiesOf(open[0].id);
  expect(bodies.sort()).toEqual([`${tag} pelo lid 1`, `${tag} pelo lid 2`, `${tag} pelo número`].sort());
  expect(
    await db()('messages')
      .where({ ticketId: open[0].id })
      .whereNot({ contactId: kept.id })
      .whereNotNull('contactId'),
  ).toEqual([]);
  const tagged = await db()('ticketTags').where({ ticketId: open[0].id }).orderBy('tagId').select('tagId');
  expect(tagged.map((r: { tagId: number }) => Number(r.tagId))).toEqual(tagIds);
  expect(await db()('ticketNotes').where({ ticketId: open[0].id, contactId: kept.id })).toHaveLength(2);
  expect(await db()('contactCustomFields').where({ contactId: kept.id }).pluck('name')).toEqual(['CPF']);
  return { kept, ticket: open[0] };
}

describe('merging two contacts by hand (POST /contacts/:contactId/merge)', () => {
  it('makes the LID and the number one contact with one open ticket, all messages, tags and notes', async () => {
    const lid = '990000000000101';
    const number = '5511966660101';
    const h = await twoHalves(lid, number, 'mão');
    const res = await admin.post(`/contacts/${h.numContact.id}/merge`, { contactId: h.lidContact.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: h.numContact.id, number, lid });
    const { ticket } = await expectOne(lid, number, 'mão', h.tagIds);
    // the older of the two unattended tickets stays
    expect(ticket.id).toBe(Math.min(h.lidTicket.id, h.numTicket.id));
    await until('the timeline heard of it', () =>
      timeline.some((e) => e.ticketId === ticket.id && e.type === 'contact-merged'),
    );
    expect(timeline.find((e) => e.ticketId === ticket.id && e.type === 'contact-merged')).toMatchObject({
      type: 'contact-merged',
      data: {
        keptContactId: h.numContact.id,
        mergedContactId: h.lidContact.id,
        mergedTicketId: Math.max(h.lidTicket.id, h.numTicket.id),
      },
    });
    // a new message from either id lands on that ticket, no duplicate
    sim().contactSends(conn, { from: { lid }, type: 'text', body: 'mão depois pelo lid' });
    sim().contactSends(conn, { from: { number }, type: 'text', body: 'mão depois pelo número' });
    await until('both new messages', async () => (await bodiesOf(ticket.id)).length === 5);
    expect(await db()('tickets').where({ contactId: h.numContact.id })).toHaveLength(1);
    // a second merge of the same pair is a clear 404, never a 500
    const again = await admin.post(`/contacts/${h.numContact.id}/merge`, { contactId: h.lidContact.id });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  it('refuses the same contact, a missing one, another company’s, and an attendant', async () => {
    const a = (await contactBy({}))!;
    const same = await admin.post(`/contacts/${a.id}/merge`, { contactId: a.id });
    expect([same.status, same.body.error]).toEqual([400, 'ERR_CONTACT_MERGE_SAME']);
    const missing = await admin.post(`/contacts/${a.id}/merge`, { contactId: 99999999 });
    expect([missing.status, missing.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    const now = new Date();
    const [bId] = await db()('contacts').insert({
      companyId: seed.b.id,
      uuid: 'b0000000-0000-4000-8000-00000000b0b0',
      name: 'De B',
      number: '5511955550000',
      numberKey: '5511955550000',
      email: '',
      createdAt: now,
      updatedAt: now,
    });
    const foreign = await admin.post(`/contacts/${a.id}/merge`, { contactId: Number(bId) });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    const fromB = await adminB.post(`/contacts/${Number(bId)}/merge`, { contactId: a.id });
    expect(fromB.status).toBe(404);
    expect(await db()('contacts').where({ id: Number(bId) })).toHaveLength(1);
    expect(await db()('contacts').where({ id: a.id })).toHaveLength(1);
    const asAttendant = await attendant.post(`/contacts/${a.id}/merge`, { contactId: Number(bId) });
    expect(asAttendant.status).toBe(403);
    const noBody = await admin.post(`/contacts/${a.id}/merge`, {});
    expect(noBody.status).toBe(400);
  });

  it('rolls everything back when a step fails mid-way: no partial merge', async () => {
    const lid = '990000000000303';
    const number = '5511966660303';
    const h = await twoHalves(lid, number, 'falha');
    const before = {
      messages: await db()('messages').whereIn('ticketId', [h.lidTicket.id, h.numTicket.id]).orderBy('id'),
      tickets: await db()('tickets').whereIn('id', [h.lidTicket.id, h.numTicket.id]).orderBy('id'),
      tags: await db()('ticketTags')
        .whereIn('ticketId', [h.lidTicket.id, h.numTicket.id])
        .orderBy(['ticketId', 'tagId']),
    };
    failNextMerge = true;
    const res = await admin.post(`/contacts/${h.numContact.id}/merge`, { contactId: h.lidContact.id });
    expect(res.status).toBe(500);
    expect(await contactBy({ id: h.lidContact.id })).toMatchObject({ number: `${lid}@lid`, lid });
    expect(await contactBy({ id: h.numContact.id })).toMatchObject({ number, lid: null });
    expect(await db()('tickets').whereIn('id', [h.lidTicket.id, h.numTicket.id]).orderBy('id')).toEqual(
      before.tickets,
    );
    expect(
      await db()('messages').whereIn('ticketId', [h.lidTicket.id, h.numTicket.id]).orderBy('id'),
    ).toEqual(before.messages);
    expect(
      await db()('ticketTags')
        .whereIn('ticketId', [h.lidTicket.id, h.numTicket.id])
        .orderBy(['ticketId', 'tagId']),
    ).toEqual(before.tags);
    expect(await db()('contactCustomFields').where({ contactId: h.lidContact.id })).toHaveLength(1);
    // and it works once the failure is gone
    const ok = await admin.post(`/contacts/${h.numContact.id}/merge`, { contactId: h.lidContact.id });
    expect(ok.status).toBe(200);
    await expectOne(lid, number, 'falha', h.tagIds);
  });
});

describe('merging automatically when WhatsApp pairs the LID with the number', () => {
  it('the sim announces "LID x is number y": one contact, one open ticket, later messages on it', async () => {
    const lid = '990000000000202';
    const number = '5511966660202';
    const h = await twoHalves(lid, number, 'auto');
    // the attended ticket is the one the customer keeps talking in
    await db()('tickets').where({ id: h.lidTicket.id }).update({ userId: seed.a.user.id, status: 'open' });
    sim().announceLidMapping(conn, lid, number);
    await until('the two contacts to become one', async () => !(await contactBy({ id: h.lidContact.id })));
    const { kept, ticket } = await expectOne(lid, number, 'auto', h.tagIds);
    expect(kept.id).toBe(h.numContact.id);
    expect(ticket.id).toBe(h.lidTicket.id);
    expect(ticket.userId).toBe(seed.a.user.id);
    // the pairing arriving again (a replay) changes nothing
    sim().announceLidMapping(conn, lid, number);
    sim().contactSends(conn, { from: { lid }, type: 'text', body: 'auto depois pelo lid' });
    sim().contactSends(conn, { from: { number }, type: 'text', body: 'auto depois pelo número' });
    await until('both new messages', async () => (await bodiesOf(ticket.id)).length === 5);
    expect(await db()('tickets').where({ contactId: kept.id })).toHaveLength(1);
    expect(timeline.filter((e) => e.ticketId === ticket.id && e.type === 'contact-merged')).toHaveLength(1);
  });

  it('leaves another company’s contact with the same LID alone', async () => {
    const lid = '990000000000404';
    const now = new Date();
    const [bId] = await db()('contacts').insert({
      companyId: seed.b.id,
      uuid: 'b0000000-0000-4000-8000-00000000b404',
      name: 'B lid',
      number: `${lid}@lid`,
      numberKey: `${lid}@lid`,
      lid,
      email: '',
      createdAt: now,
      updatedAt: now,
    });
    await twoHalves(lid, '5511966660404', 'isola');
    sim().announceLidMapping(conn, lid, '5511966660404');
    await until('A’s two contacts to become one', async () => !(await contactBy({ number: `${lid}@lid` })));
    expect(
      await db()('contacts')
        .where({ id: Number(bId) })
        .first(),
    ).toMatchObject({ number: `${lid}@lid`, lid });
  });
});
