import type { Knex } from 'knex';
import { JobSkipped } from './job-skipped.js';
import { tenantSkipReason } from './tenant-gate.js';
import type { DefineOptions, JobData, JobHandler, JobScheduler, PluginJobs } from './types.js';

export interface PluginJobsOptions {
  /** the plugin's name (kebab-case, so never containing a dot) */
  plugin: string;
  planFlag?: string;
  knex: Knex;
}

/**
 * A job name as stored: the plugin's name, a dot, the name the plugin used ('send' of plugin
 * `reminder` is 'reminder.send'); a name already starting with '<plugin>.' is kept as it is. Plugin
 * names have no dot, so the part before the first dot always names the owning plugin.
 */
export function pluginJobName(plugin: string, name: string): string {
  if (!name) throw new Error(`plugin "${plugin}" used an empty job name`);
  return name.startsWith(`${plugin}.`) ? name : `${plugin}.${name}`;
}

/**
 * One plugin's ctx.jobs over the kernel's scheduler. Its names are namespaced (pluginJobName), it
 * may schedule only jobs it defined, and a handler for a company runs only while that company is
 * active and its plan has the plugin's flag; otherwise the run is skipped (JobSkipped) and shows
 * as failed with the reason in the jobs view. Jobs without a companyId run ungated: walking
 * tenants there is the plugin's own responsibility.
 */
export function pluginJobs(jobs: JobScheduler, opts: PluginJobsOptions): PluginJobs {
  const { plugin, planFlag, knex } = opts;
  const defined = new Set<string>();
  const own = (name: string): string => {
    const stored = pluginJobName(plugin, name);
    if (!defined.has(stored))
      throw new Error(`plugin "${plugin}" schedules job "${stored}" it has not defined`);
    return stored;
  };

  const scoped: PluginJobs = {
    define<D extends JobData>(name: string, handler: JobHandler<D>, options?: DefineOptions) {
      const stored = pluginJobName(plugin, name);
      defined.add(stored);
      jobs.define<D>(
        stored,
        async (ctx) => {
          if (ctx.companyId !== null) {
            const reason = await tenantSkipReason(knex, ctx.companyId, planFlag);
            if (reason) throw new JobSkipped(reason);
          }
          await handler(ctx);
        },
        options,
      );
    },
    now: async (name, data, options) => jobs.now(own(name), data, options),
    schedule: async (when, name, data, options) => jobs.schedule(when, own(name), data, options),
    every: async (interval, name, data, options) => jobs.every(interval, own(name), data, options),
    unique: async (name, data, by, when, options) => jobs.unique(own(name), data, by, when, options),
    cancel: async (name, dataMatch) => jobs.cancel(pluginJobName(plugin, name), dataMatch),
  };
  // a plain frozen object: nothing of the kernel's jobs (admin calls, start/stop) rides along
  return Object.freeze(scoped);
}
