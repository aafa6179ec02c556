import { TenantModel } from '@balcao/core';

export class EventWebhooksItem extends TenantModel {
  static override tableName = 'event_webhooks';

  declare title: string;
}
