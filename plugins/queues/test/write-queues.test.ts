import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertPlan, insertQueue } from '@balcao/core/testing';
import { startQueuesKernel, week, type QueuesKernel } from './queues-kernel.js';

const k = kernelPerFile<QueuesKernel>(startQueuesKernel);

const rowsOfA = () =>
  k.t.kernel.knex('queues').where({ companyId: k.seed.a.id }).orderBy('id').select('id', 'name', 'color');

describe('writing queues (admins)', () => {
  it('creates a queue with its messages and hours, as the Whaticket dialog posts it', async () => {
    const res = await k.admin.post('/queue', {
      name: '  Suporte  ',
      color: '#ff0000',
      greetingMessage: 'Olá! Bem-vindo ao suporte.',
      outOfHoursMessage: 'Estamos fechados.',
      orderQueue: '3',
      integrationId: '',
      promptId: null,
      schedules: week,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Suporte',
      color: '#ff0000',
      greetingMessage: 'Olá! Bem-vindo ao suporte.',
      outOfHoursMessage: 'Estamos fechados.',
      orderQueue: 3,
      integrationId: null,
      promptId: null,
      schedules: week,
      companyId: k.seed.a.id,
    });
    expect((await k.admin.get(`/queue/${res.body.id}`)).body).toMatchObject({
      name: 'Suporte',
      schedules: week,
    });
  });

  it('saves an edit that echoes the loaded queue back, changing only what differs', async () => {
    const id = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Antiga', orderQueue: 5 });
    const loaded = (await k.admin.get(`/queue/${id}`)).body;
    const res = await k.admin.put(`/queue/${id}`, {
      ...loaded,
      name: 'Nova',
      orderQueue: '',
      options: [],
      mediaPath: null,
      mediaName: null,
      schedules: week,
      promptId: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Nova',
      color: loaded.color,
      orderQueue: null,
      schedules: week,
    });
    // a partial change leaves the rest
    const partial = await k.admin.put(`/queue/${id}`, { ratingMessage: 'Avalie de 1 a 3' });
    expect(partial.body).toMatchObject({ name: 'Nova', ratingMessage: 'Avalie de 1 a 3', schedules: week });
  });

  it('refuses a colour another queue of the company uses with 409 ERR_QUEUE_COLOR_ALREADY_EXISTS', async () => {
    await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Cor', color: '#abcdef' });
    const other = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Outra cor', color: '#123456' });
    const before = await rowsOfA();
    const taken = { status: 409, body: { error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS' } };
    expect(await k.admin.post('/queue', { name: 'Repetida', color: '#ABCDEF' })).toMatchObject(taken);
    expect(await k.admin.put(`/queue/${other}`, { color: '#abcdef' })).toMatchObject(taken);
    // its own colour, echoed back, is no conflict
    expect((await k.admin.put(`/queue/${other}`, { color: '#123456', name: 'Outra cor' })).status).toBe(200);
    expect(await rowsOfA()).toEqual(before);
  });

  it('refuses a name another queue of the company uses with 409 ERR_QUEUE_NAME_ALREADY_EXISTS', async () => {
    const other = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Cobrança' });
    const before = await rowsOfA();
    const taken = { status: 409, body: { error: 'ERR_QUEUE_NAME_ALREADY_EXISTS' } };
    expect(await k.admin.post('/queue', { name: 'vendas empresa a', color: '#0b0b0b' })).toMatchObject(taken);
    expect(await k.admin.put(`/queue/${other}`, { name: 'Vendas Empresa A' })).toMatchObject(taken);
    expect(await rowsOfA()).toEqual(before);
  });

  it("allows the name and colour another company's queue uses", async () => {
    // company B's seeded queue is 'Vendas Empresa B' in #0a0, like A's colour
    const res = await k.admin.post('/queue', { name: 'Vendas Empresa B', color: '#0b0' });
    expect(res.status).toBe(200);
  });

  it('refuses bad input with 400 ERR_VALIDATION naming the field, and writes nothing', async () => {
    const before = await rowsOfA();
    const cases: Array<[unknown, string, string]> = [
      [{ color: '#010101' }, 'name', 'Required'],
      [{ name: 'A', color: '#010101' }, 'name', 'Too Short!'],
      [{ name: 'x'.repeat(51), color: '#010101' }, 'name', 'Too Long!'],
      [{ name: 'Sem cor' }, 'color', 'Required'],
      [{ name: 'Cor curta', color: '#1' }, 'color', 'Too Short!'],
      [{ name: 'Cor longa', color: '#0123456789' }, 'color', 'Too Long!'],
      [
        { name: 'Horas', color: '#020202', schedules: [{ ...week[0], startTime: '8h' }] },
        'schedules.0.startTime',
        'HH:MM',
      ],
      [
        { name: 'Dia', color: '#020202', schedules: [{ ...week[0], weekdayEn: 'funday' }] },
        'schedules.0.weekdayEn',
        'Invalid weekday',
      ],
      [{ name: 'Dois', color: '#020202', schedules: [week[0], week[0]] }, 'schedules', 'Each weekday once'],
      [
        { name: 'Ordem', color: '#020202', orderQueue: 'primeiro' },
        'orderQueue',
        expect.any(String) as never,
      ],
      [{ name: 'Intrusa', color: '#020202', views: 1 }, 'views', 'Unrecognized key'],
    ];
    for (const [body, field, message] of cases) {
      const res = await k.admin.post('/queue', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: 'ERR_VALIDATION', fields: { [field]: message } });
    }
    const id = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Intacta' });
    expect(await k.admin.put(`/queue/${id}`, {})).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { _: 'Nothing to update' } },
    });
    expect(await rowsOfA()).toEqual([...before, expect.objectContaining({ id, name: 'Intacta' })]);
  });

  it('refuses a prompt or integration id that is not the company’s', async () => {
    const res = await k.admin.post('/queue', { name: 'Com prompt', color: '#030303', promptId: 7 });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { promptId: 'Not found' } },
    });
  });

  it('deletes a queue with Whaticket-compatible answer, then no longer finds it', async () => {
    const id = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Apagar' });
    expect(await k.admin.delete(`/queue/${id}`)).toMatchObject({ status: 200 });
    expect((await k.admin.get(`/queue/${id}`)).status).toBe(404);
    expect(await k.admin.delete(`/queue/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_FOUND' },
    });
  });

  it('refuses writes by an attendant with 403 ERR_NO_PERMISSION, and writes nothing', async () => {
    const id = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Só admin' });
    const before = await rowsOfA();
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.attendant.post('/queue', { name: 'Intrusa', color: '#040404' })).toMatchObject(refused);
    expect(await k.attendant.put(`/queue/${id}`, { name: 'Intrusa' })).toMatchObject(refused);
    expect(await k.attendant.delete(`/queue/${id}`)).toMatchObject(refused);
    expect(await rowsOfA()).toEqual(before);
  });
});

describe("the plan's queue limit", () => {
  it('refuses one more queue than the plan allows with 403 ERR_PLAN_QUEUE_LIMIT', async () => {
    const b = k.seed.b.id;
    const small = await insertPlan(k.t.kernel.knex, 'Pequeno'); // 5 queues
    await k.t.kernel.knex('companies').where({ id: b }).update({ planId: small });
    const count = async () =>
      Number((await k.t.kernel.knex('queues').where({ companyId: b }).count({ n: '*' }))[0]!.n);
    // B has its seeded queue: four more fit
    for (const n of [1, 2, 3, 4])
      expect((await k.adminB.post('/queue', { name: `Fila ${n}`, color: `#b0b0b${n}` })).status).toBe(200);
    expect(await count()).toBe(5);
    expect(await k.adminB.post('/queue', { name: 'Sexta', color: '#b0b0b9' })).toMatchObject({
      status: 403,
      body: { error: 'ERR_PLAN_QUEUE_LIMIT' },
    });
    expect(await count()).toBe(5);
  });
});
