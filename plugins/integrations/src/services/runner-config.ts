import type { PluginContext } from '@balcao/core';
import type { QueueIntegration } from '../integration-model.js';
import type { IntegrationConfig } from '../runners/runner.js';
import { openFor } from './integration-secrets.js';

/** A row as runners take it: credentials opened. */
export function runnerConfig(secrets: PluginContext['secrets'], row: QueueIntegration): IntegrationConfig {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    name: row.name,
    projectName: row.projectName,
    jsonContent: openFor(secrets, row, 'jsonContent', row.jsonContent),
    language: row.language,
    urlN8N: row.urlN8n,
    typebotDelayMessage: Number(row.typebotDelayMessage),
    typebotExpires: Number(row.typebotExpires),
    typebotKeywordFinish: row.typebotKeywordFinish,
    typebotKeywordRestart: row.typebotKeywordRestart,
    typebotRestartMessage: row.typebotRestartMessage,
    typebotSlug: row.typebotSlug,
    typebotUnknownMessage: row.typebotUnknownMessage,
    secret: openFor(secrets, row, 'secret', row.secretSealed),
  };
}
