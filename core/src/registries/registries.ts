import type { Declarations } from './declarations.js';
import { PlanFlagRegistry } from './plan-flags.js';
import { PlanLimitRegistry } from './plan-limits.js';
import { SettingRegistry } from './settings.js';
import { ConnectionFieldRegistry } from './connection-fields.js';
import { PermissionRegistry } from '../auth/permissions/permission-registry.js';

/**
 * The open lists core serves without knowing them: plan flags and limits, company settings, connection fields,
 * and the permissions routes and rooms require.
 */
export interface Registries {
  planFlags: PlanFlagRegistry;
  planLimits: PlanLimitRegistry;
  settings: SettingRegistry;
  connectionFields: ConnectionFieldRegistry;
  permissions: PermissionRegistry;
}

/** a plan's own fields, which no declared flag or limit may take */
const planColumns = [
  'id',
  'name',
  'users',
  'connections',
  'queues',
  'value',
  'enabled',
  'features',
  'limits',
];

/** Builds the registries from the kernel's own declarations and each plugin's, in load order. */
export function buildRegistries(
  owners: Array<{ name: string; declares?: Declarations; planFlag?: string }>,
): Registries {
  const registries: Registries = {
    planFlags: new PlanFlagRegistry(),
    planLimits: new PlanLimitRegistry(),
    settings: new SettingRegistry(),
    connectionFields: new ConnectionFieldRegistry(),
    permissions: new PermissionRegistry(),
  };
  for (const { name, declares } of owners) {
    for (const d of declares?.planFlags ?? []) registries.planFlags.add(name, d);
    for (const d of declares?.planLimits ?? []) {
      // flags and limits share the plan's JSON namespace with its own columns
      if (registries.planFlags.has(d.key) || planColumns.includes(d.key))
        throw new Error(`plan limit "${d.key}" of ${name} is already a plan field`);
      registries.planLimits.add(name, d);
    }
    for (const d of declares?.settings ?? []) registries.settings.add(name, d);
    for (const d of declares?.connectionFields ?? []) registries.connectionFields.add(name, d);
    for (const d of declares?.permissions ?? []) registries.permissions.add(name, d);
  }
  // a guard on a flag nobody declares would close the plugin to every company, silently
  for (const { name, planFlag } of owners)
    if (planFlag && !registries.planFlags.has(planFlag))
      throw new Error(`plugin ${name} requires plan flag "${planFlag}", which no plugin declares`);
  return registries;
}
