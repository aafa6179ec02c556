import type { Names } from './plugin-templates.js';

/** A new plugin's services: one file per verb and a finder for reads, taking plain values (plugins/helps). */
export const serviceFiles = ({ n, C, c, table }: Names): Record<string, string> => ({
  [`src/services/${n}-events.ts`]: `import type { Realtime } from '@balcao/core';
import type { ${C}Item } from '../${n}-model.js';

/** The \`company-{id}-${n}\` event: every signed-in user of the company hears it. */
export type ${C}Event = { action: 'create' | 'update'; record: ${C}Item } | { action: 'delete'; id: number };

/** What a service needs from the kernel; passed in, so jobs and other plugins can call the services. */
export interface ${C}Deps {
  realtime: Pick<Realtime, 'emitToCompany'>;
}

export function emit${C}Event({ realtime }: ${C}Deps, companyId: number, event: ${C}Event) {
  realtime.emitToCompany(companyId, '${n}', event);
}
`,
  [`src/services/find-${n}-items.ts`]: `import { notFound, tenant } from '@balcao/core';
import { ${C}Item } from '../${n}-model.js';
import type { ${C}ListQuery } from '../${n}-schemas.js';

const PAGE_SIZE = 20;

/** One page of the company's records, newest first, those whose title holds searchParam. */
export async function list${C}Items(companyId: number, { searchParam, pageNumber }: ${C}ListQuery) {
  const base = () => {
    const q = tenant(companyId)(${C}Item);
    if (searchParam) q.whereRaw('LOWER(${table}.title) LIKE ?', [\`%\${searchParam.toLowerCase()}%\`]);
    return q;
  };
  const [{ count }] = (await base().count({ count: '*' })) as unknown as [{ count: number | string }];
  const records = await base().orderBy('${table}.id', 'desc').limit(PAGE_SIZE).offset((pageNumber - 1) * PAGE_SIZE);
  return { records, count: Number(count), hasMore: Number(count) > pageNumber * PAGE_SIZE };
}

/** One of the company's records; another company's is as missing as one that never was. */
export async function find${C}Item(companyId: number, id: number): Promise<${C}Item> {
  return (await tenant(companyId)(${C}Item).findById(id)) ?? no${C}Item();
}

export function no${C}Item(): never {
  throw notFound('ERR_NOT_FOUND');
}
`,
  [`src/services/create-${n}-item.ts`]: `import { tenant } from '@balcao/core';
import { ${C}Item } from '../${n}-model.js';
import type { ${C}Fields } from '../${n}-schemas.js';
import { emit${C}Event, type ${C}Deps } from './${n}-events.js';

export async function create${C}Item(deps: ${C}Deps, companyId: number, fields: ${C}Fields): Promise<${C}Item> {
  const record = await tenant(companyId)(${C}Item).insertAndFetch(fields);
  emit${C}Event(deps, companyId, { action: 'create', record });
  return record;
}
`,
  [`src/services/update-${n}-item.ts`]: `import { tenant } from '@balcao/core';
import { ${C}Item } from '../${n}-model.js';
import type { ${C}Changes } from '../${n}-schemas.js';
import { no${C}Item } from './find-${n}-items.js';
import { emit${C}Event, type ${C}Deps } from './${n}-events.js';

/** Changes the given fields only; 404 when the company has no such record. */
export async function update${C}Item(deps: ${C}Deps, companyId: number, id: number, changes: ${C}Changes): Promise<${C}Item> {
  const record = (await tenant(companyId)(${C}Item).patchAndFetchById(id, changes)) ?? no${C}Item();
  emit${C}Event(deps, companyId, { action: 'update', record });
  return record;
}
`,
  [`src/services/delete-${n}-item.ts`]: `import { tenant } from '@balcao/core';
import { ${C}Item } from '../${n}-model.js';
import { no${C}Item } from './find-${n}-items.js';
import { emit${C}Event, type ${C}Deps } from './${n}-events.js';

/** 404 when the company has no such record. */
export async function delete${C}Item(deps: ${C}Deps, companyId: number, id: number): Promise<void> {
  if (!(await tenant(companyId)(${C}Item).deleteById(id))) no${C}Item();
  emit${C}Event(deps, companyId, { action: 'delete', id });
}
`,
  [`src/services/${n}-services.ts`]: `import type { ${C}Changes, ${C}Fields } from '../${n}-schemas.js';
import { create${C}Item } from './create-${n}-item.js';
import { delete${C}Item } from './delete-${n}-item.js';
import { find${C}Item, list${C}Items } from './find-${n}-items.js';
import type { ${C}Deps } from './${n}-events.js';
import { update${C}Item } from './update-${n}-item.js';

/** The services bound to the kernel: what the routes call, and what setup() returns for other plugins. */
export function ${c}Services(deps: ${C}Deps) {
  return {
    list: list${C}Items,
    find: find${C}Item,
    create: (companyId: number, fields: ${C}Fields) => create${C}Item(deps, companyId, fields),
    update: (companyId: number, id: number, changes: ${C}Changes) => update${C}Item(deps, companyId, id, changes),
    delete: (companyId: number, id: number) => delete${C}Item(deps, companyId, id),
  };
}

export type ${C}Services = ReturnType<typeof ${c}Services>;
`,
});
