import type { DeliveryRequest } from './post-delivery.js';

/** What the `deliver` job carries: everything a later try needs, so it survives a restart without the pipeline. */
export type DeliveryJobData = DeliveryRequest & {
  companyId: number;
  ticketId: number;
  /** the integration delivered for: a late reply is sent as its answer (its delay between messages) */
  integrationId: number;
  /** the try this run makes: 2 for the first retry (the inline try in the runner is 1) */
  try: number;
};

/**
 * Hands a delivery that did not get through at once to the `deliver` job of the runner's own kernel: the plugin's
 * setup builds one per kernel (defineDeliveryJob) and gives it to the webhook runner it builds (createRunners).
 */
export interface DeliveryQueue {
  retryLater(data: DeliveryJobData, retryAfter: string | null): Promise<void>;
}
