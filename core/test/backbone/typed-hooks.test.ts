import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { pino } from 'pino';
import { Hooks } from '../../src/plugins/hooks.js';
import { startTestKernel, type TestKernel } from '../support/index.js';
import { sleep } from '../support/socket-client.js';
import { until } from '../support/until.js';

// a plugin adds its events to the one map by declaration merging; on/notify/dispatch then check payloads
declare module '@balcao/core' {
  interface HookEvents {
    'test.ticket.created': { companyId: number; ticketId: number };
  }
}

const t = kernelPerFile<TestKernel>(startTestKernel, 60_000);
beforeAll(async () => {
  await t.kernel.knex.schema.createTable('after_commit_probe', (tb) => {
    tb.increments('id');
    tb.string('name');
  });
}, 60_000);

describe('typed hooks', () => {
  it('notify logs a failing listener and goes on; dispatch rejects with it and stops', async () => {
    const hooks = new Hooks(pino({ level: 'silent' }));
    const got: number[] = [];
    hooks.on('test.ticket.created', () => {
      throw new Error('listener broke');
    });
    hooks.on('test.ticket.created', (e) => void got.push(e.ticketId));
    await hooks.notify('test.ticket.created', { companyId: 1, ticketId: 7 });
    expect(got).toEqual([7]);
    await expect(hooks.dispatch('test.ticket.created', { companyId: 1, ticketId: 8 })).rejects.toThrow(
      'listener broke',
    );
    expect(got).toEqual([7]);
    // @ts-expect-error the payload is checked against the merged map
    await hooks.notify('test.ticket.created', { companyId: 1 });
  });

  it('afterCommit runs after the transaction commits, sees its data, and never on rollback', async () => {
    const { knex, hooks } = t.kernel;
    const seen: string[] = [];
    await knex.transaction(async (trx) => {
      await trx('after_commit_probe').insert({ name: 'kept' });
      hooks.afterCommit(trx, async () => {
        const row = await knex('after_commit_probe').where({ name: 'kept' }).first();
        seen.push(`committed:${row?.name}`);
      });
      // not yet: the transaction is still open
      await sleep(20);
      expect(seen).toEqual([]);
    });
    await expect(
      knex.transaction(async (trx) => {
        await trx('after_commit_probe').insert({ name: 'dropped' });
        hooks.afterCommit(trx, () => void seen.push('rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    hooks.afterCommit(knex, () => void seen.push('no transaction'));
    // both run in the background: wait for the two, then look at what ran
    await until('both after-commit callbacks', () => seen.length >= 2);
    // in either order: the committed one reads the table first, the other is done at once
    expect([...seen].sort()).toEqual(['committed:kept', 'no transaction']);
  });
});
