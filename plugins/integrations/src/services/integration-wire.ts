import type { PluginContext } from '@balcao/core';
import type { QueueIntegration } from '../integration-model.js';
import { openFor } from './integration-secrets.js';

/** Spec §3's Queue integration as the client reads it; credentials only masked. */
export interface IntegrationWire {
  id: number;
  companyId: number;
  type: QueueIntegration['type'];
  name: string;
  projectName: string | null;
  /** masked ('••••abcd'): never the service account itself */
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
  /** n8n/webhook's signing secret: masked, except in the answer that created it (shown once) */
  secret: string | null;
  createdAt?: Date;
  updatedAt?: Date;
}

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
