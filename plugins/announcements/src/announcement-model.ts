import { BaseModel } from '@balcao/core';

/**
 * Platform-wide, like help videos: not a tenant table. `companyId` is the author's company (Whaticket's column),
 * whose private media store keeps the image; every company's users read the active announcements.
 */
export class Announcement extends BaseModel {
  static override tableName = 'announcements';
  static override booleanColumns = ['status'];

  declare priority: number;
  declare title: string;
  declare text: string;
  /** a media id of ctx.media; the wire carries a signed link instead (announcement-wire.ts) */
  declare mediaPath: string | null;
  declare mediaName: string | null;
  declare companyId: number;
  declare status: boolean;
}
