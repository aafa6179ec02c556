import { expect } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startIntegrationsKernel, type IntegrationsKernel } from './integrations-kernel.js';
import { startFakeDialogflow, type FakeIntent } from './support/fake-dialogflow.js';

/**
 * The integrations kernel of a whole test file (started before its first test, stopped after its last), with
 * `env`. Apart from integrations-kernel.ts: it imports vitest.
 */
export const integrationsKernelPerFile = (env: Record<string, string> = {}) =>
  kernelPerFile<IntegrationsKernel>(() => startIntegrationsKernel(env), 60_000);

/**
 * `integrationsKernelPerFile` with a fake Dialogflow (`google`) answering each text with `reply`, reached
 * through DIALOGFLOW_BASE_URL while the file runs.
 */
export function dialogflowKernelPerFile(reply: (text: string, languageCode: string) => FakeIntent) {
  return kernelPerFile(async () => {
    const google = await startFakeDialogflow(reply);
    process.env.DIALOGFLOW_BASE_URL = google.url;
    const k = await startIntegrationsKernel();
    const stop = async () => {
      delete process.env.DIALOGFLOW_BASE_URL;
      await k.stop();
      await google.close();
    };
    return { ...k, google, stop };
  }, 60_000);
}

/** A ticket the bot handed over to `queueId`: pending there for an attendant, no one on it, the integration let go. */
export function expectHandedOver(ticket: Record<string, unknown>, queueId: number) {
  expect(ticket).toMatchObject({ queueId, integrationId: null, status: 'pending', userId: null });
  expect(Boolean(ticket.useIntegration)).toBe(false);
}
