import { stopsTheBot, type CommandRead } from '@balcao/plugin-tickets';
import type { RunnerAction } from './runner.js';

/**
 * Commands as a runner's actions, in order: `handover` and `end` are the actions they always were (the step's
 * hand-over, with its tenancy checks), the others go as `command`, an invalid one as `refused-command` (recorded
 * by the step, never sent to the contact).
 */
export function commandActions(reads: CommandRead[]): RunnerAction[] {
  return reads.map((read): RunnerAction => {
    if (!read.ok) return { type: 'refused-command', raw: read.raw, reason: read.reason };
    const c = read.command;
    if (c.type === 'handover')
      return {
        type: 'handover',
        ...(c.queueId ? { queueId: c.queueId } : {}),
        ...(c.userId ? { userId: c.userId } : {}),
      };
    if (c.type === 'end') return { type: 'end' };
    return { type: 'command', command: c };
  });
}

/** the ticket leaves the bot after this action: what follows it in the list is not done */
export const endsTheList = (a: RunnerAction) =>
  a.type === 'handover' || a.type === 'end' || (a.type === 'command' && stopsTheBot(a.command));
