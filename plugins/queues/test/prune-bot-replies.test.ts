import { describe, expect, it } from 'vitest';
import { pruneBotReplies } from '../src/bot/prune-bot-replies.js';
import { botKernelPerFile, connectionWith, contact, queueWith } from './bot-kernel.js';

const k = botKernelPerFile();

describe('bot replies', () => {
  it('are kept a week, then pruned, every company at once', async () => {
    const a = await queueWith(k, { name: 'Poda A' });
    const b = await queueWith(k, { name: 'Poda B' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Olá' });
    await contact(k, conn, '5511955550001').says('oi');
    const knex = k.t.kernel.knex;
    const [row] = await knex('botReplies').select('inboxEventId', 'repliedAt');
    expect(row).toBeTruthy();
    const day = 24 * 3600_000;
    expect(await pruneBotReplies(knex, new Date(Number(row.repliedAt) + 6 * day))).toBe(0);
    expect(await knex('botReplies').where({ inboxEventId: row.inboxEventId })).toHaveLength(1);
    expect(await pruneBotReplies(knex, new Date(Number(row.repliedAt) + 8 * day))).toBeGreaterThanOrEqual(1);
    expect(await knex('botReplies').where({ inboxEventId: row.inboxEventId })).toHaveLength(0);
  });
});
