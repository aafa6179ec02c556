import { pagedRoute, api } from '@balcao/kit';

export type IntegrationType = 'dialogflow' | 'n8n' | 'webhook' | 'typebot';
export const INTEGRATION_TYPES: IntegrationType[] = ['typebot', 'n8n', 'webhook', 'dialogflow'];
/** Spec §9: the dialogflow languages. */
export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** Spec §3's Queue integration as the server serves it (credentials masked). */
export interface Integration {
  id: number;
  type: IntegrationType;
  name: string;
  projectName: string | null;
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
  /** n8n/webhook's signing secret: whole only in the answer that created (or renewed) it */
  secret: string | null;
}

export type IntegrationInput = Partial<Omit<Integration, 'id' | 'secret'>> & {
  type: IntegrationType;
  name: string;
  regenerateSecret?: boolean;
};

/** GET /queueIntegration: 20 a page by name. */
export const fetchIntegrationPage = pagedRoute<Integration>('/queueIntegration', 'queueIntegrations');
export const createIntegration = (data: IntegrationInput) => api.post<Integration>('/queueIntegration', data);
export const updateIntegration = (id: number, data: Partial<IntegrationInput>) =>
  api.put<Integration>(`/queueIntegration/${id}`, data);
export const deleteIntegration = (id: number) => api.delete(`/queueIntegration/${id}`);

/** POST /queueIntegration/testSession (dialogflow): the intent's reply to a test phrase. */
export const testSession = (data: { projectName: string; jsonContent: string; language: string }) =>
  api.post<unknown>('/queueIntegration/testSession', data);
