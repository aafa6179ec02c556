import type { AutomationEvent } from './contracts.js';

/**
 * `automation.evaluated`: the engine heard a fact and is done with it: the rules that ran (`ran`, their ids, ok or
 * failed), or why none was asked (`ignored: 'automation'`: the fact was caused by a rule's own actions, which never
 * start rules). Notified once per fact the engine hears; tests and metrics wait on it.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'automation.evaluated': {
      companyId: number;
      event: AutomationEvent;
      key: string;
      ticketId: number;
      ran: number[];
      ignored?: 'automation';
    };
  }
}

export {};
