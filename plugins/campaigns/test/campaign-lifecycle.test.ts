import { describe, expect, it } from 'vitest';
import { processed, until } from '@balcao/core/testing';
import {
  campaignFinished,
  campaignNow,
  insertContactList,
  numberOf,
  openSettings,
} from './support/campaigns-kernel.js';
import { campaignsKernelPerFile } from './support/campaigns-per-file.js';

/** Cancel stops within one interval, restart carries on with no repeat; the confirmation flow end to end. */
const SECOND_MS = Number(process.env.CAMPAIGN_SECOND_MS);
const k = campaignsKernelPerFile();
const conn = () => String(k.connectionId);
const sentTo = (n: string) => k.sim.sent(conn()).filter((s) => s.chatId.replace(/\D/g, '') === n);
const report = async (id: number) => (await k.admin.get(`/campaigns/${id}/report`)).body;

describe('cancel and restart', () => {
  it('stops within one interval and restarts without messaging anyone twice', async () => {
    // 20 settings seconds between messages: 80 ms of test time
    await openSettings(k, k.seed.a.id, { messageInterval: 20, longerIntervalAfter: 0, greaterInterval: 0 });
    const listId = await insertContactList(k, k.seed.a.id, 40);
    const id = await campaignNow(k, listId, { name: 'Cancelável', message1: 'Oferta {nome}' });
    await until('ten messages', async () => (await report(id)).counts.delivered >= 10, 120_000);
    const cancel = await k.admin.post(`/campaigns/${id}/cancel`, {});
    expect(cancel.status).toBe(200);
    const atCancel = k.sim.sent(conn()).length;
    await new Promise((r) => setTimeout(r, 20 * SECOND_MS * 4));
    // at most the one message already in flight when the cancel landed
    expect(k.sim.sent(conn()).length).toBeLessThanOrEqual(atCancel + 1);
    const stopped = await report(id);
    expect(stopped.campaign.status).toBe('CANCELADA');
    expect(stopped.counts.pending).toBeGreaterThan(0);

    const restart = await k.admin.post(`/campaigns/${id}/restart`, {});
    expect(restart.body).toEqual({ message: 'Reinício dos disparos' });
    await campaignFinished(
      k,
      id,
      // a ceiling, not a speed: a machine kept busy by the other suites took past 30 s
      120_000,
    );
    for (let i = 0; i < 40; i++) expect(sentTo(numberOf(i))).toHaveLength(1);
    expect((await report(id)).counts).toMatchObject({ valid: 40, delivered: 40, pending: 0 });
  }, 300_000);
});

describe('a confirmation campaign', () => {
  it('asks first, sends the main message on the reply, and opens no ticket before it', async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
    const listId = await insertContactList(k, k.seed.a.id, 3, () => null, 1000);
    const knex = k.t.kernel.knex;
    const items = await knex('contact_list_items').where({ contactListId: listId }).orderBy('id');
    const numbers = items.map((i: { number: string }) => i.number);
    // someone else writes first: the company's numbers awaiting a reply (none yet) are read and kept, and the
    // questions sent below must still be found when their answers come
    await processed(
      k.t,
      k.sim.contactSends(conn(), {
        from: { number: '5511900009999', name: 'Outra' },
        type: 'text',
        body: 'oi',
      }),
    );
    const id = await campaignNow(k, listId, {
      name: 'Confirmação',
      confirmation: true,
      confirmationMessage1: 'Podemos enviar a oferta, {nome}? Responda SIM',
      message1: 'Aqui está a oferta, {nome}!',
    });
    await until('three questions', async () => (await report(id)).counts.confirmationRequested === 3);
    await until('the questions to leave', () => numbers.every((n: string) => sentTo(n).length === 1));
    expect(sentTo(numbers[0]!)[0]!.message).toMatchObject({
      body: 'Podemos enviar a oferta, Contato 0? Responda SIM',
    });
    // a campaign message opens no ticket
    const ticketsOf = () =>
      knex('tickets as t')
        .join('contacts as c', 'c.id', 't.contactId')
        .whereIn('c.number', numbers)
        .count({ n: '*' });
    expect(Number((await ticketsOf())[0]!.n)).toBe(0);

    k.sim.contactSends(conn(), {
      from: { number: numbers[1]!, name: 'Contato 1' },
      type: 'text',
      body: 'SIM',
    });
    await until('the main message', () => sentTo(numbers[1]!).length === 2);
    expect(sentTo(numbers[1]!)[1]!.message).toMatchObject({ body: 'Aqui está a oferta, Contato 1!' });
    await until('the delivery', async () => (await report(id)).counts.delivered === 1);
    const mid = await report(id);
    expect(mid.counts).toMatchObject({ valid: 3, confirmationRequested: 3, confirmed: 1, delivered: 1 });
    expect(mid.campaign.status).toBe('EM_ANDAMENTO');
    // the reply opened its ticket, as any inbound message does
    await until('the reply to open a ticket', async () => Number((await ticketsOf())[0]!.n) === 1);
    // the others confirm: every valid contact done
    for (const n of [numbers[0]!, numbers[2]!])
      k.sim.contactSends(conn(), { from: { number: n }, type: 'text', body: 'sim' });
    await campaignFinished(k, id);
    expect((await report(id)).counts).toMatchObject({ confirmed: 3, delivered: 3 });
    for (const n of numbers) expect(sentTo(n)).toHaveLength(2);
  }, 60_000);
});

describe('a send whose outbox.status hook was lost (the process died after the outbox committed)', () => {
  it('is read back from the outbox, and the campaign still finishes', async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
    const listId = await insertContactList(k, k.seed.a.id, 3, () => null, 2000);
    const id = await campaignNow(k, listId, { name: 'Gancho perdido', message1: 'Oferta {nome}' });
    await campaignFinished(k, id);
    const knex = k.t.kernel.knex;
    // as the dead process left it: the message sent by the outbox, its row still queued, the campaign running
    // (stopped by a cancel that this run outlived)
    const [row] = await knex('campaign_shipping').where({ campaignId: id }).orderBy('id', 'desc').limit(1);
    // every ack in: no later outbox.status of this message can mend the row on its own
    await until('the message to be read', async () => {
      const out = await knex('outbox_messages')
        .where({ idempotencyKey: `campaign:${row.id}:main` })
        .first('status');
      return out?.status === 'read';
    });
    // and its hook, which runs after that commit, done with the row
    await new Promise((r) => setTimeout(r, 500));
    await knex('campaign_shipping').where({ id: row.id }).update({ status: 'queued', deliveredAt: null });
    await knex('campaigns').where({ id }).update({ status: 'CANCELADA', completedAt: null });
    expect((await report(id)).counts).toMatchObject({ delivered: 2 });

    expect((await k.admin.post(`/campaigns/${id}/restart`, {})).status).toBe(200);
    await campaignFinished(k, id, undefined, 'the campaign to finish again');
    expect((await report(id)).counts).toMatchObject({ valid: 3, delivered: 3, pending: 0 });
    const fixed = await knex('campaign_shipping').where({ id: row.id }).first('status', 'deliveredAt');
    expect(fixed.status).toBe('delivered');
    expect(fixed.deliveredAt).toBeTruthy();
    // nobody was messaged twice
    const items = await knex('contact_list_items').where({ contactListId: listId });
    for (const i of items as Array<{ number: string }>) expect(sentTo(i.number)).toHaveLength(1);
  }, 60_000);
});
