import type { HelpChanges, HelpFields } from '../help-schemas.js';
import { createHelp } from './create-help.js';
import { deleteHelp } from './delete-help.js';
import { findHelp, listHelps } from './find-helps.js';
import type { HelpDeps } from './help-events.js';
import { updateHelp } from './update-help.js';

/**
 * The services bound to the kernel: what the routes call, and what the plugin's setup returns, so another plugin
 * (`requires: ['helps']`) gets them with `ctx.services<HelpServices>('helps')`.
 */
export function helpServices(deps: HelpDeps) {
  return {
    list: listHelps,
    find: findHelp,
    create: (fields: HelpFields) => createHelp(deps, fields),
    update: (id: number, changes: HelpChanges) => updateHelp(deps, id, changes),
    delete: (id: number) => deleteHelp(deps, id),
  };
}

export type HelpServices = ReturnType<typeof helpServices>;
