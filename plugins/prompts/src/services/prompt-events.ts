import type { PromptDeps } from './prompt-deps.js';
import type { PromptWire } from '../contracts.js';

/**
 * Whaticket's `prompt` event, on `company-{id}-prompt`: `{ action: 'update', prompt }` after a create or a change,
 * `{ action: 'delete', promptId }` (Whaticket named the id `intelligenceId`; both are sent).
 */
export type PromptEvent =
  { action: 'update'; prompt: PromptWire } | { action: 'delete'; promptId: number; intelligenceId: number };

export function emitPromptSaved(deps: PromptDeps, companyId: number, prompt: PromptWire) {
  const event: PromptEvent = { action: 'update', prompt };
  deps.realtime.emitToCompany(companyId, 'prompt', event);
}

export function emitPromptDeleted(deps: PromptDeps, companyId: number, promptId: number) {
  const event: PromptEvent = { action: 'delete', promptId, intelligenceId: promptId };
  deps.realtime.emitToCompany(companyId, 'prompt', event);
}
