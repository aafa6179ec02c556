import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertWhatsapp, listenAs, payloadsOf } from '@balcao/core/testing';
import { insertContactWithInfo, startContactsKernel, type ContactsKernel } from './contacts-kernel.js';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);

const contactsOf = (companyId: number) =>
  k.t.kernel.knex('contacts').where({ companyId }).orderBy('id').select('id', 'name', 'number', 'email');
const extraInfoOf = (contactId: number) =>
  k.t.kernel.knex('contact_custom_fields').where({ contactId }).orderBy('id').select('id', 'name', 'value');

describe('POST /contacts', () => {
  it('creates a contact whose number is on WhatsApp, with extraInfo, typed without the country code', async () => {
    const res = await k.attendant.post('/contacts', {
      name: ' Carla Dias ',
      number: '(81) 99876-5432',
      email: 'carla@ex.com',
      extraInfo: [{ name: 'Empresa', value: 'Padaria' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Carla Dias',
      number: '5581998765432',
      email: 'carla@ex.com',
      isGroup: false,
      extraInfo: [expect.objectContaining({ name: 'Empresa', value: 'Padaria' })],
    });
    expect(await k.t.kernel.knex('contacts').where({ id: res.body.id }).first()).toMatchObject({
      companyId: k.seed.a.id,
      number: '5581998765432',
    });
  });

  it('answers 409 ERR_DUPLICATED_CONTACT for a number the company has in any of its forms, and writes nothing', async () => {
    await insertContactWithInfo(k.t, k.seed.a.id, { name: 'Dora', number: '558187654321' });
    const before = await contactsOf(k.seed.a.id);
    for (const number of ['558187654321', '5581987654321', '81 98765-4321'])
      expect(await k.admin.post('/contacts', { name: 'Outra Dora', number }), number).toMatchObject({
        status: 409,
        body: { error: 'ERR_DUPLICATED_CONTACT' },
      });
    expect(await contactsOf(k.seed.a.id)).toEqual(before);
  });

  it('lets another company have the same number', async () => {
    await insertContactWithInfo(k.t, k.seed.b.id, { name: 'Eli de B', number: '5511977776661' });
    const res = await k.admin.post('/contacts', { name: 'Eli de A', number: '5511977776661' });
    expect(res.status).toBe(200);
  });

  it('answers 400 ERR_WAPP_INVALID_CONTACT for a number without WhatsApp', async () => {
    k.sim.markUnregistered('5511900000099');
    expect(await k.admin.post('/contacts', { name: 'Fantasma', number: '5511900000099' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_INVALID_CONTACT' },
    });
    expect((await contactsOf(k.seed.a.id)).map((c) => c.number)).not.toContain('5511900000099');
  });

  it('refuses bad input with 400 ERR_VALIDATION naming the field (spec §5), and writes nothing', async () => {
    const before = await contactsOf(k.seed.a.id);
    const cases: Array<[unknown, string, string]> = [
      [{ number: '5511912345678' }, 'name', 'Required'],
      [{ name: 'A', number: '5511912345678' }, 'name', 'Too Short!'],
      [{ name: 'x'.repeat(51), number: '5511912345678' }, 'name', 'Too Long!'],
      [{ name: 'Gabi' }, 'number', 'Required'],
      [{ name: 'Gabi', number: '1234567' }, 'number', 'Too Short!'],
      [{ name: 'Gabi', number: '1'.repeat(51) }, 'number', 'Too Long!'],
      [{ name: 'Gabi', number: 'abcdefghij' }, 'number', 'Invalid number'],
      [{ name: 'Gabi', number: '5511912345678', email: 'nope' }, 'email', 'Invalid email'],
      [
        { name: 'Gabi', number: '5511912345678', extraInfo: [{ value: 'x' }] },
        'extraInfo.0.name',
        'Required',
      ],
      [{ name: 'Gabi', number: '5511912345678', companyId: k.seed.b.id }, 'companyId', 'Unrecognized key'],
      [{ name: 'Gabi', number: '5511912345678', vip: true }, 'vip', 'Unrecognized key'],
    ];
    for (const [body, field, message] of cases) {
      const res = await k.admin.post('/contacts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({
        error: 'ERR_VALIDATION',
        fields: { [field]: message },
      });
    }
    expect(await contactsOf(k.seed.a.id)).toEqual(before);
  });

  it('accepts what the Whaticket form echoes back (empty email, own companyId, ids, timestamps)', async () => {
    const res = await k.admin.post('/contacts', {
      id: '',
      name: 'Heitor',
      number: '5511912340000',
      email: '',
      companyId: k.seed.a.id,
      profilePicUrl: '',
      isGroup: false,
      createdAt: '2024-01-01',
    });
    expect(res).toMatchObject({ status: 200, body: { name: 'Heitor', email: '' } });
  });

  it('answers ERR_NO_DEF_WAPP_FOUND without a connection, ERR_WAPP_CHECK_CONTACT when the check fails', async () => {
    expect(await k.adminB.post('/contacts', { name: 'Ivo', number: '5511912341111' })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_DEF_WAPP_FOUND' },
    });
    // a connection no process runs: WhatsApp cannot be asked
    await insertWhatsapp(k.t.kernel.knex, k.seed.b.id, 'Parada', { status: 'DISCONNECTED' });
    expect(await k.adminB.post('/contacts', { name: 'Ivo', number: '5511912341111' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_CHECK_CONTACT' },
    });
    expect((await contactsOf(k.seed.b.id)).map((c) => c.number)).not.toContain('5511912341111');
  });
});

describe('PUT /contacts/:id', () => {
  it('changes the given fields and makes extraInfo exactly the list sent, keeping the ids it names', async () => {
    const id = await insertContactWithInfo(k.t, k.seed.a.id, { name: 'João', number: '5511912342222' }, [
      { name: 'CPF', value: '1' },
      { name: 'Cidade', value: 'Olinda' },
    ]);
    const [cpf] = await extraInfoOf(id);
    const res = await k.attendant.put(`/contacts/${id}`, {
      name: 'João Lima',
      extraInfo: [
        { id: cpf.id, name: 'CPF', value: '2', contactId: id, createdAt: 'x' },
        { name: 'Plano', value: 'Ouro' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'João Lima', number: '5511912342222' });
    expect(await extraInfoOf(id)).toEqual([
      { id: cpf.id, name: 'CPF', value: '2' },
      { id: expect.any(Number), name: 'Plano', value: 'Ouro' },
    ]);
    // the number echoed back unchanged is no change (no WhatsApp check, no duplicate of itself)
    const echo = await k.attendant.put(`/contacts/${id}`, { name: 'João L.', number: '5511912342222' });
    expect(echo).toMatchObject({ status: 200, body: { name: 'João L.' } });
  });

  it('refuses a number another contact has in any form with 409, and an empty change with 400', async () => {
    const id = await insertContactWithInfo(k.t, k.seed.a.id, { name: 'Karen', number: '5511912343333' });
    await insertContactWithInfo(k.t, k.seed.a.id, { name: 'Lia', number: '551187654444' });
    expect(await k.admin.put(`/contacts/${id}`, { number: '5511987654444' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_DUPLICATED_CONTACT' },
    });
    expect(await k.admin.put(`/contacts/${id}`, {})).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { _: 'Nothing to update' } },
    });
    expect(await k.t.kernel.knex('contacts').where({ id }).first()).toMatchObject({
      number: '5511912343333',
    });
  });
});

describe('DELETE /contacts/:id', () => {
  it('is for admins (contacts-page:deleteContact): an attendant gets 403 and the contact stays', async () => {
    const id = await insertContactWithInfo(k.t, k.seed.a.id, { name: 'Mara', number: '5511912344444' });
    expect(await k.attendant.delete(`/contacts/${id}`)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await k.admin.delete(`/contacts/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'Contact deleted' },
    });
    expect(await k.admin.get(`/contacts/${id}`)).toMatchObject({ status: 404 });
  });
});

describe('tenancy', () => {
  it("company A cannot read, change or delete company B's contact: 404, and B's row is unchanged", async () => {
    const id = await insertContactWithInfo(k.t, k.seed.b.id, { name: 'Nina de B', number: '5511912345555' }, [
      { name: 'Nota', value: 'de B' },
    ]);
    const row = () => k.t.kernel.knex('contacts').where({ id }).first();
    const before = await row();
    const missing = { status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } };
    expect(await k.admin.get(`/contacts/${id}`)).toMatchObject(missing);
    expect(await k.admin.put(`/contacts/${id}`, { name: 'Roubada', extraInfo: [] })).toMatchObject(missing);
    expect(await k.admin.delete(`/contacts/${id}`)).toMatchObject(missing);
    expect(await row()).toEqual(before);
    expect(await extraInfoOf(id)).toEqual([expect.objectContaining({ name: 'Nota', value: 'de B' })]);
  });

  it('an extraInfo id of another contact is not touched: it becomes a new pair of this one', async () => {
    const theirs = await insertContactWithInfo(
      k.t,
      k.seed.b.id,
      { name: 'Olga de B', number: '5511912346666' },
      [{ name: 'Segredo', value: 'B' }],
    );
    const [secret] = await extraInfoOf(theirs);
    const mine = await insertContactWithInfo(k.t, k.seed.a.id, { name: 'Otto', number: '5511912347777' });
    const res = await k.admin.put(`/contacts/${mine}`, {
      extraInfo: [{ id: secret.id, name: 'Nota', value: 'A' }],
    });
    expect(res.status).toBe(200);
    expect(await extraInfoOf(theirs)).toEqual([{ id: secret.id, name: 'Segredo', value: 'B' }]);
    expect(await extraInfoOf(mine)).toEqual([{ id: expect.any(Number), name: 'Nota', value: 'A' }]);
  });
});

describe('contact realtime events', () => {
  it("tell company A's clients of each create, update and delete; company B hears none", async () => {
    const sockets = await listenAs(k.t.url, k.attendant, k.adminB);
    try {
      const [seenA, seenB] = sockets.heard;
      const created = (await k.admin.post('/contacts', { name: 'Paulo', number: '5511912348888' })).body;
      await k.admin.put(`/contacts/${created.id}`, { name: 'Paulo R.' });
      await k.admin.delete(`/contacts/${created.id}`);
      const event = `company-${k.seed.a.id}-contact`;
      expect(await payloadsOf(seenA, event, 3)).toEqual([
        { action: 'create', contact: expect.objectContaining({ id: created.id, name: 'Paulo' }) },
        { action: 'update', contact: expect.objectContaining({ id: created.id, name: 'Paulo R.' }) },
        { action: 'delete', contactId: created.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-contact'))).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});
