import { describe, expect, it } from 'vitest';
import { login, invalidField, notFound } from '@balcao/core/testing';
import { contactListsKernelPerFile } from './contact-lists-per-file.js';

const k = contactListsKernelPerFile();

const missing = notFound('ERR_NO_CONTACT_LIST_FOUND');

describe('contact lists', () => {
  it('creates, reads, renames (the dialog posting the record back) and deletes one with its items', async () => {
    const created = await k.admin.post('/contact-lists', { name: ' Clientes VIP ' });
    expect(created).toMatchObject({
      status: 200,
      body: { name: 'Clientes VIP', contactsCount: 0, companyId: k.seed.a.id },
    });
    const path = `/contact-lists/${created.body.id}`;
    const item = await k.admin.post('/contact-list-items', {
      name: 'Maria',
      number: '+55 (11) 99999-0001',
      contactListId: created.body.id,
    });
    expect(item.status).toBe(200);
    expect((await k.admin.get(path)).body).toMatchObject({ name: 'Clientes VIP', contactsCount: 1 });
    const renamed = await k.admin.put(path, { ...created.body, name: 'Clientes Ouro' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Clientes Ouro', contactsCount: 1 } });
    expect(await k.admin.delete(path)).toMatchObject({
      status: 200,
      body: { message: 'Contact list deleted' },
    });
    expect(await k.admin.get(path)).toMatchObject(missing);
    expect(await k.t.kernel.knex('contact_list_items').where({ id: item.body.id })).toEqual([]);
  });

  it('pages by name with contactsCount, searches without regard to case, and lists all for selects', async () => {
    const names = Array.from({ length: 22 }, (_, i) => `Lista ${String(i).padStart(2, '0')}`);
    for (const name of names) await k.admin.post('/contact-lists', { name });
    const busy = (await k.admin.post('/contact-lists', { name: 'Aniversariantes' })).body;
    for (const number of ['5511900000001', '5511900000002'])
      await k.admin.post('/contact-list-items', { name: 'Pessoa', number, contactListId: busy.id });

    const first = (await k.attendant.get('/contact-lists')).body;
    expect(first).toMatchObject({ count: 23, hasMore: true });
    expect(first.records).toHaveLength(20);
    expect(first.records[0]).toMatchObject({ name: 'Aniversariantes', contactsCount: 2 });
    expect(first.records[1]).toMatchObject({ name: 'Lista 00', contactsCount: 0 });
    const second = (await k.attendant.get('/contact-lists?pageNumber=2')).body;
    expect(second.records.map((r: { name: string }) => r.name)).toEqual(['Lista 19', 'Lista 20', 'Lista 21']);
    expect(second.hasMore).toBe(false);
    expect((await k.attendant.get('/contact-lists?searchParam=ANIVER')).body).toMatchObject({
      count: 1,
      records: [{ id: busy.id, contactsCount: 2 }],
    });
    const all = (await k.attendant.get('/contact-lists/list?companyId=' + k.seed.a.id)).body;
    expect(all).toHaveLength(23);
    expect(all[0]).toMatchObject({ name: 'Aniversariantes', contactsCount: 2 });
  });

  it("refuses a name outside spec §5's 2 to 50 characters, and unknown fields, writing nothing", async () => {
    const before = await k.t.kernel.knex('contact_lists').count({ n: '*' });
    expect(await k.admin.post('/contact-lists', { name: 'x' })).toMatchObject(
      invalidField('name', 'Too Short!'),
    );
    expect(await k.admin.post('/contact-lists', { name: 'x'.repeat(51) })).toMatchObject(
      invalidField('name', 'Too Long!'),
    );
    expect(await k.admin.post('/contact-lists', {})).toMatchObject(invalidField('name', 'Required'));
    expect(await k.admin.post('/contact-lists', { name: 'Boa', cor: 'azul' })).toMatchObject(
      invalidField('cor', 'Unrecognized key'),
    );
    const { id } = (await k.admin.post('/contact-lists', { name: 'Intacta' })).body;
    expect(await k.admin.put(`/contact-lists/${id}`, {})).toMatchObject(
      invalidField('_', 'Nothing to update'),
    );
    expect(await k.admin.put(`/contact-lists/${id}`, { name: ' ' })).toMatchObject(
      invalidField('name', 'Too Short!'),
    );
    expect((await k.admin.get(`/contact-lists/${id}`)).body.name).toBe('Intacta');
    expect(await k.t.kernel.knex('contact_lists').count({ n: '*' })).toEqual([
      { n: Number((before[0] as { n: number }).n) + 1 },
    ]);
  });

  it("keeps company B out: A's lists are missing to B and stay as they were", async () => {
    const list = (await k.admin.post('/contact-lists', { name: 'Só da A' })).body;
    const path = `/contact-lists/${list.id}`;
    for (const res of [
      await k.adminB.get(path),
      await k.adminB.put(path, { name: 'Invadida' }),
      await k.adminB.delete(path),
    ])
      expect(res).toMatchObject(missing);
    expect((await k.adminB.get('/contact-lists?searchParam=da a')).body.records).toEqual([]);
    expect((await k.adminB.get('/contact-lists/list')).body).toEqual([]);
    expect((await k.adminB.post('/contact-lists', { name: 'Outra', companyId: k.seed.a.id })).status).toBe(
      400,
    );
    expect((await k.admin.get(path)).body).toMatchObject({ name: 'Só da A' });
  });

  it("shows the menu item to admins, in the campaigns group, while campaignsEnabled is 'true'", async () => {
    const menuOf = async (client: typeof k.admin) =>
      ((await client.get('/modules')).body.modules as Array<{ name: string; menu?: unknown[] }>)
        .filter((m) => m.name === 'contact-lists')
        .flatMap((m) => m.menu ?? []);
    expect(await menuOf(k.admin)).toEqual([]);
    expect((await k.admin.put('/settings/campaignsEnabled', { value: 'true' })).status).toBe(200);
    expect(await menuOf(k.admin)).toEqual([
      expect.objectContaining({
        path: '/contact-lists',
        titles: expect.objectContaining({ pt: 'Listas de Contatos' }),
        group: expect.objectContaining({ key: 'campaigns' }),
      }),
    ]);
    expect(await menuOf(k.attendant)).toEqual([]);
  });

  it('needs a session and a plan with campaigns', async () => {
    expect((await k.t.client().get('/contact-lists')).status).toBe(401);
    const root = await login(k.t, k.seed.platform.admin.email);
    expect((await root.put(`/plans/${k.seed.planId}`, { useCampaigns: false })).status).toBe(200);
    try {
      expect(await k.admin.get('/contact-lists')).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
    } finally {
      await root.put(`/plans/${k.seed.planId}`, { useCampaigns: true });
    }
  });
});
