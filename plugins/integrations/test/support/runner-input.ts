import type { IntegrationConfig, RunnerInput } from '../../src/runners/runner.js';

/** An integration as the integration step hands it to a runner (secrets opened). */
export function integration(fields: Partial<IntegrationConfig> = {}): IntegrationConfig {
  return {
    id: 7,
    companyId: 1,
    type: 'webhook',
    name: 'Pedidos',
    projectName: 'Pedidos',
    jsonContent: null,
    language: 'pt-BR',
    urlN8N: null,
    typebotDelayMessage: 1000,
    typebotExpires: 1,
    typebotKeywordFinish: null,
    typebotKeywordRestart: null,
    typebotRestartMessage: null,
    typebotSlug: null,
    typebotUnknownMessage: null,
    secret: 'whsec-test-0123456789',
    ...fields,
  };
}

let events = 0;
/** One inbound message of a ticket the integration drives. */
export function runnerInput(
  config: IntegrationConfig,
  body: string,
  opts: { ticketId?: number; eventId?: string; state?: Record<string, unknown>; isNew?: boolean } = {},
): RunnerInput {
  return {
    companyId: config.companyId,
    integration: config,
    ticket: { id: opts.ticketId ?? 41, queueId: 3, contactId: 5, whatsappId: 2 },
    contact: { id: 5, name: 'Bia Souza', number: '5511988887777' },
    message: {
      id: opts.eventId ?? `evt-${++events}`,
      body,
      mediaType: 'conversation',
      timestamp: 1_790_000_000,
    },
    session: { state: opts.state ?? {}, isNew: opts.isNew ?? true },
  };
}
