import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedTenants, startTestKernel, type TestKernel } from '@balcao/core/testing';
import helps from '../src/index.js';

/** What Whaticket's help-video form sends: the loaded help back, with its id and timestamps. */
let t: TestKernel;
let seed: Awaited<ReturnType<typeof seedTenants>>;

beforeAll(async () => {
  t = await startTestKernel({ plugins: [helps] });
  seed = await seedTenants(t.kernel.knex);
});
afterAll(() => t?.stop());

describe('help form', () => {
  it('saves an edit that echoes id and timestamps, and still refuses unknown keys', async () => {
    const superUser = await login(t, seed.platform.admin.email);
    const created = (await superUser.post('/helps', { title: 'Primeiros passos', video: 'abc123' })).body;
    const edited = await superUser.put(`/helps/${created.id}`, {
      ...created,
      title: 'Primeiros passos (novo)',
      video: 'https://www.youtube.com/watch?v=xyz789',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, title: 'Primeiros passos (novo)', video: 'xyz789' });
    const refused = await superUser.put(`/helps/${created.id}`, { title: 'x', views: 10 });
    expect(refused.status).toBe(400);
  });
});
