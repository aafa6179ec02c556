import type { Knex } from 'knex';
import { notFound } from '@balcao/core';
import type { Caller, MacroDeps, MacroView } from './macro-deps.js';

type Row = Record<string, unknown>;

/** a stored time as the wire carries it (MariaDB answers a Date, SQLite the milliseconds) */
const isoOf = (value: unknown) => new Date(value as string | number | Date).toISOString();

/** a row as the wire shows it: the actions parsed, whether the caller wrote it */
export function macroView(row: Row, caller: Caller): MacroView {
  return {
    id: Number(row.id),
    name: String(row.name),
    visibility: row.visibility === 'personal' ? 'personal' : 'shared',
    userId: row.userId == null ? null : Number(row.userId),
    actions: JSON.parse(String(row.actions)) as MacroView['actions'],
    mine: row.userId != null && Number(row.userId) === caller.id,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/** what the caller sees: the company's shared macros and their own personal ones; nobody sees another's */
const visible = (deps: MacroDeps, caller: Caller, trx?: Knex.Transaction) =>
  deps.db
    .tenant(
      caller.companyId,
      trx,
    )('macros')
    .where((q) => q.where({ visibility: 'shared' }).orWhere({ visibility: 'personal', userId: caller.id }));

/** every macro the caller may apply, by name */
export async function listMacros(deps: MacroDeps, caller: Caller): Promise<MacroView[]> {
  const rows: Row[] = await visible(deps, caller).orderBy('name').orderBy('id');
  return rows.map((r) => macroView(r, caller));
}

/** one macro the caller may see; 404 ERR_NO_MACRO_FOUND for another company's or another user's personal one */
export async function findMacro(deps: MacroDeps, caller: Caller, id: number): Promise<MacroView> {
  const row: Row | undefined = await visible(deps, caller).andWhere({ id }).first();
  if (!row) throw notFound('ERR_NO_MACRO_FOUND');
  return macroView(row, caller);
}
