import type { BotDeps } from './bot-deps.js';

export interface OptionRow {
  id: number;
  parentId: number | null;
  title: string;
  message: string | null;
  option: string | null;
}

const numberOf = (o: OptionRow) => (/^\d+$/.test(o.option ?? '') ? Number(o.option) : Infinity);

/** One level of a queue's option tree (parentId null: the top), by option number, then creation. */
export async function optionLevel(
  deps: BotDeps,
  companyId: number,
  queueId: number,
  parentId: number | null,
): Promise<OptionRow[]> {
  const q = deps.db.tenant(companyId)('queueOptions').where({ queueId });
  if (parentId === null) q.whereNull('parentId');
  else q.where({ parentId });
  const rows: OptionRow[] = await q.select('id', 'parentId', 'title', 'message', 'option').orderBy('id');
  return rows
    .map((r) => ({ ...r, id: Number(r.id), parentId: r.parentId == null ? null : Number(r.parentId) }))
    .sort((a, b) => numberOf(a) - numberOf(b) || a.id - b.id);
}

/** One option of the queue, or undefined when it is gone (deleted while a contact was in it). */
export async function optionOf(
  deps: BotDeps,
  companyId: number,
  queueId: number,
  id: number,
): Promise<OptionRow | undefined> {
  const row = await deps.db
    .tenant(companyId)('queueOptions')
    .where({ id, queueId })
    .first('id', 'parentId', 'title', 'message', 'option');
  return row
    ? { ...row, id: Number(row.id), parentId: row.parentId == null ? null : Number(row.parentId) }
    : undefined;
}
