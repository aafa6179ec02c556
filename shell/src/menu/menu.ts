import type { ManifestMenuItem, ManifestModule, Plan } from '@balcao/kit';

export interface MenuEntry extends ManifestMenuItem {
  module: string;
}
export interface MenuContext {
  plan: Plan | null;
  isSuper: boolean;
}
export type Section = 'main' | 'admin' | 'management';
export const SECTIONS: Section[] = ['main', 'management', 'admin'];

/**
 * The kernel already filtered the manifest (plan flag, profile, super, a menu item's company setting such as
 * campaignsEnabled); this re-checks the flag and super against the session, belt and braces.
 */
export function isVisible(item: ManifestMenuItem, ctx: MenuContext): boolean {
  if (item.super && !ctx.isSuper) return false;
  return item.planFlag ? Boolean((ctx.plan as Record<string, unknown> | null)?.[item.planFlag]) : true;
}

/** The manifest (already filtered by the kernel) grouped by section and ordered. */
export function buildMenu(modules: ManifestModule[], ctx: MenuContext): Record<Section, MenuEntry[]> {
  const groups: Record<Section, MenuEntry[]> = { main: [], admin: [], management: [] };
  for (const module of modules) {
    for (const item of module.menu ?? []) {
      if (!isVisible(item, ctx)) continue;
      const children = item.children?.filter((child) => isVisible(child, ctx));
      groups[item.section ?? 'main'].push({ ...item, children, module: module.name });
    }
  }
  for (const section of SECTIONS) groups[section].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  return groups;
}

/** Route patterns owned by each module, for the router. */
export function moduleRoutes(modules: ManifestModule[]): { name: string; pattern: string }[] {
  return modules.flatMap((m) => m.routes.map((pattern) => ({ name: m.name, pattern })));
}
