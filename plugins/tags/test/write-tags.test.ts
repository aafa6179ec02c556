import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startTagsKernel, type TagsKernel } from './tags-kernel.js';
import { insertTag, invalidField, notFound } from '@balcao/core/testing';

const k = kernelPerFile<TagsKernel>(startTagsKernel);

const rows = () => k.t.kernel.knex('tags').orderBy('id').select('id', 'companyId', 'name', 'color', 'kanban');

describe('writing tags', () => {
  it('creates a tag owned by its author, changes it and deletes it with Whaticket message', async () => {
    const created = await k.admin.post('/tags', { name: '  Urgente ', color: '#ff0000', kanban: 1 });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Urgente',
        color: '#ff0000',
        kanban: 1,
        userId: k.seed.a.admin.id,
        companyId: k.seed.a.id,
      },
    });
    const path = `/tags/${created.body.id}`;
    // the tag dialog posts the loaded tag back, ticketsCount and all
    const edited = await k.admin.put(path, {
      ...created.body,
      ticketsCount: 0,
      name: 'Muito urgente',
      kanban: false,
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { id: created.body.id, name: 'Muito urgente', kanban: 0 },
    });
    expect((await k.admin.get(path)).body).toMatchObject({
      name: 'Muito urgente',
      color: '#ff0000',
      kanban: 0,
    });
    expect(await k.admin.delete(path)).toMatchObject({ status: 200, body: { message: 'Tag deleted' } });
    expect(await k.admin.get(path)).toMatchObject({ status: 404, body: { error: 'ERR_NO_TAG_FOUND' } });
  });

  it('refuses bad input with the spec §5 messages, and writes nothing', async () => {
    const before = await rows();
    expect(await k.admin.post('/tags', {})).toMatchObject(invalidField('name', 'Obrigatório'));
    expect(await k.admin.post('/tags', { name: '   ' })).toMatchObject(invalidField('name', 'Obrigatório'));
    expect(await k.admin.post('/tags', { name: 'ab' })).toMatchObject(
      invalidField('name', 'Mensagem muito curta'),
    );
    expect(await k.admin.post('/tags', { name: 'Certa', kanban: 2 })).toMatchObject(
      invalidField('kanban', 'Must be 0 or 1'),
    );
    expect(await k.admin.post('/tags', { name: 'Certa', extra: 1 })).toMatchObject(
      invalidField('extra', 'Unrecognized key'),
    );
    const id = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Intacta' });
    expect(await k.admin.put(`/tags/${id}`, {})).toMatchObject(invalidField('_', 'Nothing to update'));
    expect(await k.admin.put(`/tags/${id}`, { name: 'x' })).toMatchObject(
      invalidField('name', 'Mensagem muito curta'),
    );
    expect(await rows()).toEqual([...before, expect.objectContaining({ id, name: 'Intacta' })]);
  });

  it('keeps one name per company, whatever the case; another company may use it', async () => {
    await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Retorno' });
    expect(await k.admin.post('/tags', { name: 'RETORNO' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_TAG_NAME_ALREADY_EXISTS' },
    });
    const other = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Outra' });
    expect((await k.admin.put(`/tags/${other}`, { name: 'retorno' })).status).toBe(409);
    expect((await k.adminB.post('/tags', { name: 'Retorno' })).status).toBe(201);
  });

  it('lets an attendant create a plain tag but not a kanban lane, nor change or delete one', async () => {
    const own = await k.attendant.post('/tags', { name: 'Do atendente', kanban: 0 });
    expect(own).toMatchObject({ status: 201, body: { kanban: 0, userId: k.seed.a.user.id } });
    const before = await rows();
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.attendant.post('/tags', { name: 'Coluna nova', kanban: 1 })).toMatchObject(refused);
    expect(await k.attendant.put(`/tags/${own.body.id}`, { name: 'Renomeada' })).toMatchObject(refused);
    expect(await k.attendant.delete(`/tags/${own.body.id}`)).toMatchObject(refused);
    expect(await rows()).toEqual(before);
  });

  it('lets a supervisor toggle kanban and reassign the tag to a user of the company only', async () => {
    const id = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Supervisionada' });
    const res = await k.supervisor.put(`/tags/${id}`, { kanban: 1, userId: k.seed.a.user.id });
    expect(res).toMatchObject({ status: 200, body: { kanban: 1, userId: k.seed.a.user.id } });
    expect(await k.supervisor.put(`/tags/${id}`, { userId: k.seed.b.user.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
    expect((await k.supervisor.delete(`/tags/${id}`)).status).toBe(200);
  });

  it("keeps each company to its own tags: B's admin gets 404 and A's tag stays unchanged", async () => {
    const id = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Só da A', kanban: 1 });
    const path = `/tags/${id}`;
    const missing = notFound('ERR_NO_TAG_FOUND');
    expect(await k.adminB.get(path)).toMatchObject(missing);
    expect(await k.adminB.put(path, { name: 'Invadida' })).toMatchObject(missing);
    expect(await k.adminB.delete(path)).toMatchObject(missing);
    expect((await k.adminB.get('/tags/list')).body.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await k.adminB.get('/tags/kanban')).body.lista).toEqual([]);
    // a companyId in the body is not a way into another company
    expect((await k.adminB.post('/tags', { name: 'Plantada', companyId: k.seed.a.id })).status).toBe(400);
    expect(await k.t.kernel.knex('tags').where({ id }).first()).toMatchObject({ name: 'Só da A', kanban: 1 });
  });
});
