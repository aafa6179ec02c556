import type { PromptWire } from '../contracts.js';
import type { Prompt } from '../prompt-model.js';
import { secretAddress, type PromptDeps } from './prompt-deps.js';

type QueueRef = { id: number; name: string };

/** A sealed credential as the browser may see it: the mask, never the value ('' when none is set). */
function masked(deps: PromptDeps, p: Prompt, field: 'apiKey' | 'voiceKey'): string {
  const sealed = field === 'apiKey' ? p.apiKeySealed : p.voiceKeySealed;
  if (!sealed) return '';
  try {
    return deps.secrets.mask(deps.secrets.open(sealed, secretAddress(p.companyId, p.id, field)));
  } catch {
    // sealed under another key (SESSION_ENCRYPTION_KEY rotated): still "set", never shown
    return deps.secrets.mask('');
  }
}

/** Spec §3's Prompt with its queue `{ id, name }`; apiKey and voiceKey masked. */
export function toWire(
  deps: PromptDeps,
  p: Prompt,
  queues: Map<number, QueueRef>,
): PromptWire & Record<string, unknown> {
  const { apiKeySealed: _a, voiceKeySealed: _v, ...rest } = p.toJSON() as Prompt & Record<string, unknown>;
  return {
    ...rest,
    apiKey: masked(deps, p, 'apiKey'),
    voiceKey: masked(deps, p, 'voiceKey'),
    queue: p.queueId ? (queues.get(p.queueId) ?? null) : null,
  };
}

/** The queues some prompts name, in one query. */
export async function queuesOf(deps: PromptDeps, companyId: number, prompts: Prompt[]) {
  const ids = [...new Set(prompts.map((p) => p.queueId).filter((id): id is number => id != null))];
  const rows: QueueRef[] = ids.length
    ? await deps.db.tenant(companyId)('queues').whereIn('id', ids).select('id', 'name')
    : [];
  return new Map(rows.map((q) => [Number(q.id), { id: Number(q.id), name: q.name }] as const));
}

export async function wireOne(deps: PromptDeps, p: Prompt) {
  return toWire(deps, p, await queuesOf(deps, p.companyId, [p]));
}
