import { TenantModel } from '@balcao/core';
import type { DeliveryStatus } from './contracts.js';

/** A company's URL and the events it hears. */
export class WebhookSubscription extends TenantModel {
  static override tableName = 'webhook_subscriptions';

  declare companyId: number;
  declare url: string;
  declare description: string;
  /** JSON array of event names */
  declare events: string;
  declare secretSealed: string;
  declare status: 'active' | 'paused';
  declare consecutiveFailures: number;
  declare pausedAt: number | string | null;
}

/** One event for one subscription, with the outcome of its last try. */
export class WebhookDelivery extends TenantModel {
  static override tableName = 'webhook_deliveries';

  declare companyId: number;
  declare subscriptionId: number;
  declare deliveryId: string;
  declare event: string;
  declare eventKey: string;
  declare body: string;
  declare status: DeliveryStatus;
  declare attempts: number;
  declare attemptLimit: number;
  declare nextAttemptAt: number | string | null;
  declare lastAttemptAt: number | string | null;
  declare statusCode: number | null;
  declare responseExcerpt: string | null;
  declare error: string | null;
}
