import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import type { OutboxStatusEvent } from '../../src/backbone/outbox/index.js';
import { SimNetwork } from '../../src/channels/index.js';
import {
  insertCompany,
  insertPlan,
  insertWhatsapp,
  startTestKernel,
  until,
  type CompanyFixture,
  type TestKernel,
} from '../support/index.js';
import { sleep } from '../support/socket-client.js';

/**
 * The outbox on one process against the simulator: enqueue -> the phone gets it under the id chosen at
 * enqueue; idempotency keys, the caller's transaction, retries under the same id, failure after the last
 * try, and acks moving the row to delivered and read.
 */
const t = kernelPerFile<TestKernel>(() =>
  startTestKernel({ env: { OUTBOX_RETRY_MS: '40', OUTBOX_MAX_ATTEMPTS: '4' } }),
);
let company: CompanyFixture;
let other: CompanyFixture;
let connectionId: number;
const events: OutboxStatusEvent[] = [];

const sim = () => t.kernel.channels.sim!;
const sent = () => sim().sent(String(connectionId));
const row = (id: number) => t.kernel.channels.outbox.store.get(id);
/** the statuses emitted for one row, once the last one expected was */
const statusesUntil = (id: number, last: string) =>
  until(`${last} to be emitted`, () => {
    const seen = events.filter((e) => e.id === id).map((e) => e.status);
    return seen.at(-1) === last && seen;
  });
const text = (body: string) => ({ to: '5511988887777', type: 'text' as const, body });

beforeAll(async () => {
  const planId = await insertPlan(t.kernel.knex, 'Completo');
  company = await insertCompany(t.kernel.knex, 'Loja Outbox', planId);
  other = await insertCompany(t.kernel.knex, 'Loja Vizinha', planId);
  // stored as linked: the manager restores it without a QR
  connectionId = await insertWhatsapp(t.kernel.knex, company.id, 'Sim', { status: 'CONNECTED' });
  await t.kernel.channels.added(connectionId);
  await until('the session to open', () => t.kernel.channels.status(connectionId) === 'CONNECTED');
  sim().setAckDelay(60_000, String(connectionId));
  t.kernel.hooks.on<OutboxStatusEvent>('outbox.status', (e) => void events.push(e));
});

describe('outbox', () => {
  it('sends an enqueued message to the phone under the id chosen at enqueue', async () => {
    const queued = await t.kernel.channels.enqueue(company.id, connectionId, text('olá'));
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, companyId: company.id, connectionId });
    expect(queued.waMessageId).toMatch(/^3EB0[0-9A-F]{18}$/);
    await until('the phone to get it', () => sent().find((r) => r.waMessageId === queued.waMessageId));
    const done = await until('the row to be sent', async () => {
      const r = await row(queued.id);
      return r?.status === 'sent' && r;
    });
    expect(done).toMatchObject({ attempts: 1, chatId: '5511988887777', errorCode: null });
    expect(
      sent()
        .filter((r) => r.waMessageId === queued.waMessageId)
        .map((r) => r.message),
    ).toEqual([text('olá')]);
    expect(await statusesUntil(queued.id, 'sent')).toEqual(['queued', 'sending', 'sent']);
  });

  it('makes one row and one message for the same idempotency key', async () => {
    const first = await t.kernel.channels.enqueue(company.id, connectionId, text('uma vez'), {
      idempotencyKey: 'reply-42',
    });
    const again = await t.kernel.channels.enqueue(company.id, connectionId, text('uma vez'), {
      idempotencyKey: 'reply-42',
    });
    expect(again.id).toBe(first.id);
    expect(again.waMessageId).toBe(first.waMessageId);
    // another company's key space is its own
    const theirConn = await insertWhatsapp(t.kernel.knex, other.id, 'Deles');
    const theirs = await t.kernel.channels.enqueue(other.id, theirConn, text('x'), {
      idempotencyKey: 'reply-42',
    });
    expect(theirs.id).not.toBe(first.id);
    await until('the row to be sent', async () => (await row(first.id))?.status === 'sent');
    await sleep(300);
    expect(
      await t.kernel.knex('outbox_messages').where({ idempotency_key: 'reply-42', company_id: company.id }),
    ).toHaveLength(1);
    expect(sent().filter((r) => r.message.type === 'text' && r.message.body === 'uma vez')).toHaveLength(1);
    // a plugin finds where its keyed message is, in its own company only
    const mine = await t.kernel.channels.outboxByKeys(company.id, ['reply-42', 'never-used']);
    expect(mine.map((m) => [m.id, m.status])).toEqual([[first.id, 'sent']]);
    expect((await t.kernel.channels.outboxByKeys(other.id, ['reply-42'])).map((m) => m.id)).toEqual([
      theirs.id,
    ]);
  });

  it("writes in the caller's transaction: rolled back, nothing is sent; committed, it is", async () => {
    const before = sent().length;
    await t.kernel.knex
      .transaction(async (trx) => {
        await t.kernel.channels.enqueue(company.id, connectionId, text('desfeito'), {
          trx,
          idempotencyKey: 'rb',
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    let committedId = 0;
    await t.kernel.knex.transaction(async (trx) => {
      committedId = (await t.kernel.channels.enqueue(company.id, connectionId, text('feito'), { trx })).id;
    });
    await until('the committed row to be sent', async () => (await row(committedId))?.status === 'sent');
    await sleep(300);
    expect(await t.kernel.knex('outbox_messages').where({ idempotency_key: 'rb' })).toEqual([]);
    expect(
      sent()
        .slice(before)
        .map((r) => (r.message as { body: string }).body),
    ).toEqual(['feito']);
  });

  it('refuses a foreign connection', async () => {
    const theirConn = await insertWhatsapp(t.kernel.knex, other.id, 'Outra');
    await expect(t.kernel.channels.enqueue(company.id, theirConn, text('x'))).rejects.toMatchObject({
      code: 'ERR_NO_WAPP_FOUND',
    });
  });

  it('retries a refused send under the same id and delivers it once', async () => {
    sim().refuseNextSend(String(connectionId), 'network hiccup');
    const queued = await t.kernel.channels.enqueue(company.id, connectionId, text('de novo'));
    const done = await until('the retry to be sent', async () => {
      const r = await row(queued.id);
      return r?.status === 'sent' && r;
    });
    expect(done).toMatchObject({ attempts: 2, lastError: 'network hiccup', waMessageId: queued.waMessageId });
    expect(sent().filter((r) => (r.message as { body: string }).body === 'de novo')).toHaveLength(1);
    expect(await statusesUntil(queued.id, 'sent')).toEqual([
      'queued',
      'sending',
      'queued',
      'sending',
      'sent',
    ]);
  });

  it('fails a 463 at once with ERR_WAPP_TIMELOCK and counts it per connection and contact', async () => {
    sim().markTimelocked('5511977776666');
    try {
      const to = (body: string) => ({ ...text(body), to: '5511977776666' });
      const first = await t.kernel.channels.enqueue(company.id, connectionId, to('oi, tudo bem?'));
      const failed = await until('the row to fail', async () => {
        const r = await row(first.id);
        return r?.status === 'failed' && r;
      });
      // not retried: every try would count against the number while the timelock lasts
      expect(failed).toMatchObject({
        attempts: 1,
        errorCode: 'ERR_WAPP_TIMELOCK',
        lastError: expect.stringContaining('463') as string,
      });
      expect(await statusesUntil(first.id, 'failed')).toEqual(['queued', 'sending', 'failed']);
      const second = await t.kernel.channels.enqueue(company.id, connectionId, to('ainda aí?'));
      await until('the second to fail', async () => (await row(second.id))?.status === 'failed');
      const records = await t.kernel.channels.outbox.timelocks.forConnection(connectionId);
      expect(records).toEqual([
        { connectionId, chatId: '5511977776666', count: 2, lastAt: expect.any(Number) as number },
      ]);
      expect(records[0]!.lastAt).toBeGreaterThan(Date.now() - 60_000);
      // other contacts are not touched
      const other = await t.kernel.channels.enqueue(company.id, connectionId, text('outro contato'));
      await until('the other to be sent', async () => (await row(other.id))?.status === 'sent');
    } finally {
      sim().markTimelocked('5511977776666', false);
    }
  });

  it('fails a send WhatsApp took and then refused with 463 in its receipt, and counts it', async () => {
    const number = '5511977775555';
    sim().markTimelocked(number, true, 'receipt');
    try {
      const queued = await t.kernel.channels.enqueue(company.id, connectionId, {
        ...text('chegou?'),
        to: number,
      });
      const failed = await until('the row to fail', async () => {
        const r = await row(queued.id);
        return r?.status === 'failed' && r;
      });
      // the network took it (one send, no retry) and then refused it
      expect(sent().filter((r) => r.chatId === number)).toHaveLength(1);
      expect(failed).toMatchObject({
        attempts: 1,
        errorCode: 'ERR_WAPP_TIMELOCK',
        lastError: '463: Your account has been restricted',
      });
      // counted just after the row failed (outbox-sender.ts onRefused): once, when it shows
      const counted = await until('the timelock counted', async () => {
        const records = await t.kernel.channels.outbox.timelocks.forConnection(connectionId);
        return records.find((r) => r.chatId === number);
      });
      expect(counted).toMatchObject({ count: 1 });
    } finally {
      sim().markTimelocked(number, false, 'receipt');
    }
  });

  it('fails with ERR_SENDING_WAPP_MSG after the last try', async () => {
    const refuseEveryTry = t.kernel.hooks.on<OutboxStatusEvent>('outbox.status', (e) => {
      if (e.status === 'sending' && e.idempotencyKey === 'doomed') sim().refuseNextSend(String(connectionId));
    });
    try {
      const queued = await t.kernel.channels.enqueue(company.id, connectionId, text('nunca'), {
        idempotencyKey: 'doomed',
      });
      const done = await until('the row to fail', async () => {
        const r = await row(queued.id);
        return r?.status === 'failed' && r;
      });
      expect(done).toMatchObject({ attempts: 4, errorCode: 'ERR_SENDING_WAPP_MSG' });
      expect(sent().filter((r) => r.waMessageId === queued.waMessageId)).toEqual([]);
      await statusesUntil(queued.id, 'failed');
      // the event says why, so a listener need not read the row back
      expect(events.filter((e) => e.id === queued.id).at(-1)).toMatchObject({
        status: 'failed',
        errorCode: 'ERR_SENDING_WAPP_MSG',
        lastError: 'send refused by the network',
      });
    } finally {
      refuseEveryTry();
    }
  });

  it('moves the row to delivered and read as acks arrive', async () => {
    sim().setAckDelay(30, String(connectionId));
    try {
      const queued = await t.kernel.channels.enqueue(company.id, connectionId, text('lido?'));
      await until('the row to be read', async () => (await row(queued.id))?.status === 'read');
      expect(await statusesUntil(queued.id, 'read')).toEqual([
        'queued',
        'sending',
        'sent',
        'delivered',
        'read',
      ]);
    } finally {
      sim().setAckDelay(60_000, String(connectionId));
    }
  });

  it('waits for a synchronous send and answers with the id the phone shows', async () => {
    const result = await t.kernel.channels.send(company.id, connectionId, text('síncrono'));
    expect(
      sent()
        .filter((r) => r.waMessageId === result.waMessageId)
        .map((r) => r.message),
    ).toEqual([text('síncrono')]);
    expect(result.chatId).toBe('5511988887777');
  });
});

describe('simulator message ids', () => {
  it('sends under the given id and shows a resend of it once, like a phone', async () => {
    const net = new SimNetwork({ ackDelayMs: 60_000 });
    const { SimProvider } = await import('../../src/channels/sim/sim-provider.js');
    const p = new SimProvider({ connectionId: '9', network: net });
    await p.connect();
    await until('a QR', () => p.status === 'qrcode');
    net.scan('9');
    await until('open', () => p.status === 'CONNECTED');
    const first = await p.send({ ...text('oi'), messageId: '3EB0AAAAAAAAAAAAAAAAAA' });
    const again = await p.send({ ...text('oi'), messageId: '3EB0AAAAAAAAAAAAAAAAAA' });
    expect(first.waMessageId).toBe('3EB0AAAAAAAAAAAAAAAAAA');
    expect(again).toEqual(first);
    expect(net.sent('9').map((r) => [r.waMessageId, r.message])).toEqual([
      ['3EB0AAAAAAAAAAAAAAAAAA', text('oi')],
    ]);
    await p.disconnect();
  });
});
