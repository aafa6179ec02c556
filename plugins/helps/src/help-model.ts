import { BaseModel } from '@balcao/core';

/** Platform-wide, like plans: not a tenant table. */
export class Help extends BaseModel {
  static override tableName = 'helps';

  declare title: string;
  declare description: string | null;
  declare video: string | null;
}
