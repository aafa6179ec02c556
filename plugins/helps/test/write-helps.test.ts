import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertHelp, startHelpsKernel, type HelpsKernel } from './helps-kernel.js';

const k = kernelPerFile<HelpsKernel>(startHelpsKernel);

const rows = () => k.t.kernel.knex('helps').orderBy('id').select('id', 'title', 'video', 'description');

describe('writing help videos (super users)', () => {
  it('creates a video, reducing a pasted YouTube link to its code', async () => {
    const res = await k.superUser.post('/helps', {
      title: '  Como transferir  ',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: 'Passo a passo',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Como transferir',
      video: 'dQw4w9WgXcQ',
      description: 'Passo a passo',
    });
    expect(await k.t.kernel.knex('helps').where({ id: res.body.id }).first()).toMatchObject({
      title: 'Como transferir',
      video: 'dQw4w9WgXcQ',
    });
  });

  it('changes only the fields sent', async () => {
    const id = await insertHelp(k.t, { title: 'Antigo', video: 'old123', description: 'fica' });
    const res = await k.superUser.put(`/helps/${id}`, { title: 'Novo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: 'Novo', video: 'old123', description: 'fica' });
  });

  it('deletes a video with Whaticket message, then no longer finds it', async () => {
    const id = await insertHelp(k.t, { title: 'Apagar' });
    expect(await k.superUser.delete(`/helps/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'Help deleted' },
    });
    expect((await k.superUser.get(`/helps/${id}`)).status).toBe(404);
  });

  it('answers 404 ERR_NO_HELP_FOUND when changing or deleting a video that does not exist', async () => {
    const missing = { status: 404, body: { error: 'ERR_NO_HELP_FOUND' } };
    expect(await k.superUser.put('/helps/999999', { title: 'x' })).toMatchObject(missing);
    expect(await k.superUser.delete('/helps/999999')).toMatchObject(missing);
  });

  it('refuses bad input with 400 ERR_VALIDATION naming the field, and writes nothing', async () => {
    const before = await rows();
    const cases: Array<[unknown, string, string]> = [
      [{ video: 'abc123' }, 'title', 'Required'],
      [{ title: '   ' }, 'title', 'Required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Too Long!'],
      [{ title: 'Vídeo', video: 'not a code!' }, 'video', 'Invalid video code'],
      [{ title: 'Vídeo', views: 10 }, 'views', 'Unrecognized key'],
    ];
    for (const [body, field, message] of cases) {
      const res = await k.superUser.post('/helps', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: 'ERR_VALIDATION', fields: { [field]: message } });
    }
    const id = await insertHelp(k.t, { title: 'Intacto' });
    const empty = await k.superUser.put(`/helps/${id}`, {});
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { _: 'Nothing to update' } },
    });
    expect(await rows()).toEqual([...before, expect.objectContaining({ id, title: 'Intacto' })]);
  });

  it('refuses writes by a company admin with 403 ERR_NO_PERMISSION, and writes nothing', async () => {
    const id = await insertHelp(k.t, { title: 'Só o super muda' });
    const before = await rows();
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.admin.post('/helps', { title: 'Intruso' })).toMatchObject(refused);
    expect(await k.admin.put(`/helps/${id}`, { title: 'Intruso' })).toMatchObject(refused);
    expect(await k.admin.delete(`/helps/${id}`)).toMatchObject(refused);
    expect(await k.attendant.delete(`/helps/${id}`)).toMatchObject(refused);
    expect(await rows()).toEqual(before);
  });
});
