import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { startTenantKernel, until, type TenantKernel } from '@balcao/core/testing';
import { eventWebhooksPlugin, type WebhookOptions, type WebhookServices } from '../src/index.js';

/** A kernel with contacts, tickets and event webhooks, on a delivery clock the test moves. */
export type WebhooksKernel = TenantKernel<'admin' | 'attendant' | 'adminB'> & {
  webhooks: WebhookServices;
  /** moves the delivery clock forward, then runs the sweep as its job would: answers how many tries it made */
  later(ms: number): Promise<number>;
};

export async function startWebhooksKernel(options: WebhookOptions = {}): Promise<WebhooksKernel> {
  let now = Date.now();
  const k = await startTenantKernel({
    plugins: [contacts, tickets, eventWebhooksPlugin({ now: () => new Date(now), ...options })],
    as: ['admin', 'attendant', 'adminB'],
  });
  const webhooks = k.services<WebhookServices>('event-webhooks');
  return {
    ...k,
    webhooks,
    async later(ms) {
      now += ms;
      return webhooks.deliverDue();
    },
  };
}

/** A subscription of company A made through the route, as an admin makes one; its secret shown this once. */
export async function subscribe(k: WebhooksKernel, url: string, events: string[]) {
  const res = await k.admin.post('/event-webhooks', { url, events });
  if (res.status !== 201) throw new Error(`not subscribed: ${JSON.stringify(res.body)}`);
  return res.body as { id: number; secret: string };
}

/** the subscription's deliveries as the screen's log reads them */
export async function deliveriesOf(k: WebhooksKernel, id: number) {
  const res = await k.admin.get(`/event-webhooks/${id}/deliveries`);
  return res.body.deliveries as Array<Record<string, unknown>>;
}

/** waits until the subscription's newest delivery has made `attempts` tries */
export const tried = (k: WebhooksKernel, id: number, attempts: number) =>
  until(`try ${attempts}`, async () => (await deliveriesOf(k, id))[0]?.attempts === attempts);
