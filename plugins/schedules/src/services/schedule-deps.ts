import type { PluginContext } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { TicketServices } from '@balcao/plugin-tickets';

/** What the schedule services need from the kernel; passed in so the job and the hook use the same code. */
export interface ScheduleDeps {
  knex: PluginContext['knex'];
  db: PluginContext['db'];
  realtime: Pick<PluginContext['realtime'], 'emitToCompany'>;
  media: Pick<PluginContext['media'], 'save' | 'remove' | 'url' | 'read'>;
  jobs: PluginContext['jobs'];
  channels: Pick<PluginContext['channels'], 'enqueue'>;
  planLimits: PluginContext['planLimits'];
  log: PluginContext['log'];
  /** the schedules' contacts: their names on the wire, the one a schedule goes to */
  contacts: Pick<ContactServices, 'find' | 'findMany' | 'idsNamed'>;
  /** the connection of a contact's last ticket */
  tickets: Pick<TicketServices, 'lastConnection'>;
  /** API_URL (PUBLIC_URL by default): links in mediaPath are absolute when it is set */
  publicUrl?: string;
}
