/**
 * Every event a company may subscribe to, and where it comes from (listeners/event-sources.ts). `sla.breached`
 * comes from the SLA plugin: without it installed, it can be subscribed to and never fires.
 */
export const webhookEvents = [
  'message.created',
  'ticket.created',
  'ticket.updated',
  'ticket.closed',
  'ticket.rated',
  'contact.created',
  'sla.breached',
] as const;

export type WebhookEventName = (typeof webhookEvents)[number];

export const isWebhookEvent = (name: string): name is WebhookEventName =>
  (webhookEvents as readonly string[]).includes(name);
