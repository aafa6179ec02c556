import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openConnection,
  scheduleRow,
  startSchedulesKernel,
  type SchedulesKernel,
} from './schedules-kernel.js';
import { LATE_AFTER_MS } from '../src/sending/send-schedule.js';
import { insertContact, until } from '@balcao/core/testing';

let k: SchedulesKernel;
let sales: number;

beforeAll(async () => {
  // one try per outbox row: a refused send fails the row at once
  k = await startSchedulesKernel({ OUTBOX_MAX_ATTEMPTS: '1' });
  sales = await openConnection(k.t, k.seed.a.id, 'Vendas', false);
});
afterAll(() => k?.t.stop());

/** A whole second `ms` from now (sendAt is kept to the second). */
const secondsAhead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
const sentTo = (connectionId: number, number: string) =>
  k.sim.sent(String(connectionId)).filter((r) => r.chatId === number);
const textOf = (r: { message: { type: string } }) =>
  'body' in r.message ? (r.message.body as string) : (r.message as { caption?: string }).caption;

async function schedule(contactId: number, body: string, sendAt: Date) {
  const res = await k.admin.post('/schedules', { body, contactId, sendAt: sendAt.toISOString() });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

describe('sending schedules', () => {
  // how soon after sendAt a schedule goes out depends on the machine: speed is for tools/bench, not for this test
  it('sends each schedule once its sendAt has come, never before, and marks it ENVIADA', async () => {
    const numbers = Array.from({ length: 5 }, (_, i) => `55119777000${i + 10}`);
    const planned: Array<{ number: string; id: number; sendAt: Date }> = [];
    for (const [i, number] of numbers.entries()) {
      const contactId = await insertContact(k.t.kernel.knex, k.seed.a.id, { name: `Pontual ${i}`, number });
      const sendAt = secondsAhead(2000 + i * 700);
      planned.push({ number, id: await schedule(contactId, `Mensagem pontual ${i}`, sendAt), sendAt });
    }
    await until(
      'every schedule to reach the phone',
      () => numbers.every((n) => sentTo(k.connectionId, n).length),
      30_000,
    );
    const delays = planned.map(
      (p) => sentTo(k.connectionId, p.number)[0]!.sentAt.getTime() - p.sendAt.getTime(),
    );
    console.log(`schedule send delay after sendAt (ms): ${delays.join(', ')}`);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(0);
    for (const p of planned) expect(sentTo(k.connectionId, p.number)).toHaveLength(1);
    await until('every schedule ENVIADA', async () => {
      const rows = await Promise.all(planned.map((p) => scheduleRow(k.t, p.id)));
      return rows.every((r) => r?.status === 'ENVIADA' && r.sentAt != null);
    });
    for (const [i, p] of planned.entries()) {
      const row = await k.admin.get(`/schedules/${p.id}`);
      expect(row.body).toMatchObject({ status: 'ENVIADA', whatsappId: k.connectionId });
      // queued before the phone got it: one that reached the phone within LATE_AFTER_MS was not late. A machine
      // so loaded that it took longer may rightly call it late (late-after-restart.test.ts covers late: true)
      if (delays[i]! <= LATE_AFTER_MS) expect(row.body.late).toBe(false);
    }
  });

  it('renders firstName, name, ms, protocol, date and hour, and leaves unknown braces alone', async () => {
    const contactId = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Ana Paula Souza',
      number: '5511977700101',
    });
    const id = await schedule(
      contactId,
      '{{ms}}, {{firstName}}! ({{name}}) Protocolo {{protocol}} em {{date}} às {{hour}} {{outra}}',
      secondsAhead(1000),
    );
    await until('the message to go out', () => sentTo(k.connectionId, '5511977700101').length > 0);
    const record = sentTo(k.connectionId, '5511977700101')[0]!;
    const local = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Sao_Paulo',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(record.sentAt)
        .map((p) => [p.type, p.value]),
    );
    const h = Number(local.hour);
    const ms = h >= 5 && h < 12 ? 'Bom dia' : h >= 12 && h < 18 ? 'Boa tarde' : 'Boa noite';
    const date = `${local.day}/${local.month}/${local.year}`;
    expect(textOf(record)).toMatch(
      new RegExp(
        `^${ms}, Ana! \\(Ana Paula Souza\\) Protocolo ${local.year}${local.month}${local.day}\\d{6}${id} em ${date} às \\d{2}:\\d{2}:\\d{2} \\{\\{outra\\}\\}$`,
      ),
    );
  });

  it("goes through the contact's own connection, else its last ticket's, not the default", async () => {
    const own = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente de Vendas',
      number: '5511977700201',
      whatsappId: sales,
    });
    const viaTicket = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente com ticket',
      number: '5511977700202',
    });
    const now = new Date();
    await k.t.kernel.knex('tickets').insert({
      companyId: k.seed.a.id,
      uuid: randomUUID(),
      contactId: viaTicket,
      whatsappId: sales,
      status: 'closed',
      createdAt: now,
      updatedAt: now,
    });
    const plain = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente comum',
      number: '5511977700203',
    });
    const ids = [
      await schedule(own, 'Pela conexão do contato', secondsAhead(1000)),
      await schedule(viaTicket, 'Pela conexão do ticket', secondsAhead(1000)),
      await schedule(plain, 'Pela conexão padrão', secondsAhead(1000)),
    ];
    await until(
      'all three to go out',
      () =>
        ['5511977700201', '5511977700202'].every((n) => sentTo(sales, n).length === 1) &&
        sentTo(k.connectionId, '5511977700203').length === 1,
    );
    expect(sentTo(k.connectionId, '5511977700201')).toEqual([]);
    expect(sentTo(k.connectionId, '5511977700202')).toEqual([]);
    expect(sentTo(sales, '5511977700203')).toEqual([]);
    const rows = await Promise.all(ids.map((id) => scheduleRow(k.t, id)));
    expect(rows.map((r) => r?.whatsappId)).toEqual([sales, sales, k.connectionId]);
  });

  it('attaches the image with the message as its caption', async () => {
    const contactId = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente Foto',
      number: '5511977700301',
    });
    const id = await schedule(contactId, 'Veja a foto', secondsAhead(2000));
    const form = new FormData();
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'oferta.png');
    expect((await k.admin.post(`/schedules/${id}/media-upload`, form)).status).toBe(200);
    await until('the image to go out', () => sentTo(k.connectionId, '5511977700301').length > 0);
    const { message } = sentTo(k.connectionId, '5511977700301')[0]!;
    expect(message).toMatchObject({
      type: 'image',
      caption: 'Veja a foto',
      media: { mimetype: 'image/png' },
    });
    expect(String((message as { media: { data: Buffer } }).media.data)).toBe('PNGDATA');
  });

  it('marks ERRO when WhatsApp refuses the message (a new time retries it), and when the company has no connection', async () => {
    const contactId = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente Recusado',
      number: '5511977700401',
    });
    k.sim.refuseNextSend(String(k.connectionId));
    const refused = await schedule(contactId, 'Vai falhar', secondsAhead(1000));
    await until('the schedule to be ERRO', async () => (await scheduleRow(k.t, refused))?.status === 'ERRO');
    expect((await scheduleRow(k.t, refused))?.sentAt).toBeNull();
    expect(sentTo(k.connectionId, '5511977700401')).toEqual([]);
    // given a new time, a failed schedule is tried again (a new outbox key: the old one's row failed)
    const retried = await k.admin.put(`/schedules/${refused}`, { sendAt: secondsAhead(1000).toISOString() });
    expect(retried.body).toMatchObject({ status: 'PENDENTE', attempt: 1 });
    await until(
      'the retry to be ENVIADA',
      async () => (await scheduleRow(k.t, refused))?.status === 'ENVIADA',
    );
    expect(sentTo(k.connectionId, '5511977700401').map(textOf)).toEqual(['Vai falhar']);

    const contactB = await insertContact(k.t.kernel.knex, k.seed.b.id, {
      name: 'Cliente de B',
      number: '5511977700402',
    });
    const res = await k.adminB.post('/schedules', {
      body: 'Sem conexão',
      contactId: contactB,
      sendAt: secondsAhead(1000).toISOString(),
    });
    await until(
      'the schedule of B to be ERRO',
      async () => (await scheduleRow(k.t, res.body.id))?.status === 'ERRO',
    );
  });

  it('never sends twice: a rerun of a sent schedule, or of one whose status was lost, sends nothing', async () => {
    const contactId = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente Único',
      number: '5511977700501',
    });
    const id = await schedule(contactId, 'Uma vez só', secondsAhead(1000));
    await until('it to be ENVIADA', async () => (await scheduleRow(k.t, id))?.status === 'ENVIADA');
    await k.t.kernel.jobs.now('schedules.send', { companyId: k.seed.a.id, scheduleId: id });
    // as if the process died after the outbox took it, before the status was saved
    await k.t.kernel.knex('schedules').where({ id }).update({ status: 'AGENDADA', sentAt: null });
    await k.t.kernel.jobs.now('schedules.send', { companyId: k.seed.a.id, scheduleId: id });
    await until('it to be ENVIADA again', async () => (await scheduleRow(k.t, id))?.status === 'ENVIADA');
    await new Promise((r) => setTimeout(r, 500));
    expect(sentTo(k.connectionId, '5511977700501')).toHaveLength(1);
  });

  it('moves the send with sendAt and sends nothing once deleted', async () => {
    const contactId = await insertContact(k.t.kernel.knex, k.seed.a.id, {
      name: 'Cliente Mudado',
      number: '5511977700601',
    });
    // the deleted one was due first, 8 s ahead: a loaded machine (load 20) once took longer than 1.5 s to
    // create and delete it, and it went out before the delete
    const gone = await schedule(contactId, 'Apagada antes', secondsAhead(8000));
    await k.admin.delete(`/schedules/${gone}`);
    const moved = await schedule(contactId, 'Mudou de hora', secondsAhead(60_000));
    const at = secondsAhead(9000);
    await k.admin.put(`/schedules/${moved}`, { sendAt: at.toISOString() });
    await until('the moved one to go out', () => sentTo(k.connectionId, '5511977700601').length > 0, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    const sent = sentTo(k.connectionId, '5511977700601');
    expect(sent.map(textOf)).toEqual(['Mudou de hora']);
    // at its new time, not before (and long before its first one, or `until` would have given up)
    expect(sent[0]!.sentAt.getTime()).toBeGreaterThanOrEqual(at.getTime() - 1000);
  });
});
