/** Files of a new plugin (server side). `n` is the kebab-case name, `C` its PascalCase, `table` its snake_case table. */
export interface Names {
  n: string;
  C: string;
  table: string;
}

export const pluginFiles = ({ n, C, table }: Names): Record<string, string> => ({
  'package.json': `${JSON.stringify(
    {
      name: `@balcao/plugin-${n}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      exports: { '.': './src/index.ts' },
      scripts: { test: 'vitest run', typecheck: 'tsc --noEmit -p .' },
      dependencies: { '@balcao/core': 'workspace:*', '@koa/router': '^15.7.0', zod: '^4.1.0' },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{ "extends": "../../tsconfig.base.json", "include": ["src", "test", "vitest.config.ts"] }\n`,
  'vitest.config.ts': `import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'plugin-${n}', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } });
`,
  'src/index.ts': `import { definePlugin } from '@balcao/core';
import { create${C}Table } from './migrations/001_${table}.js';
import { ${n.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Routes } from './routes.js';

export default definePlugin({
  name: '${n}',
  migrations: [create${C}Table],
  setup(kernel) {
    ${n.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Routes(kernel.router, kernel.realtime);
  },
  ui: {
    module: '${n}',
    routes: ['/${n}'],
    menu: [{ label: '${n}:menu', titles: { pt: '${C}', en: '${C}', es: '${C}' }, path: '/${n}', icon: 'cube', section: 'main', order: 500 }],
  },
});
`,
  [`src/migrations/001_${table}.ts`]: `import type { Migration } from '@balcao/core';

export const create${C}Table: Migration = {
  name: '001_${table}',
  async up(knex) {
    await knex.schema.createTable('${table}', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('title', 200).notNullable();
      t.timestamps(false, false);
      t.index(['company_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('${table}');
  },
};
`,
  [`src/${n}-model.ts`]: `import { TenantModel } from '@balcao/core';

export class ${C}Item extends TenantModel {
  static override tableName = '${table}';

  declare title: string;
}
`,
  'src/routes.ts': `import type Router from '@koa/router';
import { z } from 'zod';
import { type AppState, type Realtime, idParam, notFound, parseBody, parseQuery, route, scoped, text } from '@balcao/core';
import { ${C}Item } from './${n}-model.js';

const PAGE_SIZE = 20;
const itemBody = z.object({ title: text(2, 200) }).strict();
const listQuery = z.object({ searchParam: z.string().max(200).default(''), pageNumber: z.coerce.number().int().min(1).default(1) });

export function ${n.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Routes(router: Router<AppState>, realtime: Realtime) {
  // route() registers each route and its schemas, so GET /openapi.json documents it
  const tags = ['${n}'];
  route(router, { method: 'get', path: '/${n}', summary: 'A page of records', tags, query: listQuery }, async (ctx) => {
    const { searchParam, pageNumber } = parseQuery(ctx, listQuery);
    const base = () => {
      const q = scoped(${C}Item, ctx.state.user.companyId);
      if (searchParam) q.whereRaw('LOWER(${table}.title) LIKE ?', [\`%\${searchParam.toLowerCase()}%\`]);
      return q;
    };
    const [{ count }] = (await base().count({ count: '*' })) as unknown as [{ count: number | string }];
    const records = await base().orderBy('${table}.id', 'desc').limit(PAGE_SIZE).offset((pageNumber - 1) * PAGE_SIZE);
    ctx.body = { records, count: Number(count), hasMore: Number(count) > pageNumber * PAGE_SIZE };
  });

  route(router, { method: 'post', path: '/${n}', summary: 'Create a record', tags, body: itemBody, status: 201 }, async (ctx) => {
    const { companyId } = ctx.state.user;
    const record = await scoped(${C}Item, companyId).insertAndFetch(parseBody(ctx, itemBody));
    realtime.emitToCompany(companyId, '${n}', { action: 'create', record });
    ctx.status = 201;
    ctx.body = record;
  });

  route(router, { method: 'delete', path: '/${n}/:id', summary: 'Delete a record', tags }, async (ctx) => {
    const { companyId } = ctx.state.user;
    const id = idParam(ctx);
    if (!(await scoped(${C}Item, companyId).delete().where('${table}.id', id))) throw notFound('ERR_NOT_FOUND');
    realtime.emitToCompany(companyId, '${n}', { action: 'delete', id });
    ctx.body = { message: 'deleted' };
  });
}
`,
  [`test/${n}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedTenants, startTestKernel, type TestKernel } from '@balcao/core/testing';
import plugin from '../src/index.js';

let t: TestKernel;
let seed: Awaited<ReturnType<typeof seedTenants>>;

beforeAll(async () => {
  t = await startTestKernel({ plugins: [plugin] });
  seed = await seedTenants(t.kernel.knex);
});
afterAll(() => t?.stop());

describe('${n}', () => {
  it('keeps each company to its own records', async () => {
    const a = await login(t, seed.a.admin.email);
    const b = await login(t, seed.b.admin.email);
    const created = await a.post('/${n}', { title: 'Primeiro registro' });
    expect(created.status).toBe(201);
    expect((await a.get('/${n}')).body).toMatchObject({ count: 1, hasMore: false, records: [{ title: 'Primeiro registro' }] });
    expect((await b.get('/${n}')).body.count).toBe(0);
    expect((await b.delete(\`/${n}/\${created.body.id}\`)).status).toBe(404);
  });

  it('shows its menu item in the module manifest', async () => {
    const a = await login(t, seed.a.user.email);
    const modules = (await a.get('/modules')).body.modules;
    expect(modules).toContainEqual(expect.objectContaining({ name: '${n}', menu: [expect.objectContaining({ path: '/${n}' })] }));
  });
});
`,
});
