import type { PluginDefinition } from './define-plugin.js';

export class PluginGraphError extends Error {}

/**
 * Dependencies first (`requires`, and the `uses` that are installed); a missing requirement or a cycle stops the
 * boot with a message naming the plugins.
 */
export function orderPlugins(defs: PluginDefinition[]): PluginDefinition[] {
  const byName = new Map<string, PluginDefinition>();
  for (const d of defs) {
    if (byName.has(d.name)) throw new PluginGraphError(`Plugin "${d.name}" is installed twice`);
    byName.set(d.name, d);
  }
  for (const d of defs)
    for (const dep of d.requires ?? [])
      if (!byName.has(dep))
        throw new PluginGraphError(`Plugin "${d.name}" requires "${dep}", which is not installed`);

  const ordered: PluginDefinition[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (d: PluginDefinition, path: string[]) => {
    const s = state.get(d.name);
    if (s === 'done') return;
    if (s === 'visiting') {
      const cycle = [...path.slice(path.indexOf(d.name)), d.name];
      throw new PluginGraphError(`Plugin dependency cycle: ${cycle.join(' -> ')}`);
    }
    state.set(d.name, 'visiting');
    for (const dep of [...(d.requires ?? []), ...(d.uses ?? []).filter((u) => byName.has(u))])
      visit(byName.get(dep)!, [...path, d.name]);
    state.set(d.name, 'done');
    ordered.push(d);
  };
  for (const d of defs) visit(d, []);
  return ordered;
}
