import { beforeAll, describe, expect, it } from 'vitest';
import { invalidField, notFound } from '@balcao/core/testing';
import { postItem } from './contact-lists-kernel.js';
import { contactListsKernelPerFile } from './contact-lists-per-file.js';

const k = contactListsKernelPerFile();
let listId: number;

beforeAll(async () => {
  listId = (await k.admin.post('/contact-lists', { name: 'Clientes' })).body.id;
});

const missing = notFound('ERR_NO_CONTACT_LIST_ITEM_FOUND');

describe('contact list items', () => {
  it('adds one (number kept as its digits), reads, edits through the dialog echo, and deletes it', async () => {
    const created = await k.admin.post('/contact-list-items', {
      name: 'Maria Silva',
      number: '+55 (11) 98888-0001',
      email: 'maria@exemplo.com.br',
      contactListId: listId,
      companyId: k.seed.a.id,
    });
    expect(created).toMatchObject({
      status: 200,
      body: {
        name: 'Maria Silva',
        number: '5511988880001',
        email: 'maria@exemplo.com.br',
        isWhatsappValid: null,
        contactListId: listId,
        companyId: k.seed.a.id,
      },
    });
    const path = `/contact-list-items/${created.body.id}`;
    expect((await k.attendant.get(path)).body).toMatchObject({ number: '5511988880001' });
    // issue 27 finding 4: campaign audiences are the admin's; an attendant reads them, never writes them
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.attendant.put(path, { name: 'Outra' })).toMatchObject(refused);
    expect(await k.attendant.delete(path)).toMatchObject(refused);
    // Whaticket's dialog posts the loaded record back, email emptied
    const edited = await k.admin.put(path, { ...created.body, name: 'Maria S.', email: '' });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Maria S.', email: 'maria@exemplo.com.br' } });
    expect((await k.admin.put(path, { email: null })).body.email).toBeNull();
    expect(await k.admin.delete(path)).toMatchObject({
      status: 200,
      body: { message: 'Contact deleted' },
    });
    expect(await k.attendant.get(path)).toMatchObject(missing);
  });

  it("refuses spec §5's limits (name 2-50, number 8-50, valid email) and a number the list has", async () => {
    const item = (fields: Record<string, unknown>) =>
      k.admin.post('/contact-list-items', {
        name: 'Pessoa',
        number: '5511977770001',
        contactListId: listId,
        ...fields,
      });
    expect(await item({ name: 'A' })).toMatchObject(invalidField('name', 'Too Short!'));
    expect(await item({ name: 'A'.repeat(51) })).toMatchObject(invalidField('name', 'Too Long!'));
    expect(await item({ number: '1234567' })).toMatchObject(invalidField('number', 'Too Short!'));
    expect(await item({ number: '1'.repeat(51) })).toMatchObject(invalidField('number', 'Too Long!'));
    expect(await item({ number: '(11) abc-def' })).toMatchObject(invalidField('number', 'Invalid number'));
    expect(await item({ email: 'nao-e-email' })).toMatchObject(invalidField('email', 'Invalid email'));
    expect(await item({ contactListId: undefined })).toMatchObject(invalidField('contactListId', 'Required'));
    expect(await k.t.kernel.knex('contact_list_items').where({ contactListId: listId })).toEqual([]);

    expect((await item({})).status).toBe(200);
    expect(await item({ number: '55 11 97777-0001' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_DUPLICATED_CONTACT' },
    });
    // the same number in another list is another person to that list
    const other = (await k.admin.post('/contact-lists', { name: 'Outra' })).body.id;
    expect((await item({ contactListId: other })).status).toBe(200);
  });

  it('pages one list by name with { contacts, count, hasMore }, searches name or number, lists all', async () => {
    const list = (await k.admin.post('/contact-lists', { name: 'Grande' })).body.id;
    for (let i = 0; i < 23; i++)
      await k.admin.post('/contact-list-items', {
        name: `Pessoa ${String(i).padStart(2, '0')}`,
        number: `55119000000${String(i).padStart(2, '0')}`,
        contactListId: list,
      });
    const first = (await k.admin.get(`/contact-list-items?contactListId=${list}`)).body;
    expect(first).toMatchObject({ count: 23, hasMore: true });
    expect(first.contacts).toHaveLength(20);
    expect(first.contacts[0]).toMatchObject({ name: 'Pessoa 00' });
    const second = (await k.admin.get(`/contact-list-items?contactListId=${list}&pageNumber=2`)).body;
    expect(second).toMatchObject({ count: 23, hasMore: false });
    expect(second.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Pessoa 20',
      'Pessoa 21',
      'Pessoa 22',
    ]);
    expect(
      (await k.admin.get(`/contact-list-items?contactListId=${list}&searchParam=PESSOA 07`)).body,
    ).toMatchObject({ count: 1, contacts: [{ name: 'Pessoa 07' }] });
    expect(
      (await k.admin.get(`/contact-list-items?contactListId=${list}&searchParam=0000015`)).body,
    ).toMatchObject({ count: 1, contacts: [{ number: '5511900000015' }] });
    const all = (await k.admin.get(`/contact-list-items/list?contactListId=${list}`)).body;
    expect(all).toHaveLength(23);
    expect((await k.admin.get('/contact-list-items/list')).status).toBe(400);
  });

  it("keeps company B out of A's items and lists", async () => {
    const item = (await postItem(k.admin, listId, 'Segredo', '5511966660001')).body;
    const path = `/contact-list-items/${item.id}`;
    for (const res of [
      await k.adminB.get(path),
      await k.adminB.put(path, { name: 'Invadido' }),
      await k.adminB.delete(path),
    ])
      expect(res).toMatchObject(missing);
    // B cannot add to, move into, or read A's list
    expect(await postItem(k.adminB, listId, 'Intruso', '5511966660002')).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_LIST_FOUND' },
    });
    const listB = (await k.adminB.post('/contact-lists', { name: 'Da B' })).body.id;
    const itemB = (await postItem(k.adminB, listB, 'Da B', '5511966660003')).body;
    expect(await k.adminB.put(`/contact-list-items/${itemB.id}`, { contactListId: listId })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_LIST_FOUND' },
    });
    expect((await k.adminB.get(`/contact-list-items?contactListId=${listId}`)).body).toMatchObject({
      contacts: [],
      count: 0,
    });
    expect((await k.adminB.get(`/contact-list-items/list?contactListId=${listId}`)).body).toEqual([]);
    expect((await k.admin.get(path)).body).toMatchObject({ name: 'Segredo' });
  });
});
