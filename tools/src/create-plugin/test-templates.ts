import type { Names } from './plugin-templates.js';

/** A new plugin's tests: a real kernel on the database TEST_DB picks, through the routes and the services. */
export const testFiles = ({ n, C }: Names): Record<string, string> => ({
  [`test/${n}-kernel.ts`]: `import { startTenantKernel, type HttpClient, type TenantKernel } from '@balcao/core/testing';
import plugin from '../src/index.js';

/** an attendant of company A (\`a\`) and one of company B (\`b\`); their admins \`adminA\` and \`adminB\` hold ${n}:delete */
export type ${C}Kernel = TenantKernel<'admin' | 'attendant' | 'adminB' | 'attendantB'> & {
  a: HttpClient;
  b: HttpClient;
  adminA: HttpClient;
};

/** A real kernel with only this plugin and two companies, each with a signed-in attendant and admin. */
export async function start${C}Kernel(): Promise<${C}Kernel> {
  const k = await startTenantKernel({ plugins: [plugin], as: ['admin', 'attendant', 'adminB', 'attendantB'] });
  return { ...k, a: k.attendant, b: k.attendantB, adminA: k.admin };
}
`,
  [`test/${n}-routes.test.ts`]: `import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { start${C}Kernel } from './${n}-kernel.js';

const k = kernelPerFile(start${C}Kernel);

describe('${n} routes', () => {
  it('create, read, change and delete a record', async () => {
    const created = await k.a.post('/${n}', { title: 'Primeiro registro' });
    expect(created).toMatchObject({ status: 201, body: { title: 'Primeiro registro' } });
    const path = \`/${n}/\${created.body.id}\`;
    expect((await k.a.get(path)).body).toMatchObject({ id: created.body.id, title: 'Primeiro registro' });
    expect((await k.a.put(path, { title: 'Registro alterado' })).body).toMatchObject({ title: 'Registro alterado' });
    expect((await k.a.get('/${n}?searchParam=ALTERADO')).body).toMatchObject({
      count: 1,
      hasMore: false,
      records: [{ title: 'Registro alterado' }],
    });
    // ${n}:delete (src/permissions.ts): an admin's, not an attendant's
    expect(await k.a.delete(path)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await k.adminA.delete(path)).status).toBe(200);
    expect(await k.a.get(path)).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
  });

  it("keep each company to its own records: another's answer 404 and stay unchanged", async () => {
    const created = (await k.a.post('/${n}', { title: 'Só da empresa A' })).body;
    const path = \`/${n}/\${created.id}\`;
    expect((await k.b.get('/${n}')).body.records).toEqual([]);
    for (const res of [await k.b.get(path), await k.b.put(path, { title: 'Intruso' }), await k.adminB.delete(path)])
      expect(res).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    expect((await k.a.get(path)).body).toMatchObject({ title: 'Só da empresa A' });
  });

  it('refuse bad input with 400 ERR_VALIDATION naming the field', async () => {
    const invalid = (field: string, message: string) => ({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { [field]: message } },
    });
    expect(await k.a.post('/${n}', { title: 'x' })).toMatchObject(invalid('title', 'Too Short!'));
    expect(await k.a.post('/${n}', { title: 'Certo', extra: 1 })).toMatchObject(invalid('extra', 'Unrecognized key'));
    const { id } = (await k.a.post('/${n}', { title: 'Certo' })).body;
    expect(await k.a.put(\`/${n}/\${id}\`, {})).toMatchObject(invalid('_', 'Nothing to update'));
  });

  it('show its menu item in the module manifest', async () => {
    const modules = (await k.a.get('/modules')).body.modules;
    expect(modules).toContainEqual(expect.objectContaining({ name: '${n}', menu: [expect.objectContaining({ path: '/${n}' })] }));
  });
});
`,
  [`test/${n}-services.test.ts`]: `import { describe, expect, it } from 'vitest';
import { companyEvent } from '@balcao/core';
import { listenAs, until } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { ${C}Services } from '../src/index.js';
import { start${C}Kernel } from './${n}-kernel.js';

const k = kernelPerFile(start${C}Kernel);

describe('${n} services, called without HTTP (by a job or another plugin)', () => {
  it('write the rows the routes answer, and tell only that company in realtime', async () => {
    const { a, b } = k.seed;
    // what another plugin gets with ctx.services<${C}Services>('${n}')
    const items = k.services<${C}Services>('${n}');
    const sockets = await listenAs(k.t.url, k.a, k.b);
    try {
      const [seenA, seenB] = sockets.heard;
      const record = await items.create(a.id, { title: 'Por serviço' });
      expect((await k.a.get(\`/${n}/\${record.id}\`)).body).toMatchObject({ title: 'Por serviço' });
      await until('the create event', () => seenA.length);
      expect(seenA).toContainEqual({
        event: companyEvent(a.id, '${n}'),
        payload: { action: 'create', record: expect.objectContaining({ id: record.id }) },
      });
      expect(seenB.filter((e) => e.event.endsWith('-${n}'))).toEqual([]);
      await expect(items.find(b.id, record.id)).rejects.toMatchObject({ status: 404, code: 'ERR_NOT_FOUND' });
    } finally {
      sockets.close();
    }
  });
});
`,
});
