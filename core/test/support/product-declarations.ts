import { fileURLToPath } from 'node:url';
import { discoverPlugins } from '../../src/plugins/discover-plugins.js';
import type { PluginDefinition } from '../../src/plugins/define-plugin.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let found: Promise<PluginDefinition[]> | undefined;

/**
 * What the product's plugins under plugins/ declare (plan flags such as useCampaigns, the settings of spec §3,
 * the promptId connection field), without their routes or tables: core's tests run against the wire the
 * product serves, and a test plugin's own declarations come on top.
 */
export function productDeclarations(): Promise<PluginDefinition[]> {
  found ??= discoverPlugins(repoRoot).then((plugins) =>
    plugins.filter((p) => p.declares).map((p) => ({ name: p.name, declares: p.declares })),
  );
  return found;
}

let all: Promise<PluginDefinition[]> | undefined;

/**
 * Every plugin under plugins/ as the product runs them (routes, tables, steps): the suites that walk the whole
 * route table (tenancy matrix, malformed bodies, OpenAPI) cover each plugin's routes the day it lands.
 */
export function productPlugins(): Promise<PluginDefinition[]> {
  all ??= discoverPlugins(repoRoot);
  return all;
}
