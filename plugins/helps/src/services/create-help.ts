import { Help } from '../help-model.js';
import type { HelpFields } from '../help-schemas.js';
import { emitHelpEvent, type HelpDeps } from './help-events.js';

export async function createHelp(deps: HelpDeps, fields: HelpFields): Promise<Help> {
  const help = await Help.query().insertAndFetch(fields);
  emitHelpEvent(deps, { action: 'create', help });
  return help;
}
