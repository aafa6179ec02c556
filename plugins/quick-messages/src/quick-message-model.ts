import { TenantModel } from '@balcao/core';

export class QuickMessage extends TenantModel {
  static override tableName = 'quick_messages';
  static override booleanColumns = ['geral', 'status'];

  declare userId: number | null;
  declare shortcode: string;
  declare message: string;
  declare geral: boolean;
  declare status: boolean;
  /** a media id of ctx.media; never on the wire, which carries a link instead (quick-message-wire.ts) */
  declare mediaId: string | null;
  declare mediaName: string | null;
}
