import { tenant } from '@balcao/core';
import { Prompt } from '../prompt-model.js';
import type { PromptDeps } from './prompt-deps.js';
import { findPrompt } from './find-prompts.js';
import { emitPromptDeleted } from './prompt-events.js';

/** Whaticket's answers, which its page shows as an info toast. */
export const PROMPT_DELETED = 'Prompt deleted';
export const PROMPT_IN_USE =
  'Não foi possível excluir! Verifique se este prompt está sendo usado nas conexões Whatsapp!';

/** The company's connections whose `promptId` (a connection field, in `whatsapps.fields`) is this prompt. */
async function connectionsUsing(deps: PromptDeps, companyId: number, id: number) {
  const rows: Array<{ fields: unknown }> = await deps.db.tenant(companyId)('whatsapps').select('fields');
  return rows.filter((r) => {
    const fields = typeof r.fields === 'string' ? (JSON.parse(r.fields) as unknown) : r.fields;
    return Number((fields as { promptId?: unknown } | null)?.promptId) === id;
  }).length;
}

/**
 * As Whaticket: a prompt a connection uses is kept and the answer says why (200, `{ message }`). Otherwise it goes,
 * and the queues and tickets naming it let go of it in the same transaction.
 */
export async function deletePrompt(deps: PromptDeps, companyId: number, id: number): Promise<string> {
  await findPrompt(companyId, id);
  if (await connectionsUsing(deps, companyId, id)) return PROMPT_IN_USE;
  await deps.knex.transaction(async (trx) => {
    const t = deps.db.tenant(companyId, trx);
    await t('queues').where({ promptId: id }).update({ promptId: null });
    await deps.tickets.forgetPrompt(companyId, id, trx);
    await tenant(companyId, trx)(Prompt).deleteById(id);
  });
  emitPromptDeleted(deps, companyId, id);
  return PROMPT_DELETED;
}
