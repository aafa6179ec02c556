import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTenantKernel, type TenantKernel } from '@balcao/core/testing';
import audit, { type AuditServices } from '../src/index.js';

const DAY_MS = 86_400_000;

/** a line written `daysAgo` days ago, straight to the table (the job reads nothing else) */
async function line(k: TenantKernel<'admin'>, companyId: number | null, daysAgo: number) {
  await k.t.kernel.knex('auditLogs').insert({
    companyId,
    actorKind: 'system',
    actorName: 'test',
    action: 'test.written',
    entityType: 'test',
    summary: `${daysAgo} days ago`,
    createdAt: new Date(Date.now() - daysAgo * DAY_MS),
  });
}

const summaries = async (k: TenantKernel<'admin'>) =>
  (await k.t.kernel
    .knex('auditLogs')
    .where({ action: 'test.written' })
    .orderBy('id')
    .pluck('summary')) as string[];

async function withRetention(value: string | undefined) {
  const before = process.env.AUDIT_RETENTION_DAYS;
  if (value === undefined) delete process.env.AUDIT_RETENTION_DAYS;
  else process.env.AUDIT_RETENTION_DAYS = value;
  try {
    return await startTenantKernel({ plugins: [audit], as: ['admin'] });
  } finally {
    if (before === undefined) delete process.env.AUDIT_RETENTION_DAYS;
    else process.env.AUDIT_RETENTION_DAYS = before;
  }
}

describe('audit retention (AUDIT_RETENTION_DAYS)', () => {
  describe('set to 30 days', () => {
    let k: TenantKernel<'admin'>;
    beforeAll(async () => {
      k = await withRetention('30');
    }, 90_000);
    afterAll(() => k?.t.stop());

    it("deletes every company's and the platform's lines past 30 days, keeps the rest, once", async () => {
      const a = k.seed.a.id;
      const b = k.seed.b.id;
      await line(k, a, 45);
      await line(k, b, 31);
      await line(k, null, 400);
      await line(k, a, 29);
      await line(k, null, 1);
      const audit = k.t.kernel.plugins.services.get('audit') as AuditServices;
      expect(await audit.prune()).toBe(3);
      expect(await summaries(k)).toEqual(['29 days ago', '1 days ago']);
      expect(await audit.prune()).toBe(0);
    });
  });

  describe.each([
    ['unset', undefined],
    ['not a whole number', '30d'],
  ])('%s', (_, value) => {
    let k: TenantKernel<'admin'>;
    beforeAll(async () => {
      k = await withRetention(value);
    }, 90_000);
    afterAll(() => k?.t.stop());

    it('keeps every line', async () => {
      await line(k, k.seed.a.id, 4000);
      const audit = k.t.kernel.plugins.services.get('audit') as AuditServices;
      expect(await audit.prune()).toBe(0);
      expect(await summaries(k)).toEqual(['4000 days ago']);
    });
  });
});
