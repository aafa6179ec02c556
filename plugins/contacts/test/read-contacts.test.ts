import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertContactWithInfo, startContactsKernel, type ContactsKernel } from './contacts-kernel.js';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);
let ids: Record<string, number>;

beforeAll(async () => {
  const a = k.seed.a.id;
  ids = {
    ana: await insertContactWithInfo(
      k.t,
      a,
      { name: 'Ana Paula', number: '5511911110001', email: 'ana@ex.com' },
      [
        { name: 'CPF', value: '123' },
        { name: 'Cidade', value: 'Recife' },
      ],
    ),
    bruno: await insertContactWithInfo(k.t, a, { name: 'bruno', number: '5521922220002' }),
    pct: await insertContactWithInfo(k.t, a, { name: 'Loja 100%', number: '5531933330003' }),
    other: await insertContactWithInfo(k.t, k.seed.b.id, { name: 'Ana de B', number: '5511944440004' }),
  };
  for (let i = 0; i < 22; i++)
    await insertContactWithInfo(k.t, a, {
      name: `Zé ${String(i).padStart(2, '0')}`,
      number: `55119555500${String(i).padStart(2, '0')}`,
    });
}, 60_000);

describe('GET /contacts', () => {
  it('pages 20 contacts by name with count and hasMore, only the caller company', async () => {
    const first = await k.admin.get('/contacts');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 25, hasMore: true });
    expect(first.body.contacts).toHaveLength(20);
    expect(first.body.contacts[0]).toMatchObject({ id: ids.ana, name: 'Ana Paula', number: '5511911110001' });
    expect(first.body.contacts[0]).not.toHaveProperty('numberKey');
    const second = await k.attendant.get('/contacts?pageNumber=2');
    expect(second.body).toMatchObject({ count: 25, hasMore: false });
    expect(second.body.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Zé 17',
      'Zé 18',
      'Zé 19',
      'Zé 20',
      'Zé 21',
    ]);
    const all = [...first.body.contacts, ...second.body.contacts].map((c: { id: number }) => c.id);
    expect(all).not.toContain(ids.other);
  });

  it('searches the lower-cased name and the number', async () => {
    const byName = await k.admin.get('/contacts?searchParam=BRU');
    expect(byName.body).toMatchObject({ count: 1, hasMore: false, contacts: [{ id: ids.bruno }] });
    const byNumber = await k.admin.get('/contacts?searchParam=33330003');
    expect(byNumber.body.contacts.map((c: { id: number }) => c.id)).toEqual([ids.pct]);
    // a % typed is looked for, not a wildcard
    const percent = await k.admin.get('/contacts?searchParam=100%25');
    expect(percent.body.contacts.map((c: { id: number }) => c.id)).toEqual([ids.pct]);
    expect(
      (await k.admin.get('/contacts?searchParam=ana')).body.contacts.map((c: { id: number }) => c.id),
    ).toEqual([ids.ana]);
  });

  it('refuses a bad page number with 400 ERR_VALIDATION', async () => {
    expect(await k.admin.get('/contacts?pageNumber=0')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });
});

describe('GET /contacts/list', () => {
  it("answers the caller's company's contacts as an array, whatever companyId the query names", async () => {
    const res = await k.admin.get(`/contacts/list?companyId=${k.seed.b.id}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(25);
    expect(res.body.map((c: { id: number }) => c.id)).not.toContain(ids.other);
  });
});

describe('GET /contacts/:id', () => {
  it('answers the contact with its extraInfo', async () => {
    const res = await k.attendant.get(`/contacts/${ids.ana}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.ana,
      name: 'Ana Paula',
      number: '5511911110001',
      email: 'ana@ex.com',
      isGroup: false,
      profilePicUrl: null,
      extraInfo: [
        expect.objectContaining({ name: 'CPF', value: '123' }),
        expect.objectContaining({ name: 'Cidade', value: 'Recife' }),
      ],
    });
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 404 ERR_NO_CONTACT_FOUND for another company's contact and for an unknown id", async () => {
    const missing = { status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } };
    expect(await k.admin.get(`/contacts/${ids.other}`)).toMatchObject(missing);
    expect(await k.admin.get('/contacts/999999')).toMatchObject(missing);
  });
});
