import { Model, type Pojo, type QueryContext } from 'objection';

/**
 * Every model's base: dates and booleans read the same from SQLite (numbers) and MySQL (Date, tinyint),
 * and createdAt/updatedAt are kept by the model, not by each service.
 */
export class BaseModel extends Model {
  static dateColumns: string[] = ['createdAt', 'updatedAt'];
  static booleanColumns: string[] = [];
  static timestamps = true;
  /**
   * objection deep-copies every object value (each Date, each JSON column) when a model is formatted for the wire,
   * once per message pushed to the sockets. The wire object is serialized at once and never changed in place, so the
   * copy bought nothing.
   */
  static cloneObjectAttributes = false;

  declare id: number;
  declare createdAt?: Date;
  declare updatedAt?: Date;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const out = super.$parseDatabaseJson(json);
    const ctor = this.constructor as typeof BaseModel;
    for (const col of ctor.dateColumns) {
      const v = out[col];
      if (v != null && !(v instanceof Date))
        out[col] = new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
    }
    for (const col of ctor.booleanColumns) if (out[col] != null) out[col] = Boolean(out[col]);
    return out;
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    const out = super.$formatDatabaseJson(json);
    for (const [k, v] of Object.entries(out)) {
      if (typeof v === 'boolean') out[k] = v ? 1 : 0;
    }
    return out;
  }

  override $beforeInsert(ctx: QueryContext): void | Promise<void> {
    const ctor = this.constructor as typeof BaseModel;
    if (ctor.timestamps) {
      const now = new Date();
      this.createdAt ??= now;
      this.updatedAt ??= now;
    }
    return super.$beforeInsert(ctx);
  }

  override $beforeUpdate(opt: object, ctx: QueryContext): void | Promise<void> {
    if ((this.constructor as typeof BaseModel).timestamps) this.updatedAt = new Date();
    return super.$beforeUpdate(opt as never, ctx);
  }
}
