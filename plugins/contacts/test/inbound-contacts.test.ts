import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { listenAs, inboxSettled, until } from '@balcao/core/testing';
import {
  contactRows,
  setCompanySetting,
  startContactsKernel,
  type ContactsKernel,
} from './contacts-kernel.js';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);
let conn: string;

beforeAll(async () => {
  conn = String(k.connectionId);
}, 60_000);

const companyA = () => k.seed.a.id;
const rowsWith = async (pred: (r: Record<string, unknown>) => boolean) =>
  (await contactRows(k.t, companyA())).filter(pred);
const seenBodies = (prefix: string) => k.seen.filter((s) => s.body?.startsWith(prefix));

describe('contacts step (inbound messages)', () => {
  it('creates one contact for 30 messages of a new person sent at once, and hands it to the next step', async () => {
    const from = { number: '5511977770001', name: 'Ana Souza' };
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) =>
        k.sim.contactSends(conn, { from, type: 'text', body: `trinta ${i}` }),
      ),
    );
    await until('30 messages past the contacts step', () => seenBodies('trinta').length === 30);
    await inboxSettled(k.t, k.connectionId);
    const rows = await rowsWith((r) => String(r.number).endsWith('77770001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ana Souza',
      number: '5511977770001',
      isGroup: expect.anything(),
      whatsappId: k.connectionId,
      email: '',
    });
    expect(rows[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(seenBodies('trinta').map((s) => s.contactId))).toEqual(new Set([rows[0]!.id]));
  });

  it('keeps a Brazilian mobile as one contact whether it arrives with 12 or 13 digits', async () => {
    k.sim.contactSends(conn, { from: { number: '551187770002', name: 'Bruno' }, type: 'text', body: 'doze' });
    await until('the 12-digit message', () => seenBodies('doze').length === 1);
    k.sim.contactSends(conn, { from: { number: '5511987770002' }, type: 'text', body: 'treze' });
    await until('the 13-digit message', () => seenBodies('treze').length === 1);
    const rows = await rowsWith((r) => String(r.number).endsWith('87770002'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '551187770002', name: 'Bruno' });
    expect(seenBodies('treze')[0]!.contactId).toBe(rows[0]!.id);
  });

  it('fills in the number of a contact first known only by its LID, instead of making a second one', async () => {
    const lid = '210987654321003';
    k.sim.contactSends(conn, { from: { lid, name: 'Carla' }, type: 'text', body: 'lid primeiro' });
    await until('the LID message', () => seenBodies('lid primeiro').length === 1);
    expect(await rowsWith((r) => r.lid === lid)).toEqual([
      expect.objectContaining({ number: `${lid}@lid`, name: 'Carla' }),
    ]);
    k.sim.contactSends(conn, {
      from: { number: '5511977770003', lid, name: 'Carla' },
      type: 'text',
      body: 'agora com número',
    });
    await until('the message with the number', () => seenBodies('agora com número').length === 1);
    await inboxSettled(k.t, k.connectionId);
    const rows = await rowsWith((r) => r.lid === lid || String(r.number).includes('77770003'));
    expect(rows).toEqual([expect.objectContaining({ number: '5511977770003', lid, name: 'Carla' })]);
    expect(seenBodies('agora com número')[0]!.contactId).toBe(rows[0]!.id);
    expect(seenBodies('lid primeiro')[0]!.contactId).toBe(rows[0]!.id);
  });

  it('replaces a name that is just the number with the push name, and keeps a real name', async () => {
    k.sim.contactSends(conn, { from: { number: '5511977770004' }, type: 'text', body: 'sem nome' });
    await until('the nameless message', () => seenBodies('sem nome').length === 1);
    expect((await rowsWith((r) => r.number === '5511977770004'))[0]).toMatchObject({ name: '5511977770004' });

    k.sim.contactSends(conn, {
      from: { number: '5511977770004', name: 'Diego' },
      type: 'text',
      body: 'com nome',
    });
    await until('the named message', () => seenBodies('com nome').length === 1);
    await inboxSettled(k.t, k.connectionId);
    expect((await rowsWith((r) => r.number === '5511977770004'))[0]).toMatchObject({ name: 'Diego' });

    k.sim.contactSends(conn, {
      from: { number: '5511977770004', name: 'D.' },
      type: 'text',
      body: 'outro nome',
    });
    await until('the renamed message', () => seenBodies('outro nome').length === 1);
    await inboxSettled(k.t, k.connectionId);
    expect(await rowsWith((r) => r.number === '5511977770004')).toEqual([
      expect.objectContaining({ name: 'Diego' }),
    ]);
  });

  it('ignores group messages while CheckMsgIsGroup is enabled (the default): nothing stored, no later step', async () => {
    const group = { id: '120363040000000005@g.us', subject: 'Vizinhos' };
    k.sim.contactSends(conn, {
      from: { number: '5511977770005', name: 'Eva' },
      group,
      type: 'text',
      body: 'grupo ignorado',
    });
    // a 1:1 message after it proves the inbox moved on
    k.sim.contactSends(conn, { from: { number: '5511977770015' }, type: 'text', body: 'depois do grupo' });
    await until('the later message', () => seenBodies('depois do grupo').length === 1);
    await inboxSettled(k.t, k.connectionId);
    expect(seenBodies('grupo ignorado')).toEqual([]);
    expect(await rowsWith((r) => r.number === group.id || r.number === '5511977770005')).toEqual([]);
  });

  it('stores the group (named by its subject) and the member who wrote when CheckMsgIsGroup is disabled', async () => {
    await setCompanySetting(k.t, companyA(), 'CheckMsgIsGroup', 'disabled');
    try {
      const group = { id: '120363040000000006@g.us', subject: 'Condomínio' };
      k.sim.contactSends(conn, {
        from: { number: '5511977770006', name: 'Fábio' },
        group,
        type: 'text',
        body: 'grupo guardado',
      });
      await until('the group message', () => seenBodies('grupo guardado').length === 1);
      const [groupRow] = await rowsWith((r) => r.number === group.id);
      const [member] = await rowsWith((r) => r.number === '5511977770006');
      expect(groupRow).toMatchObject({ name: 'Condomínio', lid: null });
      expect(Boolean(groupRow!.isGroup)).toBe(true);
      expect(member).toMatchObject({ name: 'Fábio' });
      expect(Boolean(member!.isGroup)).toBe(false);
      expect(seenBodies('grupo guardado')[0]).toMatchObject({
        contactId: groupRow!.id,
        participantId: member!.id,
      });
    } finally {
      await setCompanySetting(k.t, companyA(), 'CheckMsgIsGroup', 'enabled');
    }
  });

  it('makes one contact of a member writing in 25 groups and in private at the same time', async () => {
    await setCompanySetting(k.t, companyA(), 'CheckMsgIsGroup', 'disabled');
    try {
      const from = { number: '5511977770007', lid: '210987654321007', name: 'Gil' };
      // each group is a conversation of its own, processed in parallel with the others
      for (let i = 0; i < 25; i++)
        k.sim.contactSends(conn, {
          from,
          group: { id: `12036304000000${String(i).padStart(4, '0')}7@g.us`, subject: `Grupo ${i}` },
          type: 'text',
          body: `paralelo ${i}`,
        });
      k.sim.contactSends(conn, { from, type: 'text', body: 'paralelo privado' });
      await until('26 messages', () => seenBodies('paralelo').length === 26);
      await inboxSettled(k.t, k.connectionId);
      const rows = await rowsWith((r) => r.number === from.number || r.lid === from.lid);
      expect(rows).toHaveLength(1);
      const ids = seenBodies('paralelo').map((s) => s.participantId ?? s.contactId);
      expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
    } finally {
      await setCompanySetting(k.t, companyA(), 'CheckMsgIsGroup', 'enabled');
    }
  });

  it("tells the company's clients of a new contact and of a changed one; another company hears nothing", async () => {
    const sockets = await listenAs(k.t.url, k.admin, k.adminB);
    try {
      const [seenA, seenB] = sockets.heard;
      k.sim.contactSends(conn, { from: { number: '5511977770008' }, type: 'text', body: 'ao vivo 1' });
      await until('the first message', () => seenBodies('ao vivo 1').length === 1);
      k.sim.contactSends(conn, {
        from: { number: '5511977770008', name: 'Helena' },
        type: 'text',
        body: 'ao vivo 2',
      });
      await until('the second message', () => seenBodies('ao vivo 2').length === 1);
      k.sim.contactSends(conn, {
        from: { number: '5511977770008', name: 'Helena' },
        type: 'text',
        body: 'ao vivo 3',
      });
      await until('the third message', () => seenBodies('ao vivo 3').length === 1);
      await inboxSettled(k.t, k.connectionId);
      const event = `company-${companyA()}-contact`;
      await until('two contact events', () => seenA.filter((e) => e.event === event).length >= 2, 3_000);
      const [row] = await rowsWith((r) => r.number === '5511977770008');
      expect(seenA.filter((e) => e.event === event).map((e) => e.payload)).toEqual([
        { action: 'create', contact: expect.objectContaining({ id: row!.id, name: '5511977770008' }) },
        { action: 'update', contact: expect.objectContaining({ id: row!.id, name: 'Helena' }) },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-contact'))).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});

describe('upsert under concurrency (the service other plugins call)', () => {
  it('50 simultaneous upserts of one new number, in both its forms, give one contact', async () => {
    const forms = ['5521987770009', '552187770009'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        k.services.upsertByNumber(companyA(), { number: forms[i % 2]!, name: 'Iara' }),
      ),
    );
    const rows = await rowsWith((r) => String(r.number).endsWith('87770009'));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((c) => c.id))).toEqual(new Set([rows[0]!.id]));
  });
});
