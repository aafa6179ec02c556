import { BaseModel } from '@balcao/core';
import type { HelpWire } from './contracts.js';

/** Platform-wide, like plans: not a tenant table. */
export class Help extends BaseModel implements HelpWire {
  static override tableName = 'helps';

  declare id: number;
  declare title: string;
  declare description: string | null;
  declare video: string | null;
}
