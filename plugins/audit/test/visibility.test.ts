import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { logOf, startAuditKernel, type AuditKernel } from './audit-kernel.js';

/** Issue 34: admins search their company's log, the super user the platform's; nobody else reads it. */
const k = kernelPerFile<AuditKernel>(startAuditKernel, 120_000);

beforeAll(async () => {
  expect((await k.admin.put('/settings/userRating', { value: 'enabled' })).status).toBe(200);
  expect((await k.adminB.put('/settings/userRating', { value: 'enabled' })).status).toBe(200);
  expect((await k.superUser.put(`/plans/${k.seed.planId}`, { name: 'Completo Plus' })).status).toBe(200);
}, 60_000);

describe('who reads the audit log', () => {
  it("an admin sees only their company's rows", async () => {
    const a = await logOf(k, {}, 'admin');
    const b = await logOf(k, {}, 'adminB');
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(a.every((r) => r.companyId === k.seed.a.id)).toBe(true);
    expect(b.every((r) => r.companyId === k.seed.b.id)).toBe(true);
    expect(b.map((r) => r.id)).not.toEqual(expect.arrayContaining([a[0]!.id]));
    // filters cannot widen it: another company's row by its entity, or its company asked for
    expect(await logOf(k, { entityType: 'plan' }, 'adminB')).toEqual([]);
    expect(await k.adminB.get(`/audit-logs?companyId=${k.seed.a.id}`)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });

  it('an attendant is refused', async () => {
    expect(await k.attendant.get('/audit-logs')).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });

  it("the super user sees every company's rows and the platform's, or one company's", async () => {
    const all = await logOf(k, {}, 'superUser');
    const companies = new Set(all.map((r) => r.companyId));
    expect(companies).toEqual(new Set([k.seed.a.id, k.seed.b.id, null]));
    expect(all.find((r) => r.companyId === k.seed.b.id)).toMatchObject({ companyName: 'Empresa B' });
    const plan = all.find((r) => r.action === 'plan.updated');
    expect(plan).toMatchObject({
      companyId: null,
      actorKind: 'user',
      entityId: String(k.seed.planId),
      after: { name: 'Completo Plus' },
    });
    const onlyB = await logOf(k, { companyId: k.seed.b.id }, 'superUser');
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((r) => r.companyId === k.seed.b.id)).toBe(true);
  });

  it("a super user's change to a company's user is in that company's log, by the super user", async () => {
    const id = k.seed.a.user.id;
    const res = await k.superUser.put(`/users/${id}`, {
      name: 'Renomeado pela Plataforma',
      companyId: k.seed.a.id,
    });
    expect(res.status).toBe(200);
    const [row] = await logOf(k, { action: 'user.updated', entityId: String(id) }, 'admin');
    expect(row).toMatchObject({
      companyId: k.seed.a.id,
      actorId: k.seed.platform.admin.id,
      after: { name: 'Renomeado pela Plataforma' },
    });
    expect(await logOf(k, { action: 'user.updated' }, 'adminB')).toEqual([]);
  });

  it("the platform's rows are not a company admin's", async () => {
    expect((await logOf(k, {}, 'admin')).some((r) => r.action === 'plan.updated')).toBe(false);
  });
});
