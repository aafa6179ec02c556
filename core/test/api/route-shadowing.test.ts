import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login } from '../support/index.js';
import { productPlugins } from '../support/product-declarations.js';
import { routeTable } from '../support/route-table.js';

/** A static path registered after a `/:id` sibling is swallowed by it (the id check answers 404 first). */
const { t, seed } = tenantKernelPerFile(async () => ({ plugins: await productPlugins() }));
describe('route table', () => {
  it('answers every parameterless GET route (none shadowed by a /:id route)', async () => {
    const su = await login(t, seed.platform.admin.email);
    const statics = routeTable(t.kernel).filter((r) => r.method === 'GET' && !r.path.includes(':'));
    expect(statics.length).toBeGreaterThan(8);
    const missing: string[] = [];
    for (const r of statics) if ((await su.get(r.path)).status === 404) missing.push(r.path);
    expect(missing).toEqual([]);
  });
});
