import type { Knex } from 'knex';
import { tenantTable, tenantTableParts, type TenantTable } from './tenant-db.js';

/**
 * A statement's parameters: values knex binds as one placeholder each (text, numbers, booleans, dates, bytes, null).
 * A list or an object (a raw) is taken too, and then the builder runs as written, uncompiled.
 */
export type StatementParams = Record<string, unknown>;

/** what knex's runner takes from a compiled builder (its `toSQL()`): the SQL, how to read the answer, the values */
interface CompiledQuery {
  sql: string;
  method: string;
  bindings: readonly unknown[];
  [field: string]: unknown;
}

/** where each placeholder's value comes from: a parameter, the company, or a constant the builder wrote */
type Slot = { param: string } | { company: true } | { value: unknown };

interface Prepared {
  query: CompiledQuery;
  slots: Slot[];
}

/**
 * A tenant query compiled once and then only bound: knex builds and compiles every query again, and on the engine's
 * hot path that was a sixth of the CPU a message costs (docs/benchmarks.md). `build` writes the query as usual on a
 * company's tables; `p` holds the parameters. Each parameter must be a value the query binds (a where, insert or
 * update value): the builder runs once with stand-ins, so it must not branch on them, and a parameter that is
 * not bound, or lands in the SQL text, is refused when the statement is first compiled. A null or undefined
 * parameter compiles its own variant with the real value, so `where({ x: null })` still reads `x is null`; so do
 * different sets of names, so `update(changes)` compiles once per set of columns it writes.
 *
 *   const openTicket = tenantStatement((t, p: { contactId: number }) => t('tickets').where(p).first());
 *   const row = await openTicket.run(db.tenant(companyId, trx), { contactId: 7 });
 */
export function tenantStatement<P extends StatementParams, R = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  build: (table: TenantTable, p: P) => Knex.QueryBuilder,
): TenantStatement<P, R> {
  const variants = new Map<string, Prepared>();
  return {
    run(table, params) {
      const { knex, companyId } = tenantTableParts(table);
      let prepared: Prepared | undefined;
      try {
        const key = variantKey(knex, params);
        // a list or an object shapes the SQL itself (`in (?, ?)`, a raw): the builder runs as written
        if (key === undefined) return build(table, params) as unknown as Promise<R>;
        prepared = variants.get(key);
        if (!prepared) {
          prepared = prepare(knex, build, params);
          if (variants.size < maxVariants) variants.set(key, prepared);
        }
      } catch (e) {
        return Promise.reject(e as Error);
      }
      const bindings = prepared.slots.map((s) =>
        'param' in s ? params[s.param] : 'company' in s ? companyId : s.value,
      );
      return execute(knex, prepared.query, bindings) as unknown as Promise<R>;
    },
  };
}

export interface TenantStatement<P extends StatementParams, R> {
  /** runs on the company and transaction `table` was made for (`db.tenant(companyId, trx)`) */
  run(table: TenantTable, params: P): Promise<R>;
}

/** a company id no real row has, standing in for the company while compiling */
const companyStandIn = 2_147_483_645;
const standIn = (name: string) => `\u0000tenant-statement:${name}\u0000`;

/** a statement whose callers pass ever new sets of names compiles no more than this; the rest run as built */
const maxVariants = 64;

/**
 * The engine, the parameters' names and which are null or undefined: each pattern is its own SQL. Undefined when a
 * parameter is a list or an object, which no stand-in can take the place of.
 */
function variantKey(knex: Knex | Knex.Transaction, params: StatementParams): string | undefined {
  let key = String(knex.client.config.client);
  for (const name in params) {
    const v = params[name];
    if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v)) return undefined;
    key += v === null ? `|${name}:null` : v === undefined ? `|${name}:undefined` : `|${name}`;
  }
  return key;
}

function prepare<P extends StatementParams>(
  knex: Knex | Knex.Transaction,
  build: (table: TenantTable, p: P) => Knex.QueryBuilder,
  params: P,
): Prepared {
  const standIns = new Map<string, string>();
  const p: StatementParams = {};
  for (const name in params) {
    const v = params[name];
    if (v === null || v === undefined) p[name] = v;
    else {
      standIns.set(standIn(name), name);
      p[name] = standIn(name);
    }
  }
  const query = build(tenantTable(knex, companyStandIn), p as P).toSQL() as unknown as CompiledQuery;
  if (Array.isArray(query)) throw new Error('a tenant statement is one query');
  const slots: Slot[] = query.bindings.map((b) =>
    typeof b === 'string' && standIns.has(b)
      ? { param: standIns.get(b)! }
      : b === companyStandIn
        ? { company: true }
        : { value: b },
  );
  for (const [text, name] of standIns) {
    if (query.sql.includes(text))
      throw new Error(`tenant statement parameter '${name}' is not a bound value`);
    if (!slots.some((s) => 'param' in s && s.param === name))
      throw new Error(
        `tenant statement parameter '${name}' is never bound: the builder must not branch on it`,
      );
  }
  if (!slots.some((s) => 'company' in s)) throw new Error('a tenant statement reads no company');
  return { query, slots };
}

let runs = 0;

/**
 * Runs a compiled query through knex's own runner (its connection, transaction, events and answer parsing), with
 * a builder whose compile step answers the query already compiled.
 */
function execute(knex: Knex | Knex.Transaction, compiled: CompiledQuery, bindings: unknown[]) {
  const builder = knex.queryBuilder();
  // knex's runner fills in the object it runs (positioned SQL, prepared bindings, the driver's answer): a copy each time
  const query = { ...compiled, bindings, __knexQueryUid: `tenant-statement-${++runs}` };
  (builder as unknown as { toSQL: () => object }).toSQL = () => query;
  return builder;
}
