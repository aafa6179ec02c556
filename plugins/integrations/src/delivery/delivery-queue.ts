import type { DeliveryRequest } from './post-delivery.js';

/** What the `deliver` job carries: everything a later try needs, so it survives a restart without the pipeline. */
export type DeliveryJobData = DeliveryRequest & {
  companyId: number;
  ticketId: number;
  /** the try this run makes: 2 for the first retry (the inline try in the runner is 1) */
  try: number;
};

/** Hands a delivery that did not get through at once to the `deliver` job. */
export interface DeliveryQueue {
  retryLater(data: DeliveryJobData, retryAfter: string | null): Promise<void>;
}

// The runners map (runners/index.ts) is static while the job lives on the kernel, so the plugin's setup
// (defineDeliveryJob) binds the queue here. One kernel per process, as the product runs: the last setup wins.
let bound: DeliveryQueue | undefined;

export function bindDeliveryQueue(queue: DeliveryQueue): void {
  bound = queue;
}

export function deliveryQueue(): DeliveryQueue {
  if (!bound) throw new Error('integrations: defineDeliveryJob(ctx) was not called in the plugin setup');
  return bound;
}
