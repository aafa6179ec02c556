import { describe, expect, it } from 'vitest';
import { companyEvent } from '@balcao/core';
import { connectSocket, recordEvents, until } from '@balcao/core/testing';
import { postItem, sheetFile, uploadForm } from './contact-lists-kernel.js';
import { contactListsKernelPerFile } from './contact-lists-per-file.js';

const k = contactListsKernelPerFile();

const validity = async (contactListId: number) =>
  Object.fromEntries(
    (
      await k.t.kernel.knex('contact_list_items').where({ contactListId }).select('number', 'isWhatsappValid')
    ).map((r) => [r.number, r.isWhatsappValid === null ? null : Boolean(r.isWhatsappValid)]),
  );
const settled = async (contactListId: number) =>
  Object.values(await validity(contactListId)).every((v) => v !== null);

describe("checking a list's numbers with WhatsApp", () => {
  it('leaves them unchecked while the company has no open connection, then checks them on the next upload', async () => {
    const id = (await k.admin.post('/contact-lists', { name: 'Antes da conexão' })).body.id;
    await k.admin.post(
      `/contact-lists/${id}/upload`,
      uploadForm(sheetFile([['numero'], ['5511911110001']]), 'a.xlsx'),
    );
    // the job ran and found no open session: nothing was decided
    await new Promise((r) => setTimeout(r, 1500));
    expect(await validity(id)).toEqual({ '5511911110001': null });

    await k.connectA();
    k.sim.markUnregistered('5511911110002');
    const more = sheetFile([['numero'], ['5511911110002'], ['5511911110003']]);
    await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(more, 'b.xlsx'));
    await until('every number checked', () => settled(id));
    expect(await validity(id)).toEqual({
      '5511911110001': true,
      '5511911110002': false,
      '5511911110003': true,
    });
    const { contacts } = (await k.admin.get(`/contact-list-items?contactListId=${id}`)).body;
    expect(contacts.map((c: { isWhatsappValid: unknown }) => c.isWhatsappValid)).toEqual([true, false, true]);
  });

  it('checks an item added or renumbered by hand, and tells its page', async () => {
    await k.connectA();
    const socket = await connectSocket(k.t.url, k.admin.token!, { via: 'query' });
    try {
      const seen = recordEvents(socket);
      const id = (await k.admin.post('/contact-lists', { name: 'À mão' })).body.id;
      k.sim.markUnregistered('5511922220002');
      const item = (await postItem(k.admin, id, 'Maria', '5511922220001')).body;
      expect(item.isWhatsappValid).toBeNull();
      await until('the item checked', () => settled(id));
      expect(await validity(id)).toEqual({ '5511922220001': true });

      await k.admin.put(`/contact-list-items/${item.id}`, { number: '5511922220002' });
      await until('the new number checked', async () => (await validity(id))['5511922220002'] === false);

      const reloads = () =>
        seen.filter((e) => e.event === companyEvent(k.seed.a.id, `ContactListItem-${id}`));
      // the row is stored before the event goes out
      await until('the page told', () =>
        JSON.stringify(reloads().at(-1)?.payload ?? '').includes('"isWhatsappValid":false'),
      );
      expect(reloads().at(-1)?.payload).toEqual({
        action: 'reload',
        records: [expect.objectContaining({ id: item.id, isWhatsappValid: false })],
      });
      const itemEvents = seen
        .filter((e) => e.event === companyEvent(k.seed.a.id, 'ContactListItem'))
        .map((e) => e.payload);
      expect(itemEvents).toEqual([
        { action: 'create', record: expect.objectContaining({ id: item.id, isWhatsappValid: null }) },
        {
          action: 'update',
          record: expect.objectContaining({ number: '5511922220002', isWhatsappValid: null }),
        },
      ]);
      const listEvents = seen
        .filter((e) => e.event === companyEvent(k.seed.a.id, 'ContactList'))
        .map((e) => e.payload);
      expect(listEvents).toEqual([
        { action: 'create', record: expect.objectContaining({ id, name: 'À mão', contactsCount: 0 }) },
        { action: 'update', record: expect.objectContaining({ id, contactsCount: 1 }) },
      ]);
    } finally {
      socket.disconnect();
    }
  });

  it('checks a 5,000-row upload in the background (time printed)', async () => {
    await k.connectA();
    const id = (await k.admin.post('/contact-lists', { name: 'Cinco mil a checar' })).body.id;
    const rows: unknown[][] = [['numero']];
    for (let i = 0; i < 5000; i++) rows.push([`55129${String(i).padStart(8, '0')}`]);
    k.sim.markUnregistered('5512900000042');
    const started = performance.now();
    const res = await k.admin.post(
      `/contact-lists/${id}/upload`,
      uploadForm(sheetFile(rows), 'cinco-mil.xlsx'),
    );
    const answered = performance.now() - started;
    expect(res.body.count).toBe(5000);
    await until('5,000 numbers checked', () => settled(id), 120_000);
    console.log(
      `5,000 numbers: upload answered in ${answered.toFixed(0)} ms, all checked (sim) after ${(performance.now() - started).toFixed(0)} ms on ${process.env.TEST_DB ?? 'sqlite'}`,
    );
    const invalid = await k.t.kernel
      .knex('contact_list_items')
      .where({ contactListId: id, isWhatsappValid: false });
    expect(invalid.map((r) => r.number)).toEqual(['5512900000042']);
  }, 180_000);

  it("offers the campaigns plugin get() and setValidity(), both held to the caller's company", async () => {
    const id = (await k.admin.post('/contact-lists', { name: 'Para campanha' })).body.id;
    const item = (await postItem(k.admin, id, 'Ana', '5511933330001')).body;
    expect(await k.services.get(k.seed.a.id, id)).toEqual({ id, name: 'Para campanha', contactsCount: 1 });
    expect(await k.services.get(k.seed.b.id, id)).toBeUndefined();

    await until('the item checked', () => settled(id));
    await k.services.setValidity(k.seed.b.id, item.id, false);
    expect((await k.admin.get(`/contact-list-items/${item.id}`)).body.isWhatsappValid).toBe(true);
    await k.services.setValidity(k.seed.a.id, item.id, false);
    expect((await k.admin.get(`/contact-list-items/${item.id}`)).body.isWhatsappValid).toBe(false);
  });
});
