import type { PromptChanges, PromptFields } from '../prompt-schemas.js';
import { deletePrompt } from './delete-prompt.js';
import { findPrompt, listPrompts } from './find-prompts.js';
import type { PromptDeps } from './prompt-deps.js';
import { wireOne } from './prompt-wire.js';
import { createPrompt, updatePrompt } from './save-prompt.js';

/** What the routes call and setup() returns; every answer is the wire shape (credentials masked). */
export function promptServices(deps: PromptDeps) {
  return {
    list: (companyId: number, searchParam?: string) => listPrompts(deps, companyId, searchParam),
    find: async (companyId: number, id: number) => wireOne(deps, await findPrompt(companyId, id)),
    create: (companyId: number, fields: PromptFields) => createPrompt(deps, companyId, fields),
    update: (companyId: number, id: number, changes: PromptChanges) =>
      updatePrompt(deps, companyId, id, changes),
    /** answers the message Whaticket's page shows (deleted, or kept because a connection uses it) */
    delete: (companyId: number, id: number) => deletePrompt(deps, companyId, id),
  };
}

export type PromptServices = ReturnType<typeof promptServices>;
