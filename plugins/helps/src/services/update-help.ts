import { Help } from '../help-model.js';
import type { HelpChanges } from '../help-schemas.js';
import { throwNoHelp } from './find-helps.js';
import { emitHelpEvent, type HelpDeps } from './help-events.js';

/** Changes the given fields only; 404 ERR_NO_HELP_FOUND when there is no such help. */
export async function updateHelp(deps: HelpDeps, id: number, changes: HelpChanges): Promise<Help> {
  const help = (await Help.query().patchAndFetchById(id, changes)) ?? throwNoHelp();
  emitHelpEvent(deps, { action: 'update', help });
  return help;
}
