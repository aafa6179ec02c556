import type { EgressFetch } from '@balcao/core';
import type { DeliveryQueue } from '../delivery/delivery-queue.js';
import { dialogflowRunner } from './dialogflow.js';
import type { IntegrationType, Runner } from './runner.js';
import { typebotRunner } from './typebot.js';
import { webhookRunner } from './webhook.js';

/**
 * What a runner may need of its kernel beyond its input: the webhook runner hands retries to the kernel's job, and
 * every runner calls out through the kernel's egress guard (ctx.egress.fetch).
 */
export interface RunnerTools {
  deliveries: DeliveryQueue;
  fetch: EgressFetch;
}

/**
 * One runner per integration type (each registers itself here by one line), built per kernel by the plugin's
 * setup, so two kernels in one process (tests) never share a job scheduler.
 */
export function createRunners(tools: RunnerTools): Partial<Record<IntegrationType, Runner>> {
  const webhook = webhookRunner(tools.deliveries, tools.fetch);
  return {
    typebot: typebotRunner(tools.fetch),
    n8n: webhook,
    webhook,
    dialogflow: dialogflowRunner(tools.fetch),
  };
}
