import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startQueuesKernel, type QueuesKernel } from './queues-kernel.js';
import { insertQueue } from '@balcao/core/testing';

const k = kernelPerFile<QueuesKernel>(startQueuesKernel);
let queueId: number;

beforeAll(async () => {
  queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Menu' });
});

/** What Whaticket's option stepper posts: its local state, with children and the edition flag. */
const stepperOption = (fields: Record<string, unknown>) => ({
  title: '',
  message: '',
  edition: false,
  queueId,
  parentId: null,
  children: [],
  ...fields,
});

const optionIds = async (query: string) =>
  (await k.admin.get(`/queue-options?${query}`)).body.map((o: { id: number }) => o.id);

describe('queue options', () => {
  it('builds a tree: -1 lists the top level, a parent id its children, each with its subtree', async () => {
    const post = async (fields: Record<string, unknown>) => {
      const res = await k.admin.post('/queue-options', stepperOption(fields));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { id: number };
    };
    const vendas = await post({ title: 'Vendas', message: 'Falar com vendas', option: 1 });
    const suporte = await post({ title: 'Suporte', option: 2 });
    const internet = await post({ title: 'Internet', parentId: suporte.id, option: 1 });
    const lenta = await post({ title: 'Lenta', parentId: internet.id, option: '1' });

    expect(await optionIds(`queueId=${queueId}&parentId=-1`)).toEqual([vendas.id, suporte.id]);
    expect(await optionIds(`queueId=${queueId}&parentId=${suporte.id}`)).toEqual([internet.id]);

    const top = (await k.attendant.get(`/queue-options?queueId=${queueId}&parentId=-1`)).body;
    expect(top[0]).toMatchObject({
      id: vendas.id,
      title: 'Vendas',
      message: 'Falar com vendas',
      option: '1',
      queueId,
      parentId: null,
      children: [],
    });
    expect(top[1]).toMatchObject({
      id: suporte.id,
      option: '2',
      children: [
        {
          id: internet.id,
          parentId: suporte.id,
          children: [{ id: lenta.id, title: 'Lenta', parentId: internet.id, children: [] }],
        },
      ],
    });
    // no parentId: every level of the queue
    expect(await optionIds(`queueId=${queueId}`)).toEqual([vendas.id, suporte.id, internet.id, lenta.id]);
  });

  it('numbers an option after its siblings when the body gives no position', async () => {
    const q = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Posições' });
    const a = (await k.admin.post('/queue-options', { queueId: q, title: 'A' })).body;
    const b = (await k.admin.post('/queue-options', { queueId: q, title: 'B' })).body;
    expect([a.option, b.option]).toEqual(['1', '2']);
  });

  it('saves an edit the stepper posts back (echoing queueId, parentId and children) without moving it', async () => {
    const q = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Edição' });
    const other = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Outra' });
    const opt = (
      await k.admin.post('/queue-options', stepperOption({ queueId: q, title: 'Antes', option: 1 }))
    ).body;
    const res = await k.admin.put(`/queue-options/${opt.id}`, {
      ...opt,
      title: 'Depois',
      message: 'Nova mensagem',
      option: 2,
      queueId: other,
      edition: true,
      children: [{ title: 'x', children: [] }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: opt.id,
      title: 'Depois',
      message: 'Nova mensagem',
      option: '2',
      queueId: q,
    });
  });

  it('deleting an option removes its whole subtree and nothing else', async () => {
    const q = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Poda' });
    const post = async (title: string, parentId: number | null = null) =>
      (await k.admin.post('/queue-options', { queueId: q, title, parentId })).body.id as number;
    const keep = await post('Fica');
    const root = await post('Raiz');
    const child = await post('Filho', root);
    await post('Neto', child);
    await post('Outro filho', root);
    expect(await k.admin.delete(`/queue-options/${root}`)).toMatchObject({ status: 200 });
    expect(await optionIds(`queueId=${q}`)).toEqual([keep]);
    expect(await k.t.kernel.knex('queue_options').where({ queueId: q }).pluck('id')).toEqual([keep]);
    expect(await k.admin.delete(`/queue-options/${root}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_OPTION_FOUND' },
    });
  });

  it('deleting a queue removes its options', async () => {
    const q = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Some' });
    const root = (await k.admin.post('/queue-options', { queueId: q, title: 'Raiz' })).body.id;
    await k.admin.post('/queue-options', { queueId: q, title: 'Filho', parentId: root });
    expect((await k.admin.delete(`/queue/${q}`)).status).toBe(200);
    expect(await k.t.kernel.knex('queue_options').where({ queueId: q })).toEqual([]);
  });

  it('refuses a parent of another queue, unknown ids and bad input', async () => {
    const q = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Regras' });
    const other = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Alheia' });
    const foreignParent = (await k.admin.post('/queue-options', { queueId: other, title: 'Dela' })).body.id;
    expect(
      await k.admin.post('/queue-options', { queueId: q, title: 'x', parentId: foreignParent }),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { parentId: 'Option of another queue' } },
    });
    expect(await k.admin.post('/queue-options', { queueId: 999999, title: 'x' })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_FOUND' },
    });
    expect(await k.admin.post('/queue-options', { queueId: q, title: 'x', parentId: 999999 })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_OPTION_FOUND' },
    });
    expect(await k.admin.post('/queue-options', { title: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { queueId: expect.any(String) } },
    });
    expect(await k.admin.post('/queue-options', { queueId: q, title: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { title: 'Too Long!' } },
    });
    expect(await k.admin.put('/queue-options/999999', { title: 'x' })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_OPTION_FOUND' },
    });
    expect((await k.admin.get('/queue-options?queueId=abc')).status).toBe(400);
    expect(await k.t.kernel.knex('queue_options').where({ queueId: q })).toEqual([]);
  });

  it('lets an attendant read but not write options', async () => {
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.attendant.post('/queue-options', { queueId, title: 'Intrusa' })).toMatchObject(refused);
    const [first] = (await k.admin.get(`/queue-options?queueId=${queueId}&parentId=-1`)).body;
    expect(await k.attendant.put(`/queue-options/${first.id}`, { title: 'Intrusa' })).toMatchObject(refused);
    expect(await k.attendant.delete(`/queue-options/${first.id}`)).toMatchObject(refused);
    expect((await k.admin.get(`/queue-options?queueId=${queueId}&parentId=-1`)).body[0].title).toBe(
      first.title,
    );
  });
});
