import type { Knex } from 'knex';
import { Model, type QueryBuilderType, type TransactionOrKnex } from 'objection';
import { AppError } from '../errors/app-error.js';
import { GroupCommit } from './group-commit.js';
import { modelQuery, type TenantClass, type TenantModel } from './tenant-model.js';

/**
 * The one way to reach a company's rows: `tenant(companyId, trx)(Ticket)` gives an objection query of a
 * `TenantModel`, `tenant(companyId, trx)('tickets')` a knex query builder; either reads, changes and writes only
 * that company's rows.
 */
export interface TenantTable {
  <M extends TenantModel>(model: TenantClass<M>): QueryBuilderType<M>;
  // knex's own defaults, so rows read the same as through knex(table)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  <TRecord extends {} = any, TResult = any[]>(table: string): Knex.QueryBuilder<TRecord, TResult>;
}

/** What a plugin gets as `ctx.db`. */
export interface TenantDb {
  /** `tenant` (below) on this kernel's connection: query builders and models bound to one company. */
  tenant(companyId: number, trx?: Knex.Transaction): TenantTable;
  /** knex's transaction: `db.transaction(async (trx) => { const t = db.tenant(id, trx); ... })` */
  transaction<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /**
   * A short transaction that may share its commit with concurrent ones (group commit: see GroupCommit). For hot
   * paths writing unrelated rows; `fn` may run twice (its group failed), so every write goes through `trx`.
   */
  grouped<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

/** knex's builder state, read when a query is compiled (stable since knex 0.x). */
interface BuilderState {
  _method: string;
  _statements: Array<{ grouping: string }>;
  _single: {
    insert?: unknown;
    update?: Record<string, unknown>;
    counter?: Record<string, unknown>;
    merge?: unknown;
  };
  _timeout?: number;
  _cancelOnTimeout?: boolean;
  clone(): Knex.QueryBuilder;
}

interface Scope {
  column: string;
  companyId: number;
}

const scopeOf = Symbol('tenant scope');
const patched = Symbol('tenant scope compiler');
type Compile = (this: unknown, builder: unknown, formatter?: unknown) => unknown;

export function createTenantDb(knex: Knex): TenantDb {
  const group = new GroupCommit(knex);
  return {
    tenant: (companyId, trx) => tenantTable(trx ?? knex, companyId),
    transaction: (fn) => knex.transaction(fn),
    grouped: (fn) => group.run(fn),
  };
}

/** `tenant(companyId, trx)(Model | 'table')` on the connection models are bound to; `ctx.db.tenant` is the same. */
export function tenant(companyId: number, trx?: TransactionOrKnex): TenantTable {
  return tenantTable(trx ?? (Model.knex() as Knex), companyId);
}

export function tenantTable(knex: Knex | Knex.Transaction, companyId: number): TenantTable {
  if (!Number.isInteger(companyId) || companyId <= 0)
    throw new Error(`tenant(companyId) needs a company id, got ${String(companyId)}`);
  scopeCompiler(knex);
  const tables = (table: string | TenantClass<TenantModel>) =>
    typeof table === 'string'
      ? mark(knex(table), { column: `${qualifier(table)}.companyId`, companyId })
      : modelQuery(table, companyId, knex);
  return Object.assign(tables as TenantTable, { [partsOf]: { knex, companyId } });
}

const partsOf = Symbol('tenant table parts');

/** the connection (or transaction) and the company a `tenant(companyId, trx)` was made for */
export function tenantTableParts(table: TenantTable): { knex: Knex | Knex.Transaction; companyId: number } {
  const parts = (table as { [partsOf]?: { knex: Knex | Knex.Transaction; companyId: number } })[partsOf];
  if (!parts) throw new Error('not a table of db.tenant(companyId)');
  return parts;
}

/** `tickets as t` is constrained as t.companyId, so joins stay unambiguous. */
function qualifier(table: string): string {
  const alias = /^\s*\S+\s+as\s+(\S+)\s*$/i.exec(table);
  return alias ? alias[1]! : table.trim();
}

function mark(builder: Knex.QueryBuilder, scope: Scope): Knex.QueryBuilder {
  const self = builder as unknown as BuilderState & { [scopeOf]?: Scope };
  const plainClone = Object.getPrototypeOf(builder).clone as () => Knex.QueryBuilder;
  self[scopeOf] = scope;
  self.clone = () => mark(plainClone.call(builder), scope);
  return builder;
}

/**
 * Every path that turns a builder into SQL (running it, toString, using it as a subquery of another query)
 * goes through the dialect's queryCompiler, which is wrapped once: a tenant builder is compiled as a scoped
 * copy, any other exactly as before. The copy keeps the caller's builder unchanged, so compiling twice is safe.
 */
function scopeCompiler(knex: Knex | Knex.Transaction) {
  // transactions get a client made from the same prototype, so the wrapper lives there
  const proto = Object.getPrototypeOf(knex.client) as { queryCompiler: Compile; [patched]?: true };
  if (Object.prototype.hasOwnProperty.call(proto, patched)) return;
  const compile = proto.queryCompiler;
  proto.queryCompiler = function (builder, formatter) {
    const scope = (builder as { [scopeOf]?: Scope } | undefined)?.[scopeOf];
    return compile.call(this, scope ? scopedCopy(builder as BuilderState, scope) : builder, formatter);
  };
  proto[patched] = true;
}

function scopedCopy(builder: BuilderState, scope: Scope): BuilderState {
  const copy = (Object.getPrototypeOf(builder).clone as () => BuilderState).call(builder);
  copy._timeout = builder._timeout;
  copy._cancelOnTimeout = builder._cancelOnTimeout;
  applyScope(copy, scope.column, scope.companyId);
  return copy;
}

function applyScope(b: BuilderState, column: string, companyId: number) {
  const method = b._method;
  if (method === 'upsert' || b._single.merge !== undefined || method === 'truncate')
    throw new Error(
      `${method === 'insert' ? 'onConflict().merge()' : method} is not tenant-safe: read, then update`,
    );
  if (method === 'insert') {
    b._single.insert = stamp(b._single.insert, companyId);
    return;
  }
  for (const values of [b._single.update, b._single.counter])
    if (values && 'companyId' in values && values.companyId !== companyId)
      throw new AppError('ERR_TENANT_MISMATCH', 403);
  const own = b._statements.filter((s) => s.grouping === 'where');
  b._statements = b._statements.filter((s) => s.grouping !== 'where');
  const qb = b as unknown as Knex.QueryBuilder;
  qb.where(column, companyId);
  if (own.length)
    qb.where(function () {
      (this as unknown as BuilderState)._statements.push(...own);
    });
}

function stamp(rows: unknown, companyId: number): unknown {
  if (Array.isArray(rows)) return rows.map((row) => stampRow(row, companyId));
  return stampRow(rows, companyId);
}

function stampRow(row: unknown, companyId: number) {
  const proto = row && typeof row === 'object' ? Object.getPrototypeOf(row) : undefined;
  // an insert ... select or a raw insert could carry any company: only plain rows are stamped and accepted
  if (proto !== Object.prototype && proto !== null)
    throw new Error('a tenant insert takes plain row objects, not a query or raw SQL');
  const values = row as Record<string, unknown>;
  if (values.companyId != null && values.companyId !== companyId)
    throw new AppError('ERR_TENANT_MISMATCH', 403);
  return { ...values, companyId };
}
