import type { PluginContext } from '@balcao/core';
import type { IntegrationWire as Answered } from '../contracts.js';
import type { QueueIntegration } from '../integration-model.js';
import { openFor } from './integration-secrets.js';

/** What the routes answer (contracts.ts), with the row's dates. */
export type IntegrationWire = Answered & { createdAt?: Date; updatedAt?: Date };

export function toWire(
  secrets: PluginContext['secrets'],
  row: QueueIntegration,
  opts: { revealSecret?: boolean } = {},
): IntegrationWire {
  const json = openFor(secrets, row, 'jsonContent', row.jsonContent);
  const secret = openFor(secrets, row, 'secret', row.secretSealed);
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    name: row.name,
    projectName: row.projectName,
    jsonContent: json === null ? null : secrets.mask(json),
    language: row.language,
    urlN8N: row.urlN8n,
    typebotDelayMessage: Number(row.typebotDelayMessage),
    typebotExpires: Number(row.typebotExpires),
    typebotKeywordFinish: row.typebotKeywordFinish,
    typebotKeywordRestart: row.typebotKeywordRestart,
    typebotRestartMessage: row.typebotRestartMessage,
    typebotSlug: row.typebotSlug,
    typebotUnknownMessage: row.typebotUnknownMessage,
    secret: secret === null ? null : opts.revealSecret ? secret : secrets.mask(secret),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
