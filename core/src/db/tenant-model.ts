import type { QueryBuilder, QueryContext } from 'objection';
import { BaseModel } from './base-model.js';

export interface TenantScope {
  companyId: number;
}

/**
 * Base of every tenant table. A query on it must carry the company in its context: `scoped(Model, companyId)`
 * adds `company_id = ?` to reads, updates and deletes (eager loads included) and stamps inserts. A query that
 * forgot the scope throws before it reaches the database instead of leaking another company's rows.
 */
export class TenantModel extends BaseModel {
  declare companyId: number;

  static override query<M extends TenantModel>(this: { new (): M } & typeof TenantModel, ...args: unknown[]) {
    const qb = (BaseModel.query as (...a: unknown[]) => QueryBuilder<M>).apply(this, args);
    const table = this.tableName;
    return qb.onBuild((builder) => {
      const ctx = builder.context() as Partial<TenantScope> & { crossTenant?: boolean };
      if (ctx.crossTenant) return;
      if (ctx.companyId == null) throw new Error(`tenant scope missing on a ${table} query`);
      if (!builder.isInsert()) builder.where(`${builder.tableRefFor(builder.modelClass())}.companyId`, ctx.companyId);
    }) as unknown as QueryBuilder<M>;
  }

  override $beforeInsert(ctx: QueryContext): void | Promise<void> {
    const companyId = (ctx as Partial<TenantScope>).companyId;
    // the scope wins over anything a caller put on the object
    if (companyId != null) this.companyId = companyId;
    return super.$beforeInsert(ctx);
  }
}

/** The only way plugins read or write tenant rows. */
export function scoped<M extends typeof TenantModel>(model: M, companyId: number): ReturnType<M['query']> {
  return model.query().context({ companyId }) as ReturnType<M['query']>;
}

/** For the super user's cross-company screens and jobs that walk every tenant; named so it stands out. */
export function crossTenant<M extends typeof TenantModel>(model: M): ReturnType<M['query']> {
  return model.query().context({ crossTenant: true }) as ReturnType<M['query']>;
}
