import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import tags from '@balcao/plugin-tags';
import {
  campaignFinished,
  insertContactList,
  openSettings,
  startCampaignsKernel,
  type CampaignsKernel,
} from './support/campaigns-kernel.js';
import { until } from '@balcao/core/testing';

/** Where a campaign's recipients come from (a tag through the contacts' tickets) and what goes with the text. */
const k = kernelPerFile<CampaignsKernel>(() => startCampaignsKernel([tags]), 60_000);
const conn = () => String(k.connectionId);
const sentTo = (n: string) => k.sim.sent(conn()).filter((s) => s.chatId.replace(/\D/g, '') === n);
const report = async (id: number) => (await k.admin.get(`/campaigns/${id}/report`)).body;

beforeAll(async () => {
  await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
}, 60_000);

async function contactWithTickets(companyId: number, number: string, ticketCount: number) {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const [contactId] = await knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    name: `Cliente ${number.slice(-3)}`,
    number,
    numberKey: number,
    createdAt: now,
    updatedAt: now,
  });
  const ids: number[] = [];
  for (let i = 0; i < ticketCount; i++) {
    const [id] = await knex('tickets').insert({
      companyId,
      uuid: randomUUID(),
      contactId,
      whatsappId: k.connectionId,
      status: 'closed',
      openSlot: null,
      createdAt: now,
      updatedAt: now,
    });
    ids.push(Number(id));
  }
  return ids;
}

describe('campaign recipients and attachments', () => {
  it('sends a tag list to the contacts having the tag on a ticket, once each', async () => {
    const knex = k.t.kernel.knex;
    const a = k.seed.a.id;
    const now = new Date();
    const [tagId] = await knex('tags').insert({
      companyId: a,
      name: 'VIP',
      color: '#000',
      createdAt: now,
      updatedAt: now,
    });
    const twice = await contactWithTickets(a, '5511988800001', 2);
    const once = await contactWithTickets(a, '5511988800002', 1);
    await contactWithTickets(a, '5511988800003', 1); // untagged
    for (const ticketId of [...twice, ...once])
      await knex('ticket_tags').insert({ ticketId, tagId, companyId: a });
    const c = await k.admin.post('/campaigns', {
      name: 'Clientes VIP',
      message1: 'Olá {nome}',
      tagListId: Number(tagId),
      whatsappId: k.connectionId,
      scheduledAt: new Date().toISOString(),
    });
    expect(c.status).toBe(200);
    await campaignFinished(k, c.body.id);
    expect(sentTo('5511988800001')).toHaveLength(1);
    expect(sentTo('5511988800002')).toHaveLength(1);
    expect(sentTo('5511988800003')).toHaveLength(0);
    expect(sentTo('5511988800001')[0]!.message).toMatchObject({ type: 'text', body: 'Olá Cliente 001' });
    expect((await report(c.body.id)).counts).toMatchObject({ valid: 2, delivered: 2 });
    // another company cannot send to this tag
    const foreign = await k.adminB.post('/campaigns', { name: 'Etiqueta alheia', tagListId: Number(tagId) });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      error: 'ERR_CAMPAIGN_BAD_REFERENCE',
      fields: { tagListId: 'Not found' },
    });
  });

  it("sends the campaign's file after the text, one message each", async () => {
    const listId = await insertContactList(k, k.seed.a.id, 2, () => null, 7000);
    const c = await k.admin.post('/campaigns', {
      name: 'Com imagem',
      message1: 'Veja a imagem',
      contactListId: listId,
      whatsappId: k.connectionId,
    });
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('PNG!')], { type: 'image/png' }), 'oferta.png');
    expect((await k.admin.post(`/campaigns/${c.body.id}/media-upload`, form)).status).toBe(200);
    const scheduled = await k.admin.put(`/campaigns/${c.body.id}`, { scheduledAt: new Date().toISOString() });
    expect(scheduled.body.status).toBe('PROGRAMADA');
    await campaignFinished(k, c.body.id);
    const items = await k.t.kernel.knex('contact_list_items').where({ contactListId: listId });
    for (const { number } of items as Array<{ number: string }>) {
      await until('both messages', () => sentTo(number).length === 2);
      const [text, image] = sentTo(number);
      expect(text!.message).toMatchObject({ type: 'text', body: 'Veja a imagem' });
      expect(image!.message).toMatchObject({ type: 'image' });
    }
  });

  it("sends its file list's files after the text, each with its option's name", async () => {
    const knex = k.t.kernel.knex;
    const a = k.seed.a.id;
    const now = new Date();
    const media = await k.t.kernel.media.save(a, {
      data: Buffer.from('PNG!'),
      name: 'tabela.png',
      mimeType: 'image/png',
    });
    const [fileId] = await knex('files').insert({
      companyId: a,
      name: 'Catálogo',
      message: 'Arquivos',
      createdAt: now,
      updatedAt: now,
    });
    await knex('filesOptions').insert({
      companyId: a,
      fileId: Number(fileId),
      name: 'Tabela de preços',
      path: media.id,
      mediaType: 'image/png',
      createdAt: now,
      updatedAt: now,
    });
    const listId = await insertContactList(k, a, 1, () => null, 8000);
    const c = await k.admin.post('/campaigns', {
      name: 'Com catálogo',
      message1: 'Nosso catálogo',
      contactListId: listId,
      fileListId: Number(fileId),
      whatsappId: k.connectionId,
      scheduledAt: new Date().toISOString(),
    });
    expect(c.status).toBe(200);
    await campaignFinished(k, c.body.id);
    const [item] = (await knex('contact_list_items').where({ contactListId: listId })) as Array<{
      number: string;
    }>;
    await until('both messages', () => sentTo(item!.number).length === 2);
    const [text, file] = sentTo(item!.number);
    expect(text!.message).toMatchObject({ type: 'text', body: 'Nosso catálogo' });
    expect(file!.message).toMatchObject({ type: 'image', caption: 'Tabela de preços' });
  });
});
