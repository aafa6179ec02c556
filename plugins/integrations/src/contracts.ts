/**
 * Spec §3's queue integration as the routes answer and accept it, typed once for the plugin and its module
 * (modules/queue-integrations imports these types). Types only: the file imports nothing.
 */

export type IntegrationType = 'dialogflow' | 'n8n' | 'webhook' | 'typebot';

/** What an integration is configured with, whoever reads it: the client (credentials masked) or a runner (opened). */
export interface IntegrationFields {
  type: IntegrationType;
  name: string;
  projectName: string | null;
  /** dialogflow's service account JSON: masked ('••••abcd') for the client, opened for a runner */
  jsonContent: string | null;
  language: string | null;
  urlN8N: string | null;
  typebotDelayMessage: number;
  typebotExpires: number;
  typebotKeywordFinish: string | null;
  typebotKeywordRestart: string | null;
  typebotRestartMessage: string | null;
  typebotSlug: string | null;
  typebotUnknownMessage: string | null;
  /** n8n/webhook's signing secret: masked for the client except in the answer that created (or renewed) it */
  secret: string | null;
}

/** GET /queueIntegration/:id and the rows of GET /queueIntegration (`queueIntegrations`) */
export interface IntegrationWire extends IntegrationFields {
  id: number;
  companyId: number;
}

/** POST /queueIntegration; PUT takes any of them */
export type IntegrationInput = Partial<Omit<IntegrationFields, 'secret'>> & {
  type: IntegrationType;
  name: string;
  /** a new signing secret for n8n/webhook, answered once */
  regenerateSecret?: boolean;
};

/** GET /queueIntegration?searchParam&pageNumber: 20 a page by name */
export interface IntegrationPage {
  queueIntegrations: IntegrationWire[];
  count: number;
  hasMore: boolean;
}

/** POST /queueIntegration/testSession (dialogflow): the form's project, service account JSON and language */
export interface TestSessionInput {
  projectName: string;
  jsonContent: string;
  language: string;
}
