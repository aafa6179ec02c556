import { serviceFiles } from './service-templates.js';
import { testFiles } from './test-templates.js';

/**
 * Names of a new plugin: `n` kebab-case (`price-lists`), `C` PascalCase (`PriceLists`), `c` camelCase
 * (`priceLists`), `table` snake_case (`price_lists`).
 */
export interface Names {
  n: string;
  C: string;
  c: string;
  table: string;
}

/** Files of a new plugin (server side), in the shape of plugins/helps: docs/plugins.md walks through it. */
export const pluginFiles = (nm: Names): Record<string, string> => ({
  ...packageFiles(nm),
  ...sourceFiles(nm),
  ...serviceFiles(nm),
  ...testFiles(nm),
});

const packageFiles = ({ n }: Names): Record<string, string> => ({
  'package.json': `${JSON.stringify(
    {
      name: `@balcao/plugin-${n}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      exports: { '.': './src/index.ts' },
      scripts: { test: `vitest run --root ../.. plugins/${n}/`, typecheck: 'tsc --noEmit -p .' },
      dependencies: { '@balcao/core': 'workspace:*', '@koa/router': '^15.7.0', zod: '^4.1.0' },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{ "extends": "../../tsconfig.base.json", "include": ["src", "test", "vitest.config.ts"] }\n`,
});

const sourceFiles = ({ n, C, c, table }: Names): Record<string, string> => ({
  'src/index.ts': `import { definePlugin } from '@balcao/core';
import { create${C}Table } from './migrations/001_${table}.js';
import { ${c}Permissions } from './permissions.js';
import { ${c}Routes } from './routes.js';
import { ${c}Services, type ${C}Services } from './services/${n}-services.js';

export type { ${C}Services } from './services/${n}-services.js';
export type { ${C}Fields, ${C}Changes } from './${n}-schemas.js';
export type { ${C}Event } from './services/${n}-events.js';
export { ${C}Item } from './${n}-model.js';

export default definePlugin<${C}Services>({
  name: '${n}',
  // who may do what: declared here, named by the routes (docs/security.md "Permissions")
  declares: { permissions: ${c}Permissions },
  migrations: [create${C}Table],
  setup(kernel) {
    const services = ${c}Services({ realtime: kernel.realtime });
    ${c}Routes(kernel.router, services);
    // what another plugin gets with ctx.services<${C}Services>('${n}')
    return services;
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
  'src/permissions.ts': `import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/**
 * What this plugin's routes require, and who holds it by default (docs/security.md "Permissions"): everyone of
 * the company reads and writes records, a company admin (or a super user) deletes them. A route that names one
 * needs its entry in core/test/security/role-matrix.test.ts, which fails until it has one.
 */
export const ${c}Permissions: PermissionDeclaration[] = [
  { name: '${n}:delete', description: 'Delete records', holders: adminsAndSuper },
];
`,
  [`src/${n}-model.ts`]: `import { TenantModel } from '@balcao/core';

export class ${C}Item extends TenantModel {
  static override tableName = '${table}';

  declare title: string;
}
`,
  [`src/${n}-schemas.ts`]: `import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, text } from '@balcao/core';

const fields = z.object({ title: text(2, 200) }).strict();
// an edit form may post the record back as it loaded it: its id and timestamps are dropped, not refused
const echoes = ['id', 'createdAt', 'updatedAt'];

/** POST /${n} */
export const ${c}Body = lenientBody(fields, { echoes });
/** PUT /${n}/:id: any of the fields, at least one */
export const ${c}Patch = lenientBody(atLeastOne(fields.partial()), { echoes });
/** GET /${n} */
export const ${c}Query = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });

/** What the services take: validated values, never a request. */
export type ${C}Fields = z.output<typeof ${c}Body>;
export type ${C}Changes = z.output<typeof ${c}Patch>;
export type ${C}ListQuery = z.output<typeof ${c}Query>;
`,
  'src/routes.ts': `import type Router from '@koa/router';
import { type AppState, idParam, parseBody, parseQuery, route } from '@balcao/core';
import { ${c}Body, ${c}Patch, ${c}Query } from './${n}-schemas.js';
import type { ${C}Services } from './services/${n}-services.js';

/** HTTP only: parse the request, call a service, answer. route() also documents each one in /openapi.json. */
export function ${c}Routes(router: Router<AppState>, items: ${C}Services) {
  const tags = ['${n}'];
  route(router, { method: 'get', path: '/${n}', summary: 'A page of records', tags, query: ${c}Query }, async (ctx) => {
    ctx.body = await items.list(ctx.state.user.companyId, parseQuery(ctx, ${c}Query));
  });
  route(router, { method: 'get', path: '/${n}/:id', summary: 'One record', tags }, async (ctx) => {
    ctx.body = await items.find(ctx.state.user.companyId, idParam(ctx));
  });
  route(router, { method: 'post', path: '/${n}', summary: 'Create a record', tags, body: ${c}Body, status: 201 }, async (ctx) => {
    ctx.body = await items.create(ctx.state.user.companyId, parseBody(ctx, ${c}Body));
    ctx.status = 201;
  });
  route(router, { method: 'put', path: '/${n}/:id', summary: 'Change a record', tags, body: ${c}Patch }, async (ctx) => {
    ctx.body = await items.update(ctx.state.user.companyId, idParam(ctx), parseBody(ctx, ${c}Patch));
  });
  route(router, { method: 'delete', path: '/${n}/:id', summary: 'Delete a record (admin)', tags, permission: '${n}:delete' }, async (ctx) => {
    await items.delete(ctx.state.user.companyId, idParam(ctx));
    ctx.body = { message: 'deleted' };
  });
}
`,
});
