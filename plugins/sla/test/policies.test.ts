import { describe, expect, it } from 'vitest';
import { insertWhatsapp, until, saoPaulo } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { pickPolicy } from '../src/index.js';
import type { SlaPolicy } from '../src/sla-models.js';
import { arrive, staffedQueue, policy, slaRow, startSlaKernel, type SlaKernel } from './sla-kernel.js';

const k = kernelPerFile<SlaKernel>(startSlaKernel, 60_000);

describe('SLA policies', () => {
  it('an admin creates, lists, replaces and deletes them; an attendant may not', async () => {
    const queueId = await staffedQueue(k);
    const created = await k.admin.post('/sla-policies', {
      name: 'Suporte',
      appliesTo: 'queue',
      targetId: queueId,
      firstResponseMinutes: 15,
      resolutionMinutes: 240,
      businessHours: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Suporte',
      appliesTo: 'queue',
      targetId: queueId,
      targetName: expect.stringMatching(/^Fila/),
      firstResponseMinutes: 15,
      nextResponseMinutes: null,
      resolutionMinutes: 240,
      businessHours: true,
    });
    const id = created.body.id as number;
    // the screen posts the record back as it loaded it
    const put = await k.admin.put(`/sla-policies/${id}`, { ...created.body, nextResponseMinutes: 30 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ nextResponseMinutes: 30, firstResponseMinutes: 15 });
    expect((await k.admin.get('/sla-policies')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, nextResponseMinutes: 30 })]),
    );
    expect((await k.attendant.get('/sla-policies')).status).toBe(403);
    expect((await k.attendant.post('/sla-policies', { ...created.body, id: undefined })).status).toBe(403);
    expect((await k.admin.delete(`/sla-policies/${id}`)).status).toBe(200);
    expect((await k.admin.get(`/sla-policies/${id}`)).body).toMatchObject({
      error: 'ERR_NO_SLA_POLICY_FOUND',
    });
  });

  it('refuses bad input with a clear code', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ appliesTo: 'queue', firstResponseMinutes: 10 }, 'ERR_VALIDATION', 'targetId'],
      [{ appliesTo: 'company' }, 'ERR_VALIDATION', 'firstResponseMinutes'],
      [{ appliesTo: 'company', firstResponseMinutes: 0 }, 'ERR_VALIDATION', 'firstResponseMinutes'],
      [{ appliesTo: 'team', firstResponseMinutes: 5 }, 'ERR_VALIDATION', 'appliesTo'],
      [
        { appliesTo: 'queue', targetId: 999_999, firstResponseMinutes: 5 },
        'ERR_SLA_TARGET_NOT_FOUND',
        'targetId',
      ],
    ];
    for (const [body, error, field] of cases) {
      const res = await k.admin.post('/sla-policies', { name: 'X', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
  });

  it("another company neither sees nor changes them, nor reads a ticket's SLA", async () => {
    const queueId = await staffedQueue(k);
    const id = await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 5 });
    const ticketId = await arrive(k, queueId);
    const list = await k.adminB.get('/sla-policies');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await k.adminB.get(`/sla-policies/${id}`)).status).toBe(404);
    const body = { name: 'B', appliesTo: 'company', firstResponseMinutes: 1 };
    expect((await k.adminB.put(`/sla-policies/${id}`, body)).status).toBe(404);
    expect((await k.adminB.delete(`/sla-policies/${id}`)).status).toBe(404);
    // nor point a policy of theirs at A's queue
    const aimed = await k.adminB.post('/sla-policies', { ...body, appliesTo: 'queue', targetId: queueId });
    expect(aimed.body).toMatchObject({ error: 'ERR_SLA_TARGET_NOT_FOUND' });
    expect((await k.adminB.get(`/tickets/${ticketId}/sla`)).status).toBe(404);
    expect((await k.admin.get(`/sla-policies/${id}`)).body).toMatchObject({ id, firstResponseMinutes: 5 });
  });

  it('the most specific policy wins: tag, then queue, then connection, then company-wide', async () => {
    const p = (id: number, appliesTo: SlaPolicy['appliesTo'], targetId: number | null) =>
      ({ id, appliesTo, targetId }) as SlaPolicy;
    const all = [
      p(1, 'company', null),
      p(2, 'connection', 7),
      p(3, 'queue', 5),
      p(4, 'tag', 9),
      p(5, 'tag', 8),
    ];
    const pick = (queueId: number | null, whatsappId: number | null, tagIds: number[]) =>
      pickPolicy(all, { queueId, whatsappId, tagIds })?.id;
    expect(pick(null, null, [])).toBe(1);
    expect(pick(null, 7, [])).toBe(2);
    expect(pick(5, 7, [])).toBe(3);
    expect(pick(5, 7, [9])).toBe(4);
    expect(pick(5, 7, [8, 9])).toBe(4); // two tags with policies: the older policy
    expect(pickPolicy(all.slice(1), { queueId: null, whatsappId: null, tagIds: [] })).toBeUndefined();
  });

  it('on a real ticket: the queue beats the connection, and a tag added later beats the queue', async () => {
    k.clock.now = saoPaulo('2026-11-23T10:00:00');
    const whatsappId = await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, 'Vendas');
    const queueId = await staffedQueue(k);
    const tag = await k.admin.post('/tags', { name: 'VIP', color: '#ff0000' });
    expect(tag.status).toBe(201);
    const byConnection = await policy(k, {
      appliesTo: 'connection',
      targetId: whatsappId,
      firstResponseMinutes: 60,
    });
    const byQueue = await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 30 });
    const byTag = await policy(k, { appliesTo: 'tag', targetId: tag.body.id, firstResponseMinutes: 5 });

    const onConnection = await arrive(k, null, whatsappId);
    expect((await slaRow(k, onConnection)).policyId).toBe(byConnection);
    const inQueue = await arrive(k, queueId, whatsappId);
    await until('the queue policy', async () => (await slaRow(k, inQueue)).policyId === byQueue);
    expect(Number((await slaRow(k, inQueue)).firstResponseDueAt)).toBe(
      saoPaulo('2026-11-23T10:30:00').getTime(),
    );

    const synced = await k.admin.post('/tags/sync', { ticketId: inQueue, tags: [tag.body] });
    expect(synced.status).toBe(200);
    await until('the tag policy', async () => (await slaRow(k, inQueue)).policyId === byTag);
    expect(Number((await slaRow(k, inQueue)).firstResponseDueAt)).toBe(
      saoPaulo('2026-11-23T10:05:00').getTime(),
    );
  });
});
