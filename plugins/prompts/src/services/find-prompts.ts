import { notFound, tenant } from '@balcao/core';
import type { Knex } from 'knex';
import type { PromptList } from '../contracts.js';
import { Prompt } from '../prompt-model.js';
import type { PromptDeps } from './prompt-deps.js';
import { queuesOf, toWire } from './prompt-wire.js';

/** Every prompt of the company by name, optionally searched by name: Whaticket's `{ prompts, count, hasMore }`. */
export async function listPrompts(
  deps: PromptDeps,
  companyId: number,
  searchParam = '',
): Promise<PromptList> {
  const term = searchParam.trim().toLowerCase();
  const q = tenant(companyId)(Prompt).orderBy('name').orderBy('id');
  if (term) q.whereRaw('LOWER(name) LIKE ?', [`%${term}%`]);
  const rows = await q;
  const queues = await queuesOf(deps, companyId, rows);
  return { prompts: rows.map((p) => toWire(deps, p, queues)), count: rows.length, hasMore: false };
}

/** Whether the prompt is the company's (a ticket or a queue names it; tickets asks through `ownBots`). */
export async function promptExists(companyId: number, id: number, trx?: Knex.Transaction): Promise<boolean> {
  return Boolean(await tenant(companyId, trx)(Prompt).findById(id));
}

/** A prompt of the company; another company's is not found (404 ERR_NO_PROMPT_FOUND). */
export async function findPrompt(companyId: number, id: number): Promise<Prompt> {
  const p = await tenant(companyId)(Prompt).findById(id);
  if (!p) throw notFound('ERR_NO_PROMPT_FOUND');
  return p;
}
