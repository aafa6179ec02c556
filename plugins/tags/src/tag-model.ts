import { TenantModel } from '@balcao/core';
import type { TagWire } from './contracts.js';

/** A tag; the routes answer it as is (`TagWire`). */
export class Tag extends TenantModel implements TagWire {
  static override tableName = 'tags';

  declare name: string;
  declare color: string | null;
  /** 1 when the tag is a lane of the kanban board */
  declare kanban: 0 | 1;
  declare userId: number | null;
  /** tickets carrying the tag; set on the paged list only, as Whaticket answers it */
  declare ticketsCount?: number;
}
