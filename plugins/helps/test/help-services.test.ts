import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { AppError } from '@balcao/core';
import { connectSocket, recordEvents, sleep } from '@balcao/core/testing';
import type { HelpServices } from '../src/index.js';
import { startHelpsKernel, type HelpsKernel } from './helps-kernel.js';

const k = kernelPerFile<HelpsKernel>(startHelpsKernel);
let helps: HelpServices;

beforeAll(async () => {
  // what another plugin gets with ctx.services<HelpServices>('helps')
  helps = k.t.kernel.plugins.services.get('helps') as HelpServices;
});

describe('help services, called without HTTP (by a job or another plugin)', () => {
  it('create, find, list, update and delete the same rows the routes answer', async () => {
    const created = await helps.create({ title: 'Por serviço', video: 'svc123' });
    expect(await helps.find(created.id)).toMatchObject({
      id: created.id,
      title: 'Por serviço',
      video: 'svc123',
    });
    expect((await k.attendant.get(`/helps/${created.id}`)).body).toMatchObject({ title: 'Por serviço' });

    const updated = await helps.update(created.id, { description: 'Descrição' });
    expect(updated).toMatchObject({ title: 'Por serviço', description: 'Descrição' });
    expect((await helps.list()).map((h) => h.id)).toContain(created.id);

    await helps.delete(created.id);
    expect((await k.attendant.get(`/helps/${created.id}`)).status).toBe(404);
  });

  it('throw the 404 ERR_NO_HELP_FOUND AppError for a help that does not exist', async () => {
    const missing = { code: 'ERR_NO_HELP_FOUND', status: 404 };
    await expect(helps.find(999999)).rejects.toThrow(AppError);
    await expect(helps.find(999999)).rejects.toMatchObject(missing);
    await expect(helps.update(999999, { title: 'x' })).rejects.toMatchObject(missing);
    await expect(helps.delete(999999)).rejects.toMatchObject(missing);
  });

  it('still tell super users in realtime', async () => {
    const socket = await connectSocket(k.t.url, k.superUser.token!);
    try {
      const seen = recordEvents(socket);
      const help = await helps.create({ title: 'Emitido por serviço' });
      for (let i = 0; i < 40 && !seen.some((e) => e.event === 'help'); i++) await sleep(50);
      expect(seen).toContainEqual({
        event: 'help',
        payload: { action: 'create', help: expect.objectContaining({ id: help.id }) },
      });
    } finally {
      socket.disconnect();
    }
  });
});
