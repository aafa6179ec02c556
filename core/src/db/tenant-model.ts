import {
  Model,
  type ModelClass,
  type QueryBuilderType,
  type QueryContext,
  type TransactionOrKnex,
} from 'objection';
import { BaseModel } from './base-model.js';

export interface TenantScope {
  companyId: number;
}

type Ctor<M> = new (...args: never[]) => M;
type CopyFrom = { copyFrom(from: unknown, operations: RegExp): unknown };
/** where, orWhere, whereIn, orWhereNot, whereComposite ...: not findById, whose id is ANDed on after the scope */
const CALLER_WHERE = /^(and|or)?where/i;
/** a model class of a tenant table, as `tenant(companyId)(Model)` takes it */
export type TenantClass<M extends TenantModel> = (new () => M) & Pick<typeof TenantModel, 'tableName'>;

/**
 * Base of every tenant table. A query on it must carry the company in its context: `tenant(companyId)(Model)`
 * adds `company_id = ?` to reads, updates and deletes (eager loads included) and stamps inserts. A query that
 * forgot the scope throws before it reaches the database instead of leaking another company's rows.
 */
export class TenantModel extends BaseModel {
  declare companyId: number;

  static override query<M extends Model>(this: Ctor<M>, trxOrKnex?: TransactionOrKnex): QueryBuilderType<M> {
    const modelClass = this as unknown as typeof Model;
    const qb = Model.query.call(modelClass, trxOrKnex) as unknown as QueryBuilderType<TenantModel>;
    return qb.onBuild((builder) => {
      const ctx = builder.context() as Partial<TenantScope> & { crossTenant?: boolean };
      if (ctx.crossTenant) return;
      if (ctx.companyId == null) throw new Error(`tenant scope missing on a ${modelClass.tableName} query`);
      if (builder.isInsert()) return;
      // the caller's where clauses so far go into one group behind the company's, so a top-level orWhere cannot
      // reach another company; find* operations (findById ...) add theirs after this, joined with AND
      const own = builder.clone();
      builder
        .clear(CALLER_WHERE)
        .where(`${builder.tableRefFor(builder.modelClass())}.companyId`, ctx.companyId);
      // copyFrom is objection's own way to move operations between builders; its typings leave it out
      if (own.has(CALLER_WHERE))
        builder.where((inner) => void (inner as unknown as CopyFrom).copyFrom(own, CALLER_WHERE));
    }) as unknown as QueryBuilderType<M>;
  }

  override $beforeInsert(ctx: QueryContext): void | Promise<void> {
    const companyId = (ctx as Partial<TenantScope>).companyId;
    // the scope wins over anything a caller put on the object
    if (companyId != null) this.companyId = companyId;
    return super.$beforeInsert(ctx);
  }
}

/** `Model.query()` with the company in its context; reached through `tenant(companyId, trx)(Model)` (tenant-db.ts). */
export function modelQuery<M extends TenantModel>(
  model: TenantClass<M>,
  companyId: number,
  trx?: TransactionOrKnex,
): QueryBuilderType<M> {
  return (model as unknown as ModelClass<M>).query(trx).context({ companyId }) as QueryBuilderType<M>;
}

/** For the super user's cross-company screens, login and jobs that walk every tenant; named so it stands out. */
export function crossTenant<M extends TenantModel>(
  model: TenantClass<M>,
  trx?: TransactionOrKnex,
): QueryBuilderType<M> {
  return (model as unknown as ModelClass<M>).query(trx).context({ crossTenant: true }) as QueryBuilderType<M>;
}
