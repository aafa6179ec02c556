import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertHelp, startHelpsKernel, type HelpsKernel } from './helps-kernel.js';

const k = kernelPerFile<HelpsKernel>(startHelpsKernel);
let first: number;
let second: number;

beforeAll(async () => {
  first = await insertHelp(k.t, { title: 'Primeiros passos', video: 'abc123', description: 'O básico' });
  second = await insertHelp(k.t, { title: 'Filas', video: 'def456' });
});

describe('reading help videos', () => {
  it('lists every video in creation order, at /helps and at /helps/list, for any signed-in user', async () => {
    for (const path of ['/helps', '/helps/list']) {
      const res = await k.attendant.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          id: first,
          title: 'Primeiros passos',
          video: 'abc123',
          description: 'O básico',
        }),
        expect.objectContaining({ id: second, title: 'Filas', video: 'def456', description: null }),
      ]);
    }
  });

  it('answers one video by id, with its timestamps', async () => {
    const res = await k.admin.get(`/helps/${second}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: second, title: 'Filas', video: 'def456' });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
  });

  it('answers 404 ERR_NO_HELP_FOUND for an id that does not exist, ERR_NOT_FOUND for one that cannot', async () => {
    expect(await k.attendant.get('/helps/999999')).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_HELP_FOUND' },
    });
    expect(await k.attendant.get('/helps/abc')).toMatchObject({
      status: 404,
      body: { error: 'ERR_NOT_FOUND' },
    });
  });

  it('needs a session', async () => {
    expect((await k.t.client().get('/helps')).status).toBe(401);
  });
});
