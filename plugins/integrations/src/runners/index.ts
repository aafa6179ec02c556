import { dialogflowRunner } from './dialogflow.js';
import type { IntegrationType, Runner } from './runner.js';
import { typebotRunner } from './typebot.js';
import { webhookRunner } from './webhook.js';

/** One runner per integration type; each registers itself here by one line. */
export const runners: Partial<Record<IntegrationType, Runner>> = {
  typebot: typebotRunner,
  n8n: webhookRunner,
  webhook: webhookRunner,
  dialogflow: dialogflowRunner,
};
