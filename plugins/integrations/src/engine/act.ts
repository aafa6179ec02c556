import type { IntegrationConfig, RunnerAction } from '../runners/runner.js';
import { performActions, type ActionDeps, type ActionOutcome } from './perform-actions.js';

/**
 * Sends actions a runner answered later (a webhook's reply delivered by the job) exactly as the step does: keys
 * `integration:<eventKey>:<n>`, the integration's delay between messages, the hand-over applied.
 */
export type Act = (
  companyId: number,
  ticketId: number,
  integrationId: number,
  eventKey: string,
  actions: RunnerAction[],
) => Promise<ActionOutcome>;

export function actWith(
  deps: ActionDeps,
  config: (companyId: number, integrationId: number) => Promise<IntegrationConfig>,
): Act {
  return async (companyId, ticketId, integrationId, eventKey, actions) => {
    const { typebotDelayMessage, name } = await config(companyId, integrationId);
    return performActions(
      deps,
      { companyId, ticketId, integrationId, eventKey, delayMs: typebotDelayMessage, label: name },
      actions,
    );
  };
}
