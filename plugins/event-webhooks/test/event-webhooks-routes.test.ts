import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventWebhooksKernel, type EventWebhooksKernel } from './event-webhooks-kernel.js';

let k: EventWebhooksKernel;

beforeAll(async () => {
  k = await startEventWebhooksKernel();
});
afterAll(() => k?.t.stop());

describe('event-webhooks routes', () => {
  it('create, read, change and delete a record', async () => {
    const created = await k.a.post('/event-webhooks', { title: 'Primeiro registro' });
    expect(created).toMatchObject({ status: 201, body: { title: 'Primeiro registro' } });
    const path = `/event-webhooks/${created.body.id}`;
    expect((await k.a.get(path)).body).toMatchObject({ id: created.body.id, title: 'Primeiro registro' });
    expect((await k.a.put(path, { title: 'Registro alterado' })).body).toMatchObject({
      title: 'Registro alterado',
    });
    expect((await k.a.get('/event-webhooks?searchParam=ALTERADO')).body).toMatchObject({
      count: 1,
      hasMore: false,
      records: [{ title: 'Registro alterado' }],
    });
    // event-webhooks:delete (src/permissions.ts): an admin's, not an attendant's
    expect(await k.a.delete(path)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await k.adminA.delete(path)).status).toBe(200);
    expect(await k.a.get(path)).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
  });

  it("keep each company to its own records: another's answer 404 and stay unchanged", async () => {
    const created = (await k.a.post('/event-webhooks', { title: 'Só da empresa A' })).body;
    const path = `/event-webhooks/${created.id}`;
    expect((await k.b.get('/event-webhooks')).body.records).toEqual([]);
    for (const res of [
      await k.b.get(path),
      await k.b.put(path, { title: 'Intruso' }),
      await k.adminB.delete(path),
    ])
      expect(res).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    expect((await k.a.get(path)).body).toMatchObject({ title: 'Só da empresa A' });
  });

  it('refuse bad input with 400 ERR_VALIDATION naming the field', async () => {
    const invalid = (field: string, message: string) => ({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { [field]: message } },
    });
    expect(await k.a.post('/event-webhooks', { title: 'x' })).toMatchObject(invalid('title', 'Too Short!'));
    expect(await k.a.post('/event-webhooks', { title: 'Certo', extra: 1 })).toMatchObject(
      invalid('extra', 'Unrecognized key'),
    );
    const { id } = (await k.a.post('/event-webhooks', { title: 'Certo' })).body;
    expect(await k.a.put(`/event-webhooks/${id}`, {})).toMatchObject(invalid('_', 'Nothing to update'));
  });

  it('show its menu item in the module manifest', async () => {
    const modules = (await k.a.get('/modules')).body.modules;
    expect(modules).toContainEqual(
      expect.objectContaining({
        name: 'event-webhooks',
        menu: [expect.objectContaining({ path: '/event-webhooks' })],
      }),
    );
  });
});
