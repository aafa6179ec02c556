import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startHelpsKernel, type HelpsKernel } from './helps-kernel.js';

/** What Whaticket's help-video form sends: the loaded help back, with its id and timestamps. */
const k = kernelPerFile<HelpsKernel>(startHelpsKernel);

describe('help form', () => {
  it('saves an edit that echoes id and timestamps, and still refuses unknown keys', async () => {
    const created = (await k.superUser.post('/helps', { title: 'Primeiros passos', video: 'abc123' })).body;
    const edited = await k.superUser.put(`/helps/${created.id}`, {
      ...created,
      title: 'Primeiros passos (novo)',
      video: 'https://www.youtube.com/watch?v=xyz789',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, title: 'Primeiros passos (novo)', video: 'xyz789' });
    const refused = await k.superUser.put(`/helps/${created.id}`, { title: 'x', views: 10 });
    expect(refused.status).toBe(400);
  });
});
