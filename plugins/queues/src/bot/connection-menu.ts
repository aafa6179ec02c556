import type { BotDeps } from './bot-deps.js';
import { menuKey } from './menu-cache.js';

export interface MenuQueue {
  id: number;
  name: string;
  greetingMessage: string | null;
}

/** A connection's queue menu: its queues in menu order and the connection's bot fields. */
export interface ConnectionMenu {
  queues: MenuQueue[];
  greetingMessage: string | null;
  maxUseBotQueues: number;
  timeUseBotQueues: number;
}

/**
 * The queues the connection offers (whatsapp_queues), by orderQueue (unset last), then name, as listQueues. Read on
 * every message, so kept in the kernel's cache until a queue or connection of the company changes (menu-cache.ts);
 * callers must not change what they get.
 */
export function connectionMenu(
  deps: BotDeps,
  companyId: number,
  connectionId: number,
): Promise<ConnectionMenu> {
  return deps.cache.memoIn(menuKey(companyId), connectionId, () => loadMenu(deps, companyId, connectionId));
}

async function loadMenu(deps: BotDeps, companyId: number, connectionId: number): Promise<ConnectionMenu> {
  const table = deps.db.tenant(companyId);
  const connection = await table('whatsapps')
    .where({ id: connectionId })
    .first('greetingMessage', 'maxUseBotQueues', 'timeUseBotQueues');
  // the join is held to the company by the scoped queues row it starts from
  const queues: MenuQueue[] = await table('queues')
    .join('whatsappQueues', 'whatsappQueues.queueId', 'queues.id')
    .where('whatsappQueues.whatsappId', connectionId)
    // unset last, then by value: knex's nulls 'last' option drops the column itself
    .orderByRaw('?? is null', ['queues.orderQueue'])
    .orderBy('queues.orderQueue')
    .orderByRaw('lower(??)', ['queues.name'])
    .orderBy('queues.id')
    .select('queues.id', 'queues.name', 'queues.greetingMessage');
  return {
    queues: connection ? queues.map((q) => ({ ...q, id: Number(q.id) })) : [],
    greetingMessage: connection?.greetingMessage ?? null,
    maxUseBotQueues: Number(connection?.maxUseBotQueues ?? 3),
    timeUseBotQueues: Number(connection?.timeUseBotQueues ?? 0),
  };
}
