import type { PluginContext } from '@balcao/core';

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
  /** API_URL (PUBLIC_URL by default): links in mediaPath are absolute when it is set */
  publicUrl?: string;
}
