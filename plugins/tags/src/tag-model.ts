import { TenantModel } from '@balcao/core';

export class Tag extends TenantModel {
  static override tableName = 'tags';

  declare name: string;
  declare color: string | null;
  /** 1 when the tag is a lane of the kanban board */
  declare kanban: 0 | 1;
  declare userId: number | null;
  /** tickets carrying the tag; set on the paged list only, as Whaticket answers it */
  declare ticketsCount?: number;
}
