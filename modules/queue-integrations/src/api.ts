import { pagedRoute, api } from '@balcao/kit';
import type {
  IntegrationInput,
  IntegrationType,
  IntegrationWire as Integration,
  TestSessionInput,
} from '@balcao/plugin-integrations/contracts';

export type { IntegrationInput, IntegrationType, Integration };

export const INTEGRATION_TYPES: IntegrationType[] = ['typebot', 'n8n', 'webhook', 'dialogflow'];
/** Spec §9: the dialogflow languages. */
export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** GET /queueIntegration: 20 a page by name. */
export const fetchIntegrationPage = pagedRoute<Integration>('/queueIntegration', 'queueIntegrations');
export const createIntegration = (data: IntegrationInput) => api.post<Integration>('/queueIntegration', data);
export const updateIntegration = (id: number, data: Partial<IntegrationInput>) =>
  api.put<Integration>(`/queueIntegration/${id}`, data);
export const deleteIntegration = (id: number) => api.delete(`/queueIntegration/${id}`);

/** POST /queueIntegration/testSession (dialogflow): the intent's reply to a test phrase. */
export const testSession = (data: TestSessionInput) =>
  api.post<unknown>('/queueIntegration/testSession', data);
