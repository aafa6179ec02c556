import { notFound, tenant } from '@balcao/core';
import type { Knex } from '../db-types.js';
import { QueueOption, type QueueOptionNode } from '../queue-option-model.js';

export interface OptionFilter {
  queueId?: number;
  /** null: the top level; a number: that option's children; undefined: every level */
  parentId?: number | null;
  id?: number;
}

/** Each option with its whole subtree in `children`, siblings in creation order (as Whaticket lists them). */
function withChildren(rows: QueueOption[]): Map<number, QueueOptionNode> {
  const nodes = new Map(rows.map((r) => [r.id, { ...r.toJSON(), children: [] } as QueueOptionNode]));
  for (const row of rows)
    if (row.parentId != null) nodes.get(row.parentId)?.children.push(nodes.get(row.id)!);
  return nodes;
}

/** The company's options matching `filter`, each carrying its subtree; one query whatever the depth. */
export async function listOptions(
  knex: Knex,
  companyId: number,
  filter: OptionFilter,
): Promise<QueueOptionNode[]> {
  const q = tenant(companyId, knex)(QueueOption).orderBy('queueOptions.id');
  if (filter.queueId !== undefined) q.where('queueOptions.queueId', filter.queueId);
  const nodes = withChildren(await q);
  return [...nodes.values()].filter(
    (n) =>
      (filter.id === undefined || n.id === filter.id) &&
      (filter.parentId === undefined || (n.parentId ?? null) === filter.parentId),
  );
}

/** One option with its subtree; 404 ERR_NO_QUEUE_OPTION_FOUND for an id that is not the company's. */
export async function findOption(knex: Knex, companyId: number, id: number): Promise<QueueOptionNode> {
  const row = (await tenant(companyId, knex)(QueueOption).findById(id)) ?? throwNoOption();
  const [node] = await listOptions(knex, companyId, { queueId: row.queueId, id });
  return node!;
}

export function throwNoOption(): never {
  throw notFound('ERR_NO_QUEUE_OPTION_FOUND');
}
