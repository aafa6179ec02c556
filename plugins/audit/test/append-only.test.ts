import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { logOf, startAuditKernel, type AuditKernel } from './audit-kernel.js';

/** Issue 34: the log is kept append-only; no route changes or deletes a row. */
const k = kernelPerFile<AuditKernel>(startAuditKernel, 120_000);

const srcDir = fileURLToPath(new URL('../src', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sources(path) : [path];
  });

describe('the audit log is append-only', () => {
  it('answers only GET on its paths, whatever the kernel mounts', () => {
    const methods = new Set<string>();
    for (const router of k.t.kernel.routers)
      for (const layer of router.stack)
        if (String(layer.path).startsWith('/audit-logs')) for (const m of layer.methods) methods.add(m);
    expect([...methods].sort()).toEqual(['GET', 'HEAD']);
  });

  it('a write to a row is not found, and the rows stay as they were', async () => {
    expect((await k.admin.put('/settings/userRating', { value: 'enabled' })).status).toBe(200);
    const before = await k.t.kernel.knex('auditLogs').orderBy('id');
    const [row] = await logOf(k);
    for (const client of [k.admin, k.superUser]) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
        const one = await client.request(method, `/audit-logs/${row!.id}`, { summary: 'apagado' });
        expect(one.status).toBe(404);
        const all = await client.request(method, '/audit-logs', { summary: 'apagado' });
        expect([404, 405]).toContain(all.status);
      }
    }
    // the refused calls were not writes, so they added nothing either
    expect(await k.t.kernel.knex('auditLogs').orderBy('id')).toEqual(before);
  });

  it("the plugin's code never updates a row of its table; only the operator's retention deletes", () => {
    const writes = /\.(update|patch|del|delete|truncate|increment|decrement|upsert)\(|onConflict/;
    const naming = sources(srcDir)
      .filter((f) => f.endsWith('.ts') && !f.includes('/migrations/'))
      .filter((f) => /'auditLogs|'audit_logs/.test(readFileSync(f, 'utf8')));
    // the insert, the reads and the retention job (AUDIT_RETENTION_DAYS): the only files that name the table
    const relative = (f: string) => f.slice(srcDir.length + 1);
    expect(naming.map(relative).sort()).toEqual([
      'services/append-entry.ts',
      'services/find-logs.ts',
      'services/prune-old-lines.ts',
    ]);
    expect(naming.filter((f) => writes.test(readFileSync(f, 'utf8'))).map(relative)).toEqual([
      'services/prune-old-lines.ts',
    ]);
    // and it deletes by age only, nothing else
    const prune = readFileSync(`${srcDir}/services/prune-old-lines.ts`, 'utf8');
    expect(prune.match(/\.(update|patch|del|delete|truncate|increment|decrement|upsert)\(/g)).toEqual([
      '.delete(',
    ]);
    expect(prune).toMatch(/where\('createdAt', '<', before\)/);
  });
});
