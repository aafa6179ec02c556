import type { Knex } from 'knex';
import { notFound, tenant } from '@balcao/core';
import { Prompt } from '../prompt-model.js';
import type { PromptChanges, PromptFields } from '../prompt-schemas.js';
import { TEXT_VOICE } from '../contracts.js';
import { secretAddress, type PromptDeps } from './prompt-deps.js';
import { findPrompt } from './find-prompts.js';
import { emitPromptSaved } from './prompt-events.js';
import { wireOne } from './prompt-wire.js';

/** Spec §9's defaults for what the form left out. */
const DEFAULTS = {
  voice: TEXT_VOICE,
  maxTokens: 100,
  temperature: 1,
  maxMessages: 10,
  model: 'gpt-3.5-turbo',
  transcribeAudio: true,
};

async function ensureQueue(deps: PromptDeps, trx: Knex.Transaction, companyId: number, queueId: number) {
  const found = await deps.db.tenant(companyId, trx)('queues').where({ id: queueId }).first('id');
  if (!found) throw notFound('ERR_NO_QUEUE_FOUND');
}

/** A prompt's own base URL is called on the company's behalf: the egress guard must allow it on its face. */
function ensureBaseUrlAllowed(deps: PromptDeps, baseUrl: string | null | undefined) {
  if (baseUrl) deps.egress.ensureAllowed(baseUrl, 'baseUrl');
}

/** Writes the prompt, then seals its credentials under its id, in one transaction. */
export async function createPrompt(deps: PromptDeps, companyId: number, fields: PromptFields) {
  const { apiKey, voiceKey, ...rest } = fields;
  ensureBaseUrlAllowed(deps, fields.baseUrl);
  const prompt = await deps.knex.transaction(async (trx) => {
    await ensureQueue(deps, trx, companyId, fields.queueId);
    const row = await tenant(
      companyId,
      trx,
    )(Prompt).insertAndFetch({
      ...DEFAULTS,
      ...rest,
      apiKeySealed: '',
      voiceKeySealed: null,
    });
    return await tenant(
      companyId,
      trx,
    )(Prompt).patchAndFetchById(row.id, {
      apiKeySealed: deps.secrets.seal(apiKey, secretAddress(companyId, row.id, 'apiKey')),
      voiceKeySealed: voiceKey
        ? deps.secrets.seal(voiceKey, secretAddress(companyId, row.id, 'voiceKey'))
        : null,
    });
  });
  const wire = await wireOne(deps, prompt);
  emitPromptSaved(deps, companyId, wire);
  return wire;
}

/** The plain value of a sealed field, or undefined when it cannot be opened. */
function opened(deps: PromptDeps, p: Prompt, field: 'apiKey' | 'voiceKey'): string | undefined {
  const sealed = field === 'apiKey' ? p.apiKeySealed : p.voiceKeySealed;
  if (!sealed) return undefined;
  try {
    return deps.secrets.open(sealed, secretAddress(p.companyId, p.id, field));
  } catch {
    return undefined;
  }
}

/** The form echoes the mask it was served: that, or the value itself, leaves the credential as it is. */
function unchanged(deps: PromptDeps, p: Prompt, field: 'apiKey' | 'voiceKey', value: string) {
  const current = opened(deps, p, field);
  const mask =
    field === 'apiKey' ? deps.secrets.mask(current ?? '') : current ? deps.secrets.mask(current) : '';
  return value === mask || value === current;
}

/** Changes the given fields; a credential is sealed again only when a new one was typed. */
export async function updatePrompt(deps: PromptDeps, companyId: number, id: number, changes: PromptChanges) {
  const current = await findPrompt(companyId, id);
  const { apiKey, voiceKey, ...rest } = changes;
  ensureBaseUrlAllowed(deps, rest.baseUrl);
  const sealed: Partial<Pick<Prompt, 'apiKeySealed' | 'voiceKeySealed'>> = {};
  if (apiKey !== undefined && !unchanged(deps, current, 'apiKey', apiKey))
    sealed.apiKeySealed = deps.secrets.seal(apiKey, secretAddress(companyId, id, 'apiKey'));
  if (voiceKey === null) sealed.voiceKeySealed = null;
  else if (voiceKey !== undefined && !unchanged(deps, current, 'voiceKey', voiceKey))
    sealed.voiceKeySealed = deps.secrets.seal(voiceKey, secretAddress(companyId, id, 'voiceKey'));
  const prompt = await deps.knex.transaction(async (trx) => {
    if (rest.queueId !== undefined) await ensureQueue(deps, trx, companyId, rest.queueId);
    return await tenant(companyId, trx)(Prompt).patchAndFetchById(id, { ...rest, ...sealed });
  });
  const wire = await wireOne(deps, prompt);
  emitPromptSaved(deps, companyId, wire);
  return wire;
}
