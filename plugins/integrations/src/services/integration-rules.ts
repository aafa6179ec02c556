import { AppError, type Egress, tenant } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';

/**
 * One name per company, compared without case or accents as MariaDB's collation (and so its unique index) does;
 * compared here rather than in SQL because SQLite's LOWER() leaves non-ASCII letters alone.
 */
export async function ensureNameFree(companyId: number, name: string, exceptId?: number) {
  const names = await tenant(companyId)(QueueIntegration).select('id', 'name');
  const taken = names.some(
    (row) => row.id !== exceptId && row.name.localeCompare(name, 'pt-BR', { sensitivity: 'base' }) === 0,
  );
  if (taken) throw new AppError('ERR_INTEGRATION_NAME_ALREADY_EXISTS');
}

/** What a saved integration of each type needs to run, checked on the record as it will be stored. */
export interface Runnable {
  type: QueueIntegration['type'];
  urlN8n: string | null;
  typebotSlug: string | null;
}

export function ensureRunnable(row: Runnable) {
  const fields: Record<string, string> = {};
  if (row.type !== 'dialogflow') {
    if (!row.urlN8n) fields.urlN8N = 'Required';
    else if (!/^https?:\/\/[^\s]+$/i.test(row.urlN8n)) fields.urlN8N = 'Invalid URL';
  }
  if (row.type === 'typebot' && !row.typebotSlug) fields.typebotSlug = 'Required';
  if (Object.keys(fields).length) throw new AppError('ERR_VALIDATION', 400, { fields });
}

/**
 * The URLs the integration will call, checked on their face by the egress guard before they are saved (400
 * ERR_EGRESS_URL_REFUSED naming the field): the n8n/webhook/typebot URL, and a dialogflow service account's
 * token_uri when a new one is saved. Each call checks again, once the name is resolved.
 */
export function ensureAllowedUrls(
  egress: Pick<Egress, 'ensureAllowed'>,
  row: Pick<Runnable, 'type' | 'urlN8n'>,
  newJsonContent: string | null | undefined,
) {
  if (row.type !== 'dialogflow' && row.urlN8n) egress.ensureAllowed(row.urlN8n, 'urlN8N');
  const tokenUri = row.type === 'dialogflow' && newJsonContent ? tokenUriOf(newJsonContent) : undefined;
  if (tokenUri !== undefined) egress.ensureAllowed(tokenUri, 'jsonContent');
}

function tokenUriOf(jsonContent: string): string | undefined {
  try {
    const uri = (JSON.parse(jsonContent) as { token_uri?: unknown } | null)?.token_uri;
    return typeof uri === 'string' ? uri : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §5: n8n, webhook and typebot carry their name as projectName; dialogflow's is its GCP project. */
export const projectNameFor = (type: string, name: string, projectName: string | null | undefined) =>
  type === 'dialogflow' ? (projectName ?? null) : name;
