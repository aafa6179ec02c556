import { Help } from '../help-model.js';
import { throwNoHelp } from './find-helps.js';
import { emitHelpEvent, type HelpDeps } from './help-events.js';

/** 404 ERR_NO_HELP_FOUND when there is no such help. */
export async function deleteHelp(deps: HelpDeps, id: number): Promise<void> {
  if (!(await Help.query().deleteById(id))) throwNoHelp();
  emitHelpEvent(deps, { action: 'delete', helpId: id });
}
