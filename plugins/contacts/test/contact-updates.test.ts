import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { contactRows, startContactsKernel, type ContactsKernel } from './contacts-kernel.js';
import { inboxSettled, until } from '@balcao/core/testing';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);
let conn: string;

beforeAll(async () => {
  conn = String(k.connectionId);
}, 60_000);
afterEach(() => vi.restoreAllMocks());

const companyA = () => k.seed.a.id;
const rowsWith = async (pred: (r: Record<string, unknown>) => boolean) =>
  (await contactRows(k.t, companyA())).filter(pred);
const seenBodies = (text: string) => k.seen.filter((s) => s.body === text);

/** WhatsApp's contact event (address book, name, picture, LID pairing), as a provider hands it to the inbox. */
async function contactEvent(
  contact: { id: string; number?: string; lid?: string; name?: string },
  profilePicUrl?: string | null,
) {
  await k.t.kernel.inbox.accept({ companyId: companyA(), connectionId: k.connectionId }, 'contact', {
    connectionId: conn,
    contact,
    ...(profilePicUrl !== undefined ? { profilePicUrl } : {}),
  });
  await inboxSettled(k.t, k.connectionId);
}

describe('contact events', () => {
  it('pair a LID-only contact with its number: later messages from the number reach the same contact', async () => {
    const lid = '310987654321001';
    k.sim.contactSends(conn, { from: { lid, name: 'Rita' }, type: 'text', body: 'só lid' });
    await until('the LID message', () => seenBodies('só lid').length === 1);
    await contactEvent({ id: '5511966660001', number: '5511966660001', lid, name: 'Rita' });
    const rows = await rowsWith((r) => r.lid === lid);
    expect(rows).toEqual([expect.objectContaining({ number: '5511966660001', name: 'Rita' })]);
    k.sim.contactSends(conn, { from: { number: '5511966660001' }, type: 'text', body: 'pelo número' });
    await until('the number message', () => seenBodies('pelo número').length === 1);
    expect(seenBodies('pelo número')[0]!.contactId).toBe(rows[0]!.id);
    expect(await rowsWith((r) => String(r.number).includes('66660001') || r.lid === lid)).toHaveLength(1);
  });

  it('set and clear the picture, and stop the pipeline there (no later step sees them)', async () => {
    k.sim.contactSends(conn, { from: { number: '5511966660002', name: 'Sara' }, type: 'text', body: 'foto' });
    await until('the message', () => seenBodies('foto').length === 1);
    await contactEvent({ id: '5511966660002', number: '5511966660002' }, 'https://pps.whatsapp.net/sara.jpg');
    expect((await rowsWith((r) => r.number === '5511966660002'))[0]).toMatchObject({
      profilePicUrl: 'https://pps.whatsapp.net/sara.jpg',
    });
    await contactEvent({ id: '5511966660002', number: '5511966660002' }, null);
    expect((await rowsWith((r) => r.number === '5511966660002'))[0]).toMatchObject({ profilePicUrl: null });
    expect(k.seen.filter((s) => s.kind === 'contact')).toEqual([]);
  });

  it('keep a person who never wrote out of the contacts, for the no-file import to bring in', async () => {
    await contactEvent({ id: '5511966660003', number: '5511966660003', name: 'Tânia da agenda' });
    expect(await rowsWith((r) => r.number === '5511966660003')).toEqual([]);
    const res = await k.attendant.post('/contacts/import');
    expect(res).toMatchObject({ status: 200, body: { message: 'contacts imported', imported: 1 } });
    expect(await rowsWith((r) => r.number === '5511966660003')).toEqual([
      expect.objectContaining({ name: 'Tânia da agenda', whatsappId: k.connectionId }),
    ]);
    // importing again makes nothing new
    expect((await k.attendant.post('/contacts/import')).body).toMatchObject({ imported: 0 });
    expect(await rowsWith((r) => r.number === '5511966660003')).toHaveLength(1);
  });
});

describe('profile picture of a new contact', () => {
  it('is asked of WhatsApp when the contact is created', async () => {
    const ask = vi
      .spyOn(k.t.kernel.channels, 'profilePicture')
      .mockResolvedValue('https://pps.whatsapp.net/ulisses.jpg');
    k.sim.contactSends(conn, {
      from: { number: '5511966660004', name: 'Ulisses' },
      type: 'text',
      body: 'oi foto',
    });
    await until('the message', () => seenBodies('oi foto').length === 1);
    expect(ask).toHaveBeenCalledWith(companyA(), k.connectionId, '5511966660004');
    expect((await rowsWith((r) => r.number === '5511966660004'))[0]).toMatchObject({
      profilePicUrl: 'https://pps.whatsapp.net/ulisses.jpg',
    });
  });

  it('failing does not stop the message: the contact is created without one', async () => {
    vi.spyOn(k.t.kernel.channels, 'profilePicture').mockRejectedValue(new Error('network down'));
    k.sim.contactSends(conn, {
      from: { number: '5511966660005', name: 'Vera' },
      type: 'text',
      body: 'sem foto',
    });
    await until('the message', () => seenBodies('sem foto').length === 1);
    await inboxSettled(k.t, k.connectionId);
    expect(await rowsWith((r) => r.number === '5511966660005')).toEqual([
      expect.objectContaining({ name: 'Vera', profilePicUrl: null }),
    ]);
  });
});
